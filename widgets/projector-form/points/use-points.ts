// The loyalty points of the product form (spec §6, §8.4, §9.4, §4.8). Points show to 2 decimals
// with "pkt." (formatPoints). A customer sees their balance in a tooltip, and can buy the product
// for points when it is for points (a submit button of its own: the item goes with `forPoints`).
// A guest is asked to log in (or register, to collect points). A product only in the loyalty
// program cannot be bought for money: the basket button buys it for points, and a guest's is
// disabled. With availability "disable" the points are hidden (§4.8). The Basket section's user
// is followed, so logging in shows the balance without a page reload.
import { useMemo } from 'react';
import { useSection, useWidget } from '../../../src/core/widget-context.tsx';
import { createTranslate, type Translate } from '../../../src/core/i18n.ts';
import { parseOrThrow } from '../../../src/core/schema-errors.ts';
import { formatPoints, round2 } from '../../../src/domain/money.ts';
import type { AddItem, PartInput, PartState } from '../view.ts';
import { BasketUser, isYes, PointsDefinition, ProductPoints, toNumber } from './schema.ts';
import { texts } from './texts.ts';

/** The submit button that buys for points. */
export const BUY_FOR_POINTS = 'forpoints';

export interface PointsState extends PartState {
  /** false: status "disable" (§4.8), nothing shows. */
  shown: boolean;
  /** The price stays the form's. */
  price: null;
  /** Cost of the chosen quantity, formatted; null when the product is not for points. */
  cost: string | null;
  /** Points earned by the chosen quantity; null = none. */
  earn: string | null;
  /** null while the Basket section is on its way. */
  customer: { balance: string; short: string | null } | null | 'guest';
  only: boolean;
  loginUrl: string;
  registerUrl: string;
  t: Translate;
}

export function usePoints({ props, product, sizeId, quantity }: PartInput): PointsState {
  const { config } = useWidget();
  const definition = useMemo(() => parseOrThrow(PointsDefinition, props.points ?? {}, 'data-props.points'), [props.points]);
  const t = useMemo(() => createTranslate(config.language, texts, config.texts), [config.language, config.texts]);
  const basket = useSection('Basket', BasketUser);
  const figures = ProductPoints.safeParse(product);
  const unitCost = figures.success && isYes(figures.data.for_points) ? toNumber(figures.data.points) : 0;
  const unitEarn = figures.success ? toNumber(figures.data.pointsReceive) : 0;
  const mask = config.currency.format;
  const show = (n: number) => formatPoints(n, mask);
  const size = product.sizes.find((s) => s.id === sizeId);
  const shown = size?.availability?.status !== 'disable';
  const cost = round2(unitCost * quantity);
  const user = basket.status === 'ready' ? basket.data?.user : undefined;
  const balance = toNumber(user?.points);
  const customer =
    user === undefined ? null : isYes(user?.logged) ? { balance: show(balance), short: cost > balance ? show(round2(cost - balance)) : null } : 'guest';
  const only = definition.only === true && unitCost > 0;
  const back = typeof location === 'undefined' ? '' : location.pathname + location.search;
  const loginUrl =
    (definition.loginUrl ?? '/login.php') + (back ? (definition.loginUrl?.includes('?') ? '&' : '?') + 'return=' + encodeURIComponent(back) : '');

  return {
    shown,
    price: null,
    cost: unitCost > 0 ? show(cost) : null,
    earn: unitEarn > 0 ? show(round2(unitEarn * quantity)) : null,
    customer,
    only,
    loginUrl,
    registerUrl: definition.registerUrl ?? '/client-new.php',
    t,
    calculating: null,
    // §8.4: not for money; a guest cannot buy it at all, a customer without enough points neither.
    disabled: only && (customer === 'guest' || !!(customer && customer.short)),
    label: only ? t('projector.points.buy') : null,
    shipping: {},
    submit(_form, item: AddItem, submitter) {
      return [only || submitter?.getAttribute('name') === BUY_FOR_POINTS ? { ...item, forPoints: true } : item];
    },
  };
}
