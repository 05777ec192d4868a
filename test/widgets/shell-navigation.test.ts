// The page shell's partial navigation, rule by rule (spec §2.1, §9.2), against a fetch the
// test answers itself: the 16 s time-out on a fake clock, the overlay's 700 ms delay, which clicks
// and submits are partial, a double click, a newer navigation, focus and the announcement, and the
// unsaved-changes guard. The same flows run against the development shop in test/e2e/page-shell-navigation.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../src/core/bus.ts';
import { createTranslate } from '../../src/core/i18n.ts';
import { PAGE_SWAP_TIMEOUT_MS, swapPage } from '../../src/core/page-swap.ts';
import type { Services } from '../../src/core/services.ts';
import type { ShellContext } from '../../src/shell/context.ts';
import { LOADING_DELAY_MS, startNavigation, type Navigation } from '../../src/shell/navigation/index.ts';
import { clickTarget, submitTarget } from '../../src/shell/navigation/partial-target.ts';
import { shellTexts } from '../../src/shell/texts.ts';
import { loadingOverlayElement } from '../../src/ui/loading-overlay.ts';

/** Answers the test holds: each fetch waits until the test answers it, and fails when aborted. */
let pending: Array<{ url: string; signal: AbortSignal; answer(html: string, status?: number, headers?: Record<string, string>): void }>;
let started: Navigation[] = [];
let tracked: Array<string | null> = [];
/** happy-dom follows a link that nobody stopped: the test's clicks go nowhere. */
const stay = (e: Event) => e.preventDefault();

beforeEach(() => {
  pending = [];
  tracked = [];
  window.addEventListener('click', stay);
  window.addEventListener('submit', stay);
  history.replaceState(null, '', '/list');
  document.title = 'Strona 1';
  document.body.innerHTML = `<header><a id="home" href="/">home</a></header>
<div data-swap-region="content" data-partial><h1>Strona 1</h1><a id="next" href="/list?page=2">dalej</a>
<form id="filter" action="/list" method="get"><input type="checkbox" name="p" value="2" checked><button id="go">Filtruj</button></form>
<form id="post" action="/list" method="post"><button id="send">Wyślij</button></form>
<a id="off" data-partial="false" href="/list?page=3">bez</a></div>`;
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const signal = init.signal!;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      pending.push({
        url: String(input),
        signal,
        answer: (html, status = 200, headers = {}) => resolve(new Response(html, { status, headers: { 'content-type': 'text/html', ...headers } })),
      });
    });
  });
});

