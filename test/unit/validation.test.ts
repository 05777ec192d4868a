// §5.1–§5.3 client rules, §4.1 field links and the §7.1 batched validateClientData query, as tables.
import { describe, expect, it } from 'vitest';
import { checkField, classifyPhoneOrEmail, type FieldInput } from '../../src/domain/validation.ts';
import { batchQuery, clientDataInput, graphqlAlias, routeAnswer, type ServerField } from '../../src/domain/validation-server.ts';
import { matchesZipFormat, zipFormatPattern, zipFormats } from '../../src/domain/validation-zip.ts';

const f = (o: Partial<FieldInput>): FieldInput => ({ kind: 'text', value: '', required: false, ...o });
const code = (o: Partial<FieldInput>) => checkField(f(o))?.code ?? null;

describe('generic checks (§5.1)', () => {
  it.each<[string, Partial<FieldInput>, string | null]>([
    ['required and empty', { required: true }, 'required'],
    ['required, only spaces', { required: true, value: '   ' }, 'required'],
    ['optional and empty', { value: '' }, null],
    ['minlength', { value: 'ab', minLength: 3 }, 'minlength'],
    ['minlength met', { value: 'abc', minLength: 3 }, null],
    ['maxlength', { value: 'abcd', maxLength: 3 }, 'maxlength'],
    ['maxlength counts characters, not UTF-16 units', { value: 'żółć', maxLength: 4 }, null],
    ['first name with a digit', { kind: 'firstname', value: 'Jan2' }, 'digits'],
    ['last name with a digit', { kind: 'lastname', value: 'Now4k' }, 'digits'],
    ['first name', { kind: 'firstname', value: 'Anna-Maria' }, null],
    ['select on its placeholder', { kind: 'select', value: '', placeholderOption: true, selectedIndex: 0, required: true }, 'select'],
    ['select on another option', { kind: 'select', value: 'pl', placeholderOption: true, selectedIndex: 1, required: true }, null],
    ['validated checkbox unchecked', { kind: 'checkbox', required: true, checked: false }, 'checkbox'],
    ['validated checkbox checked', { kind: 'checkbox', required: true, checked: true }, null],
    ['invalid e-mail', { kind: 'email', value: 'jan@' }, 'incorect_email'],
    ['e-mail', { kind: 'email', value: 'jan@example.pl' }, null],
  ])('%s', (_name, input, expected) => {
    expect(code(input)).toBe(expected);
  });

  it('minlength / maxlength carry N for the text', () => {
    expect(checkField(f({ value: 'a', minLength: 3 }))).toEqual({ code: 'minlength', params: { n: 3 } });
    expect(checkField(f({ value: 'abcd', maxLength: 2 }))).toEqual({ code: 'maxlength', params: { n: 2 } });
  });
});

describe('login and password (§5.2, §9.1)', () => {
  it.each<[string, Partial<FieldInput>, string | null]>([
    ['login of 2', { kind: 'login', value: 'ab' }, 'incorect_login'],
    ['login of 3', { kind: 'login', value: 'abc' }, null],
    ['login of 40', { kind: 'login', value: 'a'.repeat(40) }, null],
    ['login of 41', { kind: 'login', value: 'a'.repeat(41) }, 'incorect_login'],
    ['login with @ . - _ and letters', { kind: 'login', value: 'żaneta.k-1_x@y' }, null],
    ['login with a space', { kind: 'login', value: 'jan kowalski' }, 'incorect_login'],
    ['login with !', { kind: 'login', value: 'jan!' }, 'incorect_login'],
    ['password of 5', { kind: 'password', value: '12345' }, 'password_to_short'],
    ['password of 6', { kind: 'password', value: '123456' }, null],
    ['password of 30', { kind: 'password', value: 'x'.repeat(30) }, null],
    ['password of 31', { kind: 'password', value: 'x'.repeat(31) }, 'password_to_long'],
    ['password equal to the login', { kind: 'password', value: 'jankowalski', login: 'jankowalski' }, 'login_equals_password'],
    ['password differs from the login', { kind: 'password', value: 'jankowalski1', login: 'jankowalski' }, null],
    ['confirmation differs', { kind: 'password-confirm', value: 'secret1', password: 'secret2' }, 'not_equal_passwords'],
    ['confirmation matches', { kind: 'password-confirm', value: 'secret1', password: 'secret1' }, null],
  ])('%s', (_name, input, expected) => {
    expect(code(input)).toBe(expected);
  });
});

