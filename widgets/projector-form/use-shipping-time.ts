// The shipping line's text (§9.5). Its clock ticks every second while a today-shipment deadline
// is in play, so "Zamów do HH:MM" gives way to the next label as soon as the deadline passes,
// and every minute otherwise (the weekday changes at midnight).
import { useWidget } from '../../src/core/widget-context.tsx';
import { shippingWhen, type ShippingTimeInput } from '../../src/domain/shipping-time.ts';
import { shippingText } from './shipping-text.ts';
import { useNow } from './use-now.ts';

export function useShippingTime(input: ShippingTimeInput | null): string | null {
  const { t } = useWidget();
  const now = useNow(input ? (input.todayShipmentDeadline ? 1_000 : 60_000) : null);
  return input ? shippingText(shippingWhen(input, now), t) : null;
}
