// The promotion countdown (spec §4.12, §9.5): days, hours, minutes and seconds to the end of the
// promotion (till date + till hour, else 23:59:59), updated every second; gone once it has passed.
import { useMemo } from 'react';
import type { BasePrice } from './schema.ts';
import { countdownParts, pickPromotionEnd } from '../../src/domain/countdown.ts';
import { useNow } from './use-now.ts';
import type { CountdownParts } from './view.ts';

const clean = (b: BasePrice | null | undefined) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(b ?? {})) if (typeof v === 'string' && v) out[k] = v;
  return out;
};

export function useCountdown(base: BasePrice | null | undefined): CountdownParts | null {
  const end = useMemo(() => pickPromotionEnd(clean(base), new Date()), [base]);
  const now = useNow(end ? 1000 : null);
  return end ? countdownParts(end, now) : null;
}
