// Network services, loaded on first use so that pages whose widgets need no data (a listing
// with inline props) never download ky or the page-data code.
import type { Bus } from './bus.ts';
import type { Config } from './config.ts';
import type { ViewType } from './events.ts';
import { createGraphql } from './graphql.ts';
import { createHttp } from './http.ts';
import type { Net } from './net-api.ts';
import { createPageData, type FirstBulk } from './page-data.ts';
import { safeStorage } from './storage.ts';

export type { Net };

export function createNet(config: Config, bus: Bus, view: () => ViewType, first?: FirstBulk): Net {
  // §7.1: every answer of every call (the first bulk request adopted too) is looked at for the
  // tracking-events header, in one place: the http layer's onAnswer.
  const http = createHttp({ timeoutMs: config.timeoutMs, onAnswer: (headers, url) => graphql.track(headers, url) });
  const graphql = createGraphql({ http, url: config.graphqlUrl, nonce: config.nonce });
  const net: Net = {
    http,
    graphql,
    pageData: createPageData({ http, bus, productId: config.page.productId, view, ...(first ? { first } : {}) }),
  };
  // §4.9: a subscription period change cut short (a closed tab) left its journal: put the basket back.
  // The key is subscription-basket.ts JOURNAL_KEY; that chunk loads only when the journal is there.
  if (safeStorage('local').get('storefront:subscription-change'))
    import('./subscription-basket.ts').then(
      (m) => m.recoverSubscriptionBasket(net, config, bus),
      () => {},
    );
  return net;
}
