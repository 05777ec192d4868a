// The widget's texts: the §8.1 error catalogue (keys `customerForm.<code>`), the login form's
// answers (`customerForm.login.*`, props `login`; §8.4 gives the Italian wrong-login text) and the
// hint of locked company data (§6).
import type { Catalogs } from '../../src/core/i18n.ts';
import { customerFormTexts } from '../../src/domain/error-catalogue.ts';

const own: Catalogs = {
  pl: {
    'customerForm.companyLocked': 'Danych firmy nie można tu zmienić. Aby je zmienić, skontaktuj się ze sklepem.',
    'customerForm.login.busy': 'Logowanie…',
    'customerForm.login.ok': 'Zalogowano.',
    'customerForm.login.wrong': 'Podany login lub hasło są nieprawidłowe.',
    'customerForm.login.unreachable': 'Brak połączenia ze sklepem: nie zalogowano. Sprawdź połączenie i spróbuj ponownie.',
  },
  it: {
    'customerForm.companyLocked': "I dati dell'azienda non possono essere modificati qui. Per modificarli, contatta il negozio.",
    'customerForm.login.busy': 'Accesso in corso…',
    'customerForm.login.ok': 'Accesso effettuato.',
    'customerForm.login.wrong': 'Il login o la password immessi non sono validi',
    'customerForm.login.unreachable': 'Nessuna connessione con il negozio: accesso non effettuato. Controlla la connessione e riprova.',
  },
  en: {
    'customerForm.companyLocked': 'Company data cannot be changed here. To change it, contact the shop.',
    'customerForm.login.busy': 'Logging in…',
    'customerForm.login.ok': 'You are logged in.',
    'customerForm.login.wrong': 'The login or password you entered is not valid.',
    'customerForm.login.unreachable': 'No connection to the shop: you are not logged in. Check your connection and try again.',
  },
};

export const texts: Catalogs = {
  pl: { ...customerFormTexts.pl, ...own.pl },
  it: { ...customerFormTexts.it, ...own.it },
  en: { ...customerFormTexts.en, ...own.en },
};
