// Moving the basket's subscription to another delivery period (spec §4.9, §3.7). Pure: which
// periods every subscription product shares, what to remove and re-add, and how to put a basket
// back as it was when a step fails (nothing may be lost, compare wcsatt#241).

/** A basket line as the period change needs it (§3.7 products). */
export interface SubscriptionLine {
  id: string;
  size: string;
  quantity: number;
  additional: string;
  /** Days between deliveries; "0" = not a subscription (§3.6). */
  period: string;
  /** §3.7 bundleProducts, sent back as §7.4 bundleParts. */
  bundleParts: Array<{ id: string; size: string; quantity: number; bundleProductId: string }>;
  /** The periods this product can be delivered in (§3.7 data.subscription.periods, days). */
  periods: number[];
}

/** The §7.4 ProductInput items of one step. */
export interface BasketPlan {
  remove: Array<{ id: string; size: string; additional: string; subscription: string }>;
  add: Array<{ id: string; size: string; quantity: number; subscription: string; bundleParts?: SubscriptionLine['bundleParts'] }>;
}

export const isSubscription = (l: Pick<SubscriptionLine, 'period'>) => l.period !== '0' && l.period !== '';

/** The period the basket's subscription runs with now; null when it has no subscription product. */
export function basketPeriod(lines: readonly SubscriptionLine[]): string | null {
  return lines.find(isSubscription)?.period ?? null;
}

/** §4.9: the periods every subscription product in the basket and the new product share, in the new product's order. */
export function commonPeriods(lines: readonly SubscriptionLine[], own: readonly number[]): number[] {
  const subs = lines.filter(isSubscription);
  return own.filter((d) => subs.every((l) => l.periods.includes(d)));
}

const removal = (l: SubscriptionLine) => ({ id: l.id, size: l.size, additional: l.additional, subscription: l.period });
const addition = (l: SubscriptionLine, period: string) => ({
  id: l.id,
  size: l.size,
  quantity: l.quantity,
  subscription: period,
  ...(l.bundleParts.length ? { bundleParts: l.bundleParts } : {}),
});

/** §4.9: every subscription line is removed and added again with the new period. */
export function changePlan(lines: readonly SubscriptionLine[], period: string): BasketPlan {
  const subs = lines.filter(isSubscription);
  return { remove: subs.map(removal), add: subs.map((l) => addition(l, period)) };
}

const pair = (l: { id: string; size: string }) => `${l.id}|${l.size}`;
const lineKey = (l: SubscriptionLine) => [l.id, l.size, l.period, l.additional, l.quantity, JSON.stringify(l.bundleParts)].join('|');

/**
 * Puts `now` back to `before` for the products the change touched (`before`'s subscription
 * lines, and the product being added): each product and size whose lines differ is removed
 * whole and added back as it was. Other lines are left alone. An empty plan: nothing to do.
 */
export function restorePlan(before: readonly SubscriptionLine[], now: readonly SubscriptionLine[], item: { id: string; size: string }): BasketPlan {
  const touched = new Set([...before.filter(isSubscription).map(pair), pair(item)]);
  const plan: BasketPlan = { remove: [], add: [] };
  for (const p of touched) {
    const was = before.filter((l) => pair(l) === p);
    const is = now.filter((l) => pair(l) === p);
    const same = was.length === is.length && was.map(lineKey).sort().join() === is.map(lineKey).sort().join();
    if (same) continue;
    plan.remove.push(...is.map(removal));
    plan.add.push(...was.map((l) => addition(l, l.period)));
  }
  return plan;
}