describe('phone (§5.3)', () => {
  it.each<[string, Partial<FieldInput>, string | null]>([
    ['8 characters without a region', { kind: 'phone', value: '60010020' }, 'incorect_phone'],
    ['9 characters without a region', { kind: 'phone', value: '600100200' }, null],
    ['short number with a region: left to the shop', { kind: 'phone', value: '6001', region: 'pl' }, null],
    ['letters', { kind: 'phone', value: '600 abc 200' }, 'incorect_phone'],
    ['phone-or-email as a phone', { kind: 'phone-or-email', value: '+48 (600) 100 200' }, null],
    ['phone-or-email as a short phone', { kind: 'phone-or-email', value: '600 100' }, 'incorect_phone'],
    ['phone-or-email as an e-mail', { kind: 'phone-or-email', value: 'jan@example.pl' }, null],
    ['phone-or-email as a bad e-mail', { kind: 'phone-or-email', value: 'jan.example.pl' }, 'incorect_email'],
  ])('%s', (_name, input, expected) => {
    expect(code(input)).toBe(expected);
  });

  it.each([
    ['600100200', 'phone'],
    ['+48 600 100 200', 'phone'],
    ['*100#', 'phone'],
    ['(22) 100 20 30', 'phone'],
    ['600-100-200', 'email'],
    ['jan@example.pl', 'email'],
  ])('classifies %j as a %s', (value, kind) => {
    expect(classifyPhoneOrEmail(value)).toBe(kind);
  });
});

describe('validateClientData input (§3.2)', () => {
  it.each<[string, ServerField, Record<string, unknown>]>([
    [
      'street joined with the house number',
      { id: 's', kind: 'street', value: 'Długa ', houseNumber: ' 5/7', country: 'pl' },
      { clientData: { clientBillingData: { street: 'Długa 5/7', country: 'pl' } } },
    ],
    [
      'phone joined with the country prefix',
      { id: 'p', kind: 'phone', value: '600100200', prefix: '+48' },
      { clientData: { clientBillingData: { phone: '+48600100200' } } },
    ],
    [
      'zip code with the region',
      { id: 'z', kind: 'zipcode', value: '00-950', country: 'pl' },
      { clientData: { clientBillingData: { zipcode: '00-950', country: 'pl' } } },
    ],
    [
      'tax number with the region',
      { id: 'n', kind: 'nip', value: '5260250274', country: 'pl' },
      { clientData: { taxNumber: '5260250274', clientBillingData: { country: 'pl' } } },
    ],
    ['e-mail', { id: 'e', kind: 'email', value: 'a@b.pl' }, { clientData: { email: 'a@b.pl' } }],
    ['birth date', { id: 'b', kind: 'birthdate', value: '1990-01-31' }, { clientData: { birthDate: '1990-01-31' } }],
    [
      'login with its password',
      { id: 'l', kind: 'login', value: 'jan', login: 'jan', password: 'secret' },
      { loginAndPassword: { login: 'jan', password: 'secret' } },
    ],
    ['company', { id: 'c', kind: 'company', value: 'ACME' }, { clientData: { clientBillingData: { companyName: 'ACME' } } }],
  ])('%s', (_name, field, expected) => {
    expect(clientDataInput(field)).toEqual(expected);
  });
});

describe('batched query (§7.1)', () => {
  it('one query, each field aliased by its input id, clientExists only for the e-mail', () => {
    const q = batchQuery([
      { id: 'client_email', kind: 'email', value: 'a@b.pl' },
      { id: 'client_city', kind: 'city', value: 'Kraków', country: 'pl' },
    ]);
    expect(q.query).toBe(
      'query validateClientData($v0: ClientDataInput!, $v1: ClientDataInput!) { client_email: validateClientData(ClientDataInput: $v0) { messages { code message } clientExists } client_city: validateClientData(ClientDataInput: $v1) { messages { code message } } }',
    );
    expect(q.variables).toEqual({
      v0: { id: 'client_email', clientData: { email: 'a@b.pl' } },
      v1: { id: 'client_city', clientData: { clientBillingData: { city: 'Kraków', country: 'pl' } } },
    });
    expect([...q.aliases]).toEqual([
      ['client_email', 'client_email'],
      ['client_city', 'client_city'],
    ]);
  });

  it.each([
    ['client_city', [], 'client_city'],
    ['client-city', [], 'client_city'],
    ['1st', [], '_1st'],
    ['a.b', ['a_b'], 'a_b_2'],
    ['a.b', ['a_b', 'a_b_2'], 'a_b_3'],
  ])('alias of %j (taken %j) is %j', (id, taken, alias) => {
    expect(graphqlAlias(id, new Set(taken))).toBe(alias);
  });
});

