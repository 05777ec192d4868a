// §8.1: every customer-data code has a Polish, Italian and English text; the texts of §5.1 / §5.5
// the spec quotes are exact; {email} and the zip formats are filled in.
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../src/core/i18n.ts';
import { CATALOGUE_CODES, codeKey, customerFormTexts, ILLEGAL_CHARACTER_FIELDS, isKnownCode, megabytes } from '../../src/domain/error-catalogue.ts';
import { problemText } from '../../widgets/customer-form/problem-text.ts';

/** The §8.1 table, code by code. */
const SPEC_CODES = [
  'birth_date',
  'incorect_delivery_region',
  'incorect_delivery_zipcode',
  'incorect_email',
  'incorect_invoice_phone',
  'incorect_invoice_zipcode',
  'incorect_login',
  'incorect_nip',
  'incorect_phone',
  'incorect_shops',
  'incorect_zipcode',
  'incorrect_region',
  'invalid_format',
  'login_equals_password',
  'login_taken',
  'used_login',
  'login_taken_login_propose',
  'no_city',
  'no_delivery_city',
  'no_delivery_firstname',
  'no_delivery_lastname',
  'no_delivery_street',
  'no_firmname',
  'no_firstname',
  'no_invoice_city',
  'no_invoice_firmname',
  'no_invoice_firstname',
  'no_invoice_lastname',
  'no_invoice_street',
  'no_invoice_street_number',
  'no_login',
  'no_name',
  'no_password',
  'no_street',
  'no_street_number',
  'no_street_number_uk',
  'not_equal_passwords',
  'password_to_long',
  'password_to_short',
  'incorrect_iban',
  'illegal_characters_client_city',
  'illegal_characters_client_firm',
  'illegal_characters_client_firstname',
  'illegal_characters_client_lastname',
  'illegal_characters_client_nip',
  'illegal_characters_client_phone',
  'illegal_characters_client_phone2',
  'illegal_characters_client_street',
  'illegal_characters_delivery_additional',
  'illegal_characters_delivery_city',
  'illegal_characters_delivery_firstname',
  'illegal_characters_delivery_lastname',
  'illegal_characters_delivery_phone',
  'illegal_characters_delivery_street',
];

const t = (lang: 'pl' | 'it' | 'en') => createTranslate(lang, customerFormTexts);
const ctx = { email: 'jan.kowalski@example.com', country: 'pl' };

