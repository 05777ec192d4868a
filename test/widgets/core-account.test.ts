// logIn (src/core/account.ts) against the development shop in-process: the `login` mutation (§7.4),
// the three outcomes, and after a login the Basket section asked again and `basket:changed` told.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { logIn, LOGIN_MUTATION, type AccountDeps } from '../../src/core/account.ts';
import { createBus } from '../../src/core/bus.ts';
import type { BusEvents } from '../../src/core/events.ts';
import { createGraphql } from '../../src/core/graphql.ts';
import { createHttp } from '../../src/core/http.ts';
import type { Net } from '../../src/core/net.ts';
import { createPageData } from '../../src/core/page-data.ts';

let shop: Shop;
let sent: Array<{ method: string; url: string; body: string }>;
let fault: string | undefined;
/** Replaces the shop's answer to the login call. */
let loginAnswer: (() => Response) | undefined;

beforeEach(() => {
  shop = createShop({ singleSession: true });
  sent = [];
  fault = undefined;
  loginAnswer = undefined;
});
afterEach(() => vi.restoreAllMocks());

const shopFetch: typeof fetch = async (input, init) => {
  const req = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
  if (fault) req.headers.set('x-fixture-fault', fault);
  const url = new URL(req.url);
  sent.push({ method: req.method, url: url.pathname + url.search, body: await req.clone().text() });
  if (loginAnswer && url.search === '?mutation=login') return loginAnswer();
  return shop.handle(req);
};

function deps(timeoutMs = 2000): AccountDeps & { changed: Array<BusEvents['basket:changed']> } {
  const bus = createBus();
  const changed: Array<BusEvents['basket:changed']> = [];
  bus.on('basket:changed', (e) => changed.push(e));
  const http = createHttp({ timeoutMs, fetch: shopFetch });
  const net: Net = { http, graphql: createGraphql({ http, url: '/graphql/v1/' }), pageData: createPageData({ http, bus, view: () => 3 }) };
  return { net: async () => net, bus, name: 'customer-form', changed };
}
const session = () => shop.state.sessions.get('default-session');
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('logIn (§7.4 login)', () => {
  it('a known customer: the login mutation, then the Basket section again and basket:changed (refreshed)', async () => {
    const d = deps();
    expect(await logIn(d, { login: 'jan.kowalski', password: 'haslo123' })).toEqual({ status: 'ok' });
    expect(sent.map((r) => r.method + ' ' + r.url)).toEqual(['POST /graphql/v1/?mutation=login', 'POST /ajax/get.php']);
    expect(JSON.parse(sent[0]!.body)).toEqual({ query: LOGIN_MUTATION, variables: { i: { login: 'jan.kowalski', password: 'haslo123' } } });
    expect(JSON.parse(new URLSearchParams(sent[1]!.body).get('request')!)).toEqual({ Basket: {} });
    expect(d.changed).toEqual([{ source: 'customer-form', refreshed: true }]);
    // The session has the customer and the points balance the Basket section's user carries (§6).
    expect(session()).toMatchObject({ loggedIn: true, login: 'jan.kowalski', points: 1250.5 });
    const basket = (await (await d.net()).pageData.get<{ user: { logged: boolean; login: string } }>('Basket')).user;
    expect(basket).toMatchObject({ logged: true, login: 'jan.kowalski' });
  });

  it('the other customer, by e-mail', async () => {
    expect(await logIn(deps(), { login: 'Anna.Nowak@example.com', password: 'haslo123' })).toEqual({ status: 'ok' });
    expect(session()).toMatchObject({ loggedIn: true, login: 'anna.nowak', points: 40 });
  });

  it.each([
    ['a wrong password', 'jan.kowalski', 'haslo124'],
    ['an unknown login', 'jan.nowak', 'haslo123'],
  ])('%s: wrong, nothing refreshed or told, still a guest', async (_, login, password) => {
    const d = deps();
    expect(await logIn(d, { login, password })).toEqual({ status: 'wrong' });
    expect(sent.map((r) => r.url)).toEqual(['/graphql/v1/?mutation=login']);
    expect(d.changed).toEqual([]);
    expect(session()).toMatchObject({ loggedIn: false, login: null, points: 0 });
  });

  it('a GraphQL error answer (no data) is the shop refusing: wrong', async () => {
    loginAnswer = () => json({ errors: [{ message: 'Il login o la password immessi non sono validi', extensions: { code: 'wrong_login' } }], data: null });
    expect(await logIn(deps(), { login: 'jan.kowalski', password: 'haslo123' })).toEqual({ status: 'wrong' });
  });

  it.each([
    ['the shop answers 500', '500@/graphql', undefined],
    ['the answer is not JSON', 'malformed@/graphql', undefined],
    ['no answer in time', 'timeout@/graphql', undefined],
    ['an answer that fails its schema', undefined, () => json({ data: { login: { status: 7 } } })],
    ['an answer without the login', undefined, () => json({ data: { login: null } })],
  ])('%s: unreachable, nothing told', async (_, f, answer) => {
    fault = f;
    loginAnswer = answer;
    const d = deps(200);
    expect(await logIn(d, { login: 'jan.kowalski', password: 'haslo123' })).toEqual({ status: 'unreachable' });
    expect(sent.map((r) => r.url)).toEqual(['/graphql/v1/?mutation=login']);
    expect(d.changed).toEqual([]);
  });

  it('logged in but the Basket section fails: still ok, and basket:changed says it was not refreshed', async () => {
    fault = '500@/ajax/get.php';
    const d = deps();
    expect(await logIn(d, { login: 'jan.kowalski', password: 'haslo123' })).toEqual({ status: 'ok' });
    expect(d.changed).toEqual([{ source: 'customer-form', refreshed: false }]);
  });
});
