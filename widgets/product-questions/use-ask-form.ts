// The "ask about product" form in its dialog (spec §2.10, §4.1, §5.1): fields checked with the
// shared rules (src/domain/validation.ts) 500 ms after typing (§9.2) and all at once on submit;
// sent once, form-encoded to the form's own action as the no-JS form would be. Success closes
// the dialog and raises a success toast; a failure keeps every character typed and says why.
import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useWidget } from '../../src/core/widget-context.tsx';
import { codeKey } from '../../src/domain/error-catalogue.ts';
import { checkField, type Problem } from '../../src/domain/validation.ts';
import type { AskField, AskForm } from './read-questions.ts';

/** §9.2: input validation debounce. */
export const VALIDATION_DEBOUNCE_MS = 500;

/** The endpoint's answer to a fetch (fixtures/server/questions.ts). */
const AskAnswer = z.object({ ok: z.boolean(), message: z.optional(z.string()), field: z.optional(z.string()) });

export interface AskFormModel {
  /** Each field's text, by the field's name. */
  values: Record<string, string>;
  /** The message under each field ('' = none). */
  errors: Record<string, string>;
  /** The question is being sent; the submit button waits. */
  sending: boolean;
  /** Why the last send failed ('' = it did not). */
  failure: string;
  /** A field's text changed; it is checked 500 ms later (§9.2). */
  change(name: string, value: string): void;
  /** Checks every field, focuses the first bad one, else sends the question once. */
  submit(): void;
  /** A callback ref for the named field, to focus it when it is wrong. */
  fieldRef(name: string): (el: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

export function useAskForm(form: AskForm, onSent: () => void): AskFormModel {
  const { net, t, bus } = useWidget();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(form.fields.map((f) => [f.name, f.value])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const inFlight = useRef(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const elements = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const latest = useRef(values);
  latest.current = values;
  const alive = useRef<AbortController | null>(null);

  useEffect(() => {
    const pending = timers.current;
    const controller = new AbortController();
    alive.current = controller;
    return () => {
      pending.forEach(clearTimeout);
      controller.abort();
    };
  }, []);

  const message = useCallback((p: Problem | null) => (p ? t(codeKey(p.code), { ...p.params, email: t('productQuestions.exampleEmail') }) : ''), [t]);
  const check = useCallback(
    (f: AskField, value: string) => message(checkField({ kind: f.kind, value, required: f.required, minLength: f.minLength, maxLength: f.maxLength })),
    [message],
  );

  const change = useCallback(
    (name: string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      const field = form.fields.find((f) => f.name === name);
      if (!field) return;
      clearTimeout(timers.current.get(name));
      timers.current.set(
        name,
        setTimeout(() => setErrors((e) => ({ ...e, [name]: check(field, latest.current[name] ?? '') })), VALIDATION_DEBOUNCE_MS),
      );
    },
    [form, check],
  );

  const submit = useCallback(() => {
    if (inFlight.current) return; // a second click or Enter while sending sends nothing
    const current = latest.current;
    timers.current.forEach(clearTimeout);
    const found = Object.fromEntries(form.fields.map((f) => [f.name, check(f, current[f.name] ?? '')]));
    setErrors(found);
    const firstBad = form.fields.find((f) => found[f.name]);
    if (firstBad) {
      elements.current.get(firstBad.name)?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    setFailure('');
    const body = new URLSearchParams([...form.hidden, ...form.fields.map((f): [string, string] => [f.name, current[f.name] ?? ''])]);
    const signal = (alive.current ??= new AbortController()).signal;
    net()
      .then(({ http }) => http.request(form.action, { method: 'POST', body, headers: { accept: 'application/json' }, signal }, AskAnswer, 'ask about product'))
      .then(
        ({ data }) => {
          if (signal.aborted) return;
          if (data.ok) {
            setValues(Object.fromEntries(form.fields.map((f) => [f.name, ''])));
            setErrors({});
            bus.emit('toast:requested', { kind: 'success', text: data.message || t('productQuestions.sent') });
            onSent();
            return;
          }
          const text = data.message || t('productQuestions.error');
          setFailure(text);
          if (data.field && form.fields.some((f) => f.name === data.field)) setErrors((e) => ({ ...e, [data.field!]: text }));
        },
        () => !signal.aborted && setFailure(t('productQuestions.error')),
      )
      .finally(() => {
        inFlight.current = false;
        if (!signal.aborted) setSending(false);
      });
  }, [form, check, net, bus, t, onSent]);

  const fieldRef = useCallback(
    (name: string) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (el) elements.current.set(name, el);
      else elements.current.delete(name);
    },
    [],
  );

  return { values, errors, sending, failure, change, submit, fieldRef };
}
