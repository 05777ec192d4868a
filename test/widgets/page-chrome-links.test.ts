// Back-to-top, the breadcrumbs' back link and the cookie-settings link through the real loader
// (happy-dom, spec §2.2, §2.8, §9.6). The IntersectionObserver that tells back-to-top
// the page has scrolled past 2 viewport heights is a stand-in here (happy-dom has none that
// fires); test/e2e/page-chrome.test.ts scrolls a real page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
let clicks: Array<{ href: string; prevented: boolean }>;
const onClick = (e: MouseEvent) => {
  const link = (e.target as Element).closest('a');
  if (link) clicks.push({ href: link.getAttribute('href')!, prevented: e.defaultPrevented });
  e.preventDefault(); // happy-dom: stands in for the navigation
};
beforeEach(() => {
  clicks = [];
  document.addEventListener('click', onClick);
});
afterEach(() => {
  document.removeEventListener('click', onClick);
  h?.stop();
  h = undefined;
  vi.unstubAllGlobals();
  delete window.StorefrontWidgets;
});

/** Reaches for an interaction widget, as a pointer would, and waits for it to mount. */
async function reach(id: string) {
  document.getElementById(id)!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  await waitFor(() => expect(markerState(document.getElementById(id))).toBe('mounted'));
}

describe('back-to-top (§2.8, §9.6)', () => {
  class FakeObserver {
    static last: FakeObserver | undefined;
    observed: Element[] = [];
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit,
    ) {
      FakeObserver.last = this;
    }
    observe(el: Element) {
      this.observed.push(el);
    }
    disconnect() {}
    unobserve() {}
    /** The sentinel at the top of the page is `inside` the viewport stretched 2 heights upwards, or above it. */
    report(inside: boolean) {
      const entry = { isIntersecting: inside, boundingClientRect: { top: inside ? -10 : -5000 }, target: this.observed[0] };
      this.callback([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  }

  it('shows once the page has scrolled more than 2 viewport heights; a click scrolls up and focuses the top', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const scrolls: unknown[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((o: ScrollToOptions) => scrolls.push(o)) as typeof window.scrollTo);
    h = startWidgets('<header id="top"><a href="/">Logo</a></header><div id="btt" data-widget="back-to-top"><a href="#top">Do góry</a></div>', {
      config: { language: 'pl' },
    });
    await waitFor(() => expect(markerState(document.getElementById('btt'))).toBe('mounted'));
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('200% 0px 0px 0px');
    expect(observer.observed[0]!.className).toBe('sf-top-sentinel');
    expect(document.body.lastElementChild).toBe(observer.observed[0]);
    const btt = document.getElementById('btt')!;
    observer.report(true);
    expect(btt.hasAttribute('data-shown')).toBe(false);
    observer.report(false);
    expect(btt.hasAttribute('data-shown')).toBe(true);
    btt.querySelector('a')!.click();
    expect(clicks).toEqual([{ href: '#top', prevented: true }]);
    expect(scrolls).toEqual([{ top: 0, behavior: 'smooth' }]);
    expect(document.activeElement?.id).toBe('top');
    expect(document.getElementById('top')!.getAttribute('tabindex')).toBe('-1');
  });

  it('honours reduced motion: the scroll is a jump', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList);
    const scrolls: unknown[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((o: ScrollToOptions) => scrolls.push(o)) as typeof window.scrollTo);
    h = startWidgets('<div id="btt" data-widget="back-to-top"><a href="#top">Do góry</a></div>', { config: { language: 'pl' } });
    await waitFor(() => expect(markerState(document.getElementById('btt'))).toBe('mounted'));
    document.querySelector<HTMLAnchorElement>('#btt a')!.click();
    expect(scrolls).toEqual([{ top: 0, behavior: 'auto' }]);
  });

  it('a marker without a link is an error naming the widget, and the sentinel is not left behind', async () => {
    expectConsoleError(/back-to-top: the marker holds no link to the top of the page/);
    h = startWidgets('<div id="btt" data-widget="back-to-top"><span>Do góry</span></div>', { config: { language: 'pl' } });
    await waitFor(() => expect(markerState(document.getElementById('btt'))).toBe('error'));
    expect(document.querySelector('.sf-top-sentinel')).toBeNull();
    expect(document.getElementById('btt')!.textContent).toBe('Do góry');
  });
});

