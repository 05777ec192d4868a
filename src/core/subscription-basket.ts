// The basket steps of a subscription period change (spec §4.9, §7.4) and the journal that makes them
// safe. The steps are separate requests (get the basket, remove the subscription products, add them
// back with the new period, add the product), so a failure or a closed tab can fall between two of
// them (wcsatt#241: shoppers lost their basket that way). Before the first change the basket's lines
// are written to localStorage; the journal is cleared once the basket is as intended. A failure in
// the page puts the basket back at once (`restoreBasket`); a journal left by a closed tab is put back
// on the next page that loads the network (subscription-recovery.ts). Its own chunk: only a subscription product's page
// and a page after an interrupted change load it.
//
// A call the old page sent may still land after the basket was put back (the server finishes it
// though the tab is gone): §4.9 allows one period only, so the journal stays, marked `restored`,
// until the last call the change sent can no longer land (sent + its time-out + a margin); then the
// basket is read and put back once more if it moved, and the journal goes. Whatever order the calls
// land in, the basket ends as it was before the change.
import * as z from 'zod/mini';
import type { Bus } from './bus.ts';
import type { Config } from './config.ts';
import type { Net } from './net-api.ts';
import { safeStorage, type SafeStorage } from './storage.ts';
import { createTranslate } from './i18n.ts';
import { restorePlan, type BasketPlan, type SubscriptionLine } from '../domain/subscription-basket.ts';

/** Also named in subscription-recovery.ts, which looks for it without loading this chunk. */
export const JOURNAL_KEY = 'storefront:subscription-change';
/** A change still under way in another tab is left alone this long (four calls at most, each with its time-out). */
export const CHANGE_LIMIT_MS = 60_000;

// Ids and counts come as numbers or strings; read with Number() / String() (no z.pipe: it would add to the runtime kit).
const Num = z.union([z.number(), z.string()]);

const BasketAnswer = z.object({
  basket: z.object({
    products: z.array(
      z.looseObject({
        id: Num,
        size: Num,
        quantity: Num,
        additional: z.nullish(z.string()),
        basketGroupId: z.nullish(Num),
        bundleProducts: z.nullish(z.array(z.looseObject({ productId: Num, quantity: Num, bundledId: z.nullish(Num), sizeId: z.nullish(Num) }))),
        data: z.nullish(z.looseObject({ subscription: z.nullish(z.looseObject({ periods: z.nullish(z.array(z.looseObject({ daysInPeriod: Num }))) })) })),
      }),
    ),
    basketGroups: z.nullish(z.array(z.looseObject({ id: Num, subscription: z.nullish(z.looseObject({ daysInPeriod: z.nullish(Num) })) }))),
  }),
});

const BASKET_QUERY =
  '{ basket { products { id size quantity additional basketGroupId bundleProducts { productId quantity bundledId sizeId } data { subscription { periods { daysInPeriod } } } } basketGroups { id subscription { daysInPeriod } } } }';

/** §7.4 ?query=setSubscriptionPeriodGetBasket: the basket's lines, each with its period (from its §3.7 basket group). */
export async function getSubscriptionBasket(net: Net, signal?: AbortSignal): Promise<SubscriptionLine[]> {
  const { basket } = await net.graphql.call('query=setSubscriptionPeriodGetBasket', BASKET_QUERY, BasketAnswer, undefined, signal);
  const days = new Map((basket.basketGroups ?? []).map((g) => [String(g.id), g.subscription?.daysInPeriod]));
  return basket.products.map((p) => {
    const group = p.basketGroupId ? days.get(String(p.basketGroupId)) : null;
    return {
      id: String(p.id),
      size: String(p.size),
      quantity: Number(p.quantity),
      additional: p.additional ?? '',
      period: group ? String(group) : '0',
      bundleParts: (p.bundleProducts ?? []).map((b) => ({
        id: String(b.productId),
        size: String(b.sizeId ?? 'uniw'),
        quantity: Number(b.quantity),
        bundleProductId: String(b.bundledId ?? p.id),
      })),
      periods: (p.data?.subscription?.periods ?? []).map((x) => Number(x.daysInPeriod)),
    };
  });
}

