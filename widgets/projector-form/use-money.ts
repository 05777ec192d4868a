// The shop's number formats as functions: money (§9.4: mask, separators, currency placement) and
// plain numbers (quantities) with the shop's decimal separator.
import { useCallback, useMemo } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { moneyFormat } from '../../src/core/config.ts';
import { formatMoney } from '../../src/domain/money.ts';
import type { Money } from './view.ts';

export function useMoney(): Money {
  const { config } = useWidget();
  const c = config.currency;
  return useMemo(() => (n: number) => formatMoney(n, moneyFormat(c)), [c]);
}

export function useNumberFormat(): (n: number) => string {
  const decimal = useWidget().config.currency.decimal ?? ',';
  return useCallback((n: number) => String(n).replace('.', decimal), [decimal]);
}
