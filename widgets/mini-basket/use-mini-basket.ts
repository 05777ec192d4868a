// State of the mini-basket: the Basket bulk section (§3.6), kept fresh and never regressing.
// - `basket:changed` on the bus refreshes the section (coalesced) and tells other tabs;
// - another tab's signal refreshes it too (without telling anyone, so tabs never ping-pong);
// - an answer older than the one on screen (lower `version`) is ignored, so refreshes
//   answered out of order cannot bring back an old basket;
// - the last summary is cached in sessionStorage and shown before the first answer.
import { useEffect, useMemo, useRef, useState } from 'react';
import { BasketSection } from '../../src/core/schemas/basket.ts';
import { useBusEvent, useSection, useWidget } from '../../src/core/widget-context.tsx';
import { markupShowsCount, isNotOlder, signalIsNews, summaryOf, type BasketSummary } from '../../src/domain/basket.ts';
import { openBasketChannel, type BasketChannel } from './basket-channel.ts';
import { createRefreshQueue } from './refresh-queue.ts';
import { readSummary, writeSummary } from './summary-cache.ts';

export interface MiniBasketState {
  /** What the header shows: from the newest answer, else from the session cache. */
  summary: BasketSummary | undefined;
  /** The full basket for the panel, once an answer has arrived. */
  basket: BasketSection | undefined;
  /** Whether the server's basket link already shows this count. */
  markupShows(count: number): boolean;
}

function versionOf(data: unknown): number | undefined {
  const v = data && typeof data === 'object' ? (data as { version?: unknown }).version : undefined;
  return typeof v === 'number' ? v : undefined;
}

export function useMiniBasket(): MiniBasketState {
  const { net, session, local, element } = useWidget();
  const answer = useSection('Basket', BasketSection).data;

  const [shown, setShown] = useState<BasketSection | undefined>(undefined);
  if (answer && answer !== shown && isNotOlder(answer, shown)) setShown(answer);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  // The server markup's text, read before the first commit replaces it.
  const [markupText] = useState(() => element.textContent ?? '');
  // A cached summary the server markup contradicts is older than the page: not shown.
  const [cached] = useState(() => {
    const c = readSummary(session);
    return c && markupShowsCount(c.count, markupText) ? c : undefined;
  });
  useEffect(() => {
    if (shown) writeSummary(session, summaryOf(shown));
  }, [session, shown]);

  const channel = useRef<BasketChannel | undefined>(undefined);
  const queue = useMemo(
    () =>
      createRefreshQueue(
        async () => {
          const { pageData } = await net();
          await pageData.refresh(['Basket']);
          return versionOf(pageData.peek('Basket'));
        },
        (version, announce) => announce && channel.current?.post(version),
      ),
    [net],
  );
  useEffect(() => () => queue.stop(), [queue]);

  useEffect(() => {
    const ch = openBasketChannel((signal) => signalIsNews(signal, shownRef.current) && queue.request(false), local);
    channel.current = ch;
    return () => {
      channel.current = undefined;
      ch.close();
    };
  }, [local, queue]);

  // A sender that refreshed the section itself (the product form) leaves only the other tabs to tell:
  // the new basket already reached this widget through useSection.
  useBusEvent('basket:changed', (e) => {
    if (!e.refreshed) return queue.request(true);
    net().then(({ pageData }) => channel.current?.post(versionOf(pageData.peek('Basket'))));
  });

  return { summary: shown ? summaryOf(shown) : cached, basket: shown, markupShows: (count) => markupShowsCount(count, markupText) };
}