const Result = z.nullish(
  z.looseObject({ status: z.nullish(z.string()), error: z.nullish(z.looseObject({ code: z.nullish(Num), message: z.nullish(z.string()) })) }),
);

/** A call the server answered with anything but success. */
export class BasketStepError extends Error {
  override name = 'BasketStepError';
}

function succeeded(results: Record<string, z.infer<typeof Result>>): void {
  for (const r of Object.values(results)) if (r?.status !== 'success') throw new BasketStepError(r?.error?.message ?? 'The basket call did not succeed');
}

const REMOVE = 'removeProductsFromBasket(ProductInput: $r) { status error { code message } }';
const ADD = 'addProductsToBasket(ProductInput: $a) { status error { code message } }';

/** §7.4 ?mutation=setSubscriptionPeriodRemoveProducts. */
export async function removeLines(net: Net, remove: BasketPlan['remove']): Promise<void> {
  succeeded(
    await net.graphql.call('mutation=setSubscriptionPeriodRemoveProducts', `mutation($r: [ProductInput!]!) { ${REMOVE} }`, z.record(z.string(), Result), {
      r: remove,
    }),
  );
}

/** §7.4 ?mutation=setSubscriptionPeriodAddProducts. */
export async function addLines(net: Net, add: BasketPlan['add']): Promise<void> {
  succeeded(
    await net.graphql.call('mutation=setSubscriptionPeriodAddProducts', `mutation($a: [ProductInput!]!) { ${ADD} }`, z.record(z.string(), Result), { a: add }),
  );
}

/** Puts back in one request (the mutations run in order): nothing is left half done by a lost connection between two. */
async function applyRestore(net: Net, plan: BasketPlan): Promise<void> {
  const fields = [plan.remove.length ? `removed: ${REMOVE}` : '', plan.add.length ? `added: ${ADD}` : ''].filter(Boolean);
  if (!fields.length) return;
  const args = [plan.remove.length ? '$r: [ProductInput!]!' : '', plan.add.length ? '$a: [ProductInput!]!' : ''].filter(Boolean).join(', ');
  succeeded(
    await net.graphql.call('mutation=setSubscriptionPeriodRestoreProducts', `mutation(${args}) { ${fields.join(' ')} }`, z.record(z.string(), Result), {
      r: plan.remove,
      a: plan.add,
    }),
  );
}

// ---------------------------------------------------------------- the journal

const Line = z.object({
  id: z.string(),
  size: z.string(),
  quantity: z.number(),
  additional: z.string(),
  period: z.string(),
  bundleParts: z.array(z.object({ id: z.string(), size: z.string(), quantity: z.number(), bundleProductId: z.string() })),
  periods: z.array(z.number()),
});

const Journal = z.object({
  before: z.array(Line),
  /** The product being added: its line is put back too. */
  item: z.object({ id: z.string(), size: z.string() }),
  at: z.number(),
  /** Its page has gone (pagehide) before the change ended. */
  orphaned: z.optional(z.boolean()),
  /** When the change's last basket call was sent, and the call time-out then (ms): until both have passed it may still land. */
  lastStepAt: z.optional(z.number()),
  timeoutMs: z.optional(z.number()),
  /** Put back once already (the shopper was told): the final check is left. */
  restored: z.optional(z.boolean()),
});
export type Journal = z.infer<typeof Journal>;

export function readJournal(local: SafeStorage): Journal | null {
  const raw = local.getJSON(JOURNAL_KEY);
  if (raw === undefined) return null;
  const r = Journal.safeParse(raw);
  if (r.success) return r.data;
  local.remove(JOURNAL_KEY);
  return null;
}