afterEach(() => {
  for (const n of started) n.stop();
  started = [];
  window.removeEventListener('click', stay);
  window.removeEventListener('submit', stay);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pageHtml = (n: number) =>
  `<!doctype html><html><head><title>Strona ${n}</title></head><body><div data-swap-region="content" data-partial><h1>Strona ${n}</h1></div></body></html>`;

function shell(): { ctx: ShellContext; nav: Navigation; loaded: string[] } {
  const bus = createBus();
  const loaded: string[] = [];
  bus.on('page:loaded', ({ url }) => loaded.push(url));
  const services = {
    bus,
    config: { nonce: 'n0nce', language: 'pl', texts: {} },
    net: () => Promise.resolve({ graphql: { track: (h: Headers) => tracked.push(h.get('x-shop-tracking-events')) } }),
  } as unknown as Services;
  const ctx: ShellContext = { services, t: createTranslate('pl', shellTexts), guards: new Set() };
  const nav = startNavigation(ctx);
  started.push(nav);
  return { ctx, nav, loaded };
}

/** Lets promise continuations run (the guards, the fetch) without moving any clock. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('the 16 s time-out (§2.1, §9.2), on a fake clock', () => {
  it('no answer in 16 s: the request is aborted and the browser navigates to the URL in full', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const result = swapPage('/list?page=2');
    await settle();
    expect(pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PAGE_SWAP_TIMEOUT_MS - 1);
    expect(pending[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('navigated');
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(assign).toHaveBeenCalledWith(location.origin + '/list?page=2');
    expect(PAGE_SWAP_TIMEOUT_MS).toBe(16_000);
  });

  it('a page without the same regions, or an error status, navigates in full too', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const noRegions = swapPage('/list?page=2');
    await settle();
    pending[0]!.answer('<!doctype html><title>x</title><p>no regions</p>');
    expect(await noRegions).toBe('navigated');
    const status = swapPage('/list?page=3');
    await settle();
    pending[1]!.answer(pageHtml(3), 500);
    expect(await status).toBe('navigated');
    expect(assign.mock.calls).toEqual([[location.origin + '/list?page=2'], [location.origin + '/list?page=3']]);
  });
});

describe('navigating', () => {
  it('the regions are aria-busy at once; the overlay shows only once the load has lasted 700 ms (§9.2 minDelayTime), and goes with it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { nav, loaded } = shell();
    const result = nav.navigate('/list?page=2');
    await settle();
    expect(document.querySelector('[data-swap-region]')!.getAttribute('aria-busy')).toBe('true');
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS - 1);
    expect(loadingOverlayElement()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadingOverlayElement()?.textContent).toBe('Ładowanie…');
    pending[0]!.answer(pageHtml(2));
    expect(await result).toBe('swapped');
    expect(loadingOverlayElement()).toBeNull();
    expect(document.querySelector('[data-swap-region]')!.hasAttribute('aria-busy')).toBe(false);
    expect(loaded).toEqual([location.origin + '/list?page=2']);
    expect(LOADING_DELAY_MS).toBe(700);
  });

  it('a quick answer never shows the overlay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { nav } = shell();
    const result = nav.navigate('/list?page=2');
    await settle();
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS / 2);
    pending[0]!.answer(pageHtml(2));
    expect(await result).toBe('swapped');
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS * 2);
    expect(loadingOverlayElement()).toBeNull();
  });

  it('after the swap: the URL is pushed, focus is on the new heading, and the new title is announced', async () => {
    const { nav } = shell();
    const result = nav.navigate('/list?page=2');
    await settle();
    pending[0]!.answer(pageHtml(2));
    expect(await result).toBe('swapped');
    expect(location.pathname + location.search).toBe('/list?page=2');
    expect(document.title).toBe('Strona 2');
    expect(document.activeElement?.textContent).toBe('Strona 2');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    expect(document.querySelector('[data-storefront-announcer]')?.textContent).toBe('Wczytano stronę: Strona 2');
    expect(document.querySelector('[data-storefront-announcer]')?.getAttribute('role')).toBe('status');
  });

  it("§7.1 tracking after a partial load: the page's answer headers go to the tracking-events rule", async () => {
    const { nav } = shell();
    const result = nav.navigate('/list?page=2');
    await settle();
    pending[0]!.answer(pageHtml(2), 200, { 'x-shop-tracking-events': '2' });
    expect(await result).toBe('swapped');
    await settle();
    expect(tracked).toEqual(['2']);
  });

  it('a double click loads once; a newer navigation cancels the older one, which navigates nowhere', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { nav } = shell();
    document.getElementById('next')!.click();
    document.getElementById('next')!.click();
    await settle();
    expect(pending.map((p) => p.url)).toEqual(['/list?page=2']);
    const newer = nav.navigate('/list?page=5');
    await settle();
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[1]!.answer(pageHtml(5));
    expect(await newer).toBe('swapped');
    expect(assign).not.toHaveBeenCalled();
    expect(document.querySelector('h1')!.textContent).toBe('Strona 5');
  });

  it('the shopper who chooses to stay (a leave guard says no) loads nothing', async () => {
    const { ctx, nav } = shell();
    const asked: Element[][] = [];
    ctx.guards.add(async (regions) => (asked.push([...regions]), false));
    expect(await nav.navigate('/list?page=2')).toBe('stayed');
    expect(pending).toEqual([]);
    expect(asked[0]).toEqual([document.querySelector('[data-swap-region]')]);
    expect(location.search).toBe('');
  });
});

describe('which clicks and submits are partial (§2.1)', () => {
  const click = (id: string, init: MouseEventInit = {}) => {
    let seen: ReturnType<typeof clickTarget> | undefined;
    const el = document.getElementById(id)!;
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    el.addEventListener('click', (ev) => (seen = clickTarget(ev as MouseEvent)), { once: true });
    el.dispatchEvent(e);
    return seen;
  };

  it('a plain click on a link in a marked area, to another page of the shop', () => {
    expect(click('next')).toEqual({ url: location.origin + '/list?page=2' });
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Shift', { shiftKey: true }],
    ['Meta', { metaKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])("not with %s (a new tab or window is the browser's)", (_, init) => {
    expect(click('next', init)).toBeNull();
  });

  it('not outside a marked area, not where data-partial="false", not to a new tab, a download, another origin or an anchor of this page', () => {
    expect(click('home')).toBeNull();
    expect(click('off')).toBeNull();
    const link = document.getElementById('next') as HTMLAnchorElement;
    for (const [attr, value] of [
      ['target', '_blank'],
      ['download', ''],
    ] as const) {
      link.setAttribute(attr, value);
      expect(click('next')).toBeNull();
      link.removeAttribute(attr);
    }
    link.href = 'https://example.com/list';
    expect(click('next')).toBeNull();
    link.href = '/list#top';
    expect(click('next')).toBeNull();
  });

  it('the value of data-partial is the render suffix', () => {
    document.querySelector('[data-swap-region]')!.setAttribute('data-partial', 'content');
    expect(click('next')).toEqual({ url: location.origin + '/list?page=2', render: 'content' });
  });

  it("a GET form submits partially with its fields as the query; a POST form is the browser's", () => {
    const submit = (form: string, submitter: string) => {
      let seen: ReturnType<typeof submitTarget> | undefined;
      const el = document.getElementById(form) as HTMLFormElement;
      el.addEventListener('submit', (ev) => ((seen = submitTarget(ev as SubmitEvent)), ev.preventDefault()), { once: true });
      el.requestSubmit(document.getElementById(submitter) as HTMLButtonElement);
      return seen;
    };
    expect(submit('filter', 'go')).toEqual({ url: location.origin + '/list?p=2' });
    expect(submit('post', 'send')).toBeNull();
  });
});

describe("a variant swap on a page that has the shell's navigation (§2.1, §2.10)", () => {
  it('back to the other product reloads it instead of swapping the old product back in', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    shell(); // the shell's navigation: back / forward restore by swapping, but not across products
    history.replaceState(null, '', '/product/1');
    document.body.innerHTML = '<div data-swap-region="content"><h1>Produkt 1</h1></div>';
    const swapped = swapPage('/product/2', { product: true });
    await settle();
    pending[0]!.answer('<!doctype html><title>Produkt 2</title><div data-swap-region="content"><h1>Produkt 2</h1></div>');
    expect(await swapped).toBe('swapped');
    expect(location.pathname).toBe('/product/2');
    // The browser goes back: the first product's address again, and popstate with its entry.
    const entry = { storefront: { product: false, scrollY: 0 } };
    history.replaceState(entry, '', '/product/1');
    window.dispatchEvent(new PopStateEvent('popstate', { state: entry }));
    expect(reload).toHaveBeenCalledTimes(1);
    await settle();
    expect(pending).toHaveLength(1); // no partial load of /product/1
  });
});
