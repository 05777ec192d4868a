// Quantity and submit (spec §2.10, §5.7, §8.2): −/+ buttons around the free input, a dropdown of
// the first quantities with "more" (which hands over to the free input), the submit button, and
// the alerts floating over the row: the quantity alert and the basket error (with its link).
// While adding, the button is aria-disabled rather than disabled, so keyboard focus stays on it.
import { useRef } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import type { OrderAlert } from '../../src/domain/order-codes.ts';
import { quantityOptions, type QuantityRules } from '../../src/domain/quantity.ts';
import { Dropdown } from '../../src/ui/Dropdown.tsx';
import { Bubble } from './Bubble.tsx';
import type { QuantityState } from './use-quantity.ts';

const MORE = 'more';

export interface BuyRowProps {
  q: QuantityState;
  rules: QuantityRules;
  unit: string;
  show(n: number): string;
  disabled: boolean;
  busy: boolean;
  error: OrderAlert | null;
  conflict: string | null;
  t: Translate;
}

export function BuyRow({ q, rules, unit, show, disabled, busy, error, conflict, t }: BuyRowProps) {
  const input = useRef<HTMLInputElement>(null);
  const values = disabled ? [] : quantityOptions(rules);
  const options = [...values.map((v) => ({ value: String(v), label: show(v) })), { value: MORE, label: t('projector.more') }];
  const qtyAlert = q.alert ? t(q.alert.kind === 'min' ? 'projector.qtyMin' : 'projector.qtyMax', { n: show(q.alert.n), unit }) : null;
  return (
    <div className="sf-projector-form__buy">
      <label className="sf-projector-form__qty-label" htmlFor="projector-quantity">
        {t('projector.quantity', { unit })}
      </label>
      <span className="sf-projector-form__qty">
        <button type="button" className="sf-projector-form__step" aria-label={t('projector.decrease')} disabled={disabled} onClick={() => q.step(-1)}>
          −
        </button>
        <input
          ref={input}
          id="projector-quantity"
          className="sf-projector-form__qty-input"
          type="text"
          name="number"
          inputMode="decimal"
          autoComplete="off"
          value={q.text}
          disabled={disabled}
          onChange={(e) => q.onText(e.currentTarget.value)}
          onBlur={q.onBlur}
        />
        <button type="button" className="sf-projector-form__step" aria-label={t('projector.increase')} disabled={disabled} onClick={() => q.step(1)}>
          +
        </button>
        <Dropdown
          className="sf-projector-form__qty-list"
          label={t('projector.quantityList')}
          hideLabel
          options={options}
          value={values.includes(q.value) ? String(q.value) : null}
          placeholder="…"
          disabled={disabled}
          onChange={(v) => {
            if (v !== MORE) return q.choose(Number(v));
            input.current?.focus();
            input.current?.select();
          }}
        />
      </span>
      <button type="submit" className="button sf-projector-form__add" disabled={disabled} aria-disabled={busy || undefined} data-busy={busy ? '' : undefined}>
        {disabled ? t('projector.unavailable') : busy ? t('projector.adding') : t('projector.add')}
      </button>
      <Bubble text={conflict ?? qtyAlert} />
      <div className="sf-projector-form__alert sf-projector-form__alert--error" role="alert">
        {error && (
          <span className="sf-projector-form__bubble" data-kind="error">
            {error.text}
            {error.link && (
              <>
                {' '}
                <a href={error.link.href}>{error.link.text}</a>
              </>
            )}
          </span>
        )}
      </div>
    </div>
  );
}
