// The set's price (spec §3.11 bundleprice, §7.5): every change of the items (checked, version,
// size) POSTs the bundle fields with `get=sizeprices,sizeavailability,sizedelivery,bundleprice,
// bundle`. An answer for an older choice never wins: each request aborts the one before, and only
// the latest one's answer is read. Choices are single clicks, so there is no debounce.
import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { amount, BundlePriceWire } from './schema.ts';
import { legacyPost } from './legacy-post.ts';

export type BundlePrice =
  | { status: 'calculating' }
  | { status: 'ready'; gross: number; net: number | null; percent: number | null; savedGross: number | null; savedNet: number | null }
  | { status: 'failed'; message: null; unreachable: boolean };

const SECTIONS = 'sizeprices,sizeavailability,sizedelivery,bundleprice,bundle';

/** `fields`: the bundle form fields (src/domain/bundle.ts bundleFields). */
export function useBundlePrice(productId: string | number, sizeId: string | null, fields: Array<[string, string]>): BundlePrice {
  const { net, reporter, name } = useWidget();
  const [state, setState] = useState<BundlePrice>({ status: 'calculating' });
  const latest = useRef(0);
  const key = JSON.stringify(fields);

  useEffect(() => {
    const id = ++latest.current;
    const abort = new AbortController();
    setState((s) => (s.status === 'calculating' ? s : { status: 'calculating' }));
    const query = { product: String(productId), ...(sizeId === null ? {} : { size: sizeId }), get: SECTIONS };
    net()
      .then((n) => legacyPost(n, query, JSON.parse(key) as Array<[string, string]>, BundlePriceWire, abort.signal))
      .then(
        ({ bundleprice: p }) => {
          if (id !== latest.current) return;
          const gross = amount(p?.price_gross);
          setState(
            gross === null
              ? { status: 'failed', message: null, unreachable: false }
              : {
                  status: 'ready',
                  gross,
                  net: amount(p?.price_net),
                  percent: amount(p?.percent_diff),
                  savedGross: amount(p?.amount_diff_gross),
                  savedNet: amount(p?.amount_diff_net),
                },
          );
        },
        (error: unknown) => {
          if (id !== latest.current || abort.signal.aborted) return;
          reporter.report(error, name);
          setState({ status: 'failed', message: null, unreachable: true });
        },
      );
    return () => abort.abort();
  }, [key, productId, sizeId, net, reporter, name]);

  return state;
}
