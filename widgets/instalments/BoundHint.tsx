// The below-minimum / above-maximum message with its increase / decrease hint (spec §4.11, §5.8).
import type { Translate } from '../../src/core/i18n.ts';
import type { BoundCheck } from '../../src/domain/instalments.ts';

export function BoundHint({ check, money, t }: { check: BoundCheck; money: (n: number) => string; t: Translate }) {
  if (check.ok) return null;
  const below = check.reason === 'below';
  return (
    <>
      {below ? t('instalments.belowMin', { min: money(check.limit) }) : t('instalments.aboveMax', { max: money(check.limit) })}{' '}
      {t(below ? 'instalments.increase' : 'instalments.decrease', { diff: money(check.diff) })}
    </>
  );
}