describe('error catalogue (§8.1)', () => {
  it('the catalogue holds exactly the §8.1 codes', () => {
    expect([...CATALOGUE_CODES].sort()).toEqual([...SPEC_CODES].sort());
    expect(ILLEGAL_CHARACTER_FIELDS).toHaveLength(14);
  });

  it.each(SPEC_CODES)('%s has a Polish, Italian and English text', (code) => {
    for (const lang of ['pl', 'it', 'en'] as const) expect(customerFormTexts[lang][codeKey(code)], lang).toMatch(/\S/);
    expect(isKnownCode(code)).toBe(true);
  });

  it('pl, it and en have the same keys', () => {
    expect(Object.keys(customerFormTexts.it).sort()).toEqual(Object.keys(customerFormTexts.pl).sort());
    expect(Object.keys(customerFormTexts.en).sort()).toEqual(Object.keys(customerFormTexts.pl).sort());
  });

  it.each<[string, 'pl' | 'it', string]>([
    ['illegal_characters_client_phone2', 'pl', 'Jeden z użytych znaków jest niedozwolony.'],
    ['illegal_characters_delivery_additional', 'it', 'Uno dei caratteri non è valido.'],
    ['incorrect_iban', 'it', 'Il formato del numero di conto corrente non è valido'],
    ['required', 'pl', 'Proszę wypełnić to pole.'],
    ['required', 'it', 'Questo campo è obbligatorio.'],
    ['digits', 'pl', 'Pole nie może zawierać cyfr.'],
    ['select', 'pl', 'Proszę wybrać opcję.'],
    ['select', 'it', "Selezionare l'opzione."],
    ['checkbox', 'pl', ''],
    ['image_formats', 'it', 'Formati immagine possibili: .jpg.'],
    ['no_invoice_city', 'it', 'Podaj miejscowość klienta.'],
  ])('%s in %s', (code, lang, text) => {
    expect(t(lang)(codeKey(code))).toBe(text);
  });

  it.each<[string, 'pl' | 'it', Record<string, string | number>, string]>([
    ['minlength', 'pl', { n: 3 }, 'Minimalna liczba znaków dla tego pola to 3'],
    ['minlength', 'it', { n: 3 }, 'Il numero minimo di caratteri per questo campo è 3'],
    ['maxlength', 'pl', { n: 40 }, 'Maksymalna liczba znaków dla tego pola to 40'],
    ['maxlength', 'it', { n: 40 }, 'Il numero massimo di caratteri per questo campo è 40'],
    ['file_type', 'it', { name: 'a.exe' }, 'Non è possibile caricare il file a.exe perché il tipo di file non è valido..'],
    ['file_size', 'it', { name: 'a.jpg', size: '1.00' }, 'Il file a.jpg non può essere caricato perché supera la dimensione consentita di 1.00MB..'],
    ['image_max_size', 'it', { size: 800 }, "La dimensione massima dell'immagine è: 800px."],
  ])('%s in %s with %j', (code, lang, params, text) => {
    expect(t(lang)(codeKey(code), params)).toBe(text);
  });

  it('§5.2: the Italian password texts append the length', () => {
    expect(t('it')(codeKey('password_to_short'))).toMatch(/6$/);
    expect(t('it')(codeKey('password_to_long'))).toMatch(/30$/);
  });

  it('the e-mail text carries the example address', () => {
    expect(problemText(t('pl'), { code: 'incorect_email' }, ctx)).toBe('Błędnie wpisany adres e-mail. Podaj pełny adres, np. jan.kowalski@example.com');
    expect(problemText(t('it'), { code: 'incorect_email' }, ctx)).toContain('Indirizzo e-mail non valido');
  });

  it('incorect_zipcode appends the accepted formats of the country', () => {
    expect(problemText(t('pl'), { code: 'incorect_zipcode' }, ctx)).toBe(
      'Błędny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju [X - cyfra, Y - litera]: XX-XXX',
    );
    expect(problemText(t('it'), { code: 'incorect_zipcode' }, { ...ctx, country: 'cz' })).toBe(
      'Codice postale digitato in modo errato. I formati di codice postale validi per il paese indicato sono [X - carattere numerico, Y - carattere alfabetico]: XXX XX, XXXXX',
    );
    expect(problemText(t('pl'), { code: 'incorect_zipcode' }, { ...ctx, country: 'xx' })).toBe('Błędny kod pocztowy.');
  });

  it('unknown codes show the server message; unknown illegal_characters_ variants the shared text', () => {
    expect(problemText(t('pl'), { code: 'new_code', params: { message: 'Z serwera' } }, ctx)).toBe('Z serwera');
    expect(problemText(t('pl'), { code: 'new_code' }, ctx)).toBe(t('pl')(codeKey('invalid_format')));
    expect(problemText(t('it'), { code: 'illegal_characters_client_other' }, ctx)).toBe('Uno dei caratteri non è valido.');
    expect(problemText(t('pl'), { code: 'login_taken_login_propose', params: { message: 'jan1' } }, ctx)).toBe(
      'Ten login jest już zajęty. Proponowany login: jan1',
    );
  });

  it('the shop texts config overrides a code', () => {
    const custom = createTranslate('pl', customerFormTexts, { [codeKey('no_city')]: 'Miasto?' });
    expect(problemText(custom, { code: 'no_city' }, ctx)).toBe('Miasto?');
  });

  it.each([
    [1048576, '1.00'],
    [1572864, '1.50'],
    [500000, '0.48'],
  ])('%d bytes are %s MB', (bytes, mb) => {
    expect(megabytes(bytes)).toBe(mb);
  });
});
