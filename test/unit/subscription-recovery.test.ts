// A period change cut short by a reload (spec §4.9: the basket's subscription products share one
// period): the old page's last call may land at the shop after the next page put the basket back.
// The recovery converges on the basket as it was before the change, whatever order the calls land
// in: the late add first, after the put-back, or between the recovery's read and its write. A fake
// shop answers the recovery's GraphQL calls; the clock is fake.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../src/core/bus.ts';
import type { Config } from '../../src/core/config.ts';
import type { Net } from '../../src/core/net.ts';
import type { SafeStorage } from '../../src/core/storage.ts';
import { JOURNAL_KEY, recoverSubscriptionBasket, SETTLE_MARGIN_MS, type Journal } from '../../src/core/subscription-basket.ts';

interface Line {
  id: string;
  period: string;
  quantity: number;
}

const PERIODS = [7, 14, 30];
const TIMEOUT_MS = 10_000;

/** The shop's basket, and what the GraphQL calls of the recovery do to it. */
function fakeShop(lines: Line[], hooks: { afterRead?: () => void } = {}) {
  const basket = [...lines];
  const graphql = {
    async call(label: string, _query: string, _schema: unknown, variables?: { r?: Array<Record<string, string>>; a?: Array<Record<string, unknown>> }) {
      if (label === 'query=setSubscriptionPeriodGetBasket') {
        const answer = {
          basket: {
            products: basket.map((l) => ({
              id: l.id,
              size: 'uniw',
              quantity: l.quantity,
              additional: '',
              basketGroupId: l.period === '0' ? null : l.period,
              bundleProducts: [],
              data: { subscription: { periods: PERIODS.map((d) => ({ daysInPeriod: d })) } },
            })),
            basketGroups: [...new Set(basket.map((l) => l.period))].filter((p) => p !== '0').map((p) => ({ id: p, subscription: { daysInPeriod: p } })),
          },
        };
        hooks.afterRead?.();
        return answer;
      }
      if (label === 'mutation=setSubscriptionPeriodRestoreProducts') {
        for (const r of variables?.r ?? []) {
          const at = basket.findIndex((l) => l.id === r.id && l.period === r.subscription);
          if (at >= 0) basket.splice(at, 1);
        }
        for (const a of variables?.a ?? []) basket.push({ id: String(a.id), period: String(a.subscription), quantity: Number(a.quantity) });
        return { removed: { status: 'success' }, added: { status: 'success' } };
      }
      throw new Error('unexpected call ' + label);
    },
  };
  const refreshed: string[][] = [];
  const net = { graphql, pageData: { refresh: async (s: string[]) => void refreshed.push(s) } } as unknown as Net;
  return { basket, net, refreshed, land: (l: Line) => basket.push(l) };
}

function memoryStorage(): SafeStorage {
  const m = new Map<string, string>();
  return {
    get: (k) => m.get(k) ?? null,
    set: (k, v) => (m.set(k, v), true),
    remove: (k) => void m.delete(k),
    keys: () => [...m.keys()],
    getJSON: (k) => (m.has(k) ? JSON.parse(m.get(k)!) : undefined),
    setJSON: (k, v) => (m.set(k, JSON.stringify(v)), true),
  };
}

const coffeeLine = { id: '1004', size: 'uniw', quantity: 2, additional: '', period: '7', bundleParts: [], periods: PERIODS };
const config = { language: 'pl', texts: {} } as unknown as Config;
const periods = (basket: Line[]) => [...new Set(basket.filter((l) => l.period !== '0').map((l) => l.period))];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/**
 * The old page moved the coffee from 7 to 14 days (both landed), sent the add of 1070 at 14 days,
 * and was reloaded 1 s later: its journal says so. The next page recovers.
 */
async function scenario(order: 'late-add-after-restore' | 'late-add-first' | 'late-add-between-read-and-write') {
  const sentAt = Date.now();
  const late: Line = { id: '1070', period: '14', quantity: 1 };
  let landBetween = order === 'late-add-between-read-and-write';
  const shop = fakeShop([{ id: '1004', period: '14', quantity: 2 }], {
    afterRead: () => {
      if (!landBetween) return;
      landBetween = false;
      shop.land(late);
    },
  });
  const local = memoryStorage();
  const journal: Journal = {
    before: [coffeeLine],
    item: { id: '1070', size: 'uniw' },
    at: sentAt - 2000,
    lastStepAt: sentAt,
    timeoutMs: TIMEOUT_MS,
    orphaned: true,
  };
  local.setJSON(JOURNAL_KEY, journal);
  if (order === 'late-add-first') shop.land(late);
  await vi.advanceTimersByTimeAsync(1000);
  const bus = createBus();
  const toasts: string[] = [];
  bus.on('toast:requested', ({ text }) => toasts.push(text));
  recoverSubscriptionBasket(shop.net, config, bus, local);
  await vi.advanceTimersByTimeAsync(0);
  // Put back at once, and the shopper told.
  expect(toasts).toHaveLength(1);
  if (order === 'late-add-after-restore') {
    await vi.advanceTimersByTimeAsync(4000);
    shop.land(late);
  }
  // Past the last call's time-out: the final check.
  await vi.advanceTimersByTimeAsync(TIMEOUT_MS + SETTLE_MARGIN_MS);
  return { shop, local, toasts };
}

