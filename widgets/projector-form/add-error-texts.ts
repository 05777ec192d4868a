// §8.4 "error adding a product (verify data)", in the words §8.3 quotes: shown by tell me when
// available (the "limit" answer and any other) and by the express checkout's parcel-locker button
// (its add failed). One key, so a shop overrides it once. Only those two parts import it: the form's
// own chunk does not carry it.
import type { Catalogs } from '../../src/core/i18n.ts';

export const addErrorTexts = {
  pl: { 'projector.addError': 'Podczas dodawania produktu wystąpił błąd. Sprawdź poprawność wprowadzonych danych' },
  it: { 'projector.addError': "Si è verificato un errore durante l'aggiunta del prodotto. Verifica la correttezza dei dati inseriti" },
  en: { 'projector.addError': 'An error occurred while adding the product. Check the data you entered' },
} satisfies Catalogs;
