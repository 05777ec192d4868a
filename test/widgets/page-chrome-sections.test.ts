// Responsive sections and mobile disclosures through the real loader (happy-dom, spec
// §2.2, §9.6): sections move into the slot of the view type and back, the same nodes (listeners,
// focus, form state kept, never a copy), following view:changed and partial page loads; lazy
// images use their small source up to 420 px; footer sections become disclosures at view 1 only,
// one open at a time for tabs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { placeSectionsWhileParsing } from '../../src/early/place-sections.ts';

let h: Harness | undefined;
/** The chrome widgets load when the page is idle: after `storefront:ready`, until none is loading. */
const settled = () => waitFor(() => expect(document.querySelector('[data-widget-state="loading"]')).toBeNull());
const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};
beforeEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 }));
afterEach(() => {
  h?.stop();
  h = undefined;
  document.documentElement.removeAttribute('data-section-slots');
});

const PAGE = `<div id="rs" data-widget="responsive-sections" hidden></div>
<div id="mobile-slot" data-section-slot="side" data-view="1"></div>
<main id="main">
  <div id="tablet-slot" data-section-slot="side" data-view="2"></div>
  <aside id="home"><form id="side" data-section="side"><label>A <input id="a" type="checkbox"></label><input id="q" value="typed"></form><p id="next">after</p></aside>
</main>
<img id="img" alt="" data-src="/full.png" data-src-small="/small.png">`;
const side = () => document.getElementById('side')!;