describe('recovering an interrupted period change (§4.9)', () => {
  it.each(['late-add-after-restore', 'late-add-first', 'late-add-between-read-and-write'] as const)(
    'converges on the basket before the change: %s',
    async (order) => {
      const { shop, local, toasts } = await scenario(order);
      expect(shop.basket).toEqual([{ id: '1004', period: '7', quantity: 2 }]);
      expect(periods(shop.basket)).toEqual(['7']);
      expect(local.get(JOURNAL_KEY)).toBeNull();
      expect(toasts).toHaveLength(1);
    },
  );

  it('while a call may still land, the journal stays, marked as put back, so a page closed meanwhile leaves the check to the next one', async () => {
    const shop = fakeShop([{ id: '1004', period: '14', quantity: 2 }]);
    const local = memoryStorage();
    local.setJSON(JOURNAL_KEY, {
      before: [coffeeLine],
      item: { id: '1070', size: 'uniw' },
      at: Date.now() - 2000,
      lastStepAt: Date.now(),
      timeoutMs: TIMEOUT_MS,
      orphaned: true,
    } satisfies Journal);
    recoverSubscriptionBasket(shop.net, config, createBus(), local);
    await vi.advanceTimersByTimeAsync(0);
    expect(shop.basket).toEqual([{ id: '1004', period: '7', quantity: 2 }]);
    expect(local.getJSON<Journal>(JOURNAL_KEY)?.restored).toBe(true);
    // The next page, after the old call landed: no second toast, the basket put back again.
    shop.land({ id: '1070', period: '14', quantity: 1 });
    const bus = createBus();
    const toasts: string[] = [];
    bus.on('toast:requested', ({ text }) => toasts.push(text));
    recoverSubscriptionBasket(shop.net, config, bus, local);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS + SETTLE_MARGIN_MS);
    expect(shop.basket).toEqual([{ id: '1004', period: '7', quantity: 2 }]);
    expect(local.get(JOURNAL_KEY)).toBeNull();
    expect(toasts).toEqual([]);
    expect(shop.refreshed).toContainEqual(['Basket']);
  });

  it('two tabs opening at once take turns (Web Locks): the basket is put back once, not twice, and told once', async () => {
    // A lock manager as the browser's: one holder at a time, in the order asked.
    let chain: Promise<unknown> = Promise.resolve();
    const request = (_name: string, work: () => unknown) => {
      const run = chain.then(work);
      chain = run.catch(() => {});
      return run;
    };
    vi.stubGlobal('navigator', { locks: { request } });
    try {
      const shop = fakeShop([{ id: '1004', period: '14', quantity: 2 }]);
      const local = memoryStorage(); // one localStorage for both tabs
      local.setJSON(JOURNAL_KEY, {
        before: [coffeeLine],
        item: { id: '1070', size: 'uniw' },
        at: Date.now() - 2000,
        lastStepAt: Date.now(),
        timeoutMs: TIMEOUT_MS,
        orphaned: true,
      } satisfies Journal);
      const toasts: string[] = [];
      for (const _tab of [1, 2]) {
        const bus = createBus();
        bus.on('toast:requested', ({ text }) => toasts.push(text));
        recoverSubscriptionBasket(shop.net, config, bus, local);
      }
      await vi.advanceTimersByTimeAsync(0);
      expect(shop.basket).toEqual([{ id: '1004', period: '7', quantity: 2 }]);
      expect(toasts).toHaveLength(1);
      shop.land({ id: '1070', period: '14', quantity: 1 });
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS + SETTLE_MARGIN_MS);
      expect(shop.basket).toEqual([{ id: '1004', period: '7', quantity: 2 }]);
      expect(local.get(JOURNAL_KEY)).toBeNull();
      expect(toasts).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
