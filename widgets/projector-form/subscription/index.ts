// The subscription part of the product form (spec §3.1, §4.9, §7.4, §7.5, §9.3), in its own chunk:
// the form loads it with import() only for a product whose props carry `subscription`, so a plain
// product page does not download it (view.ts PartModule).
export { useSubscription as usePart, type SubscriptionState } from './use-subscription.ts';
export { SubscriptionFields as Fields } from './SubscriptionFields.tsx';
