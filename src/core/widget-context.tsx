// Hooks that connect a widget to the page: its services, texts, bus events and bulk data.
// A hook owns state; components only render (docs/design.md §4).
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { BusEvents } from './events.ts';
import type { SectionName } from './events.ts';
import type { Translate } from './i18n.ts';
import type { Services } from './services.ts';
import { parseOrThrow } from './schema-errors.ts';
import { canFetchSection } from './sections.ts';
import type { ServerMarkup } from './server-markup.ts';
import type { ProjectorSection } from './schemas/product.ts';
import type { SectionQuery } from './page-data.ts';

export interface WidgetContextValue extends Services {
  name: string;
  element: HTMLElement;
  t: Translate;
  /** The marker's original server markup (see <ServerMarkupSlot/>). */
  markup: ServerMarkup;
  /** The bulk sections the widget read, for the inspector (`StorefrontWidgets.inspect()`). */
  read: Set<SectionName>;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);
export const WidgetProvider = WidgetContext.Provider;

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() called outside a mounted widget');
  return value;
}

/**
 * Subscribes for the component's lifetime; the latest handler is always called. A layout
 * effect, so that a widget the loader reports as mounted already hears every event.
 */
export function useBusEvent<K extends keyof BusEvents>(event: K, handler: (payload: BusEvents[K]) => void): void {
  const { bus, lastEvent } = useWidget();
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    const off = bus.on(event, (p) => latest.current(p));
    // Product state sent before this widget mounted (services.ts STATE_EVENTS) is replayed once.
    const last = lastEvent(event);
    if (last !== undefined) latest.current(last);
    return off;
  }, [bus, event, lastEvent]);
}

export type SectionState<T> = { status: 'loading'; data?: undefined } | { status: 'ready'; data: T };

/**
 * Reads a bulk section (§7.2), parses it with the widget's `schema` (the fields it uses) and
 * follows refreshes. A failed request, or an answer that fails the schema, is thrown into the
 * widget's error boundary, which puts the server markup back; the error names the path, e.g.
 * `/ajax/get.php Basket.products.0.name: expected string, got number`. Without a schema the
 * section is taken as page-data checked it (the Projector section: see `useProjector`).
 */
export function useSection<T>(section: SectionName, schema: z.ZodMiniType<T> | undefined, enabled = true): SectionState<T> {
  const { net, config, read } = useWidget();
  if (enabled) read.add(section);
  // A widget that needs the product's data on a page whose config names no product would show an
  // empty box; it fails instead, so the server markup comes back and the console says what to set.
  if (enabled && !canFetchSection(section, config.page.productId)) throw new Error('needs config page.productId to read the ' + section + ' section');
  // The store's state of the section (page-data's SectionQuery), not a copy: null until the network code is in.
  const [query, setQuery] = useState<SectionQuery | { status: 'error'; error: unknown } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let off = () => {};
    net().then(
      ({ pageData }) => {
        if (!live) return;
        off = pageData.subscribe(section, setQuery);
        const now = pageData.query(section);
        setQuery(now);
        // Not asked for yet, or the last ask failed: ask (get() shares an ask already on its way).
        if (now.status === 'idle' || now.status === 'error') pageData.get(section).catch(() => {});
      },
      (error: unknown) => live && setQuery({ status: 'error', error }),
    );
    return () => {
      live = false;
      off();
    };
  }, [net, section, enabled]);
  const data = query && 'data' in query ? query.data : undefined;
  const has = query !== null && (query.status === 'success' || data !== undefined);
  const parsed = useMemo<SectionState<T>>(
    () => (has ? { status: 'ready', data: schema ? parseOrThrow(schema, data, '/ajax/get.php ' + section) : (data as T) } : { status: 'loading' }),
    [has, data, schema, section],
  );
  // A failed ask with no earlier answer goes to the widget's error boundary; with one, the widget keeps it.
  if (query?.status === 'error' && !has) throw query.error;
  return parsed;
}

/** The Projector section as page-data has already checked it (src/core/schemas/product.ts): no second parse. */
export const useProjector = (enabled = true): SectionState<ProjectorSection | null> => useSection<ProjectorSection | null>('Projector', undefined, enabled);
