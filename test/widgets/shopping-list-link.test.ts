// shopping-list-link through the real loader (happy-dom) against the shop handler in-process: a click
// on a link marked empty first creates the default list (§2.5, §7.3 createShoppingList, named in the
// shop's language), then the link is followed; a failed creation is silent and the link is followed
// all the same (§7.3); a double click makes one list and follows once; a click held while the widget
// loads is replayed and creates the list too; a new tab opens at once while the list is made.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { CREATE_LIST_QUERY } from '../../widgets/shopping-list-link/create-list.ts';

let h: Harness | undefined;
/** Clicks that reached the document on a link, and whether the browser would have followed them. */
let clicks: Array<{ href: string; prevented: boolean }>;
/** The session's lists when the browser would have followed the link. */
let listsWhenFollowed: unknown;
const onClick = (e: MouseEvent) => {
  const link = (e.target as Element).closest('a');
  if (link) clicks.push({ href: link.getAttribute('href')!, prevented: e.defaultPrevented });
  if (link && !e.defaultPrevented) listsWhenFollowed = structuredClone(lists());
  e.preventDefault(); // happy-dom: stands in for the navigation
};
const followed = () => clicks.filter((c) => !c.prevented).map((c) => c.href);

beforeEach(() => {
  clicks = [];
  listsWhenFollowed = undefined;
  document.addEventListener('click', onClick);
});
afterEach(() => {
  document.removeEventListener('click', onClick);
  h?.stop();
  h = undefined;
});

const MARKER = '<span id="m" data-widget="shopping-list-link"><a id="lists" href="/shoppinglist.php">Listy zakupowe</a></span>';
const link = () => document.getElementById('lists') as HTMLAnchorElement;
const creations = () => h!.requests.filter((r) => r === 'POST /graphql/v1/?query=createShoppingList');
const lists = () => h!.shop.state.sessions.get('default-session')?.shoppingLists ?? [];
const LABEL = '/graphql/v1/?query=createShoppingList';

