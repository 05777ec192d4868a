// What the form shows for the chosen size: the section's size (§3.9) with the legacy answer's
// fresher prices and availability (§3.11) on top, read for the shop's price type. Pure.
import type { PriceType } from '../../src/core/schemas/price-type.ts';
import type { LegacyProjectorAnswer } from '../../src/core/schemas/legacy-projector.ts';
import type { ShippingTimeInput } from '../../src/domain/shipping-time.ts';
import { shippingInput } from './shipping-input.ts';
import type { SizeView } from './view.ts';

export interface SizeFigures {
  /** Stock; -1 = no limit (§9.5). */
  amount: number;
  /** Availability status (§3.9), e.g. "order" or "disable". */
  status: string | undefined;
  /** Availability text. */
  description: string;
  /** Delivery date for the availability text. */
  deliveryDate: string | undefined;
  /** For the §4.8 phone-price rule; null = the size has no availability. */
  availability: { descriptionTel?: string; iconTel?: string } | null;
  /** The size's price is "call for price" (§4.8). */
  phonePrice: boolean;
  /** Shipping time (§9.5); null = none known. */
  shipping: ShippingTimeInput | null;
  /** Current unit price in the price type. */
  price: number | null;
  /** Gross unit price, for the bus. */
  gross: number | null;
  /** Net unit price, for the bus. */
  net: number | null;
  /** Price before the discount, in the price type. */
  max: number | null;
  /** Advance price, in the price type. */
  advance: number | null;
  /** Suggested retail price, in the price type. */
  suggested: number | null;
}

type Priced = { gross?: { value?: number | undefined } | undefined; net?: { value?: number | undefined } | undefined } | null | undefined;
const pick = (p: Priced, type: PriceType): number | null => p?.[type]?.value ?? null;
const byType = (type: PriceType, gross: number | null | undefined, net: number | null | undefined): number | null => (type === 'net' ? net : gross) ?? null;

export function sizeFigures(size: SizeView, legacy: LegacyProjectorAnswer | null, type: PriceType): SizeFigures {
  const p = size.price;
  const a = size.availability;
  const st = size.shippingTime;
  const lp = legacy?.sizeprices;
  const la = legacy?.sizeavailability;
  const ls = la?.shipping_time;
  const gross = lp?.value ?? pick(p?.price, 'gross');
  const net = lp?.price_net ?? pick(p?.price, 'net');
  // The legacy answer's snake_case fields, else the section's (§3.11, §3.9).
  const shipping: ShippingTimeInput | null = ls
    ? shippingInput({
        time: ls,
        weekDay: ls.week_day,
        weekAmount: ls.week_amount,
        today: ls.today,
        unknownTime: la?.delay_time?.unknown_delivery_time ?? st?.unknownTime,
        todayShipmentDeadline: ls.today_shipment_deadline,
      })
    : st
      ? shippingInput(st)
      : null;
  return {
    amount: legacy?.size?.amount ?? size.amount ?? -1,
    status: la?.status ?? a?.status ?? undefined,
    description: la?.status_description ?? a?.description ?? '',
    deliveryDate: la?.delivery_date ?? a?.delivery_date ?? undefined,
    availability: a ? { descriptionTel: la?.status_description_tel ?? a.descriptionTel ?? undefined, iconTel: a.iconTel ?? undefined } : null,
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
