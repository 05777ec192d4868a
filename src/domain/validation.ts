// Client-side field checks of the customer-data forms (§5.1–§5.3, §9.1). Pure: the widget reads
// each field into a FieldInput, this decides the first failing rule as a catalogue code (§8.1).

export const LOGIN_MIN = 3;
export const LOGIN_MAX = 40;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
/** §5.3 / §9.1: with no country region known, a phone needs at least 9 characters. */
export const PHONE_MIN_WITHOUT_REGION = 9;

export type FieldKind =
  | 'text'
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'email'
  | 'login'
  | 'password'
  | 'password-confirm'
  | 'phone'
  | 'phone-or-email'
  | 'zipcode'
  | 'street'
  | 'street-number'
  | 'city'
  | 'nip'
  | 'birthdate'
  | 'iban'
  | 'country'
  | 'select'
  | 'checkbox'
  | 'file';

export const FIELD_KINDS: readonly FieldKind[] = [
  'text',
  'firstname',
  'lastname',
  'company',
  'email',
  'login',
  'password',
  'password-confirm',
  'phone',
  'phone-or-email',
  'zipcode',
  'street',
  'street-number',
  'city',
  'nip',
  'birthdate',
  'iban',
  'country',
  'select',
  'checkbox',
  'file',
];

export interface FieldInput {
  kind: FieldKind;
  value: string;
  required: boolean;
  /** Checkboxes. */
  checked?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Selects whose first option is a placeholder ("Wybierz…"): the chosen index must not be 0. */
  placeholderOption?: boolean;
  selectedIndex?: number;
  /** The login next to a password field (password ≠ login). */
  login?: string;
  /** The password a confirmation must equal. */
  password?: string;
  /** The phone's country region, when the form knows one. */
  region?: string;
}

export interface Problem {
  code: string;
  params?: Readonly<Record<string, string | number>>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const LOGIN = /^[\p{L}\d@._-]+$/u;
const PHONE_CHARS = /^[\d*#+() ]+$/;

/** §5.3: a phone-or-e-mail field is a phone when it holds only digits, *, #, +, parentheses and spaces. */
export function classifyPhoneOrEmail(value: string): 'phone' | 'email' {
  return PHONE_CHARS.test(value.trim()) ? 'phone' : 'email';
}

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** The first failing rule of one field, or null. Empty optional fields pass. */
export function checkField(f: FieldInput): Problem | null {
  if (f.kind === 'checkbox') return f.required && !f.checked ? { code: 'checkbox' } : null;
  if (f.kind === 'select' || f.kind === 'country' || f.placeholderOption) {
    if (f.placeholderOption && (f.selectedIndex ?? 0) <= 0) return f.required || f.kind !== 'text' ? { code: 'select' } : null;
    if (f.required && f.value === '') return { code: 'required' };
    return null;
  }
  const value = f.kind === 'password' || f.kind === 'password-confirm' ? f.value : f.value.trim();
  if (value === '') return f.required ? { code: 'required' } : null;
  const length = [...value].length;
  if (f.minLength !== undefined && f.minLength > 0 && length < f.minLength) return { code: 'minlength', params: { n: f.minLength } };
  if (f.maxLength !== undefined && f.maxLength >= 0 && length > f.maxLength) return { code: 'maxlength', params: { n: f.maxLength } };
  return checkKind(f, value);
}

function checkKind(f: FieldInput, value: string): Problem | null {
  switch (f.kind) {
    case 'firstname':
    case 'lastname':
      // §5.1: names never contain digits.
      return /\d/.test(value) ? { code: 'digits' } : null;
    case 'email':
      return isEmail(value) ? null : { code: 'incorect_email' };
    case 'login':
      return checkLogin(value);
    case 'password':
      return checkPassword(value, f.login);
    case 'password-confirm':
      return f.password !== undefined && value !== f.password ? { code: 'not_equal_passwords' } : null;
    case 'phone':
      return checkPhone(value, f.region);
    case 'phone-or-email':
      return classifyPhoneOrEmail(value) === 'phone' ? checkPhone(value, f.region) : isEmail(value) ? null : { code: 'incorect_email' };
    default:
      return null;
  }
}

/** §5.2: 3–40 characters of letters, digits and @ . - _ */
export function checkLogin(login: string): Problem | null {
  const n = [...login].length;
  return n < LOGIN_MIN || n > LOGIN_MAX || !LOGIN.test(login) ? { code: 'incorect_login' } : null;
}

/** §5.2: 6–30 characters, not equal to the login. */
export function checkPassword(password: string, login?: string): Problem | null {
  const n = [...password].length;
  if (n < PASSWORD_MIN) return { code: 'password_to_short', params: { n: PASSWORD_MIN } };
  if (n > PASSWORD_MAX) return { code: 'password_to_long', params: { n: PASSWORD_MAX } };
  if (login !== undefined && login !== '' && password === login) return { code: 'login_equals_password' };
  return null;
}

/** §5.3: without a known region a phone needs 9 characters; with one, the shop checks it. */
export function checkPhone(phone: string, region?: string): Problem | null {
  if (!PHONE_CHARS.test(phone)) return { code: 'incorect_phone' };
  if (!region && phone.replace(/\s/g, '').length < PHONE_MIN_WITHOUT_REGION) return { code: 'incorect_phone' };
  return null;
}

/** Login-related codes: the password field ignores them (§4.1). */
export const LOGIN_CODES: ReadonlySet<string> = new Set(['incorect_login', 'login_taken', 'used_login', 'login_taken_login_propose', 'no_login']);
/** Password-related codes: the login field puts them on its password field (§4.1). */
export const PASSWORD_CODES: ReadonlySet<string> = new Set([
  'password_to_short',
  'password_to_long',
  'login_equals_password',
  'no_password',
  'not_equal_passwords',
]);
/** House-number codes: the street field puts them on its house-number field (§4.1). */
export const STREET_NUMBER_CODES: ReadonlySet<string> = new Set(['no_street_number', 'no_invoice_street_number', 'no_street_number_uk']);
