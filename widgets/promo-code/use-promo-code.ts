// State of the promo-code field (spec §4.8, §5.7, §7.4, §8.2). Activating checks the text (§5.1:
// an empty code is a required field, nothing is sent), then sends it; removing sends the
// deactivation. One call at a time: a second submit while one is in flight is refused by a ref
// (state lands too late for a double click), so a double submit sends once. The answer is said in
// the status line (busy, done) or on the field (the shop's refusal, or the §8.2 connection text when
// there was no answer); what was typed is never cleared by a failure. Focus follows the change: to
// the active code after activating, back to the field after removing or a failure.
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { checkCode, type RebateOutcome } from '../../src/domain/promo-code.ts';
import type { PromoCodeProps } from './props.ts';
import { changeRebateCode } from './rebate-code.ts';
import { readPromoForm, type ServerPromoForm } from './read-form.ts';
import { page } from './reload.ts';
import { useActiveCode } from './use-active-code.ts';

export interface PromoCodeState {
  active: string | null;
  value: string;
  busy: boolean;
  /** The text on the field (or on the remove button); `key` changes with every new message, so it is said again. */
  error: { text: string; key: number } | null;
  /** The status line: busy, or what was done. */
  said: string;
  change(value: string): void;
  activate(e?: FormEvent): void;
  remove(e?: FormEvent): void;
  /** The field (open state), for the focus. */
  input: RefObject<HTMLInputElement | null>;
  /** The active code (active state), for the focus. */
  code: RefObject<HTMLElement | null>;
  /** The marker's server content the widget does not read, before and after its form. */
  server: ServerPromoForm;
}

type Focus = 'input' | 'code' | null;

export function usePromoCode(props: PromoCodeProps): PromoCodeState {
  const { net, bus, name, element, t } = useWidget();
  const code = useActiveCode(props.active ?? null);
  // Read before the first commit (throws for a marker without the form: the loader reports it).
  const [server] = useState(() => readPromoForm(element));
  // What the shopper typed into the server's field before the widget came (it loads on interaction).
  const [value, setValue] = useState(server.typed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PromoCodeState['error']>(null);
  const [said, setSaid] = useState('');
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const focus = useRef<Focus>(null);
  const messages = useRef(0);

  // Before the first commit hides the server markup: keystrokes typed since the first render, and
  // the caret (the runtime moves the focus to this field, the twin of the server's by its name).
  useLayoutEffect(() => {
    const typed = server.input;
    if (!typed || !input.current || typed === input.current) return;
    setValue(typed.value);
    input.current.value = typed.value;
    try {
      input.current.setSelectionRange(typed.selectionStart, typed.selectionEnd, typed.selectionDirection ?? undefined);
    } catch {
      // inputs without a selection
    }
    // Once, on mount: the server field is there only until the first commit.
  }, [server]);

  useLayoutEffect(() => {
    const target = focus.current === 'input' ? input.current : focus.current === 'code' ? codeRef.current : null;
    focus.current = null;
    target?.focus();
  });

  /** A message on the field (or the remove button); the focus goes back to the field, if there is one. */
  const fail = useCallback((text: string, to: Focus = 'input') => {
    setError({ text, key: ++messages.current });
    setSaid('');
    focus.current = to;
  }, []);

  const run = useCallback(
    async (wanted: string | null) => {
      inFlight.current = true;
      setBusy(true);
      setError(null);
      setSaid(t(wanted === null ? 'promoCode.removing' : 'promoCode.checking'));
      code.listen();
      let outcome: RebateOutcome;
      try {
        outcome = await changeRebateCode({ net, bus, name }, wanted);
      } catch {
        outcome = { status: 'unreachable' }; // the network code itself did not arrive
      }
      inFlight.current = false;
      setBusy(false);
      if (outcome.status === 'done') {
        // The Basket section's word (the shop's spelling of the code) wins over what was typed.
        const now = code.told();
        const shown = now === undefined ? wanted : now;
        code.set(shown);
        setSaid(shown === null ? t('promoCode.removed') : t('promoCode.activated', { code: shown }));
        if (shown !== null) setValue('');
        focus.current = shown === null ? 'input' : 'code';
        if (props.reload) page.reload();
      } else {
        const text =
          outcome.status === 'unreachable'
            ? t('promoCode.connection')
            : (outcome.message ?? t(wanted === null ? 'promoCode.refused.deactivate' : 'promoCode.refused.activate'));
        // Removing: the remove button keeps the focus, and names the message.
        fail(text, wanted === null ? null : 'input');
      }
    },
    [net, bus, name, t, code, fail, props.reload],
  );

  const activate = useCallback(
    (e?: FormEvent) => {
      e?.preventDefault();
      if (inFlight.current) return;
      const check = checkCode(input.current?.value ?? value);
      if (!check.ok) return fail(t('promoCode.required'));
      void run(check.code);
    },
    [value, run, fail, t],
  );

  const remove = useCallback(
    (e?: FormEvent) => {
      e?.preventDefault();
      if (!inFlight.current) void run(null);
    },
    [run],
  );

  const change = useCallback((next: string) => {
    setValue(next);
    setError(null);
  }, []);

  return {
    active: code.active,
    value,
    busy,
    error,
    said,
    change,
    activate,
    remove,
    input,
    code: codeRef,
    server,
  };
}
