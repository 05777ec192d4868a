// Behaviour attached to the server form (§4.1): field states, debounced checks while typing,
// autofill, batched server checks, submit. It works on the server's own elements (never
// re-created) and reports field views to the component, which renders the messages.
import type { Net } from '../../src/core/net.ts';
import { checkField, type Problem } from '../../src/domain/validation.ts';
import { isServerChecked, routeAnswer, type ServerField } from '../../src/domain/validation-server.ts';
import { describeBy, fieldId, fieldKind, formCountry, ignoredForAutofill, isEmptyField, linked, readInput, validatedFields, type Field } from './field-dom.ts';
import { fileProblem, maxFilesize, type Blacklist } from './file-check.ts';
import { validateOnServer, verifyIban } from './server-checks.ts';

/** §9.2: input validation debounce. */
export const DEBOUNCE_MS = 500;

export type FieldState = 'none' | 'success' | 'error';

export interface FieldView {
  el: Field;
  /** The message container inserted after the field. */
  box: HTMLElement;
  state: FieldState;
  problem: Problem | null;
}

export interface ControllerOptions {
  net: () => Promise<Net>;
  country: string | undefined;
  serverValidation: boolean;
  blacklist: Blacklist;
  /** Whether a problem shows a text (the checkbox code shows none, §5.1). */
  hasText: (p: Problem) => boolean;
  onChange: (views: readonly FieldView[]) => void;
  /**
   * Sends the form itself once it is valid (a login), instead of posting it; resolves true when it
   * went through. Submits are blocked meanwhile, and for good once it went through.
   */
  send?: () => Promise<boolean>;
}

export interface FormController {
  /** Validates every field; true when the form may be sent. */
  validateAll(): Promise<boolean>;
  stop(): void;
}

let nextBox = 0;
const valueOf = (el: Field): string => (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? String(el.checked) : el.value);

