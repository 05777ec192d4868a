// The checks of §4.1 and §5.4 for a set of fields: client checks first, then one batched
// validateClientData call and the IBAN checks for the fields that passed them.
import type { Net } from '../../src/core/net.ts';
import { checkField, type Problem } from '../../src/domain/validation.ts';
import { isServerChecked, routeAnswer, type ServerField } from '../../src/domain/validation-server.ts';
import { fieldId, fieldKind, formCountry, isEmptyField, linked, readInput, type Field } from './field-dom.ts';
import { fileProblem, maxFilesize, type Blacklist } from './file-check.ts';
import { validateOnServer, verifyIban } from './server-checks.ts';

export interface CheckOptions {
  net: () => Promise<Net>;
  country: string | undefined;
  serverValidation: boolean;
  blacklist: Blacklist;
}

/** Client checks, then one batched validateClientData and the IBAN checks (§5.4). */
export async function checkFields(form: HTMLFormElement, requested: readonly Field[], o: CheckOptions): Promise<Map<Field, Problem | null>> {
  const country = formCountry(form, o.country);
  const targets = [...new Set(requested.map((el) => linked(form, el, 'data-validate-with') ?? el))];
  const results = new Map<Field, Problem | null>();
  const server: Array<{ el: Field; sf: ServerField }> = [];
  const ibans: Field[] = [];
  for (const el of targets) {
    const kind = fieldKind(el) ?? 'text';
    if (kind === 'street') {
      const number = linked(form, el, 'data-house-number');
      if (number) results.set(number, checkField(readInput(form, number, country)));
    }
    const problem = kind === 'file' ? checkFile(el as HTMLInputElement, o.blacklist) : checkField(readInput(form, el, country));
    if (problem || !o.serverValidation || isEmptyField(el)) {
      results.set(el, problem);
      continue;
    }
    if (kind === 'iban') ibans.push(el);
    else if (isServerChecked(kind)) server.push({ el, sf: serverField(form, el, kind, country) });
    else results.set(el, null);
  }
  const [answers, ibanOk] = await Promise.all([
    validateOnServer(
      o.net,
      server.map((s) => s.sf),
    ),
    Promise.all(ibans.map((el) => verifyIban(o.net, el.value.replace(/\s/g, '')))),
  ]);
  ibans.forEach((el, i) => results.set(el, ibanOk[i] ? null : { code: 'incorrect_iban' }));
  for (const { el, sf } of server) {
    const routed = routeAnswer(sf, answers.get(sf.id));
    results.set(el, routed.self);
    if (!routed.linked) continue;
    const other = linked(form, el, routed.linked.role === 'houseNumber' ? 'data-house-number' : 'data-password-field');
    if (!other || results.get(other)) continue;
    // §4.1: the login sets the password's error only once a password was typed.
    if (routed.linked.role === 'password' && (other.value === '' || (!routed.linked.problem && !results.has(other)))) continue;
    results.set(other, routed.linked.problem);
  }
  return results;
}

function serverField(form: HTMLFormElement, el: Field, kind: ServerField['kind'], country: string | undefined): ServerField {
  const sf: ServerField = { id: fieldId(el), kind, value: el.value, country };
  if (kind === 'street') sf.houseNumber = linked(form, el, 'data-house-number')?.value;
  if (kind === 'phone') sf.prefix = linked(form, el, 'data-prefix-field')?.value;
  if (kind === 'login') {
    sf.login = el.value;
    sf.password = linked(form, el, 'data-password-field')?.value;
  }
  if (kind === 'password') {
    sf.password = el.value;
    sf.login = linked(form, el, 'data-login-field')?.value;
  }
  if (kind === 'email') sf.newClient = el.hasAttribute('data-new-client');
  return sf;
}

function checkFile(input: HTMLInputElement, blacklist: Blacklist): Problem | null {
  if (input.required && !input.files?.length) return { code: 'required' };
  return fileProblem(input.files ?? [], blacklist, maxFilesize(input));
}
