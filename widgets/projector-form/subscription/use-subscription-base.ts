// The price a period's rebate comes off (spec §3.8 subscription.max, §7.5): the Projector section's
// at once, then the chosen size's from the legacy endpoint with `&subscription=1`, cached in the
// session by URL like every legacy answer. An answer for another size is dropped; a failed one
// keeps the section's.
import { useEffect, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { ProductSubscription, SubscriptionAnswer } from './schema.ts';

const LEGACY_URL = '/ajax/projector.php';
const CACHE_PREFIX = 'storefront:projector:';

export function useSubscriptionBase(product: { id: string | number; subscription?: unknown }, sizeId: string | null, on: boolean): ProductSubscription | null {
  const { net, session } = useWidget();
  const [answer, setAnswer] = useState<{ url: string; base: ProductSubscription } | null>(null);
  const url = on && sizeId !== null ? LEGACY_URL + '?' + new URLSearchParams({ action: 'get', product: String(product.id), size: sizeId, get: 'sizeprices', subscription: '1' }).toString() : null;

  useEffect(() => {
    if (url === null) return;
    const abort = new AbortController();
    const keep = (data: unknown) => {
      const base = SubscriptionAnswer.safeParse(data);
      if (!base.success || !base.data.sizeprices?.subscription) return false;
      if (!abort.signal.aborted) setAnswer({ url, base: base.data.sizeprices.subscription });
      return true;
    };
    if (keep(session.getJSON(CACHE_PREFIX + url))) return;
    net()
      .then((n) => n.http.request(url, { method: 'GET', signal: abort.signal }, SubscriptionAnswer, LEGACY_URL))
      .then(({ data }) => keep(data) && session.setJSON(CACHE_PREFIX + url, data))
      .catch(() => {});
    return () => abort.abort();
  }, [url, net, session]);

  if (answer && answer.url === url) return answer.base;
  const section = ProductSubscription.safeParse(product.subscription);
  return section.success ? section.data : null;
}