describe('answers routed to fields (§4.1, §5.4)', () => {
  const m = (...codes: string[]) => ({ messages: codes.map((code) => ({ code, message: 'server: ' + code })) });
  it.each<[string, ServerField, ReturnType<typeof m> & { clientExists?: boolean }, string | null, string | null | undefined]>([
    ['only the first code decides', { id: 'c', kind: 'city', value: 'x' }, m('no_city', 'illegal_characters_client_city'), 'no_city', undefined],
    ['no messages: valid', { id: 'c', kind: 'city', value: 'x' }, m(), null, undefined],
    ['street: no_street_number goes on the house number', { id: 's', kind: 'street', value: 'Długa' }, m('no_street_number'), null, 'no_street_number'],
    [
      'street: other codes stay on the street',
      { id: 's', kind: 'street', value: 'x' },
      m('illegal_characters_client_street', 'no_street_number'),
      'illegal_characters_client_street',
      null,
    ],
    ['login: password codes go on the password', { id: 'l', kind: 'login', value: 'jan' }, m('password_to_short'), null, 'password_to_short'],
    [
      'login: login code on the login, password code on the password',
      { id: 'l', kind: 'login', value: 'j' },
      m('incorect_login', 'login_equals_password'),
      'incorect_login',
      'login_equals_password',
    ],
    ['password ignores login codes', { id: 'p', kind: 'password', value: 'x' }, m('incorect_login', 'password_to_short'), 'password_to_short', undefined],
    ['password: only login codes → valid', { id: 'p', kind: 'password', value: 'x' }, m('login_taken'), null, undefined],
    [
      'e-mail of an existing client on a registration form',
      { id: 'e', kind: 'email', value: 'a@b.pl', newClient: true },
      { ...m(), clientExists: true },
      'client_exists',
      undefined,
    ],
    ['e-mail of an existing client elsewhere', { id: 'e', kind: 'email', value: 'a@b.pl' }, { ...m(), clientExists: true }, null, undefined],
  ])('%s', (_name, field, answer, self, linked) => {
    const routed = routeAnswer(field, answer);
    expect(routed.self?.code ?? null).toBe(self);
    expect(routed.linked === undefined ? undefined : (routed.linked.problem?.code ?? null)).toBe(linked);
  });

  it('keeps the server message for codes the catalogue does not know; a missing answer (network) is valid', () => {
    expect(routeAnswer({ id: 'c', kind: 'city', value: 'x' }, m('weird_code')).self).toEqual({ code: 'weird_code', params: { message: 'server: weird_code' } });
    expect(routeAnswer({ id: 'c', kind: 'city', value: 'x' }, undefined).self).toBeNull();
  });
});

describe('zip formats (§5.4)', () => {
  it.each([
    ['pl', '00-950', true],
    ['pl', '00950', false],
    ['de', '10115', true],
    ['de', '1011', false],
    ['it', '00184', true],
    ['cz', '110 00', true],
    ['cz', '11000', true],
    ['sk', '811 01', true],
    ['fr', '75001', true],
    ['gb', 'SW1A 1AA', true],
    ['gb', 'M1 1AE', true],
    ['gb', '12345', false],
    ['ua', '01001', true],
    ['hu', '1051', true],
    ['hu', '10511', false],
    ['ro', '010011', true],
    ['ro', '01001', false],
    ['xx', 'anything', true],
  ])('%s %j → %s', (country, zip, ok) => {
    expect(matchesZipFormat(country, zip)).toBe(ok);
  });

  it('X is a digit, Y a letter; PL lists XX-XXX', () => {
    expect(zipFormats('PL')).toEqual(['XX-XXX']);
    expect(zipFormatPattern('YX XYY').test('M1 1AE')).toBe(true);
    expect(zipFormatPattern('YX XYY').test('11 1AE')).toBe(false);
  });
});
