// Quantity and submit (spec §2.10, §5.7, §8.2): −/+ buttons around the free input, a dropdown of
// the first quantities with "more" (which hands over to the free input), the submit button, and
// the alerts floating over the row: the quantity alert and the basket error (with its link).
// While adding, the button is aria-disabled rather than disabled, so keyboard focus stays on it.
import { useRef } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import type { OrderAlert } from '../../src/domain/order-codes.ts';
import { quantityOptions, type QuantityRules } from '../../src/domain/quantity.ts';
import { Dropdown } from '../../src/ui/Dropdown.tsx';
import { refuseRepeatSubmit } from '../../src/ui/repeat-click.ts';
import { Bubble } from './Bubble.tsx';
import type { QuantityState } from './view.ts';

const MORE = 'more';

export interface BuyRowProps {
  /** null: a part has its own quantities (§2.10 multi-variant), only the button shows. */
  quantity: QuantityState | null;
  rules: QuantityRules;
  /** The unit's name, e.g. "szt.". */
  unit: string;
  formatNumber(n: number): string;
  disabled: boolean;
  /** A basket request is in flight. */
  busy: boolean;
  /** The basket call's alert (§8.2). */
  error: OrderAlert | null;
  /** The conflict text (§5.7), while it shows. */
  conflict: string | null;
  /** The button's text when a part relabels it (§4.9). */
  label: string | null | undefined;
  t: Translate;
}

export function BuyRow({ quantity, rules, unit, formatNumber, disabled, busy, error, conflict, label, t }: BuyRowProps) {
  const input = useRef<HTMLInputElement>(null);
  // A disabled form (§4.8) still shows its quantity (sellBy for a sold-out size, §5.7), never the placeholder.
  const values = disabled ? (quantity ? [quantity.value] : []) : quantityOptions(rules);
  const options = [...values.map((v) => ({ value: String(v), label: formatNumber(v) })), { value: MORE, label: t('projector.more') }];
  const qtyAlert = quantity?.alert
    ? t(quantity.alert.kind === 'min' ? 'projector.qtyMin' : 'projector.qtyMax', { n: formatNumber(quantity.alert.n), unit })
    : null;
  return (
    <div className="sf-projector-form__buy">
      {quantity && (
        <>
          <label className="sf-projector-form__qty-label" htmlFor="projector-quantity">
            {t('projector.quantity', { unit })}
          </label>
          <span className="sf-projector-form__qty">
            <button
              type="button"
              className="sf-projector-form__step"
              aria-label={t('projector.decrease')}
              disabled={disabled}
              onClick={() => quantity.step(-1)}
            >
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
              value={quantity.text}
              disabled={disabled}
              onChange={(e) => quantity.onText(e.currentTarget.value)}
              onBlur={quantity.onBlur}
            />
            <button type="button" className="sf-projector-form__step" aria-label={t('projector.increase')} disabled={disabled} onClick={() => quantity.step(1)}>
              +
            </button>
            <Dropdown
              className="sf-projector-form__qty-list"
              label={t('projector.quantityList')}
              hideLabel
              options={options}
              value={values.includes(quantity.value) ? String(quantity.value) : null}
              placeholder="…"
              disabled={disabled}
              onChange={(v) => {
                if (v !== MORE) return quantity.choose(Number(v));
                input.current?.focus();
                input.current?.select();
              }}
            />
          </span>
        </>
      )}
      <button
        type="submit"
        className="sf-button sf-button--primary sf-projector-form__add"
        disabled={disabled}
        onClick={refuseRepeatSubmit}
        aria-disabled={busy || undefined}
        data-busy={busy ? '' : undefined}
      >
        {disabled ? t('projector.unavailable') : busy ? t('projector.adding') : (label ?? t('projector.add'))}
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
