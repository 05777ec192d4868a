// State of the store stock dialog (§2.10): the chosen size (following `product:size-selected`),
// the sizeAvailability answer (fetched when the dialog first opens), the city filter and which
// store entries are expanded.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBusEvent, useWidget } from '../../src/core/widget-context.tsx';
import { citiesOf, isInStock } from '../../src/domain/stores.ts';
import { SIZE_AVAILABILITY, SizeAvailabilityData, type SizeAvailability, type StoreStock } from './schema.ts';
import type { StoreStockProps } from './props.ts';

/** The sizeAvailability answer: not asked yet, loading, failed, or the sizes with their stores. */
export type StockData = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; sizes: SizeAvailability[] };

/** A store that has the chosen size. */
export interface StoreEntry {
  /** The store's id (or its name and position): the list's and the map's key. */
  key: string;
  /** The store's stock as the server sent it: quantity, unit, status and the store's details. */
  stock: StoreStock;
  /** The store's city; '' when unknown. */
  city: string;
  /** Latitude; null when the store has no position (it is then not on the map). */
  lat: number | null;
  /** Longitude; null when the store has no position. */
  lng: number | null;
}

/** The dialog's state, for StoreStock.tsx. */
export interface StoreStockState {
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens the dialog; the first opening (or one after a failure) asks the server. */
  openDialog(): void;
  /** Closes the dialog. */
  closeDialog(): void;
  /** The sizeAvailability answer. */
  data: StockData;
  /** Asks the server again after a failure. */
  retry(): void;
  /** The product's sizes; empty before the answer. */
  sizes: SizeAvailability[];
  /** The chosen size: the page's or the shopper's, or the only one; null when none is. */
  sizeId: string | null;
  /** Chooses a size and folds every store. */
  chooseSize(id: string): void;
  /** The cities of the stores that have the size, in Polish order. */
  cities: string[];
  /** The chosen city; '' for all (also when the size has no store there). */
  city: string;
  /** Chooses a city ('' for all). */
  chooseCity(city: string): void;
  /** The stores listed: those that have the size, in the chosen city. */
  entries: StoreEntry[];
  /** Keys of the stores whose details are shown. */
  expanded: ReadonlySet<string>;
  /** Shows or hides a store's details; `force` true shows them. */
  toggle(key: string, force?: boolean): void;
}

export function storeKey(s: StoreStock, i: number): string {
  return String(s.stockInfo?.id ?? `${s.stockInfo?.name ?? ''}-${i}`);
}

export function useStoreStock(props: StoreStockProps): StoreStockState {
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
