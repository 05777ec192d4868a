// §9.5 shipping time as text: "Zamów do HH:MM to wyślemy dzisiaj", tomorrow, "Wysyłka za N dni",
// or the weekday (with the date when weekAmount > 0). The rule is src/domain/shipping-time.ts.
import type { Translate } from '../../src/core/i18n.ts';
import { isFreeShipping, shippingWhen, type ShippingWhen } from '../../src/domain/shipping-time.ts';
import { pad } from '../../src/domain/pad.ts';
import { shippingInput } from './shipping-input.ts';
import type { Money, ShippingOption } from './view.ts';

export function shippingText(when: ShippingWhen, t: Translate): string {
  switch (when.kind) {
    case 'today-before':
      return t('projector.shipToday', { time: when.deadline });
    case 'tomorrow':
      return t('projector.shipTomorrow');
    case 'in-days':
      return t('projector.shipInDays', { days: when.days });
    case 'weekday': {
      const day = t('projector.day.' + (when.weekDay === 0 ? 7 : when.weekDay)); // 0 is Sunday too
      const d = when.date;
      return d ? t('projector.shipWeekdayDate', { day, date: `${pad(d.day)}.${pad(d.month)}.${d.year}` }) : t('projector.shipWeekday', { day });
    }
  }
}

/** A courier line of the shipping dialog (§2.10, §9.5): its cost ("Gratis!" for 0) and delivery time. */
export function shippingLine(o: ShippingOption, now: Date, money: Money, t: Translate): { cost: string; when: string } {
  const cost = o.cost?.value;
  return {
    cost: isFreeShipping(cost) ? t('projector.free') : cost != null ? money(cost) : (o.cost?.formatted ?? ''),
    when: o.deliveryTime ? shippingText(shippingWhen(shippingInput(o.deliveryTime), now), t) : '',
  };
}
