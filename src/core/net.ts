// Network services, loaded on first use so that pages whose widgets need no data (a listing
// with inline props) never download ky or the page-data code.
import type { Bus } from './bus.ts';
import type { Config } from './config.ts';
import type { ViewType } from './events.ts';
import { createGraphql } from './graphql.ts';
import { createHttp } from './http.ts';
import type { Net } from './net-api.ts';
import { createPageData, type FirstBulk } from './page-data.ts';

import { recoverInterruptedChange } from './subscription-recovery.ts';

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
  // §4.9: the next page that loads the network puts back a basket an interrupted change left.
  recoverInterruptedChange(net, config, bus);
  return net;
}
