// What the form shows for the chosen size: the section's size (§3.9) with the legacy answer's
// fresher prices and availability (§3.11) on top, read for the shop's price type. Pure.
import type { PriceType } from '../../src/core/schemas/price-type.ts';
import type { LegacyProjectorAnswer } from '../../src/core/schemas/legacy-projector.ts';
import type { ShippingTimeInput } from '../../src/domain/shipping-time.ts';
import type { SizeView } from './use-product.ts';

export interface SizeFigures {
  amount: number;
  status: string | undefined;
  description: string;
  deliveryDate: string | undefined;
  /** For the §4.8 phone-price rule; null = the size has no availability. */
  availability: { descriptionTel?: string; iconTel?: string } | null;
  phonePrice: boolean;
  shipping: ShippingTimeInput | null;
  /** Current unit price in the price type, and both types for the bus. */
  price: number | null;
  gross: number | null;
  net: number | null;
  max: number | null;
  advance: number | null;
  suggested: number | null;
}

type Priced = { gross?: { value?: number | undefined } | undefined; net?: { value?: number | undefined } | undefined } | null | undefined;
const pick = (p: Priced, type: PriceType): number | null => p?.[type]?.value ?? null;
const byType = (type: PriceType, gross: number | null | undefined, net: number | null | undefined): number | null => (type === 'net' ? net : gross) ?? null;
const str = (s: string | null | undefined): string | undefined => (s == null ? undefined : s);

export function sizeFigures(size: SizeView, legacy: LegacyProjectorAnswer | null, type: PriceType): SizeFigures {
  const p = size.price;
  const a = size.availability;
  const st = size.shippingTime;
  const lp = legacy?.sizeprices;
  const la = legacy?.sizeavailability;
  const ls = la?.shipping_time;
  const gross = lp?.value ?? pick(p?.price, 'gross');
  const net = lp?.price_net ?? pick(p?.price, 'net');
  const shipping: ShippingTimeInput | null = ls
    ? {
        time: { days: ls.days ?? 0, hours: ls.hours ?? 0, minutes: ls.minutes ?? 0 },
        weekDay: ls.week_day ?? 0,
        weekAmount: ls.week_amount ?? 0,
        today: ls.today ?? false,
        unknownTime: la?.delay_time?.unknown_delivery_time ?? st?.unknownTime ?? false,
        todayShipmentDeadline: str(ls.today_shipment_deadline),
      }
    : st
      ? {
          time: { days: st.time?.days ?? 0, hours: st.time?.hours ?? 0, minutes: st.time?.minutes ?? 0 },
          weekDay: st.weekDay ?? 0,
          weekAmount: st.weekAmount ?? 0,
          today: st.today ?? false,
          unknownTime: st.unknownTime ?? false,
          todayShipmentDeadline: str(st.todayShipmentDeadline),
        }
      : null;
  return {
    amount: legacy?.size?.amount ?? size.amount ?? -1,
    status: str(la?.status ?? a?.status),
    description: str(la?.status_description ?? a?.description) ?? '',
    deliveryDate: str(la?.delivery_date ?? a?.delivery_date),
    availability: a ? { descriptionTel: str(la?.status_description_tel ?? a.descriptionTel), iconTel: str(a.iconTel) } : null,
    phonePrice: size.phone_price === true,
    shipping,
    price: type === 'net' ? net : gross,
    gross,
    net,
    max: byType(type, lp?.maxprice, lp?.maxprice_net) ?? pick(p?.max, type),
    advance: pick(p?.advancePrice, type),
    suggested: byType(type, lp?.srp, lp?.srp_net) ?? pick(p?.suggested, type),
  };
}
