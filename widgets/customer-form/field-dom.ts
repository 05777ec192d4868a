// Reading the server form's fields (the widget never renders them). Field attributes:
//   data-validate="<kind>"       firstname, lastname, company, email, login, password, password-confirm,
//                                phone, phone-or-email, zipcode, street, street-number, city, nip,
//                                birthdate, iban, country, select, checkbox, text
//   data-validate-with="<id>"    §4.1: validate that field in this one's place (house number → street)
//   data-house-number="<id>"     street: its house-number field (joined, §3.2; no_street_number goes there)
//   data-password-field="<id>"   login: the password field that gets password codes (§4.1)
//   data-login-field="<id>"      password: the login it must differ from (§5.2)
//   data-confirm="<id>"          password-confirm: the password it must equal
//   data-prefix-field="<id>"     phone: the country prefix (joined, §3.2)
//   data-new-client              e-mail on a registration form: an existing client is an error
//   data-max-filesize="<bytes>"  file inputs (§5.5)
import { FIELD_KINDS, type FieldInput, type FieldKind } from '../../src/domain/validation.ts';

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

export function fieldKind(el: Field): FieldKind | null {
  const declared = el.getAttribute('data-validate');
  if (declared && (FIELD_KINDS as readonly string[]).includes(declared)) return declared as FieldKind;
  if (el instanceof HTMLInputElement) {
    if (el.type === 'file') return 'file';
    if (el.type === 'checkbox') return el.required ? 'checkbox' : null;
    if (el.type === 'email') return 'email';
  }
  if (el instanceof HTMLSelectElement) return el.required ? 'select' : null;
  if (el.required || el.hasAttribute('minlength') || el.hasAttribute('maxlength')) return 'text';
  return null;
}

/** The validated fields of the form, in document order. */
export function validatedFields(form: HTMLFormElement): Field[] {
  const out: Field[] = [];
  for (const el of form.querySelectorAll<Field>('input, select, textarea')) {
    if (el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type)) continue;
    if (el.disabled || fieldKind(el) === null) continue;
    out.push(el);
  }
  return out;
}

export const fieldId = (el: Field): string => el.id || el.name;

export function linked(form: HTMLFormElement, el: Element, attr: string): Field | null {
  const id = el.getAttribute(attr);
  if (!id) return null;
  const found = form.ownerDocument.getElementById(id);
  return found && form.contains(found) ? (found as Field) : null;
}

/** The form's region: a field marked data-validate="country", else the props. */
export function formCountry(form: HTMLFormElement, fallback: string | undefined): string | undefined {
  const el = form.querySelector<HTMLSelectElement | HTMLInputElement>('[data-validate="country"]');
  return (el?.value || fallback || undefined)?.toLowerCase();
}

/** Autofill of these does not count as "more than one field changed" (§4.1). */
export function ignoredForAutofill(el: Field): boolean {
  const ac = (el.getAttribute('autocomplete') ?? '').toLowerCase().split(/\s+/);
  return ac.includes('username') || ac.includes('current-password');
}

export function readInput(form: HTMLFormElement, el: Field, country: string | undefined): FieldInput {
  const kind = fieldKind(el) ?? 'text';
  const num = (attr: string) => {
    const v = el.getAttribute(attr);
    return v === null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);
  };
  const input: FieldInput = { kind, value: el.value, required: el.required || kind === 'checkbox', minLength: num('minlength'), maxLength: num('maxlength') };
  if (el instanceof HTMLInputElement && el.type === 'checkbox') input.checked = el.checked;
  if (el instanceof HTMLSelectElement) {
    const first = el.options[0];
    input.placeholderOption = !!first && first.value === '';
    input.selectedIndex = el.selectedIndex;
  }
  if (kind === 'password') input.login = linked(form, el, 'data-login-field')?.value;
  if (kind === 'password-confirm') input.password = linked(form, el, 'data-confirm')?.value;
  if (kind === 'phone' || kind === 'phone-or-email') input.region = country;
  return input;
}

export const isEmptyField = (el: Field): boolean => (el instanceof HTMLInputElement && el.type === 'checkbox' ? !el.checked : el.value.trim() === '');

/** Adds or removes one id in an element's aria-describedby, keeping the theme's own ids. */
export function describeBy(el: Element, id: string, on: boolean): void {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id);
  if (on) ids.push(id);
  if (ids.length) el.setAttribute('aria-describedby', ids.join(' '));
  else el.removeAttribute('aria-describedby');
}
