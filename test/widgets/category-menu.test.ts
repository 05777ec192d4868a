// category-menu through the real loader (happy-dom), §2.5 and §9.6: the server's links stay the
// same elements; a disclosure button beside each parent link (WAI-ARIA APG disclosure navigation:
// aria-expanded / aria-controls, Escape back to the button, focus leaving closes); hover intent
// on a fake clock (150 ms in, 300 ms out, no flicker crossing a neighbour); the first tap opens and
// the second follows; the phones' side menu, one level at a time with "Wróć", Escape back to the
// opener; "Pokaż więcej" / "Pokaż mniej"; bad props and markup named.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from '../../src/domain/menus.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
let followed: string[];
const onClick = (e: MouseEvent) => {
  const link = (e.target as Element).closest('a');
  if (link && !e.defaultPrevented) followed.push(link.getAttribute('href')!);
  e.preventDefault(); // happy-dom: stands in for the navigation
};
const width = window.innerWidth;
const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { value: w, configurable: true, writable: true });

beforeEach(() => {
  followed = [];
  setWidth(1280);
  window.addEventListener('click', onClick);
});
afterEach(() => {
  vi.useRealTimers();
  window.removeEventListener('click', onClick);
  h?.stop();
  h = undefined;
  setWidth(width);
});

const li = (name: string, sub = '') => `<li><a href="/c/${encodeURIComponent(name)}">${name}</a>${sub}</li>`;
const MENU = `<div id="m" data-widget="category-menu">
  <a id="opener" href="#menu">Menu</a>
  <nav id="menu" aria-label="Kategorie"><ul>
    ${li('Odzież', `<ul>${li('Sukienki', `<ul>${li('Wieczorowe')}${li('Letnie')}</ul>`)}${['Kurtki', 'Swetry', 'Spodnie', 'Koszule', 'Bielizna', 'Piżamy', 'Sport'].map((n) => li(n)).join('')}</ul>`)}
    ${li('Obuwie', `<ul>${li('Botki')}</ul>`)}
    ${li('Wszystkie')}
  </ul></nav>
</div><button id="outside">poza</button>`;

const link = (name: string) => [...document.querySelectorAll<HTMLAnchorElement>('#menu a')].find((a) => a.textContent === name)!;
const toggle = (name: string) => link(name).parentElement!.querySelector<HTMLButtonElement>(':scope > .sf-category-menu__toggle-slot > button')!;
const isOpen = (name: string) => link(name).parentElement!.classList.contains('sf-category-menu__item--open');
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};
const pointer = (type: string, target: Element, pointerType = 'mouse') =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: type !== 'pointerleave', pointerType }));
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

async function start(props?: string, config: Record<string, unknown> = {}) {
  h = startWidgets(props ? MENU.replace('data-widget="category-menu"', `data-widget="category-menu" data-props='${props}'`) : MENU, {
    config: { language: 'pl', ...config },
  });
  await h.ready;
  const first = link('Odzież');
  // A finger reaches for the menu: it loads, and (unlike a mouse still resting on it) no hover is
  // replayed once it has mounted, so each test starts with every submenu closed.
  first.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
  await waitFor(() => expect(markerState(document.getElementById('m'))).toMatch(/mounted|error/));
  return first;
}

