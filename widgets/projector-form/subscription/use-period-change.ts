// Adding a subscription when the basket's subscription runs with another period (spec §4.9, §7.4):
// the basket is fetched (?query=setSubscriptionPeriodGetBasket) and the periods that every
// subscription product and this one share are worked out. With none in common an error dialog shows
// (closing it cancels); otherwise a dialog lets the shopper pick one, the subscription products are
// removed and added back with it (…RemoveProducts, then …AddProducts), and the form's product is
// added. No subscription in the basket, or the same period: the product is added directly.
//
// Nothing may be lost (wcsatt#241): the basket's lines are journalled before the first change
// (src/core/subscription-basket.ts). Any failure after that puts the basket back as it was and says
// so in one sentence; a closed tab marks the journal so that the next page puts it back.
import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import {
  addLines,
  clearJournal,
  getSubscriptionBasket,
  readJournal,
  recoverSubscriptionBasket,
  removeLines,
  restoreBasket,
  writeJournal,
  type Journal,
} from '../../../src/core/subscription-basket.ts';
import { basketPeriod, changePlan, commonPeriods, type SubscriptionLine } from '../../../src/domain/subscription-basket.ts';
import type { AddItem, PartInput } from '../view.ts';

/** The dialog on screen: a common period to pick, or none to be had. */
export type PeriodDialog =
  (({ kind: 'choose'; periods: number[]; current: string; chosen: number } | { kind: 'no-common' }) & { opener: HTMLElement | null }) | null;
/** What the shopper is told after a failure (one sentence); null = nothing. */
export type ChangeNotice = 'unchecked' | 'restored' | 'unrestored' | null;

export interface PeriodChange {
  dialog: PeriodDialog;
  notice: ChangeNotice;
  busy: boolean;
  /** Adds a subscription item (its `subscription` set), checking the basket's period first; focus returns to `opener`. */
  start(item: AddItem, opener: HTMLElement | null): void;
  /** The period picked in the dialog. */
  pick(days: number): void;
  /** Moves the basket to the picked period, then adds the product. */
  confirm(): void;
  /** Closes a dialog: nothing changes. */
  cancel(): void;
}

export function usePeriodChange(add: PartInput['add'], own: number[], onPeriod: (days: number) => void): PeriodChange {
  const { net, local, bus, name, config } = useWidget();
  const [dialog, setDialog] = useState<PeriodDialog>(null);
  const [notice, setNotice] = useState<ChangeNotice>(null);
  const [busy, setBusy] = useState(false);
  // Refs, not state: a double click lands before the re-render.
  const running = useRef(false);
  const pending = useRef<{ item: AddItem; lines: SubscriptionLine[] } | null>(null);
  const journal = useRef<Journal | null>(null);

  // A tab closed mid-change: the journal is marked, so the next page puts the basket back at once.
  useEffect(() => {
    const hide = () => {
      if (journal.current && readJournal(local)) writeJournal(local, { ...journal.current, orphaned: true });
    };
    addEventListener('pagehide', hide);
    return () => removeEventListener('pagehide', hide);
  }, [local]);

  const run = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const start = (item: AddItem, opener: HTMLElement | null) =>
    void run(async () => {
      const n = await net();
      const lines = await getSubscriptionBasket(n).catch(() => null);
      if (!lines) return setNotice('unchecked');
      const current = basketPeriod(lines);
      if (!current || current === item.subscription) return void (await add([item]));
      const common = commonPeriods(lines, own);
      pending.current = { item, lines };
      const wanted = Number(item.subscription);
      setDialog(
        common.length
          ? { kind: 'choose', periods: common, current, chosen: common.includes(wanted) ? wanted : common[0]!, opener }
          : { kind: 'no-common', opener },
      );
    });

  const confirm = () => {
    const p = pending.current;
    if (!p || dialog?.kind !== 'choose') return;
    const period = String(dialog.chosen);
    const stays = period === dialog.current;
    setDialog(null);
    void run(async () => {
      // The basket's own period picked: nothing to move, the product joins it.
      if (stays) {
        if (await add([{ ...p.item, subscription: period }])) onPeriod(Number(period));
        pending.current = null;
        return;
      }
      const n = await net();
      let j: Journal = { before: p.lines, item: { id: String(p.item.id), size: p.item.size }, at: Date.now(), timeoutMs: config.timeoutMs };
      // Each step's sending is journalled: until its time-out has passed it may still land (§4.9).
      const sending = () => {
        j = { ...j, lastStepAt: Date.now() };
        journal.current = j;
        writeJournal(local, j);
      };
      sending();
      try {
        const plan = changePlan(p.lines, period);
        await removeLines(n, plan.remove);
        sending();
        await addLines(n, plan.add);
        sending();
        // The form's own call: on failure it shows its §8.2 text by the button.
        if (!(await add([{ ...p.item, subscription: period }]))) throw new Error('adding the product failed');
        clearJournal(local);
        onPeriod(Number(period));
      } catch {
        const back = await restoreBasket(n, local, j).then(
          () => true,
          () => false,
        );
        setNotice(back ? 'restored' : 'unrestored');
        // A call that timed out here may still land at the shop: the final check follows it.
        if (back) recoverSubscriptionBasket(n, config, bus, local);
        n.pageData.refresh(['Basket']).then(
          () => bus.emit('basket:changed', { source: name, refreshed: true }),
          () => {},
        );
      } finally {
        journal.current = null;
        pending.current = null;
      }
    });
  };

  const cancel = () => {
    pending.current = null;
    setDialog(null);
  };

  const pick = (days: number) => setDialog((d) => (d?.kind === 'choose' ? { ...d, chosen: days } : d));

  return { dialog, notice, busy, start, pick, confirm, cancel };
}