export function attachFormController(form: HTMLFormElement, o: ControllerOptions): FormController {
  const fields = validatedFields(form);
  const views = new Map<Field, FieldView>();
  const snapshot = new Map<Field, string>();
  const timers = new Map<Field, ReturnType<typeof setTimeout>>();
  const hadNoValidate = form.noValidate;
  let diffQueued = false;
  let busy = false;
  let submitting = false;
  let handled = false;
  let stopped = false;
  /** The submit button marked busy (aria-disabled) while `send` runs. */
  let sender: Element | null = null;

  for (const el of fields) {
    const box = form.ownerDocument.createElement('div');
    box.id = 'sf-customer-form-msg-' + nextBox++;
    box.className = 'sf-customer-form__message';
    // After the field, or after the label that wraps it (a checkbox inside its label).
    const anchor = el.parentElement?.tagName === 'LABEL' ? el.parentElement : el;
    anchor.after(box);
    views.set(el, { el, box, state: 'none', problem: null });
    snapshot.set(el, valueOf(el));
    el.toggleAttribute('data-sf-empty', isEmptyField(el));
  }
  // Our messages replace the browser's bubbles; the form's own rules are still checked (§5.1).
  form.noValidate = true;

  const publish = () => !stopped && o.onChange([...views.values()]);

  function setState(el: Field, problem: Problem | null, state: FieldState = problem ? 'error' : 'success') {
    const view = views.get(el);
    if (!view) return;
    view.problem = problem;
    view.state = state;
    el.toggleAttribute('data-sf-empty', isEmptyField(el));
    if (state === 'none') el.removeAttribute('data-sf-state');
    else el.setAttribute('data-sf-state', state);
    if (state === 'error') el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
    describeBy(el, view.box.id, !!problem && o.hasText(problem));
  }

  /** Client checks, then one batched validateClientData and the IBAN checks (§5.4). */
  async function check(requested: readonly Field[]): Promise<Map<Field, Problem | null>> {
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
      const problem = kind === 'file' ? checkFile(el as HTMLInputElement) : checkField(readInput(form, el, country));
      if (problem || !o.serverValidation || isEmptyField(el)) {
        results.set(el, problem);
        continue;
      }
      if (kind === 'iban') ibans.push(el);
      else if (isServerChecked(kind)) server.push({ el, sf: serverField(el, kind, country) });
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

  function serverField(el: Field, kind: ServerField['kind'], country: string | undefined): ServerField {
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

  function checkFile(input: HTMLInputElement): Problem | null {
    if (input.required && !input.files?.length) return { code: 'required' };
    return fileProblem(input.files ?? [], o.blacklist, maxFilesize(input));
  }

  /** Checks and shows the result; answers for values that changed meanwhile are dropped. */
  async function run(requested: readonly Field[]): Promise<Map<Field, Problem | null>> {
    const before = new Map(fields.map((el) => [el, valueOf(el)]));
    const results = await check(requested);
    if (stopped) return results;
    for (const [el, problem] of results) {
      if (before.get(el) !== valueOf(el)) continue;
      setState(el, problem, problem ? 'error' : isEmptyField(el) ? 'none' : 'success');
    }
    publish();
    return results;
  }

  function schedule(el: Field) {
    clearTimeout(timers.get(el));
    timers.set(
      el,
      setTimeout(() => {
        timers.delete(el);
        void run([el]);
      }, DEBOUNCE_MS),
    );
  }

  /** §4.1: more than one field changed in one go is autofill: clear every state, check the whole form. */
  function diff() {
    diffQueued = false;
    const changed = fields.filter((el) => snapshot.get(el) !== valueOf(el));
    for (const el of changed) snapshot.set(el, valueOf(el));
    if (changed.filter((el) => !ignoredForAutofill(el)).length > 1) {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      for (const el of fields) setState(el, null, 'none');
      publish();
      void run(fields);
      return;
    }
    for (const el of changed) {
      el.toggleAttribute('data-sf-empty', isEmptyField(el));
      schedule(el);
      // The confirmation follows its password.
      for (const other of fields) if (other !== el && other.getAttribute('data-confirm') === el.id && other.value) schedule(other);
    }
  }

  function onInput(e: Event) {
    const el = e.target as Field;
    if (!views.has(el) || (el instanceof HTMLInputElement && el.type === 'file')) return;
    el.toggleAttribute('data-sf-empty', isEmptyField(el));
    if (!diffQueued) {
      diffQueued = true;
      setTimeout(diff, 0);
    }
  }

  function onChange(e: Event) {
    const el = e.target;
    if (el instanceof HTMLInputElement && el.type === 'file' && views.has(el)) {
      const problem = fileProblem(el.files ?? [], o.blacklist, maxFilesize(el));
      if (problem) el.value = '';
      setState(el, problem, problem ? 'error' : 'none');
      publish();
      return;
    }
    onInput(e);
  }

  async function validateAll(): Promise<boolean> {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
    await run(fields);
    return fields.every((el) => views.get(el)?.state !== 'error');
  }

  // §4.1 submit: validate everything; on errors mark the form and focus the first invalid field;
  // on success send once (the handled flag lets our own submit through) and block the rest.
  function onSubmit(e: SubmitEvent) {
    if (handled) {
      handled = false;
      submitting = true;
      form.setAttribute('data-sf-submitting', '');
      return;
    }
    e.preventDefault();
    if (busy || submitting) return;
    busy = true;
    const submitter = e.submitter instanceof HTMLElement && (e.submitter as HTMLButtonElement).form === form ? e.submitter : null;
    void validateAll().then((ok) => {
      busy = false;
      if (stopped) return;
      if (!ok) {
        form.setAttribute('data-sf-validation-failed', '');
        fields.find((el) => views.get(el)?.state === 'error')?.focus();
        return;
      }
      form.removeAttribute('data-sf-validation-failed');
      if (o.send) {
        sendItself(o.send, submitter);
        return;
      }
      handled = true;
      form.requestSubmit(submitter);
      handled = false;
    });
  }

  function sendItself(send: () => Promise<boolean>, submitter: HTMLElement | null) {
    busy = true;
    form.setAttribute('data-sf-submitting', '');
    sender = submitter ?? form.querySelector('[type="submit"], button:not([type])');
    sender?.setAttribute('aria-disabled', 'true');
    void send()
      .catch(() => false)
      .then((done) => {
        busy = false;
        if (done) submitting = true;
        else unblock();
      });
  }

  function unblock() {
    submitting = false;
    form.removeAttribute('data-sf-submitting');
    sender?.removeAttribute('aria-disabled');
    sender = null;
  }

  // A page restored from the back-forward cache may submit again.
  const onPageShow = unblock;

  form.addEventListener('input', onInput);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  window.addEventListener('pageshow', onPageShow);
  publish();

  return {
    validateAll,
    stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
      for (const el of fields) {
        setState(el, null, 'none');
        el.removeAttribute('data-sf-empty');
        views.get(el)?.box.remove();
      }
      form.noValidate = hadNoValidate;
      form.removeAttribute('data-sf-validation-failed');
      unblock();
    },
  };
}
