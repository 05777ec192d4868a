// The development shop's validateClientData (§5.4) and verify_iban (§7.1), as tables.
import { describe, expect, it } from 'vitest';
import { birthDateCode, cityCode, nameCode, phoneCode, streetCode } from '../../fixtures/server/validation/fields.ts';
import { validateClientDataInput } from '../../fixtures/server/validation/index.ts';
import { isValidItalianVat, isValidPolishNip, isValidTaxNumber } from '../../fixtures/server/validation/tax-number.ts';
import { handlePayments } from '../../fixtures/server/payments.ts';

const codes = (input: Record<string, unknown>) => validateClientDataInput(input).messages.map((m) => m.code);
const billing = (b: Record<string, unknown>) => ({ clientData: { clientBillingData: b } });

describe('shop validateClientData', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['PL zip ok', billing({ zipcode: '00-950', country: 'pl' }), []],
    ['PL zip wrong', billing({ zipcode: '00950', country: 'pl' }), ['incorect_zipcode']],
    ['DE zip', billing({ zipcode: '10115', country: 'de' }), []],
    ['GB zip', billing({ zipcode: 'SW1A 1AA', country: 'gb' }), []],
    ['HU zip wrong', billing({ zipcode: '10115', country: 'hu' }), ['incorect_zipcode']],
    ['street without number', billing({ street: 'Długa' }), ['no_street_number']],
    ['street with number', billing({ street: 'Długa 5' }), []],
    ['empty street', billing({ street: ' ' }), ['no_street']],
    ['city with digits', billing({ city: 'Kraków2' }), ['illegal_characters_client_city']],
    ['empty city', billing({ city: '' }), ['no_city']],
    ['first name with <', billing({ firstname: 'Jan<' }), ['illegal_characters_client_firstname']],
    ['empty last name', billing({ lastname: '' }), ['no_name']],
    ['PL phone with prefix', billing({ phone: '+48600100200' }), []],
    ['PL phone too short', billing({ phone: '+4860010020' }), ['incorect_phone']],
    ['phone with letters', billing({ phone: '600abc' }), ['illegal_characters_client_phone']],
    ['valid NIP', { clientData: { taxNumber: '526-025-02-74', clientBillingData: { country: 'pl' } } }, []],
    ['NIP checksum wrong', { clientData: { taxNumber: '5260250275', clientBillingData: { country: 'pl' } } }, ['incorect_nip']],
    ['DE VAT', { clientData: { taxNumber: 'DE123456789', clientBillingData: { country: 'de' } } }, []],
    ['birth date', { clientData: { birthDate: '1990-02-28' } }, []],
    ['birth date 30 Feb', { clientData: { birthDate: '1990-02-30' } }, ['birth_date']],
    ['bad e-mail', { clientData: { email: 'jan@' } }, ['incorect_email']],
    ['login taken', { loginAndPassword: { login: 'jan', password: 'tajne123' } }, ['login_taken_login_propose']],
    ['password = login', { loginAndPassword: { login: 'janek', password: 'janek' } }, ['password_to_short']],
    ['password = login (long)', { loginAndPassword: { login: 'janek123', password: 'janek123' } }, ['login_equals_password']],
    ['bad login and empty password', { loginAndPassword: { login: 'j', password: '' } }, ['incorect_login', 'no_password']],
  ])('%s', (_name, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it('existing clients make clientExists true; a taken login gets a proposal', () => {
    expect(validateClientDataInput({ clientData: { email: 'Jan.Kowalski@example.com' } }).clientExists).toBe(true);
    expect(validateClientDataInput({ clientData: { email: 'nowy@example.com' } }).clientExists).toBe(false);
    expect(validateClientDataInput({ clientData: { city: 'X' } }).clientExists).toBeNull();
    expect(validateClientDataInput({ loginAndPassword: { login: 'jan' } }).messages[0]).toEqual({ code: 'login_taken_login_propose', message: 'jan1' });
  });

  it.each([
    ['5260250274', true],
    ['5260250275', false],
    ['PL 526 025 02 74', true],
    ['123', false],
  ])('NIP %j → %s', (nip, ok) => expect(isValidPolishNip(nip)).toBe(ok));

  it.each([
    ['IT00743110157', true],
    ['00743110158', false],
  ])('partita IVA %j → %s', (vat, ok) => expect(isValidItalianVat(vat)).toBe(ok));

  it.each([
    ['cz', 'CZ12345678', true],
    ['sk', '1234567890', true],
    ['fr', 'FR12345678901', true],
    ['hu', '12345678', true],
    ['hu', '1234567', false],
    ['ro', 'RO1234', true],
    ['ua', '1234567890', true],
  ])('%s VAT %j → %s', (country, vat, ok) => expect(isValidTaxNumber(country, vat)).toBe(ok));

  it.each([
    [nameCode('Anna-Maria', 'no_firstname', 'x'), null],
    [streetCode('Al. Jana Pawła II 5'), null],
    [cityCode('Zielona Góra'), null],
    [phoneCode('600 100 200'), null],
    [birthDateCode('2999-01-01'), 'birth_date'],
    [birthDateCode('1899-12-31'), 'birth_date'],
  ])('field check %#', (got, expected) => expect(got).toBe(expected));
});

describe('shop verify_iban', () => {
  const call = async (q: string, method = 'GET') => {
    const url = new URL('http://shop/ajax/payments.php?' + q);
    const res = await handlePayments(new Request(url, { method }), url);
    return { status: res.status, body: (await res.json()) as { errno: number } };
  };
  it.each([
    ['action=verify_iban&bankAccount=PL61109010140000071219812874', 0],
    ['action=verify_iban&bankAccount=PL61%201090%201014%200000%200712%201981%202874', 0],
    ['action=verify_iban&bankAccount=PL61109010140000071219812875', 1],
    ['action=verify_iban&bankAccount=DE8937040044053201300', 1],
    ['action=verify_iban', 1],
  ])('%s → errno %d', async (q, errno) => {
    expect((await call(q)).body.errno).toBe(errno);
  });
  it('other actions and methods are refused', async () => {
    expect((await call('action=other')).status).toBe(404);
    expect((await call('action=verify_iban', 'POST')).status).toBe(405);
  });
});