describe('breadcrumbs-back (§2.8)', () => {
  const MARKER = '<nav><span id="back" data-widget="breadcrumbs-back"><a href="/listing?menu=10">Wróć</a></span></nav>';

  async function clickBack(referrer: string, historyLength: number, init?: MouseEventInit) {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
    vi.spyOn(history, 'length', 'get').mockReturnValue(historyLength);
    const go = vi.spyOn(history, 'go').mockImplementation(() => {});
    h = startWidgets(MARKER, { config: { language: 'pl' } });
    await h.ready;
    await reach('back');
    document.querySelector('#back a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    return go;
  }

  it('goes back two steps when the referrer is this very page', async () => {
    const go = await clickBack(location.href, 3);
    expect(go.mock.calls).toEqual([[-2]]);
    expect(clicks).toEqual([{ href: '/listing?menu=10', prevented: true }]);
  });

  it('otherwise one step', async () => {
    const go = await clickBack(location.origin + '/other', 3);
    expect(go.mock.calls).toEqual([[-1]]);
  });

  it('with no page behind it, or with a modifier key, the link is followed', async () => {
    const go = await clickBack('', 1);
    expect(go).not.toHaveBeenCalled();
    expect(clicks).toEqual([{ href: '/listing?menu=10', prevented: false }]);
  });

  it('a Ctrl-click opens the link as the browser does', async () => {
    const go = await clickBack(location.origin + '/other', 3, { ctrlKey: true });
    expect(go).not.toHaveBeenCalled();
    expect(clicks).toEqual([{ href: '/listing?menu=10', prevented: false }]);
  });
});

describe('cookie-settings (§2.2)', () => {
  const MARKER = '<p><span id="cs" data-widget="cookie-settings"><a href="/cms/2">Ustawienia cookies</a></span></p>';
  /** The page with the loader's JS API on window, where a shop's consent script registers. */
  async function start(html: string) {
    h = startWidgets(html, { config: { language: 'pl' } });
    window.StorefrontWidgets = h.api;
    await h.ready;
    return h;
  }

  it('reopens the consent dialog of the registered consent adapter instead of following the link', async () => {
    h = await start(MARKER);
    let opened = 0;
    h.api.register('consent', 'default', { open: () => opened++ });
    await reach('cs');
    document.querySelector<HTMLAnchorElement>('#cs a')!.click();
    expect(opened).toBe(1);
    expect(clicks).toEqual([{ href: '/cms/2', prevented: true }]);
  });

  it('a named adapter (props `consent`)', async () => {
    h = await start(MARKER.replace('data-widget="cookie-settings"', `data-widget="cookie-settings" data-props='{"consent":"cookiebot"}'`));
    const calls: string[] = [];
    h.api.register('consent', 'default', { open: () => calls.push('default') });
    h.api.register('consent', 'cookiebot', { open: () => calls.push('cookiebot') });
    await reach('cs');
    document.querySelector<HTMLAnchorElement>('#cs a')!.click();
    expect(calls).toEqual(['cookiebot']);
  });

  it('without an adapter, or with one that throws, the link is followed and the console says why, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    h = await start(MARKER);
    await reach('cs');
    const link = document.querySelector<HTMLAnchorElement>('#cs a')!;
    link.click();
    expect(clicks).toEqual([{ href: '/cms/2', prevented: false }]);
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/no consent adapter "default": register it with StorefrontWidgets\.register\('consent', 'default'/);
    h.api.register('consent', 'default', {
      open() {
        throw new Error('tool not ready');
      },
    });
    link.click();
    expect(clicks[1]).toEqual({ href: '/cms/2', prevented: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
