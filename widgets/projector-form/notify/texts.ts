// Texts of the tell-me-when-available dialog (spec §4.13, §5.1, §8.3). The §8.3 answers are quoted
// in Polish; Italian and English carry translations. A shop overrides any of them by key. The general
// error ("limit" and any other answer) is `projector.addError` (add-error-texts.ts).
import type { Catalogs } from '../../../src/core/i18n.ts';
import { addErrorTexts } from '../add-error-texts.ts';

export const texts = {
  pl: {
    ...addErrorTexts.pl,
    'projector.notify.title': 'Powiadomienie o dostępności',
    'projector.notify.intro': 'Napiszemy do Ciebie, gdy produkt „{name}” będzie dostępny.',
    'projector.notify.email': 'Adres e-mail',
    'projector.notify.send': 'Powiadom mnie',
    'projector.notify.sending': 'Wysyłanie…',
    'projector.notify.mail': 'Niepoprawny adres email',
    'projector.notify.increase_quantity': 'Zwiększ ilość, aby sprawdzić koszt i czas dostawy',
    'projector.notify.success': 'Produkt został poprawnie dodany do powiadomień',
    'projector.notify.required': 'Proszę wypełnić to pole.',
    'projector.notify.minlength': 'Minimalna liczba znaków dla tego pola to {n}',
    'projector.notify.maxlength': 'Maksymalna liczba znaków dla tego pola to {n}',
    'projector.notify.digits': 'Pole nie może zawierać cyfr.',
    'projector.notify.phone': 'Podaj poprawny numer telefonu.',
  },
  it: {
    ...addErrorTexts.it,
    'projector.notify.title': 'Avviso di disponibilità',
    'projector.notify.intro': 'Ti scriveremo quando il prodotto «{name}» sarà disponibile.',
    'projector.notify.email': 'Indirizzo e-mail',
    'projector.notify.send': 'Avvisami',
    'projector.notify.sending': 'Invio in corso…',
    'projector.notify.mail': 'Indirizzo e-mail non valido',
    'projector.notify.increase_quantity': 'Aumenta la quantità per verificare costi e tempi di consegna',
    'projector.notify.success': 'Il prodotto è stato aggiunto correttamente agli avvisi',
    'projector.notify.required': 'Questo campo è obbligatorio.',
    'projector.notify.minlength': 'Il numero minimo di caratteri per questo campo è {n}',
    'projector.notify.maxlength': 'Il numero massimo di caratteri per questo campo è {n}',
    'projector.notify.digits': 'Il campo non può contenere cifre.',
    'projector.notify.phone': 'Inserisci un numero di telefono valido.',
  },
  en: {
    ...addErrorTexts.en,
    'projector.notify.title': 'Availability notification',
    'projector.notify.intro': 'We will write to you when the product “{name}” is available.',
    'projector.notify.email': 'E-mail address',
    'projector.notify.send': 'Notify me',
    'projector.notify.sending': 'Sending…',
    'projector.notify.mail': 'Invalid e-mail address',
    'projector.notify.increase_quantity': 'Increase the quantity to check the delivery cost and time',
    'projector.notify.success': 'The product has been added to your notifications',
    'projector.notify.required': 'Please fill in this field.',
    'projector.notify.minlength': 'The minimum number of characters for this field is {n}',
    'projector.notify.maxlength': 'The maximum number of characters for this field is {n}',
    'projector.notify.digits': 'The field must not contain digits.',
    'projector.notify.phone': 'Enter a valid phone number.',
  },
} satisfies Catalogs;
