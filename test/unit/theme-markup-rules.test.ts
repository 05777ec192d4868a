// The pure rules by which widgets read a theme's markup: what stays of a marker's server markup
// (src/domain/leftovers.ts), how a settings choice is sent (src/domain/settings-url.ts), and where
// the category menu's parts are (widgets/category-menu/menu-shape.ts). Plain objects stand in for
// elements: the rules need no DOM.
import { describe, expect, it } from 'vitest';
import { hasContent, leftovers, type MarkupNode } from '../../src/domain/leftovers.ts';
import { settingsChoice } from '../../src/domain/settings-url.ts';
import { isHeaderRow, itemLinkOf, itemsOf, subListOf, themeTogglesOf, topListOf, type ShapeElement } from '../../widgets/category-menu/menu-shape.ts';

interface T extends MarkupNode {
  name: string;
  childNodes: T[];
}
const el = (name: string, ...childNodes: T[]): T => ({
  name,
  nodeType: 1,
  nodeName: name.split('.')[0]!.toUpperCase(),
  childNodes,
  get textContent() {
    return childNodes.map((c) => c.textContent).join('');
  },
  contains(o) {
    return o === this || childNodes.some((c) => c.contains(o));
  },
});
const txt = (text: string): T => {
  const node: T = { name: '#' + text, nodeType: 3, nodeName: '#text', childNodes: [], textContent: text, contains: (o) => o === node };
  return node;
};
const names = (l: { before: T[]; after: T[] }) => ({ before: l.before.map((n) => n.name), after: l.after.map((n) => n.name) });

describe('leftovers: what a widget leaves of its marker', () => {
  it('keeps whole the nodes holding nothing read; opens a wrapper holding something read', () => {
    const item = el('details', txt('Q'));
    const help = el('div.help', txt('Potrzebujesz pomocy?'));
    const note = el('p.note', txt('Notka'));
    const root = el('div.marker', el('div.wrapper', help, el('div.list', item)), note);
    expect(names(leftovers(root, [item]))).toEqual({ before: ['div.help'], after: ['p.note'] });
  });

  it('drops blank text, comments and empty elements; keeps an image or a control without text', () => {
    const used = el('ul');
    const comment: T = { ...txt('x'), nodeType: 8, name: 'comment' };
    const root = el('div', txt('  \n '), comment, el('span.icon'), el('img'), used, el('span', el('input')));
    expect(names(leftovers(root, [used]))).toEqual({ before: ['img'], after: ['span'] });
    expect(hasContent(el('span', el('i')))).toBe(false);
    expect(hasContent(txt(' Wróć '))).toBe(true);
  });

  it('nothing read: everything is before', () => {
    expect(names(leftovers(el('div', el('p', txt('a')), txt('b')), []))).toEqual({ before: ['p', '#b'], after: [] });
  });
});

describe('settingsChoice: a choice sent as the server form would send it (§2.5)', () => {
  it('a GET form: its address with the new value and without the page', () => {
    expect(
      settingsChoice(
        'get',
        '/listing?x=1',
        [
          ['sort', 'default'],
          ['page', '3'],
          ['menu', '10'],
        ],
        'sort',
        'price-asc',
      ),
    ).toEqual({ method: 'get', url: '/listing?sort=price-asc&menu=10' });
  });

  it("a POST form (the theme's /settings.php): its fields with the new value, the action as written", () => {
    expect(
      settingsChoice(
        'POST',
        '/settings.php',
        [
          ['curr_url', '/kawa'],
          ['portions', '30'],
        ],
        'portions',
        '60',
      ),
    ).toEqual({
      method: 'post',
      action: '/settings.php',
      fields: [
        ['curr_url', '/kawa'],
        ['portions', '60'],
      ],
    });
    expect(settingsChoice('post', '/settings.php', [['page', '2']], 'sort_order', 'price-a')).toEqual({
      method: 'post',
      action: '/settings.php',
      fields: [['sort_order', 'price-a']],
    });
  });
});

describe("menu-shape: the category menu's parts in either shape (§2.5)", () => {
  const e = (tagName: string, className = '', ...children: ShapeElement[]): ShapeElement => ({ tagName, className, children });

  it("the top list: the nav's own <ul>, or the one in its wrapper (div.navbar-collapse)", () => {
    const ul = e('UL');
    expect(topListOf(e('NAV', '', ul))).toBe(ul);
    expect(topListOf(e('NAV', '', e('BUTTON', 'navbar-toggler'), e('DIV', 'navbar-collapse', ul)))).toBe(ul);
    expect(topListOf(e('NAV', '', e('A')))).toBeNull();
  });

  it("an item's link and submenu: li > a or li > span > a; li > ul", () => {
    const a = e('A');
    const sub = e('UL');
    const expand = e('BUTTON', 'nav-link-expand');
    const li = e('LI', 'nav-item', e('SPAN', 'nav-link-wrapper', a, expand), sub);
    expect(itemLinkOf(li)).toBe(a);
    expect(subListOf(li)).toBe(sub);
    expect(themeTogglesOf(li)).toEqual([expand]);
    expect(itemLinkOf(e('LI', '', a))).toBe(a);
  });

  it('a nav-header row is no category', () => {
    const header = e('LI', 'nav-header');
    const item = e('LI', 'nav-item');
    expect(isHeaderRow(header)).toBe(true);
    expect(itemsOf(e('UL', '', header, item))).toEqual([item]);
  });
});
