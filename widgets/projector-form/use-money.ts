// The shop's money format (§9.4: mask, separators, currency placement) as one function.
import { useMemo } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { formatMoney } from '../../src/domain/money.ts';

export type Money = (value: number) => string;

export function useMoney(): Money {
  const { config } = useWidget();
  const c = config.currency;
  return useMemo(
    () => (n: number) => formatMoney(n, { mask: c.format, group: c.group, decimal: c.decimal, symbol: c.symbol, beforeValue: c.beforeValue, space: c.space }),
    [c],
  );
}
