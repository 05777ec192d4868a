// State of the store stock dialog (§2.10): the chosen size (following `product:size-selected`),
// the sizeAvailability answer (fetched when the dialog first opens), the city filter and which
// store entries are expanded.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBusEvent, useWidget } from '../../src/core/widget-context.tsx';
import { citiesOf, isInStock } from '../../src/domain/stores.ts';
import { SIZE_AVAILABILITY, SizeAvailabilityData, type SizeAvailability, type StoreStock } from './schemas.ts';
import type { StoreStockProps } from './props.ts';

export type StockData = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; sizes: SizeAvailability[] };

export interface StoreEntry {
  key: string;
  stock: StoreStock;
  city: string;
  lat: number | null;
  lng: number | null;
}

export function storeKey(s: StoreStock, i: number): string {
  return String(s.stockInfo?.id ?? `${s.stockInfo?.name ?? ''}-${i}`);
}

export function useStoreStock(props: StoreStockProps) {
  const { net } = useWidget();
  const [sizeId, setSizeId] = useState<string | null>(props.sizeId ?? null);
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<StockData>({ status: 'idle' });
  const [city, setCity] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const abort = useRef<AbortController | null>(null);

  useBusEvent('product:size-selected', (e) => {
    if (String(e.productId) === String(props.productId)) setSizeId(e.sizeId);
  });

  const load = useCallback(() => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setData({ status: 'loading' });
    net()
      .then(({ graphql }) =>
        // §7.4: the product page labels this call ?mutation=projectorFormSizeAvailability.
        graphql.call('mutation=projectorFormSizeAvailability', SIZE_AVAILABILITY, SizeAvailabilityData, { productId: String(props.productId) }, ctrl.signal),
      )
      .then(
        (d) => !ctrl.signal.aborted && setData({ status: 'ready', sizes: d.sizeAvailability ?? [] }),
        () => !ctrl.signal.aborted && setData({ status: 'error' }),
      );
  }, [net, props.productId]);

  useEffect(() => () => abort.current?.abort(), []);

  const openDialog = useCallback(() => {
    setOpen(true);
    if (data.status === 'idle' || data.status === 'error') load();
  }, [data.status, load]);

  const sizes = data.status === 'ready' ? data.sizes : [];
  // A product with one size needs no choice.
  const effectiveSize = sizeId ?? (sizes.length === 1 ? sizes[0]!.id : null);
  const size = sizes.find((s) => s.id === effectiveSize);

  const all: StoreEntry[] = useMemo(
    () =>
      (size?.productSizeAvailableInStocks ?? []).filter(isInStock).map((stock, i) => ({
        key: storeKey(stock, i),
        stock,
        city: stock.stockInfo?.city ?? '',
        lat: stock.stockInfo?.latitude ?? null,
        lng: stock.stockInfo?.longitude ?? null,
      })),
    [size],
  );
  const cities = useMemo(() => citiesOf(all), [all]);
  const entries = useMemo(() => (city && cities.includes(city) ? all.filter((e) => e.city === city) : all), [all, city, cities]);

  const toggle = useCallback((key: string, force?: boolean) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (force ?? !prev.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  return {
    open,
    openDialog,
    closeDialog: () => setOpen(false),
    data,
    retry: load,
    sizes,
    sizeId: effectiveSize,
    chooseSize: (id: string) => {
      setSizeId(id);
      setExpanded(new Set());
    },
    cities,
    city: city && cities.includes(city) ? city : '',
    chooseCity: setCity,
    entries,
    expanded,
    toggle,
  };
}
