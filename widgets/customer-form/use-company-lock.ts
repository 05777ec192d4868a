// §6 / §3.19: company data the client may not change (isAllowedToChangeCompanyData false) is locked
// in place: the field turns read-only (its server value put back, should the shopper have typed
// meanwhile: the widget mounts at idle) and is described by a hint the component fills. Unmounting
// gives the fields back as they were.
import { useEffect, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { filledCompanyFields, lockedFields, readCompanySetting } from './company-lock.ts';
import { describeBy } from './field-dom.ts';

export interface LockedField {
  el: HTMLInputElement;
  /** The hint's element, after the field (and its message), for the component to fill. */
  hint: HTMLElement;
}

let nextHint = 0;

export function useCompanyLock(form: HTMLFormElement): LockedField[] {
  const { net } = useWidget();
  const [locked, setLocked] = useState<LockedField[]>([]);
  useEffect(() => {
    const fields = filledCompanyFields(form);
    if (!fields.length) return; // a registration form: no request at all
    const abort = new AbortController();
    let made: Array<LockedField & { wasReadOnly: boolean }> = [];
    void readCompanySetting(net, abort.signal).then((allowed) => {
      if (abort.signal.aborted) return;
      made = lockedFields(fields, allowed).map((el) => {
        const hint = form.ownerDocument.createElement('small');
        hint.id = 'sf-customer-form-locked-' + nextHint++;
        hint.className = 'sf-customer-form__locked';
        const message = el.nextElementSibling?.classList.contains('sf-customer-form__message') ? el.nextElementSibling : el;
        message.after(hint);
        const wasReadOnly = el.readOnly;
        el.value = el.defaultValue;
        el.readOnly = true;
        describeBy(el, hint.id, true);
        return { el, hint, wasReadOnly };
      });
      setLocked(made);
    });
    return () => {
      abort.abort();
      for (const { el, hint, wasReadOnly } of made) {
        el.readOnly = wasReadOnly;
        describeBy(el, hint.id, false);
        hint.remove();
      }
    };
  }, [form, net]);
  return locked;
}
