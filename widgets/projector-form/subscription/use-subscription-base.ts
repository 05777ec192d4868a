// The price a period's rebate comes off (spec §3.8 subscription.max, §7.5): the Projector section's
// at once, then the chosen size's from the legacy endpoint with `&subscription=1` (the form's
// session-cached GET, PartInput.legacy). An answer for another size is dropped; a failed one keeps
// the section's.
import { useEffect, useState } from 'react';
import type { PartInput } from '../view.ts';
import { ProductSubscription, SubscriptionAnswer } from './schema.ts';

export function useSubscriptionBase(
  product: { id: string | number; subscription?: unknown },
  sizeId: string | null,
  on: boolean,
  legacy: PartInput['legacy'],
): ProductSubscription | null {
  const [answer, setAnswer] = useState<{ url: string; base: ProductSubscription } | null>(null);
  const url =
    on && sizeId !== null
      ? '/ajax/projector.php?' +
        new URLSearchParams({ action: 'get', product: String(product.id), size: sizeId, get: 'sizeprices', subscription: '1' }).toString()
      : null;

  useEffect(() => {
    if (url === null) return;
    const abort = new AbortController();
    legacy(url, SubscriptionAnswer, abort.signal).then(
      (data) => !abort.signal.aborted && data.sizeprices?.subscription && setAnswer({ url, base: data.sizeprices.subscription }),
      () => {},
    );
    return () => abort.abort();
    // `legacy` is a new function each render of the form; the URL says everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  if (answer && answer.url === url) return answer.base;
  const section = ProductSubscription.safeParse(product.subscription);
  return section.success ? section.data : null;
}
