// The single batched, cached bulk request (spec §7.2, docs/design.md §5): every section asked for
// in the same task goes into one `POST /ajax/get.php` (request={JSON}); answers are cached and
// shared; `refresh(sections)` re-asks only those sections and tells their subscribers. Each section
// has one state (loading, success, error: a SectionQuery), held here and handed to every subscriber,
// in the way of TanStack Query's query state; readers keep no copy of their own.
import * as z from 'zod/mini';
import type { Bus } from './bus.ts';
import type { SectionName, ViewType } from './events.ts';
import type { Http } from './http.ts';
import { SchemaError } from './schema-errors.ts';
import { canFetchSection } from './sections.ts';
import { ProjectorSection } from './schemas/product.ts';
import { injectedSectionRequest } from '../domain/injected-sections.ts';

export const PAGE_DATA_URL = '/ajax/get.php';

/** Schemas of the sections widgets read; `null` = the server has nothing for this page. */
const SECTION_SCHEMAS: Record<SectionName, z.ZodMiniType> = {
  Projector: z.nullable(ProjectorSection),
  Basket: z.unknown(),
  Wishlist: z.unknown(),
  Comparers: z.unknown(),
  Snippets: z.unknown(),
  ToplayersAndWidgets: z.unknown(),
};

/** The page's first bulk request, sent by the loader before this code arrived (src/loader/first-bulk.ts). */
export interface FirstBulk {
  sections: readonly SectionName[];
  response: Promise<Response>;
}

export interface PageDataOptions {
  http: Http;
  bus: Bus;
  productId?: string | number;
  view: () => ViewType;
  location?: { pathname: string; search: string };
  /** Taken as this page's first request: its sections are not asked for again. */
  first?: FirstBulk;
}

/**
 * One section's state, the same object for every reader. `data` stays while the section is asked
 * again (renew) and after a failed ask that had an earlier answer: a reader shows it rather than fail.
 */
export type SectionQuery<T = unknown> =
  { status: 'idle'; data?: undefined } | { status: 'loading'; data?: T } | { status: 'success'; data: T } | { status: 'error'; error: unknown; data?: T };

const IDLE: SectionQuery = { status: 'idle' };

export interface PageData {
  /** Adds sections to the next batch (sent at the end of the current task). */
  prefetch(sections: readonly SectionName[]): void;
  get<T = unknown>(section: SectionName): Promise<T>;
  peek<T = unknown>(section: SectionName): T | undefined;
  /** The section's state now (idle: never asked for). */
  query(section: SectionName): SectionQuery;
  /** Every change of the section's state, from now on. */
  subscribe(section: SectionName, fn: (query: SectionQuery) => void): () => void;
  refresh(sections?: readonly SectionName[]): Promise<void>;
  /**
   * The page changed under these sections (a partial page navigation, §2.1): they are asked for
   * again in the next batch, with the new page's other sections (one request), and their
   * subscribers get the answer. The injected sections ask from then on for what the page adds.
   */
  renew(sections: readonly SectionName[]): Promise<void>;
  /** Requests sent so far; tests and the bench read it. */
  requestCount(): number;
  /**
   * The page now shows another product (a variant swapped in place, §2.1 / §2.10): the cached
   * Projector section is dropped, so the next `get('Projector')` asks for the new product.
   */
  setProduct(productId: string | number): void;
}

/** Sections waiting for one answer, with how to settle each reader. */
type Waiter = { resolve(v: unknown): void; reject(e: unknown): void; promise?: Promise<unknown> };
type Waiting = Map<SectionName, Waiter>;

/** A section's state, and the promise get() hands out for it (settled with the answer that state came from). */
type Entry = { query: SectionQuery; promise: Promise<unknown> };

/** Section params of §3.4 / §7.2. */
export function sectionParams(section: SectionName, o: Pick<PageDataOptions, 'productId' | 'view' | 'location'>, partial = false): object {
  if (section === 'Projector') return { format: 'json', params: { product: o.productId } };
  if (section === 'Snippets' || section === 'ToplayersAndWidgets') {
    const loc = o.location ?? globalThis.location;
    return injectedSectionRequest(o.view(), loc.pathname + loc.search, partial);
  }
  return {};
}