describe('category-menu in the bar (view type 3 and up)', () => {
  it("keeps the server's links and adds a disclosure button beside each parent link", async () => {
    const odziez = await start();
    expect(markerState(document.getElementById('m'))).toBe('mounted');
    expect(link('Odzież')).toBe(odziez);
    const button = toggle('Odzież');
    expect(button.previousElementSibling ?? button.parentElement!.previousElementSibling).toBe(odziez);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Podkategorie: Odzież');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBe(odziez.parentElement!.querySelector('ul'));
    expect(toggle('Sukienki').getAttribute('aria-label')).toBe('Podkategorie: Sukienki');
    expect(toggle('Wszystkie')).toBeNull();
    expect(document.querySelector('.sf-category-menu__back')).toBeNull(); // the side menu's only
  });

  it('keyboard (disclosure navigation): the button opens and closes, Escape closes the innermost level and focuses its button, focus leaving closes', async () => {
    await start();
    // Enter and Space on a <button> are its click.
    toggle('Odzież').click();
    await waitFor(() => expect(toggle('Odzież').getAttribute('aria-expanded')).toBe('true'));
    expect(isOpen('Odzież')).toBe(true);
    toggle('Sukienki').click();
    await waitFor(() => expect(isOpen('Sukienki')).toBe(true));
    link('Letnie').focus();
    key(link('Letnie'), 'Escape');
    await waitFor(() => expect(isOpen('Sukienki')).toBe(false));
    expect(isOpen('Odzież')).toBe(true);
    expect(document.activeElement).toBe(toggle('Sukienki'));
    key(toggle('Sukienki'), 'Escape');
    await waitFor(() => expect(isOpen('Odzież')).toBe(false));
    expect(document.activeElement).toBe(toggle('Odzież'));
    // Open again, then the focus leaves the menu.
    toggle('Odzież').click();
    await waitFor(() => expect(isOpen('Odzież')).toBe(true));
    link('Kurtki').focus();
    document.getElementById('outside')!.focus();
    await waitFor(() => expect(isOpen('Odzież')).toBe(false));
    expect(toggle('Odzież').getAttribute('aria-expanded')).toBe('false');
  });

  it('a second button closes the first branch; a click outside closes everything', async () => {
    await start();
    toggle('Odzież').click();
    await waitFor(() => expect(isOpen('Odzież')).toBe(true));
    toggle('Obuwie').click();
    await waitFor(() => expect(isOpen('Obuwie')).toBe(true));
    expect(isOpen('Odzież')).toBe(false);
    pointer('pointerdown', document.getElementById('outside')!);
    await waitFor(() => expect(isOpen('Obuwie')).toBe(false));
  });

  it('hover intent on a fake clock: opens 150 ms after the pointer rests, closes 300 ms after it leaves', async () => {
    await start();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer('pointermove', link('Odzież'));
    await vi.advanceTimersByTimeAsync(HOVER_OPEN_DELAY_MS - 1);
    await flush();
    expect(isOpen('Odzież')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(isOpen('Odzież')).toBe(true);
    // Down into the submenu, onto a second-level parent: its flyout opens too.
    pointer('pointermove', link('Sukienki'));
    await vi.advanceTimersByTimeAsync(HOVER_OPEN_DELAY_MS);
    await flush();
    expect(isOpen('Sukienki')).toBe(true);
    // Out of the menu: still open just before 300 ms, closed at 300 ms.
    pointer('pointerleave', document.getElementById('menu')!);
    await vi.advanceTimersByTimeAsync(HOVER_CLOSE_DELAY_MS - 1);
    await flush();
    expect(isOpen('Odzież')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(isOpen('Odzież')).toBe(false);
    expect(isOpen('Sukienki')).toBe(false);
  });

  it('no flicker: crossing a neighbour on the way into the open submenu changes nothing; a touch moving over the menu opens nothing', async () => {
    await start();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer('pointermove', link('Odzież'));
    await vi.advanceTimersByTimeAsync(HOVER_OPEN_DELAY_MS);
    await flush();
    expect(isOpen('Odzież')).toBe(true);
    pointer('pointermove', link('Obuwie'));
    await vi.advanceTimersByTimeAsync(HOVER_OPEN_DELAY_MS - 50);
    pointer('pointermove', link('Koszule'));
    await vi.advanceTimersByTimeAsync(HOVER_CLOSE_DELAY_MS * 2);
    await flush();
    expect(isOpen('Odzież')).toBe(true);
    expect(isOpen('Obuwie')).toBe(false);
    pointer('pointermove', link('Obuwie'), 'touch');
    await vi.advanceTimersByTimeAsync(HOVER_CLOSE_DELAY_MS * 2);
    await flush();
    expect(isOpen('Obuwie')).toBe(false);
  });

  it('touch: the first tap on a parent link opens its submenu instead of following it, the second follows', async () => {
    await start();
    pointer('pointerdown', link('Obuwie'), 'touch');
    link('Obuwie').click();
    await waitFor(() => expect(isOpen('Obuwie')).toBe(true));
    expect(followed).toEqual([]);
    pointer('pointerdown', link('Obuwie'), 'touch');
    link('Obuwie').click();
    expect(followed).toEqual(['/c/Obuwie']);
    // A leaf link is followed at the first tap; a mouse click on a parent link too.
    pointer('pointerdown', link('Wszystkie'), 'touch');
    link('Wszystkie').click();
    pointer('pointerdown', link('Odzież'), 'mouse');
    link('Odzież').click();
    expect(followed).toEqual(['/c/Obuwie', '/c/Wszystkie', '/c/Odzie%C5%BC']);
  });

  it('"Pokaż więcej" shows a long submenu\'s other items and becomes "Pokaż mniej"', async () => {
    await start();
    toggle('Odzież').click();
    await waitFor(() => expect(isOpen('Odzież')).toBe(true));
    const folded = () => [...document.querySelectorAll('#m .sf-category-menu__item--folded a')].map((a) => a.textContent);
    expect(folded()).toEqual(['Piżamy', 'Sport']);
    const more = document.querySelector<HTMLButtonElement>('#m .sf-category-menu__more button')!;
    expect(more.textContent).toBe('Pokaż więcej');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(toggle('Odzież').getAttribute('aria-controls'));
    more.click();
    await waitFor(() => expect(more.textContent).toBe('Pokaż mniej'));
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(folded()).toEqual([]);
    more.click();
    await waitFor(() => expect(more.textContent).toBe('Pokaż więcej'));
    expect(folded()).toEqual(['Piżamy', 'Sport']);
    // The short submenus have no toggle.
    expect(document.querySelectorAll('#m .sf-category-menu__more')).toHaveLength(1);
  });

  it("the shop's texts replace the widget's, and the props set how many items show", async () => {
    await start('{"visible": 3}', { texts: { 'categoryMenu.showMore': 'Więcej kategorii' } });
    expect(document.querySelector('#m .sf-category-menu__more button')?.textContent).toBe('Więcej kategorii');
    expect(document.querySelectorAll('#m .sf-category-menu__item--folded')).toHaveLength(5);
  });
});

describe('category-menu on phones: the side menu', () => {
  it('the opener shows the menu in a modal panel, one level at a time with "Wróć"; Escape closes it and focus goes back to the opener', async () => {
    setWidth(390);
    await start();
    const opener = document.getElementById('opener')!;
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    opener.focus();
    opener.click();
    const dialog = await waitFor(() => {
      const d = document.querySelector<HTMLElement>('[role="dialog"]');
      expect(d).not.toBeNull();
      return d!;
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Kategorie');
    // The server's own <nav>, moved in; focus moved in.
    expect(dialog.contains(document.getElementById('menu'))).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    // Into Odzież: its level, headed by its own link, starts with the back button, which has the focus.
    toggle('Odzież').click();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Wróć'));
    const through = () => [...dialog.querySelectorAll('.sf-category-menu__list--through')].length;
    expect(isOpen('Odzież')).toBe(true);
    expect(through()).toBe(1);
    // A level deeper, and back.
    toggle('Sukienki').click();
    await waitFor(() => expect(isOpen('Sukienki')).toBe(true));
    expect(through()).toBe(2);
    const back = document.activeElement as HTMLButtonElement;
    expect(back.textContent).toBe('Wróć');
    expect(back.closest('ul')).toBe(link('Wieczorowe').closest('ul'));
    back.click();
    await waitFor(() => expect(isOpen('Sukienki')).toBe(false));
    expect(document.activeElement).toBe(toggle('Sukienki'));
    // Escape closes the panel: focus back on the opener, the <nav> back in the header's marker.
    key(document.activeElement!, 'Escape');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(document.getElementById('menu')?.parentElement?.id).toBe('m');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(isOpen('Odzież')).toBe(false);
  });

  it('a tap on the opener while the widget loads is held, then opens the side menu', async () => {
    setWidth(390);
    h = startWidgets(MENU, { config: { language: 'pl' } });
    await h.ready;
    const opener = document.getElementById('opener')!;
    pointer('pointerdown', opener, 'touch');
    opener.click();
    await waitFor(() => expect(document.querySelector('[role="dialog"] #menu')).not.toBeNull());
    expect(location.hash).toBe('');
  });
});

describe('category-menu errors', () => {
  it('bad props name the widget and the attribute path; the server menu stays', async () => {
    expectConsoleError(/^category-menu: data-props\.visible: /);
    await start('{"visible": 0}');
    expect(markerState(document.getElementById('m'))).toBe('error');
    expect(link('Odzież').parentElement!.querySelector('button')).toBeNull();
  });

  it('a marker without the category <nav>: an error naming the widget and the marker', async () => {
    expectConsoleError(/^category-menu: the marker needs the category <nav> .*data-widget="category-menu"/);
    h = startWidgets('<div id="m" data-widget="category-menu"><a href="/listing">Kategorie</a></div>', { config: { language: 'pl' } });
    await h.ready;
    document.querySelector('#m a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(markerState(document.getElementById('m'))).toBe('error'));
    expect(document.querySelector('#m a')?.textContent).toBe('Kategorie');
  });
});
