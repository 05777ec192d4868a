// The optional inline head script (src/early/, §4.6, §2.2) run as a page would run it: what the
// shopper closed is hidden by a constructed stylesheet, or by a <style> with the script's nonce where
// the browser has none; blocked storage hides nothing and throws nothing. Responsive sections go to
// the slot of the view type as the page comes in, and the phone's disclosures stay closed until the
// loader has scanned. In Chromium, with the loader held back: test/e2e/page-chrome.test.ts; the
// listing's first paint at phone width: test/e2e/page-chrome.test.ts too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const run = async () => {
  vi.resetModules();
  await import('../../src/early/index.ts');
};
const sheetText = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n');

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'rabateCode_clicked=; max-age=0; path=/';
  document.adoptedStyleSheets = [];
  document.head.querySelectorAll('style').forEach((s) => s.remove());
});
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-section-slots');
  // Parsing ends: every run's observer lets go.
  document.dispatchEvent(new Event('DOMContentLoaded'));
  document.body.replaceChildren();
});
/** Elements as the parser writes them, one at a time, each in a task of its own. */
const parse = async (...elements: HTMLElement[]) => {
  for (const el of elements) {
    document.body.append(el);
    await new Promise((r) => setTimeout(r, 0));
  }
};
const element = (html: string) => {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content.firstElementChild as HTMLElement;
};
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
/** The script as a page at this width runs it, its <html> naming the view types of its slots (null: no attribute). */
const runAt = async (width: number, slots: string | null) => {
  if (slots === null) document.documentElement.removeAttribute('data-section-slots');
  else document.documentElement.setAttribute('data-section-slots', slots);
  setWidth(width);
  await run();
};

describe('storefront-early.js', () => {
  it("hides the closed bars and the banner whose cookie is set, in a constructed sheet added to the page's", async () => {
    const theme = new CSSStyleSheet();
    document.adoptedStyleSheets = [theme];
    localStorage.setItem('closedBars', '["winter-sale"]');
    document.cookie = 'rabateCode_clicked=1; path=/';
    await run();
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets[0]).toBe(theme);
    const text = sheetText(document.adoptedStyleSheets[1]!);
    expect(text).toContain('[data-bar-id="winter-sale"]');
    expect(text).toContain('[data-widget="discount-banner"]');
  });

  it("without constructed sheets: a <style> carrying the script's nonce", async () => {
    localStorage.setItem('closedBars', '["a"]');
    vi.spyOn(document, 'adoptedStyleSheets', 'get').mockReturnValue(undefined as unknown as CSSStyleSheet[]);
    const script = document.createElement('script');
    script.nonce = 'N0NCE';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    await run();
    const style = document.head.querySelector('style')!;
    expect(style.nonce).toBe('N0NCE');
    expect(style.textContent).toContain('[data-bar-id="a"]{display:none!important}');
  });

  it('nothing closed, junk stored or storage blocked: nothing added, nothing thrown', async () => {
    await run();
    localStorage.setItem('closedBars', '{not json');
    await run();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await run();
    expect(document.adoptedStyleSheets).toEqual([]);
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('puts a responsive section in the slot of the view type as the page comes in, a comment at its place (§2.2)', async () => {
    await runAt(390, '1 2');
    const slot = element('<div data-section-slot="side" data-view="1"></div>');
    const home = element('<aside id="home"><div data-section="side">filters</div><p>after</p></aside>');
    await parse(slot, home);
    const section = document.querySelector('[data-section="side"]')!;
    expect(section.parentElement).toBe(slot);
    expect(home.firstChild!.nodeType).toBe(Node.COMMENT_NODE);
    expect(home.firstChild!.nextSibling).toBe(home.querySelector('p'));
  });

  it('a slot written after its section takes the section when it comes; at a view with no slot the section stays', async () => {
    await runAt(800, '');
    const home = element('<aside id="home"><div data-section="side">filters</div></aside>');
    const phone = element('<div data-section-slot="side" data-view="1"></div>');
    const tablet = element('<div data-section-slot="side" data-view="2"></div>');
    await parse(home, phone);
    expect(document.querySelector('[data-section="side"]')!.parentElement).toBe(home);
    await parse(tablet);
    expect(document.querySelector('[data-section="side"]')!.parentElement).toBe(tablet);
  });

  it('a section the DOM refuses to move stays where it is, and nothing throws: the widget places what it can later', async () => {
    await runAt(390, '1');
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    vi.spyOn(Element.prototype, 'before').mockImplementation(() => {
      throw new DOMException('refused', 'HierarchyRequestError');
    });
    await parse(element('<div data-section-slot="side" data-view="1"></div>'), element('<aside id="home"><div data-section="side">filters</div></aside>'));
    window.removeEventListener('error', onError);
    expect(document.querySelector('[data-section="side"]')!.parentElement!.id).toBe('home');
    expect(errors).toEqual([]);
  });

  it('watches the parser only where the page says its sections move at this view type (data-section-slots)', async () => {
    await runAt(390, null);
    await parse(element('<div data-section-slot="a" data-view="1"></div>'), element('<aside id="a-home"><div data-section="a">a</div></aside>'));
    expect(document.querySelector('[data-section="a"]')!.parentElement!.id).toBe('a-home');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // The page's slots are for tablets only: at a phone's width nothing moves.
    await runAt(390, '2');
    await parse(element('<div data-section-slot="b" data-view="2"></div>'), element('<aside id="b-home"><div data-section="b">b</div></aside>'));
    expect(document.querySelector('[data-section="b"]')!.parentElement!.id).toBe('b-home');
  });

  it("at DOMContentLoaded the observer lets go, and the phone disclosures, closed until then, are the loader's again", async () => {
    await runAt(390, '1');
    expect(document.documentElement.hasAttribute('data-storefront-early')).toBe(true);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.documentElement.hasAttribute('data-storefront-early')).toBe(false);
    // Parsing is over: from now on the widget places sections, not this script.
    const slot = element('<div data-section-slot="late" data-view="1"></div>');
    const home = element('<aside><div data-section="late">late</div></aside>');
    await parse(slot, home);
    expect(document.querySelector('[data-section="late"]')!.parentElement).toBe(home);
  });
});
