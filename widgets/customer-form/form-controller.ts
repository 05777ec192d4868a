// Behaviour attached to the server form (§4.1): field states, debounced checks while typing,
// autofill, batched server checks, submit. It works on the server's own elements (never
// re-created) and reports field views to the component, which renders the messages.
// Its parts: field-views.ts (message boxes, states), field-checks.ts (client and server checks),
// typing.ts (debounce, autofill), form-submit.ts (the submit guard).
import type { Problem } from '../../src/domain/validation.ts';
import { isEmptyField, validatedFields, type Field } from './field-dom.ts';
import { fileProblem, maxFilesize } from './file-check.ts';
import { checkFields, type CheckOptions } from './field-checks.ts';
import { createViews, showState, type FieldState, type FieldView } from './field-views.ts';
import { submitGuard } from './form-submit.ts';
import { valueOf, watchTyping } from './typing.ts';

export { DEBOUNCE_MS } from './typing.ts';
export type { FieldState, FieldView };

export interface ControllerOptions extends CheckOptions {
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

export function attachFormController(form: HTMLFormElement, o: ControllerOptions): FormController {
  const fields = validatedFields(form);
  const views = createViews(form, fields);
  const hadNoValidate = form.noValidate;
  let stopped = false;
  // Our messages replace the browser's bubbles; the form's own rules are still checked (§5.1).
  form.noValidate = true;

  const publish = () => !stopped && o.onChange([...views.values()]);

  function setState(el: Field, problem: Problem | null, state: FieldState = problem ? 'error' : 'success') {
    const view = views.get(el);
    if (view) showState(view, problem, state, o.hasText);
  }

  /** Checks and shows the result; answers for values that changed meanwhile are dropped. */
  async function run(requested: readonly Field[]): Promise<Map<Field, Problem | null>> {
    const before = new Map(fields.map((el) => [el, valueOf(el)]));
    const results = await checkFields(form, requested, o);
    if (stopped) return results;
    for (const [el, problem] of results) {
      if (before.get(el) !== valueOf(el)) continue;
      setState(el, problem, problem ? 'error' : isEmptyField(el) ? 'none' : 'success');
    }
    publish();
    return results;
  }

  const typing = watchTyping(
    fields,
    (el) => views.has(el),
    run,
    () => {
      for (const el of fields) setState(el, null, 'none');
      publish();
    },
  );

  function onChange(e: Event) {
    const el = e.target;
    if (el instanceof HTMLInputElement && el.type === 'file' && views.has(el)) {
      const problem = fileProblem(el.files ?? [], o.blacklist, maxFilesize(el));
      if (problem) el.value = '';
      setState(el, problem, problem ? 'error' : 'none');
      publish();
      return;
    }
    typing.onInput(e);
  }

  async function validateAll(): Promise<boolean> {
    typing.cancel();
    await run(fields);
    return fields.every((el) => views.get(el)?.state !== 'error');
  }

  const submit = submitGuard(
    form,
    validateAll,
    () => fields.find((el) => views.get(el)?.state === 'error'),
    () => stopped,
    o.send,
  );
  // A page restored from the back-forward cache may submit again.
  const onPageShow = submit.unblock;

  form.addEventListener('input', typing.onInput);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', submit.onSubmit);
  window.addEventListener('pageshow', onPageShow);
  publish();

  return {
    validateAll,
    stop() {
      stopped = true;
      typing.cancel();
      form.removeEventListener('input', typing.onInput);
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', submit.onSubmit);
      window.removeEventListener('pageshow', onPageShow);
      for (const el of fields) {
        setState(el, null, 'none');
        el.removeAttribute('data-sf-empty');
        views.get(el)?.box.remove();
      }
      form.noValidate = hadNoValidate;
      form.removeAttribute('data-sf-validation-failed');
      submit.unblock();
    },
  };
}
