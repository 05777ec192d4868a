// The variants of the multi-variant display (spec §2.10): a line per variant, then how many are
// chosen and their total, and why adding was refused (§5.7).
import type { VariantsState } from './use-variants.ts';
import { VariantRow } from './VariantRow.tsx';

export function VariantsFields({ state }: { state: VariantsState }) {
  const { lines, total, alert, t, money } = state;
  return (
    <fieldset className="sf-variants">
      <legend className="sf-projector-form__legend">{t('projector.variants.title')}</legend>
      <ul className="sf-variants__lines">
        {lines.map((line) => (
          <VariantRow key={line.product} line={line} state={state} alert={alert && 'product' in alert && alert.product === line.product ? alert : null} />
        ))}
      </ul>
      <p className="sf-variants__total" role="status">
        {t('projector.variants.total', { count: total.count })}
        {total.count > 0 && total.sum !== null && <> · {t('projector.variants.sum', { price: money(total.sum) })}</>}
      </p>
      <p className="sf-variants__error" role="alert">
        {alert?.kind === 'none' && t('projector.variants.none')}
      </p>
    </fieldset>
  );
}
