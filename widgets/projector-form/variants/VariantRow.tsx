// One variant of the multi-variant display (spec §2.10, §5.7): its picture, name (a link to its
// page), price, size and quantity, and the alert on it for 3.5 s: a missing size, or the §5.7
// quantity correction ("Minimalnie musisz zamówić…").
import { chosenSize, sizeIsChoice, someInStock } from '../../../src/domain/variants.ts';
import type { VariantsAlert, VariantsState, VariantView } from './use-variants.ts';

export interface VariantRowProps {
  line: VariantView;
  state: VariantsState;
  /** The alert on this line; null when none. */
  alert: VariantsAlert | null;
}

export function VariantRow({ line, state, alert }: VariantRowProps) {
  const { t, formT, unit, money, formatNumber } = state;
  const orderable = someInStock(line.sizes);
  const price = (chosenSize(line) ?? line.sizes[0])?.price;
  const id = `sf-variant-${line.product}`;
  const message =
    alert?.kind === 'size'
      ? formT('projector.chooseSize')
      : alert?.kind === 'quantity'
        ? formT(alert.alert.kind === 'min' ? 'projector.qtyMin' : 'projector.qtyMax', { n: formatNumber(alert.alert.n), unit })
        : null;
  return (
    <li className="sf-variants__line" data-variant={line.product} data-alert={alert ? '' : undefined} data-ordered={line.quantity > 0 ? '' : undefined}>
      {line.icon && <img className="sf-variants__picture" src={line.icon} alt="" width={64} height={64} loading="lazy" />}
      <p className="sf-variants__name" id={`${id}-name`}>
        {line.url ? <a href={line.url}>{line.name}</a> : line.name}
      </p>
      {price != null && <p className="sf-variants__price">{money(price)}</p>}
      {!orderable && <p className="sf-variants__note">{t('projector.variants.unavailable')}</p>}
      {sizeIsChoice(line.sizes) && (
        <label className="sf-variants__size">
          <span className="sf-visually-hidden">{t('projector.variants.size')} </span>
          <select
            className="sf-variants__select"
            name={`variant_size[${line.product}]`}
            aria-describedby={`${id}-name`}
            value={line.size ?? ''}
            disabled={!orderable}
            onChange={(e) => state.pickSize(line.product, e.currentTarget.value || null)}
          >
            <option value="">{formT('projector.chooseSize')}</option>
            {line.sizes.map((s) => (
              <option key={s.id} value={s.id} disabled={s.amount === 0}>
                {s.amount === 0 ? t('projector.variants.sizeUnavailable', { name: s.name }) : s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <span className="sf-variants__qty">
        <button
          type="button"
          className="sf-projector-form__step"
          aria-label={t('projector.variants.decrease', { name: line.name })}
          disabled={!orderable || line.quantity === 0}
          onClick={() => state.step(line.product, -1)}
        >
          −
        </button>
        <label className="sf-visually-hidden" htmlFor={`${id}-qty`}>
          {formT('projector.quantity', { unit })} {line.name}
        </label>
        <input
          id={`${id}-qty`}
          className="sf-projector-form__qty-input"
          type="text"
          name={`variant_number[${line.product}]`}
          inputMode="decimal"
          autoComplete="off"
          value={line.text}
          disabled={!orderable}
          onChange={(e) => state.type(line.product, e.currentTarget.value)}
          onBlur={() => state.commit(line.product)}
        />
        <button
          type="button"
          className="sf-projector-form__step"
          aria-label={t('projector.variants.increase', { name: line.name })}
          disabled={!orderable}
          onClick={() => state.step(line.product, 1)}
        >
          +
        </button>
      </span>
      <p className="sf-variants__error" role="alert">
        {message}
      </p>
    </li>
  );
}