describe('responsive-sections (§2.2)', () => {
  it('moves the section into the slot of the view type and back to its place, the same node with its state', async () => {
    h = startWidgets(PAGE, { config: { language: 'pl' } });
    await h.ready;
    await settled();
    expect(markerState(document.getElementById('rs'))).toBe('mounted');
    const form = side();
    let clicks = 0;
    form.addEventListener('click', () => clicks++);
    (document.getElementById('a') as HTMLInputElement).checked = true;
    (document.getElementById('q') as HTMLInputElement).focus();
    expect(form.parentElement!.id).toBe('home');
    setWidth(390);
    await waitFor(() => expect(side().parentElement!.id).toBe('mobile-slot'));
    expect(side()).toBe(form);
    expect(document.querySelectorAll('[data-section="side"]')).toHaveLength(1);
    expect((document.getElementById('a') as HTMLInputElement).checked).toBe(true);
    expect((document.getElementById('q') as HTMLInputElement).value).toBe('typed');
    expect(document.activeElement?.id).toBe('q');
    setWidth(800);
    await waitFor(() => expect(side().parentElement!.id).toBe('tablet-slot'));
    setWidth(1280);
    await waitFor(() => expect(side().parentElement!.id).toBe('home'));
    // Back where the server wrote it: before the paragraph that followed it.
    expect(side().nextElementSibling!.id).toBe('next');
    expect(document.activeElement?.id).toBe('q');
    form.click();
    expect(clicks).toBe(1);
  });

  it("starts in the slot of the page's view type, and puts every section back when unmounted", async () => {
    setWidth(390);
    h = startWidgets(PAGE, { config: { language: 'pl' } });
    await h.ready;
    await settled();
    expect(side().parentElement!.id).toBe('mobile-slot');
    h.api.unmount(document.getElementById('rs')!.parentElement!);
    await waitFor(() => expect(side().parentElement!.id).toBe('home'));
    expect(document.querySelectorAll('[data-section="side"]')).toHaveLength(1);
  });

  it('takes over a section the head script placed while the page was parsed: at a view without a slot it goes back where the server wrote it', async () => {
    setWidth(390);
    document.documentElement.setAttribute('data-section-slots', '1 2');
    placeSectionsWhileParsing(document, window);
    h = startWidgets(PAGE, { config: { language: 'pl' } });
    // Placed before any widget code ran: the head script's observer saw the page come in.
    await waitFor(() => expect(side().parentElement!.id).toBe('mobile-slot'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await h.ready;
    await settled();
    expect(markerState(document.getElementById('rs'))).toBe('mounted');
    expect(side().parentElement!.id).toBe('mobile-slot');
    const homes = () => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
      while (walker.nextNode()) found.push((walker.currentNode.parentNode as HTMLElement).id);
      return found;
    };
    // One home, the head script's, at the section's place in the server markup.
    expect(homes()).toEqual(['home']);
    setWidth(1280);
    await waitFor(() => expect(side().parentElement!.id).toBe('home'));
    expect(side().nextElementSibling!.id).toBe('next');
    setWidth(390);
    await waitFor(() => expect(side().parentElement!.id).toBe('mobile-slot'));
    expect(homes()).toEqual(['home']);
  });

  it('after a partial page load: new sections are placed, and a section whose place went with the old page goes too', async () => {
    setWidth(390);
    h = startWidgets(PAGE, { config: { language: 'pl' } });
    await h.ready;
    await settled();
    expect(side().parentElement!.id).toBe('mobile-slot');
    // The swap replaced <main> (the section's place) and brought a new section and slot.
    document.getElementById('main')!.outerHTML = '<main id="main"><aside id="home2"><div id="side2" data-section="side">new</div></aside></main>';
    h.bus.emit('page:loaded', { url: '/next' });
    await waitFor(() => expect(document.getElementById('side2')!.parentElement!.id).toBe('mobile-slot'));
    expect(document.getElementById('side')).toBeNull();
    expect(document.querySelectorAll('[data-section="side"]')).toHaveLength(1);
  });

  it('a section swapped away with its slot is not brought back into the new page', async () => {
    h = startWidgets(
      '<div id="rs" data-widget="responsive-sections" hidden></div><aside id="home"><div id="side" data-section="side">old</div></aside><main id="region"><div id="slot" data-section-slot="side" data-view="1"></div></main>',
      { config: { language: 'pl' } },
    );
    await h.ready;
    setWidth(390);
    await waitFor(() => expect(side().parentElement!.id).toBe('slot'));
    // The swap replaced the region (the slot, and the section in it) with the new page's slot.
    document.getElementById('region')!.innerHTML = '<div id="slot2" data-section-slot="side" data-view="1"></div>';
    h.bus.emit('page:loaded', { url: '/next' });
    setWidth(800);
    await waitFor(() => expect(document.querySelector('#home')!.childNodes.length).toBe(0));
    expect(document.getElementById('side')).toBeNull();
    expect(document.getElementById('slot2')!.childNodes.length).toBe(0);
  });

  it('lazy images use the small source up to 420 px, the full one above, and never go back to the small one', async () => {
    setWidth(420);
    h = startWidgets(PAGE, { config: { language: 'pl' } });
    await h.ready;
    await settled();
    const img = document.getElementById('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/small.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    setWidth(800);
    await waitFor(() => expect(img.getAttribute('src')).toBe('/full.png'));
    setWidth(390);
    await waitFor(() => expect(side().parentElement!.id).toBe('mobile-slot'));
    expect(img.getAttribute('src')).toBe('/full.png');
  });
});

const FOOTER = `<div id="fd" data-widget="mobile-disclosures">
  <section data-disclosure><h2 id="h1" data-disclosure-heading>Informacje <em>i</em></h2><ul id="p1" data-disclosure-panel><li><a href="/a">A</a></li></ul></section>
  <section data-disclosure><h2 id="h2" data-disclosure-heading>Kontakt</h2><div id="p2" data-disclosure-panel>tel</div></section>
</div>`;
const toggle = (n: number) => document.querySelector<HTMLButtonElement>(`#h${n} button`);

describe('mobile-disclosures (§2.2)', () => {
  it('at view 1 the headings become disclosure buttons, closed; at other views the sections are as the server wrote them', async () => {
    setWidth(390);
    h = startWidgets(FOOTER, { config: { language: 'pl' } });
    await h.ready;
    await settled();
    const b1 = toggle(1)!;
    expect(b1.getAttribute('aria-expanded')).toBe('false');
    expect(b1.getAttribute('aria-controls')).toBe('p1');
    expect(b1.innerHTML).toBe('Informacje <em>i</em>');
    expect(document.getElementById('p1')!.hidden).toBe(true);
    b1.click();
    expect(b1.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('p1')!.hidden).toBe(false);
    toggle(2)!.click();
    // Not single: both stay open.
    expect(document.getElementById('p1')!.hidden).toBe(false);
    expect(document.getElementById('p2')!.hidden).toBe(false);
    b1.click();
    expect(document.getElementById('p1')!.hidden).toBe(true);
    setWidth(1280);
    await waitFor(() => expect(toggle(1)).toBeNull());
    expect(document.getElementById('h1')!.innerHTML).toBe('Informacje <em>i</em>');
    expect(document.getElementById('p1')!.hidden).toBe(false);
    // Back on a phone: what the shopper opened is still open.
    setWidth(390);
    await waitFor(() => expect(toggle(2)!.getAttribute('aria-expanded')).toBe('true'));
    expect(document.getElementById('p1')!.hidden).toBe(true);
  });

  it('the panel holding the focus as the window narrows starts open: the shopper keeps their place', async () => {
    h = startWidgets(FOOTER, { config: { language: 'pl' } });
    await h.ready;
    await settled();
    document.querySelector<HTMLAnchorElement>('#p1 a')!.focus();
    setWidth(390);
    await waitFor(() => expect(toggle(1)!.getAttribute('aria-expanded')).toBe('true'));
    expect(document.getElementById('p1')!.hidden).toBe(false);
    expect(document.getElementById('p2')!.hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('#p1 a'));
  });

  it('`single`: opening one closes the others (mobile category tabs); `views` names other view types', async () => {
    setWidth(800);
    h = startWidgets(FOOTER.replace('data-widget="mobile-disclosures"', `data-widget="mobile-disclosures" data-props='{"single":true,"views":[1,2]}'`), {
      config: { language: 'pl' },
    });
    await h.ready;
    await settled();
    toggle(1)!.click();
    toggle(2)!.click();
    expect(toggle(1)!.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('p1')!.hidden).toBe(true);
    expect(document.getElementById('p2')!.hidden).toBe(false);
  });

  it('a section without its heading or panel is an error naming the widget, and the markup stays', async () => {
    expectConsoleError(/mobile-disclosures: section 2 \(data-disclosure\) needs a data-disclosure-heading and a data-disclosure-panel/);
    setWidth(390);
    h = startWidgets(FOOTER.replace('<div id="p2" data-disclosure-panel>tel</div>', '<div id="p2">tel</div>'), { config: { language: 'pl' } });
    await h.ready;
    await settled();
    await waitFor(() => expect(markerState(document.getElementById('fd'))).toBe('error'));
    expect(document.getElementById('h1')!.textContent).toBe('Informacje i');
    expect(document.getElementById('p1')!.hidden).toBe(false);
  });
});
