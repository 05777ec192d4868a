// The wishlist and comparers (§1, §3.4): the section rules and the legacy calls, as tables; and the
// development shop's side of them (session state, the sections, the forms).
import { describe, expect, it } from 'vitest';
import { changeTookEffect, isOnList, linkShowsCount, listChangeRequest, listCount } from '../../src/domain/product-lists.ts';
import { changeComparers, changeWishlist, comparersSection, wishlistSection } from '../../fixtures/server/product-lists.ts';
import { newSession } from '../../fixtures/server/session.ts';
import { createShop } from '../../fixtures/server/shop.ts';

describe('listCount', () => {
  it.each([
    [{ products: [], count: 0 }, 0],
    [{ products: [{ id: 1 }, { id: 2 }] }, 2],
    [{ products: [{ id: 1 }], count: 5 }, 5],
    [{ products: [{ id: 1 }], count: null }, 1],
    [{ products: [{ id: 1 }], count: 1.5 }, 1],
    [{ products: [{ id: 1 }], count: -1 }, 1],
  ])('%j → %i', (list, n) => expect(listCount(list)).toBe(n));
});

describe('isOnList', () => {
  it.each([
    [[{ id: 1001 }], 1001, true],
    [[{ id: 1001 }], '1001', true],
    [[{ id: '1001' }], 1001, true],
    [[{ id: 1002 }], 1001, false],
    [[], 1001, false],
  ])('%j has %j: %s', (products, id, on) => expect(isOnList({ products }, id)).toBe(on));
});

describe('listChangeRequest: the legacy forms IdoSell themes use', () => {
  it('wishlist add: the product form in mode 2', () => {
    const r = listChangeRequest('wishlist', 'add', 1001, 'M');
    expect([r.method, r.url, r.body?.toString()]).toEqual(['POST', '/basketchange.php', 'mode=2&product=1001&size=M&number=1&getAjax=true']);
  });
  it('wishlist remove: change=empty', () => {
    const r = listChangeRequest('wishlist', 'remove', '1001');
    expect([r.method, r.url, r.body?.toString()]).toEqual(['POST', '/basketchange.php', 'mode=2&product=1001&size=&change=empty&getAjax=true']);
  });
  it.each([
    ['add', '/settings.php?comparers=add&product=1001&getAjax=true'],
    ['remove', '/settings.php?comparers=remove&product=1001&getAjax=true'],
  ] as const)('comparers %s: the settings link', (action, url) => {
    expect(listChangeRequest('comparers', action, 1001)).toEqual({ method: 'GET', url });
  });
});

describe('changeTookEffect: the section asked again is the truth', () => {
  it.each([
    ['add', true, true],
    ['add', false, false],
    ['remove', false, true],
    ['remove', true, false],
  ] as const)('%s, on the list now: %s → %s', (action, on, done) => expect(changeTookEffect(action, on)).toBe(done));
});

describe('linkShowsCount: the server link stays while it shows the count', () => {
  it.each([
    ['Ulubione (2)', 2, true],
    ['Ulubione (2)', 3, false],
    ['Ulubione', 7, true],
    ['Porównanie (0)', 0, true],
  ])('"%s" shows %i: %s', (text, n, shows) => expect(linkShowsCount(n, text)).toBe(shows));
});

describe('the development shop', () => {
  it('keeps a wishlist by product: added once, in the size last sent; change=empty removes it', () => {
    const s = newSession();
    expect(changeWishlist(s, new URLSearchParams('mode=2&product=1001&size=M&number=1')).status).toBe('success');
    expect(changeWishlist(s, new URLSearchParams('mode=2&product=1001&size=L&number=1')).status).toBe('success');
    expect(wishlistSection(s)).toMatchObject({ count: 1, products: [{ id: 1001, size: 'L', link: '/product/1001' }] });
    changeWishlist(s, new URLSearchParams('mode=2&product=1001&size=&change=empty'));
    expect(wishlistSection(s)).toEqual({ count: 0, products: [] });
  });

  it('refuses an unknown product or size, and changes nothing', () => {
    const s = newSession();
    expect(changeWishlist(s, new URLSearchParams('mode=2&product=99999&number=1')).error?.code).toBe('product');
    expect(changeWishlist(s, new URLSearchParams('mode=2&product=1001&size=XXL&number=1')).error?.code).toBe('size');
    expect(changeComparers(s, new URLSearchParams('comparers=add&product=99999')).error?.code).toBe('product');
    expect(changeComparers(s, new URLSearchParams('comparers=swap&product=1001')).error?.code).toBe('product');
    expect([s.wishlist, s.comparers]).toEqual([[], []]);
  });

  it('keeps the comparers: add once, remove one or several (comma-separated, as the compare page sends)', () => {
    const s = newSession();
    changeComparers(s, new URLSearchParams('comparers=add&product=1001'));
    changeComparers(s, new URLSearchParams('comparers=add&product=1001'));
    changeComparers(s, new URLSearchParams('comparers=add&product=1002'));
    expect(comparersSection(s).products.map((p) => p.id)).toEqual([1001, 1002]);
    changeComparers(s, new URLSearchParams('comparers=remove&product=1001,1002'));
    expect(comparersSection(s)).toEqual({ count: 0, products: [] });
  });

  it('answers the forms: JSON with getAjax=true, else a 303 back to the page (never another site); the bulk sections follow', async () => {
    const shop = createShop({ singleSession: true });
    const at = (path: string, init?: RequestInit) => shop.handle(new Request('http://shop.test' + path, init));
    const form = (body: string, referer?: string) =>
      at('/basketchange.php', { method: 'POST', body: new URLSearchParams(body), headers: referer ? { referer } : {} });
    expect(await (await form('mode=2&product=1001&size=M&number=1&getAjax=true')).json()).toEqual({ status: 'success', error: null });
    const back = await form('mode=2&product=1002&number=1', 'http://shop.test/listing?page=2');
    expect([back.status, back.headers.get('location')]).toEqual([303, '/listing?page=2']);
    const elsewhere = await form('mode=2&product=1002&change=empty', 'https://evil.test/x');
    expect(elsewhere.headers.get('location')).toBe('/basketedit.php?mode=2');
    const compare = await at('/settings.php?comparers=add&product=1003');
    expect([compare.status, compare.headers.get('location')]).toEqual([303, '/product-compare.php']);
    const bulk = await at('/ajax/get.php', { method: 'POST', body: new URLSearchParams({ request: '{"Wishlist":{},"Comparers":{}}' }) });
    const answer = (await bulk.json()) as Record<string, { count: number; products: Array<{ id: number }> }>;
    expect(answer['Wishlist']!.products.map((p) => p.id)).toEqual([1001]);
    expect(answer['Comparers']!.products.map((p) => p.id)).toEqual([1003]);
  });
});
