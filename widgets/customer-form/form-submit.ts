// §4.1 submit: validate everything; on errors mark the form and focus the first invalid field;
// on success send once (the handled flag lets our own submit through) and block the rest.
import type { Field } from './field-dom.ts';

export interface SubmitGuard {
  onSubmit(e: SubmitEvent): void;
  /** Lets the form be sent again (a failed `send`, a page restored from the back-forward cache, stop). */
  unblock(): void;
}

export function submitGuard(
  form: HTMLFormElement,
  validateAll: () => Promise<boolean>,
  firstInvalid: () => Field | undefined,
  stopped: () => boolean,
  send: (() => Promise<boolean>) | undefined,
): SubmitGuard {
  let busy = false;
  let submitting = false;
  let handled = false;
  /** The submit button marked busy (aria-disabled) while `send` runs. */
  let sender: Element | null = null;

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
      if (stopped()) return;
      if (!ok) {
        form.setAttribute('data-sf-validation-failed', '');
        firstInvalid()?.focus();
        return;
      }
      form.removeAttribute('data-sf-validation-failed');
      if (send) {
        sendItself(send, submitter);
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

  return { onSubmit, unblock };
}
