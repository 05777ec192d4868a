// A size's fresh prices and availability from the legacy endpoint (§7.5), asked for whenever the
// chosen size changes. The section's own data shows at once; the answer replaces it when it comes.
// An answer for a size that is no longer chosen is dropped, and a failed request keeps the
// section's data (the form still works; the server checks the basket anyway). When the Projector
// section is asked again (a rebate code or the region changed the session's prices, §4.3, §4.8),
// the session's cached answers are dropped and the chosen size is asked again.
import { useEffect, useState } from 'react';
import type { LegacyProjectorAnswer } from '../../src/core/schemas/legacy-projector.ts';
import { useBusEvent, useWidget } from '../../src/core/widget-context.tsx';
import { forgetLegacy, legacyGet, sizeDataUrl } from './legacy.ts';

export function useSizeData(productId: string | number, serverSizeId: string | null): LegacyProjectorAnswer | null {
  const { net, session } = useWidget();
  const [answer, setAnswer] = useState<{ key: string; data: LegacyProjectorAnswer } | null>(null);
  const [refreshed, setRefreshed] = useState(0);
  const key = serverSizeId === null ? null : sizeDataUrl(productId, serverSizeId);

  useBusEvent('page-data:updated', ({ sections }) => {
    if (!sections.includes('Projector')) return;
    forgetLegacy(session);
    setRefreshed((n) => n + 1);
  });

  useEffect(() => {
    if (key === null) return;
    const abort = new AbortController();
    net()
      .then((n) => legacyGet(n, session, key, abort.signal))
      .then(
        (data) => !abort.signal.aborted && setAnswer({ key, data }),
        () => {},
      );
    return () => abort.abort();
  }, [key, net, session, refreshed]);

  return answer && answer.key === key ? answer.data : null;
}