export function createPageData(options: PageDataOptions): PageData {
  let o = options;
  const entries = new Map<SectionName, Entry>();
  const listeners = new Map<SectionName, Set<(query: SectionQuery) => void>>();
  let batch: Waiting | null = null;
  let requests = 0;
  let partial = false;

  const skip = (s: SectionName) => !canFetchSection(s, o.productId);

  const Answer = z.record(z.string(), z.unknown());

  async function send(sections: readonly SectionName[]): Promise<Record<string, unknown>> {
    const request: Record<string, object> = {};
    for (const s of sections) request[s] = sectionParams(s, o, partial);
    requests++;
    const body = new URLSearchParams({ request: JSON.stringify(request) });
    const { data } = await o.http.request(PAGE_DATA_URL, { method: 'POST', body }, Answer, PAGE_DATA_URL);
    return data;
  }

  function parseSection(section: SectionName, answer: Record<string, unknown>): unknown {
    const r = SECTION_SCHEMAS[section].safeParse(answer[section] ?? null);
    if (!r.success) throw new SchemaError(PAGE_DATA_URL + ' ' + section, r.error.issues, answer[section]);
    return r.data;
  }

  function flush() {
    const current = batch;
    batch = null;
    if (current) deliver(current, send([...current.keys()]));
  }

  /** Hands one answer to every section that waits for it. */
  function deliver(current: Waiting, answered: Promise<Record<string, unknown>>) {
    answered.then(
      (answer) => {
        for (const [s, p] of current) {
          try {
            const data = parseSection(s, answer);
            // Renewed meanwhile (renew): the newer request's answer is the one to keep.
            if (entries.get(s)?.promise === p.promise) put(s, { status: 'success', data }, Promise.resolve(data));
            p.resolve(data);
          } catch (e) {
            failed(s, p, e);
          }
        }
      },
      (error) => {
        for (const [s, p] of current) failed(s, p, error);
      },
    );
  }

  /** A failed ask: the section's state says so (a later get() asks again), and its readers' promise rejects. */
  function failed(s: SectionName, p: Waiter, error: unknown) {
    const entry = entries.get(s);
    if (entry && entry.promise === p.promise) put(s, { status: 'error', error, data: entry.query.data }, entry.promise);
    p.reject(error);
  }

  function put(section: SectionName, query: SectionQuery, promise: Promise<unknown>) {
    entries.set(section, { query, promise });
    for (const fn of [...(listeners.get(section) ?? [])]) fn(query);
  }

  function enqueue(section: SectionName, into?: Waiting): Promise<unknown> {
    if (!into && !batch) {
      batch = new Map();
      setTimeout(flush, 0);
    }
    const target = into ?? batch!;
    const waiter = { resolve: (_: unknown) => {}, reject: (_: unknown) => {}, promise: undefined as Promise<unknown> | undefined };
    const promise = new Promise((resolve, reject) => Object.assign(waiter, { resolve, reject }));
    waiter.promise = promise;
    target.set(section, waiter);
    promise.catch(() => {}); // Failures reach whoever awaits get(); no unhandled rejection.
    put(section, { status: 'loading', data: entries.get(section)?.query.data }, promise);
    return promise;
  }

  // The loader's early request is this page's first: one request per page still (docs/design.md §5).
  const firstSections = o.first?.sections.filter((s) => !skip(s)) ?? [];
  if (o.first && firstSections.length) {
    const waiting: Waiting = new Map();
    for (const s of firstSections) enqueue(s, waiting);
    requests++;
    deliver(
      waiting,
      o.http.adopt(PAGE_DATA_URL, o.first.response, Answer, PAGE_DATA_URL).then((r) => r.data),
    );
  }

  function get<T>(section: SectionName): Promise<T> {
    if (skip(section)) return Promise.resolve(null as T);
    const entry = entries.get(section);
    // A section whose last ask failed is asked again.
    return (entry && entry.query.status !== 'error' ? entry.promise : enqueue(section)) as Promise<T>;
  }

  return {
    prefetch(sections) {
      for (const s of sections) if (!skip(s) && (entries.get(s)?.query.status ?? 'error') === 'error') enqueue(s);
    },
    get,
    peek<T>(section: SectionName) {
      const q = entries.get(section)?.query;
      return q?.status === 'success' ? (q.data as T) : undefined;
    },
    query: (section) => entries.get(section)?.query ?? IDLE,
    subscribe(section, fn) {
      let set = listeners.get(section);
      if (!set) listeners.set(section, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
      };
    },
    async refresh(sections) {
      const list = (sections ?? [...entries.keys()]).filter((s) => !skip(s));
      if (!list.length) return;
      const answer = await send(list);
      for (const s of list) {
        const data = parseSection(s, answer);
        put(s, { status: 'success', data }, Promise.resolve(data));
      }
      o.bus.emit('page-data:updated', { sections: list });
    },
    async renew(sections) {
      partial = true;
      const list = sections.filter((s) => !skip(s));
      // Renewed twice in one task: both wait for the one request already in the batch.
      const asked = list.map((s) => (batch?.has(s) ? entries.get(s)!.promise : enqueue(s)));
      await Promise.all(asked);
    },
    requestCount: () => requests,
    setProduct(productId) {
      if (productId === o.productId) return;
      o = { ...o, productId };
      // Dropped without telling its readers: the variant swap asks for the new product itself.
      entries.delete('Projector');
    },
  };
}
