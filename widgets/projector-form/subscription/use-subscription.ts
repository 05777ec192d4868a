// The subscription view of the product form (spec §3.1, §4.9, §9.3). subscriptionType true offers
// a choice between one purchase and a subscription (the radio with value 1 switches the view on);
// "only" is always on; anything else offers nothing. In the view:
// - the quantity resets to the subscription minimum (else the plain minimum, else sellBy), and the
//   form's §5.7 rules follow that minimum while the view is on;
// - the price is the chosen period's, by the §9.3 calculator (src/domain/subscription-price.ts)
//   from the size's `&subscription=1` prices;
// - the button reads "Zamów subskrypcję", and adding goes through the period check (use-period-change.ts).
// Each period shows what it saves when it has a rebate; the chosen one is sent as days_in_period.
import { useEffect, useMemo, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { createTranslate, type Translate } from '../../../src/core/i18n.ts';
import { fillPlurals } from '../../../src/core/plural-texts.ts';
import { parseOrThrow } from '../../../src/core/schema-errors.ts';
import { subscriptionPrice, type SubscriptionPrice } from '../../../src/domain/subscription-price.ts';
import { moneyFormat } from '../../../src/core/config.ts';
import { round2, type MoneyFormat } from '../../../src/domain/money.ts';
import type { AddItem, PartInput, PartState } from '../view.ts';
import { SubscriptionDefinition, type PeriodProps, type ProductSubscription } from './schema.ts';
import { texts } from './texts.ts';
import { usePeriodChange, type PeriodChange } from './use-period-change.ts';
import { useSubscriptionBase } from './use-subscription-base.ts';

export interface PeriodView extends PeriodProps {
  /** The period's price; null when none can be worked out. */
  price: SubscriptionPrice | null;
  /** §4.9 "you save", shown when the period has a rebate; null = none. */
  saved: { amount: number; percent: number } | null;
}

export interface SubscriptionState extends PartState {
  /** null: the product offers no subscription (§4.9 "other"). */
  offer: 'choice' | 'only' | null;
  on: boolean;
  setOn(on: boolean): void;
  periods: PeriodView[];
  days: number;
  choose(days: number): void;
  /** The lowest period price ("od …"); null = unknown. */
  from: string | null;
  change: PeriodChange;
  t: Translate;
  money: PartInput['money'];
}

const num = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : 0);

export function useSubscription({ props, product, sizeId, money, add, setMinimum, setQuantity, legacy }: PartInput): SubscriptionState {
  const { config, element } = useWidget();
  const definition = useMemo(() => parseOrThrow(SubscriptionDefinition, props.subscription, 'data-props.subscription'), [props.subscription]);
  const t = useMemo(() => createTranslate(config.language, texts, config.texts, fillPlurals), [config.language, config.texts]);
  const offer = definition.type === true || definition.type === 'true' ? 'choice' : definition.type === 'only' ? 'only' : null;
  // What the shopper chose on the server's form before this part came is kept.
  const [on, setOnState] = useState(
    () => offer === 'only' || (offer === 'choice' && element.querySelector<HTMLInputElement>('input[name="subscription"]:checked')?.value === '1'),
  );
  const [days, choose] = useState(() => {
    const server = Number(element.querySelector<HTMLInputElement>('[name="days_in_period"]:checked, select[name="days_in_period"]')?.value);
    return definition.periods.find((p) => p.days === server)?.days ?? definition.selected ?? definition.periods[0]!.days;
  });
  const base = useSubscriptionBase(product, sizeId, on, legacy);
  const shop = moneyFormat(config.currency);
  const periods = definition.periods.map((p): PeriodView => {
    const price = priceOf(base, p, shop);
    const amount = price && base ? round2(base.max.price.gross.value - price.gross.value) : 0;
    return { ...p, price, saved: p.rebate && price && amount > 0 ? { amount, percent: price.percent } : null };
  });
  const chosen = periods.find((p) => p.days === days) ?? periods[0]!;
  const range = product.order_quantity_range;
  const minimum = num(range?.subscription_min_quantity) || num(range?.min_quantity_per_order) || num(product.unit?.sellBy) || 1;

  // §4.9: the subscription minimum applies while the view is on.
  useEffect(() => setMinimum(on ? num(range?.subscription_min_quantity) : 0), [on, range?.subscription_min_quantity, setMinimum]);
  const setOn = (next: boolean) => {
    setOnState(next);
    if (next) setQuantity(minimum);
  };
  const change = usePeriodChange(
    add,
    definition.periods.map((p) => p.days),
    choose,
  );
  const lowest = periods.reduce<number | null>((low, p) => (p.price && (low === null || p.price.gross.value < low) ? p.price.gross.value : low), null);

  return {
    offer,
    on: on && offer !== null,
    setOn,
    periods,
    days: chosen.days,
    choose,
    from: lowest === null ? null : money(lowest),
    change,
    t,
    money,
    price: on && offer ? (chosen.price ? { status: 'ready', gross: chosen.price.gross.value, net: chosen.price.net.value } : { status: 'calculating' }) : null,
    calculating: t('projector.subscription.calculating'),
    disabled: false,
    label: on && offer ? t('projector.subscription.add') : null,
    busy: change.busy,
    shipping: {},
    // §2.4, §7.6: the express checkout hides its buttons while a period other than "0" is chosen.
    period: offer ? (on ? String(chosen.days) : '0') : undefined,
    submit(_form, item: AddItem, submitter) {
      // A one-time purchase (or a points purchase) is the form's own.
      if (!on || !offer || item.forPoints) return [item];
      change.start({ ...item, subscription: String(chosen.days) }, submitter);
      return null;
    },
  };
}

/** §3.1: the period's rebate off the subscription price (`max`). */
function priceOf(base: ProductSubscription | null, period: PeriodProps, shop: MoneyFormat): SubscriptionPrice | null {
  if (!base) return null;
  const { price, save, before } = base.max;
  return subscriptionPrice(
    {
      max: price.gross.value,
      maxNet: price.net?.value,
      save,
      before: before ?? price.gross.value,
      rebateValue: period.rebate?.value,
      rebateType: period.rebate?.type,
    },
    shop,
  );
}
