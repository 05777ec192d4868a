// product-tabs through the real loader (happy-dom) on the development shop's product details
// markup (spec §2.10): accordions below view 3, anchor-scroll tabs at view 3+ with the offset
// fixed header + tab bar + 50 px, the rating link opening opinions, traits "show all", view
// changes keeping the state, the server nodes kept (and given back on unmount).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProduct } from '../../fixtures/data/index.ts';
import { productRatingLinkHtml, productTabsHtml, TAB_IDS } from '../../fixtures/pages/product-details.ts';
import { startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
const product = getProduct(1001)!;
const ORDER = Object.values(TAB_IDS) as string[];

/** Layout stand-ins: section i starts at i × 600 px (document), the bar is 48 px, the header 70 px. */
const TOP_GAP = 600;
let scrollY = 0;
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const i = ORDER.indexOf(this.id);
    const box = (top: number, height: number) =>
      ({ top, bottom: top + height, height, left: 0, right: 800, width: 800, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    if (i >= 0) return box(i * TOP_GAP - scrollY, 500);
    if (this.matches('.sf-product-tabs__nav')) return box(0, 48);
    if (this.id === 'fixed-header') return box(0, 70);
    return box(0, 0);
  });
  // The window's scroll position is the one the boxes above are drawn at: happy-dom keeps its own
  // scrollY at 0, so a second scroll (happy-dom fires hashchange after replaceState, which browsers
  // don't) would otherwise compute its target from boxes that have already moved.
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, get: () => scrollY });
  const scrollTo = vi.fn((opts: ScrollToOptions) => {
    scrollY = opts.top ?? 0;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return scrollTo;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
}

const page = (props: Record<string, unknown> = {}) =>
  `<header id="fixed-header" style="position: fixed; top: 0">shop header</header>
<p id="top">${productRatingLinkHtml(product)}</p>
${productTabsHtml(product).replace(
  'data-widget="product-tabs"',
  `data-widget="product-tabs" data-when="load" data-props='${JSON.stringify({ fixedHeader: '#fixed-header', ...props })}'`,
)}`;

const marker = () => document.querySelector<HTMLElement>('[data-widget="product-tabs"]')!;
const section = (key: keyof typeof TAB_IDS) => document.getElementById(TAB_IDS[key])!;
const toggle = (key: keyof typeof TAB_IDS) => section(key).querySelector<HTMLButtonElement>('.sf-product-tabs__toggle');
const panel = (key: keyof typeof TAB_IDS) => document.getElementById(TAB_IDS[key] + '-panel')!;
const tabLink = (key: keyof typeof TAB_IDS) => marker().querySelector<HTMLAnchorElement>(`.sf-product-tabs__nav a[href="#${TAB_IDS[key]}"]`);

async function mounted(harness: Harness) {
  await harness.ready;
  return waitFor(() => {
    if (!marker().querySelector('.sf-product-tabs__inner')) throw new Error('not mounted');
    return marker();
  });
}

beforeEach(() => {
  scrollY = 0;
  history.replaceState(null, '', '/product/1001');
});
afterEach(() => {
  h?.stop();
  h = undefined;
});

describe('product-tabs below view 3: accordions (§2.10)', () => {
  it('every section heading is a disclosure button; the tab bar is gone; a click folds and unfolds', async () => {
    setWidth(500);
    fakeLayout();
    h = startWidgets(page());
    await mounted(h);
    expect(marker().querySelector('.sf-product-tabs__nav')).toBeNull();
    for (const key of Object.keys(TAB_IDS) as Array<keyof typeof TAB_IDS>) {
      const button = toggle(key)!;
      expect(button.closest('h2')).not.toBeNull();
      expect(button.getAttribute('aria-controls')).toBe(panel(key).id);
    }
    const button = toggle('description')!;
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(panel('description').hidden).toBe(true);
    button.click();
    await waitFor(() => expect(panel('description').hidden).toBe(false));
  });

  it('on mount only the sections wholly below the viewport fold (no layout shift above the fold)', async () => {
    setWidth(500);
    fakeLayout(); // tops 0, 600, 1200 …; viewport 800 px high
    h = startWidgets(page());
    await mounted(h);
    expect(toggle('description')!.getAttribute('aria-expanded')).toBe('true');
    expect(toggle('traits')!.getAttribute('aria-expanded')).toBe('true');
    for (const key of ['dictionary', 'enclosures', 'warranty', 'opinions'] as const) {
      expect(toggle(key)!.getAttribute('aria-expanded')).toBe('false');
      expect(panel(key).hidden).toBe(true);
    }
  });

  it('the rating link opens the opinions accordion and scrolls to it with the §9.6 mobile offset', async () => {
    setWidth(500);
    const scrollTo = fakeLayout();
    h = startWidgets(page());
    await mounted(h);
    expect(toggle('opinions')!.getAttribute('aria-expanded')).toBe('false');
    document.querySelector<HTMLAnchorElement>('[data-product-rating]')!.click();
    await waitFor(() => expect(toggle('opinions')!.getAttribute('aria-expanded')).toBe('true'));
    expect(panel('opinions').hidden).toBe(false);
    // 60 + fixed header 70 + 50 on views below 3
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 5 * TOP_GAP - (60 + 70 + 50) }));
    expect(location.hash).toBe('#' + TAB_IDS.opinions);
    expect(document.activeElement).toBe(toggle('opinions'));
  });
});

describe('product-tabs at view 3 and above: anchor-scroll tabs (§2.10)', () => {
  it('shows a bar of in-page links over plain sections (no disclosure buttons)', async () => {
    setWidth(1024);
    fakeLayout();
    h = startWidgets(page());
    await mounted(h);
    const nav = marker().querySelector('nav.sf-product-tabs__nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Informacje o produkcie');
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(ORDER.map((id) => '#' + id));
    expect(marker().querySelector('.sf-product-tabs__toggle')).toBeNull();
    expect([...marker().querySelectorAll<HTMLElement>('.sf-product-tabs__panel')].every((p) => !p.hidden)).toBe(true);
    expect(tabLink('description')!.getAttribute('aria-current')).toBe('true');
    // the bar sticks below the fixed header
    expect((nav as HTMLElement).style.top).toBe('70px');
  });

  it('a tab scrolls its section to fixed header + tab bar + 50 px and becomes current', async () => {
    setWidth(1024);
    const scrollTo = fakeLayout();
    h = startWidgets(page());
    await mounted(h);
    tabLink('enclosures')!.click();
    await waitFor(() => expect(tabLink('enclosures')!.getAttribute('aria-current')).toBe('true'));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 3 * TOP_GAP - (70 + 48 + 50) }));
    expect(tabLink('description')!.getAttribute('aria-current')).toBeNull();
    expect(location.hash).toBe('#' + TAB_IDS.enclosures);
    expect(document.activeElement).toBe(section('enclosures').querySelector('h2'));
  });

  it('without a fixed header the offset is the tab bar + 50 px', async () => {
    setWidth(1300);
    const scrollTo = fakeLayout();
    h = startWidgets(page({ fixedHeader: '#no-such-header' }));
    await mounted(h);
    tabLink('warranty')!.click();
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 4 * TOP_GAP - (48 + 50) })));
  });

  it('the rating link near the top scrolls to the opinions tab and makes it current', async () => {
    setWidth(1024);
    const scrollTo = fakeLayout();
    h = startWidgets(page());
    await mounted(h);
    document.querySelector<HTMLAnchorElement>('[data-product-rating]')!.click();
    await waitFor(() => expect(tabLink('opinions')!.getAttribute('aria-current')).toBe('true'));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 5 * TOP_GAP - (70 + 48 + 50) }));
  });

  it('the current tab follows the scrolling once it settles', async () => {
    setWidth(1024);
    fakeLayout();
    h = startWidgets(page());
    await mounted(h);
    scrollY = 2 * TOP_GAP - 100; // dictionary's top is 100 px below the viewport top: above the 168 px line
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(tabLink('dictionary')!.getAttribute('aria-current')).toBe('true'));
  });

  it('a #hash pointing at a section on load opens and scrolls to it', async () => {
    setWidth(500);
    const scrollTo = fakeLayout();
    history.replaceState(null, '', '/product/1001#' + TAB_IDS.warranty);
    h = startWidgets(page());
    await mounted(h);
    await waitFor(() => expect(toggle('warranty')!.getAttribute('aria-expanded')).toBe('true'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 4 * TOP_GAP - (60 + 70 + 50) }));
  });
});

describe('product-tabs: traits "show all", view changes, server nodes', () => {
  it('"show all" is a disclosure button over the rest of the traits, with the server\'s label', async () => {
    setWidth(1024);
    fakeLayout();
    h = startWidgets(page());
    await mounted(h);
    const more = document.getElementById(TAB_IDS.traits + '-more')!;
    const button = section('traits').querySelector<HTMLButtonElement>('.sf-product-tabs__traits-toggle')!;
    expect(button.textContent).toBe('Pokaż wszystkie cechy (8)');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(more.id);
    expect(more.hidden).toBe(true);
    expect(section('traits').querySelector<HTMLAnchorElement>('a[data-traits-all]')!.hidden).toBe(true);
    button.click();
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(more.hidden).toBe(false);
    expect(more.querySelectorAll('.sf-product-tabs__trait')).toHaveLength(4);
    expect(button.textContent).toBe('Pokaż mniej cech');
  });

  it('a view change re-lays the sections out without losing open accordions, traits or the nodes', async () => {
    setWidth(500);
    fakeLayout();
    h = startWidgets(page());
    await mounted(h);
    const body = document.getElementById(TAB_IDS.opinions + '-body')!;
    toggle('opinions')!.click();
    section('traits').querySelector<HTMLButtonElement>('.sf-product-tabs__traits-toggle')!.click();
    await waitFor(() => expect(toggle('opinions')!.getAttribute('aria-expanded')).toBe('true'));

    setWidth(1024);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(marker().querySelector('.sf-product-tabs__nav')).not.toBeNull());
    expect(marker().querySelector('.sf-product-tabs__toggle')).toBeNull();
    expect(document.getElementById(TAB_IDS.opinions + '-body')).toBe(body);
    expect(section('traits').querySelector('.sf-product-tabs__traits-toggle')!.getAttribute('aria-expanded')).toBe('true');

    setWidth(500);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(marker().querySelector('.sf-product-tabs__nav')).toBeNull());
    expect(toggle('opinions')!.getAttribute('aria-expanded')).toBe('true');
    expect(toggle('dictionary')!.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(TAB_IDS.opinions + '-body')).toBe(body);
  });

  it("keeps the server's own nodes, and gives the server markup back whole on unmount", async () => {
    setWidth(1024);
    fakeLayout();
    h = startWidgets(page());
    const link = document.querySelector('#' + TAB_IDS.enclosures + ' a[download]');
    await mounted(h);
    expect(document.querySelector('#' + TAB_IDS.enclosures + ' a[download]')).toBe(link);
    expect(marker().querySelector('a[href$="gpsr-bezpieczenstwo.pdf"]')!.textContent).toBe('Dokument bezpieczeństwa produktu (GPSR)');
    h.api.unmount();
    await waitFor(() => expect(marker().querySelector('.sf-product-tabs__inner')).toBeNull());
    const sections = marker().querySelectorAll(':scope > section[data-tab]');
    expect(sections).toHaveLength(6);
    for (const s of sections) expect(s.querySelector('.sf-product-tabs__body')).not.toBeNull();
    expect(marker().querySelector<HTMLAnchorElement>('a[data-traits-all]')!.hidden).toBe(false);
    expect(marker().querySelector('.sf-product-tabs__traits-toggle')).toBeNull();
  });

  it('speaks Italian and English for its own texts', async () => {
    setWidth(500);
    fakeLayout();
    h = startWidgets(page(), { config: { language: 'it' } });
    await mounted(h);
    section('traits').querySelector<HTMLButtonElement>('.sf-product-tabs__traits-toggle')!.click();
    await waitFor(() => expect(section('traits').querySelector('.sf-product-tabs__traits-toggle')!.textContent).toBe('Mostra meno caratteristiche'));
  });
});
