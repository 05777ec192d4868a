// Typing and autofill (§4.1): a field is checked DEBOUNCE_MS after its last change; more than one
// field changed in one go is autofill: every state cleared, the whole form checked.
import { ignoredForAutofill, isEmptyField, type Field } from './field-dom.ts';

/** §9.2: input validation debounce. */
export const DEBOUNCE_MS = 500;

export const valueOf = (el: Field): string =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? String(el.checked) : el.value;

export interface Typing {
  /** The form's `input` listener (for the fields it validates, file inputs aside). */
  onInput(e: Event): void;
  /** Cancels the checks waiting for their debounce. */
  cancel(): void;
}

export function watchTyping(
  fields: readonly Field[],
  isValidated: (el: Field) => boolean,
  run: (fields: readonly Field[]) => unknown,
  clearAll: () => void,
): Typing {
  const snapshot = new Map(fields.map((el) => [el, valueOf(el)]));
  const timers = new Map<Field, ReturnType<typeof setTimeout>>();
  let diffQueued = false;

  function cancel() {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
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

  function diff() {
    diffQueued = false;
    const changed = fields.filter((el) => snapshot.get(el) !== valueOf(el));
    for (const el of changed) snapshot.set(el, valueOf(el));
    if (changed.filter((el) => !ignoredForAutofill(el)).length > 1) {
      cancel();
      clearAll();
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
    if (!isValidated(el) || (el instanceof HTMLInputElement && el.type === 'file')) return;
    el.toggleAttribute('data-sf-empty', isEmptyField(el));
    if (!diffQueued) {
      diffQueued = true;
      setTimeout(diff, 0);
    }
  }

  return { onInput, cancel };
}