/** Writes the journal; false when storage refuses it (the change then runs without a net for a closed tab). */
export const writeJournal = (local: SafeStorage, journal: Journal): boolean => local.setJSON(JOURNAL_KEY, journal);
export const clearJournal = (local: SafeStorage): void => local.remove(JOURNAL_KEY);

/** Margin past a call's time-out before it is taken as never landing. */
export const SETTLE_MARGIN_MS = 2_000;

/** When no call of the change can land any more (a journal without its steps' times: at once). */
export const settlesAt = (j: Journal): number => (j.lastStepAt === undefined ? j.at : j.lastStepAt + (j.timeoutMs ?? 0) + SETTLE_MARGIN_MS);

/**
 * Puts the basket back as the journal has it, for the touched products only. The journal goes once
 * no call of the change can land any more; until then it stays, marked restored, for the final
 * check (recoverSubscriptionBasket). Resolves whether anything had to move. Throws (and keeps the
 * journal for the next page) when the shop cannot be reached.
 */
export async function restoreBasket(net: Net, local: SafeStorage, journal: Journal): Promise<boolean> {
  const now = await getSubscriptionBasket(net);
  const plan = restorePlan(journal.before, now, journal.item);
  await applyRestore(net, plan);
  if (Date.now() >= settlesAt(journal)) clearJournal(local);
  else writeJournal(local, { ...journal, restored: true });
  return plan.remove.length + plan.add.length > 0;
}

const texts = {
  pl: { 'subscription.restored': 'Zmiana okresu subskrypcji została przerwana, więc przywróciliśmy koszyk do stanu sprzed niej.' },
  it: { 'subscription.restored': "La modifica del periodo di abbonamento è stata interrotta, quindi abbiamo ripristinato il carrello com'era prima." },
  en: { 'subscription.restored': 'Changing the subscription period was interrupted, so we put your basket back as it was before.' },
};

/**
 * A page after an interrupted change (subscription-recovery.ts calls this when a journal is there), and the page whose
 * change failed: a journal whose page has gone, or older than CHANGE_LIMIT_MS, is put back and the
 * shopper is told once; a younger one may still be finishing in another tab, so it is looked at again
 * when its time is up. A journal put back already is checked again once no call can land any more.
 * Without Web Locks (browsers before 2022) two tabs opening at that moment may both put it back.
 */
export function recoverSubscriptionBasket(net: Net, config: Config, bus: Bus, local: SafeStorage = safeStorage('local')): void {
  const journal = readJournal(local);
  if (!journal) return;
  const again = (ms: number) => setTimeout(() => recoverSubscriptionBasket(net, config, bus, local), Math.max(0, ms));
  const wait = journal.at + CHANGE_LIMIT_MS - Date.now();
  if (!journal.orphaned && !journal.restored && wait > 0) return void again(wait);
  if (journal.restored && settlesAt(journal) > Date.now()) return void again(settlesAt(journal) - Date.now());
  // Two tabs take turns (Web Locks) and read the journal afresh: the second finds it put back or gone.
  const turn = () => {
    const now = readJournal(local);
    return now?.at === journal.at && !now.restored === !journal.restored ? restoreBasket(net, local, journal) : null;
  };
  const locks = globalThis.navigator?.locks;
  (locks ? locks.request(JOURNAL_KEY, turn) : Promise.resolve(turn())).then(
    (moved) => {
      if (moved === null) return void again(0); // another tab acted: what is left, if anything
      if (!journal.restored) {
        const t = createTranslate(config.language, texts, config.texts);
        bus.emit('toast:requested', { kind: 'info', text: t('subscription.restored') });
      }
      if (!journal.restored || moved)
        net.pageData.refresh(['Basket']).then(
          () => bus.emit('basket:changed', { source: 'subscription', refreshed: true }),
          () => {},
        );
      if (readJournal(local)) again(settlesAt(journal) - Date.now());
    },
    () => {}, // still unreachable: the journal stays for the next page
  );
}
