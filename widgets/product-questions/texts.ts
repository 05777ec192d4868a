// The widget's texts plus the §5.1 field messages it shows, taken from the shared error catalogue
// (the same texts as the customer-data forms).
import type { Catalogs } from '../../src/core/i18n.ts';
import { codeKey, customerFormTexts } from '../../src/domain/error-catalogue.ts';
import { mergeCatalogs, uiTexts } from '../../src/ui/texts.ts';

/** The checks an ask form can fail (src/domain/validation.ts checkField). */
const FIELD_CODES = ['required', 'minlength', 'maxlength', 'incorect_email', 'digits'];
const pick = (catalog: Record<string, string>) => Object.fromEntries(FIELD_CODES.map((c) => [codeKey(c), catalog[codeKey(c)] ?? '']));

const own: Catalogs = {
  pl: {
    'productQuestions.ask': 'Zadaj pytanie',
    'productQuestions.sent': 'Dziękujemy! Twoje pytanie zostało wysłane.',
    'productQuestions.error': 'Nie udało się wysłać pytania. Sprawdź połączenie i spróbuj ponownie.',
    'productQuestions.sending': 'Wysyłanie…',
    'productQuestions.exampleEmail': 'jan.kowalski@example.com',
  },
  it: {
    'productQuestions.ask': 'Fai una domanda',
    'productQuestions.sent': 'Grazie! La tua domanda è stata inviata.',
    'productQuestions.error': 'Impossibile inviare la domanda. Controlla la connessione e riprova.',
    'productQuestions.sending': 'Invio in corso…',
    'productQuestions.exampleEmail': 'mario.rossi@example.com',
  },
  en: {
    'productQuestions.ask': 'Ask a question',
    'productQuestions.sent': 'Thank you! Your question has been sent.',
    'productQuestions.error': 'The question could not be sent. Check your connection and try again.',
    'productQuestions.sending': 'Sending…',
    'productQuestions.exampleEmail': 'john.smith@example.com',
  },
};

export const texts: Catalogs = mergeCatalogs(
  uiTexts,
  {
    pl: pick(customerFormTexts.pl),
    it: pick(customerFormTexts.it),
    en: pick(customerFormTexts.en),
  },
  own,
);
