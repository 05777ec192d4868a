// The quantity field (spec §5.7, §2.10): typing is re-validated 500 ms after the last key, an
// empty field on blur gets the previous value back, +/- step by sellBy, the dropdown offers the
// first multiples and "more" for free input. Every rule is in src/domain/quantity.ts; the alert
// ("Minimalnie musisz zamówić …" / "Maksymalnie możesz dodać …") shows for 3.5 s (§9.2).
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkQuantity, parseQuantityInput, stepQuantity, type QuantityAlert, type QuantityRules } from '../../src/domain/quantity.ts';
import { useFlash } from '../../src/ui/use-flash.ts';
import type { QuantityState } from './view.ts';

/** §9.2 debounce of the quantity re-validation. */
export const QUANTITY_DEBOUNCE_MS = 500;
/** §9.2 product page alerts. */
export const ALERT_MS = 3_500;

export function useQuantity(initial: number, rules: QuantityRules, sizeDisabled: boolean, show: (n: number) => string): QuantityState {
  const [value, setValue] = useState(() => checkQuantity(initial, rules, sizeDisabled).value);
  const [text, setText] = useState(() => show(value));
  const { value: alert, show: showAlert, clear: clearAlert } = useFlash<QuantityAlert>(ALERT_MS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, text, rules, sizeDisabled, show });
  latest.current = { value, text, rules, sizeDisabled, show };

  const apply = useCallback(
    (r: { value: number; alert: QuantityAlert | null }) => {
      latest.current.value = r.value;
      setValue(r.value);
      setText(latest.current.show(r.value));
      if (r.alert) showAlert(r.alert);
      else clearAlert();
    },
    [showAlert, clearAlert],
  );

  /** Re-validates the typed text; empty text waits for blur. */
  const validate = useCallback((): number => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { text: t, rules: r, sizeDisabled: d, value: v } = latest.current;
    const typed = parseQuantityInput(t);
    if (typed === null) return v;
    const checked = checkQuantity(typed, r, d);
    apply(checked);
    return checked.value;
  }, [apply]);

  // New rules (another size): the quantity is checked against them again.
  useEffect(() => {
    const checked = checkQuantity(latest.current.value, rules, sizeDisabled);
    if (checked.value !== latest.current.value || checked.alert) apply(checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rules are read field by field; apply reads the latest state
  }, [
    rules.sellBy,
    rules.precision,
    rules.minPerOrder,
    rules.minSizePerOrder,
    rules.subscriptionMin,
    rules.maxPerOrder,
    rules.maxSizePerOrder,
    rules.sizeAmount,
    sizeDisabled,
  ]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    value,
    text,
    alert,
    onText(t) {
      latest.current.text = t;
      setText(t);
      clearTimeout(timer.current);
      timer.current = setTimeout(validate, QUANTITY_DEBOUNCE_MS);
    },
    onBlur() {
      if (parseQuantityInput(latest.current.text) === null) {
        clearTimeout(timer.current);
        setText(show(latest.current.value));
      } else if (timer.current !== undefined) validate();
    },
    step(direction) {
      clearTimeout(timer.current);
      apply(stepQuantity(latest.current.value, direction, rules, sizeDisabled));
    },
    choose(v) {
      clearTimeout(timer.current);
      apply(checkQuantity(v, rules, sizeDisabled));
    },
    commit: () => (timer.current !== undefined ? validate() : latest.current.value),
  };
}
