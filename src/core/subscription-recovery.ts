// §4.9: a subscription period change cut short (a closed tab) left its journal: the next page that
// loads the network puts the basket back, whatever widgets it has (the basket page too). Only the
// look at the journal is here; the recovery itself (subscription-basket.ts) loads only when the
// journal is there.
import type { Bus } from './bus.ts';
import type { Config } from './config.ts';
import type { Net } from './net-api.ts';
import { safeStorage } from './storage.ts';

/** subscription-basket.ts JOURNAL_KEY, named here so that a page without a journal never loads that chunk. */
const JOURNAL_KEY = 'storefront:subscription-change';

export function recoverInterruptedChange(net: Net, config: Config, bus: Bus) {
  if (safeStorage('local').get(JOURNAL_KEY))
    import('./subscription-basket.ts').then(
      (m) => m.recoverSubscriptionBasket(net, config, bus),
      () => {},
    );
}
