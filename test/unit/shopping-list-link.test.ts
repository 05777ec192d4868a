// The §7.3 createShoppingList call against the development shop in-process (its query is checked by the
// shop's GraphQL schema), its outcomes (never thrown: silent, §7.3), and the dev shop's side: the list
// kept in the session with its name, /shoppinglist.php showing it, and the header's shopping-list link
// marked empty (the widget's marker) only while the session has no list (§2.5).
import { beforeEach, describe, expect, it } from 'vitest';
import { createGraphql } from '../../src/core/graphql.ts';
import { createHttp } from '../../src/core/http.ts';
import type { Net } from '../../src/core/net.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { createShoppingList } from '../../widgets/shopping-list-link/create-list.ts';

const ORIGIN = 'http://localhost';
const LABEL = '/graphql/v1/?query=createShoppingList';
let shop: Shop;
beforeEach(() => {
  shop = createShop({ singleSession: true });
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const session = () => shop.state.sessions.get('default-session');

/** The network services over the shop; `answer` replaces the shop's answer to the call. */
function netWith(o: { fault?: string; answer?: () => Response | Promise<Response> } = {}): () => Promise<Net> {
  const http = createHttp({
    timeoutMs: 200,
    fetch: async (input, init) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      if (o.fault) req.headers.set('x-fixture-fault', o.fault);
      if (o.answer && req.url.endsWith(LABEL)) return o.answer();
      return shop.handle(req);
    },
  });
  const net = { http, graphql: createGraphql({ http, url: ORIGIN + '/graphql/v1/' }) } as Net;
  return async () => net;
}

const page = async (path: string) => (await shop.handle(new Request(ORIGIN + path, { headers: { accept: 'text/html' } }))).text();

describe('createShoppingList (§7.3)', () => {
  it('a list is made with the name given: true, and the session has it', async () => {
    expect(await createShoppingList(netWith(), 'Lista zakupowa')).toBe(true);
    expect(session()?.shoppingLists).toEqual([{ id: 1, name: 'Lista zakupowa', items: [] }]);
    expect(await createShoppingList(netWith(), 'Lista della spesa')).toBe(true);
    expect(session()?.shoppingLists.map((l) => l.id)).toEqual([1, 2]);
  });

  it.each<[string, Parameters<typeof netWith>[0]]>([
    ['the shop refuses (status "error": an empty name)', {}],
    ['the shop answers 500', { fault: '500@' + LABEL }],
    ['the answer is not JSON', { fault: 'malformed@' + LABEL }],
    ['no answer in time', { fault: 'timeout@' + LABEL }],
    ['the network fails', { answer: () => Promise.reject(new TypeError('Failed to fetch')) }],
    ['a GraphQL error', { answer: () => json({ errors: [{ message: 'nope', extensions: { code: 'INTERNAL' } }] }) }],
    ['an answer that fails its schema', { answer: () => json({ data: { shoppingListCreate: { status: 7 } } }) }],
    ['success without an id', { answer: () => json({ data: { shoppingListCreate: { status: 'success', id: null } } }) }],
    ['no result', { answer: () => json({ data: { shoppingListCreate: null } }) }],
  ])('%s: false, never thrown', async (what, o) => {
    expect(await createShoppingList(netWith(o), what.includes('empty name') ? ' ' : 'Lista zakupowa')).toBe(false);
    expect(session()?.shoppingLists ?? []).toEqual([]);
  });

  it('the network chunk that does not load: false', async () => {
    expect(await createShoppingList(() => Promise.reject(new Error('chunk failed')), 'Lista zakupowa')).toBe(false);
  });
});

describe("the development shop's shopping lists", () => {
  it("the header's link is marked empty (the widget's marker) until the session has a list, then it is plain", async () => {
    const before = await page('/cms/1');
    expect(before).toContain(
      '<span class="shop-lists-widget" data-widget="shopping-list-link"><a class="shop-lists-link" href="/shoppinglist.php">Listy zakupowe</a></span>',
    );
    await createShoppingList(netWith(), 'Lista zakupowa');
    const after = await page('/cms/1');
    expect(after).not.toContain('data-widget="shopping-list-link"');
    expect(after).toContain('<a class="shop-lists-link" href="/shoppinglist.php">Listy zakupowe</a>');
  });

  it("/shoppinglist.php says there is no list, then shows the session's lists by name", async () => {
    expect(await page('/shoppinglist.php')).toContain('<p class="shopping-lists__empty">Nie masz jeszcze listy zakupowej.</p>');
    await createShoppingList(netWith(), 'Lista della spesa');
    const html = await page('/shoppinglist.php?lang=it');
    expect(html).toContain('<h1>Liste della spesa</h1>');
    expect(html).toContain('<ul class="shopping-lists"><li data-list-id="1">Lista della spesa</li></ul>');
  });
});