/** The page with its marker, the widget mounted (the shopper's pointer reached the link). */
async function mounted(html = MARKER, o: Parameters<typeof startWidgets>[1] = {}) {
  h = startWidgets(html, { config: { language: 'pl' }, ...o });
  await h.ready;
  for (const m of document.querySelectorAll('[data-widget]')) m.querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  await waitFor(() =>
    expect([...document.querySelectorAll('[data-widget]')].map(markerState)).toEqual([...document.querySelectorAll('[data-widget]')].map(() => 'mounted')),
  );
  return link();
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('shopping-list-link (§2.5, §7.3)', () => {
  it("waits for the shopper, then keeps the server's own link where it was", async () => {
    h = startWidgets(MARKER, { config: { language: 'pl' } });
    await h.ready;
    const a = link();
    expect(markerState(document.getElementById('m'))).toBe('loading');
    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(markerState(document.getElementById('m'))).toBe('mounted'));
    expect(link()).toBe(a);
    expect(a.parentElement?.id).toBe('m');
    expect(creations()).toEqual([]);
  });

  it.each([
    ['pl', {}, 'Lista zakupowa'],
    ['it', {}, 'Lista della spesa'],
    ['en', {}, 'Shopping list'],
    ['pl', { 'shoppingList.defaultName': 'Moje zakupy' }, 'Moje zakupy'],
  ])('%s, texts %j: a click creates "%s", then the link is followed', async (language, texts, name) => {
    const a = await mounted(MARKER, { config: { language, texts } });
    a.click();
    expect(clicks).toEqual([{ href: '/shoppinglist.php', prevented: true }]); // waits for the list
    await waitFor(() => expect(followed()).toEqual(['/shoppinglist.php']));
    // The list was there before the link was followed.
    expect(listsWhenFollowed).toEqual([{ id: 1, name, items: [] }]);
    expect(creations()).toHaveLength(1);
  });

  it('sends the §7.3 call: ?query=createShoppingList, shoppingListCreate(ShoppingListSettingsInput: {name})', async () => {
    const a = await mounted();
    const sent: unknown[] = [];
    const shopFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
      if (req.url.endsWith(LABEL)) sent.push(await req.clone().json());
      return shopFetch(req);
    };
    a.click();
    await waitFor(() => expect(followed()).toHaveLength(1));
    expect(sent).toEqual([{ query: CREATE_LIST_QUERY, variables: { s: { name: 'Lista zakupowa' } } }]);
  });

  it('a double click makes one list and follows the link once', async () => {
    const a = await mounted();
    a.click();
    a.click();
    await waitFor(() => expect(followed()).toEqual(['/shoppinglist.php']));
    expect(clicks.filter((c) => c.prevented)).toHaveLength(2);
    expect(creations()).toHaveLength(1);
    expect(lists()).toHaveLength(1);
  });

  it('two markers on one page: the second link, clicked while the first waits, shares the creation', async () => {
    await mounted(MARKER + '<span data-widget="shopping-list-link"><a id="other" href="/shoppinglist.php?from=product">Dodaj do listy</a></span>');
    link().click();
    (document.getElementById('other') as HTMLAnchorElement).click();
    // The last link clicked is the one followed, once.
    await waitFor(() => expect(followed()).toEqual(['/shoppinglist.php?from=product']));
    expect(creations()).toHaveLength(1);
  });

  it('once the list is made, a later click follows the link at once, without a second list', async () => {
    const a = await mounted();
    a.click();
    await waitFor(() => expect(followed()).toHaveLength(1));
    a.click();
    expect(clicks.at(-1)).toEqual({ href: '/shoppinglist.php', prevented: false });
    expect(creations()).toHaveLength(1);
    expect(lists()).toHaveLength(1);
  });

  // The answers rewritten here come after the shop has made the list (like a lost answer): the list exists.
  const answered = (body: unknown) => (url: string, res: Response) => (url.endsWith(LABEL) ? json(body) : res);
  it.each<[string, Parameters<typeof startWidgets>[1], number]>([
    ['the shop answers 500', { fault: '500@' + LABEL }, 0],
    ['the answer is not JSON', { fault: 'malformed@' + LABEL }, 0],
    ['no answer in time (timeoutMs 50)', { fault: 'timeout@' + LABEL, config: { language: 'pl', timeoutMs: 50 } }, 0],
    ['an error status', { answer: answered({ data: { shoppingListCreate: { status: 'error', id: null } } }) }, 1],
    ['an answer that fails its schema', { answer: answered({ data: { shoppingListCreate: { status: 7 } } }) }, 1],
    ['a GraphQL error', { answer: answered({ errors: [{ message: 'nope' }] }) }, 1],
    ['the network fails', { answer: (url, res) => (url.endsWith(LABEL) ? Promise.reject(new TypeError('Failed to fetch')) : res) }, 1],
  ])('%s: silent (§7.3), and the link is followed all the same', async (_, o, made) => {
    const a = await mounted(MARKER, o);
    a.click();
    await waitFor(() => expect(followed()).toEqual(['/shoppinglist.php']));
    await waitFor(() => expect(creations()).toHaveLength(1));
    // Nothing is said: widget-setup fails the test on a console.error.
    expect(lists()).toHaveLength(made);
  });

  it('a failed creation is tried again by the next click', async () => {
    const a = await mounted(MARKER, { fault: '500:once@' + LABEL });
    a.click();
    await waitFor(() => expect(followed()).toHaveLength(1));
    expect(lists()).toEqual([]);
    a.click();
    await waitFor(() => expect(followed()).toHaveLength(2));
    expect(listsWhenFollowed).toEqual([{ id: 1, name: 'Lista zakupowa', items: [] }]);
    expect(creations()).toHaveLength(2);
  });

  it("an answer that never comes: the wait ends after the config's timeoutMs and the link is followed", async () => {
    const a = await mounted(MARKER, {
      config: { language: 'pl', timeoutMs: 50 },
      answer: (url, res) => (url.endsWith(LABEL) ? new Promise<Response>(() => {}) : res),
    });
    a.click();
    await waitFor(() => expect(followed()).toEqual(['/shoppinglist.php']));
  });

  it('a click while the widget loads is held, then replayed on the link: the list is made and the link followed once', async () => {
    h = startWidgets(MARKER, { config: { language: 'pl' } });
    await h.ready;
    const a = link();
    a.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    a.click();
    expect(followed()).toEqual([]); // held
    await waitFor(() => expect(followed()).toEqual(['/shoppinglist.php']));
    expect(markerState(document.getElementById('m'))).toBe('mounted');
    expect(lists()).toEqual([{ id: 1, name: 'Lista zakupowa', items: [] }]);
    expect(creations()).toHaveLength(1);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])('%s+click: the browser opens the link at once (a new tab or window), and the list is made meanwhile', async (_, keys) => {
    const a = await mounted();
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...keys }));
    expect(clicks).toEqual([{ href: '/shoppinglist.php', prevented: false }]);
    await waitFor(() => expect(lists()).toEqual([{ id: 1, name: 'Lista zakupowa', items: [] }]));
    expect(creations()).toHaveLength(1);
  });

  it('a middle click makes the list too; a right click (the context menu) does not', async () => {
    const a = await mounted();
    a.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 }));
    a.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    await waitFor(() => expect(lists()).toEqual([{ id: 1, name: 'Lista zakupowa', items: [] }]));
    expect(creations()).toHaveLength(1);
    expect(clicks).toEqual([]);
  });

  it('a link with a target opens at once, as the browser does it, and the list is made meanwhile', async () => {
    await mounted('<span data-widget="shopping-list-link"><a id="lists" href="/shoppinglist.php" target="_blank">Listy zakupowe</a></span>');
    link().click();
    expect(clicks).toEqual([{ href: '/shoppinglist.php', prevented: false }]);
    await waitFor(() => expect(lists()).toHaveLength(1));
  });
});

describe('shopping-list-link after the product form put something on a list (§7.6)', () => {
  it('follows the link as it is: a list exists, so none is made', async () => {
    const a = await mounted();
    h!.bus.emit('shopping-list:changed', { source: 'projector-form' });
    a.click();
    await waitFor(() => expect(followed()).toEqual(['/shoppinglist.php']));
    expect(creations()).toEqual([]);
  });
});
