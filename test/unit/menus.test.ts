// The menus' rules (§2.5, src/domain/menus.ts and settings-url.ts): hover intent, disclosure toggling, Escape / back,
// the first tap, "show more" and the settings menu's address.
import { describe, expect, it } from 'vitest';
import {
  HOVER_CLOSE_DELAY_MS as CLOSE,
  HOVER_OPEN_DELAY_MS as OPEN,
  clickAction,
  closeInnermost,
  hoverPlan,
  moreLabelKey,
  needsMore,
  shownItems,
  togglePath,
  type MenuPath,
} from '../../src/domain/menus.ts';
import { settingsUrl } from '../../src/domain/settings-url.ts';

describe('hoverPlan', () => {
  it.each<[string, MenuPath, MenuPath, { path: MenuPath; delay: number } | null]>([
    ['resting on the open item: nothing', ['0'], ['0'], null],
    ['nothing open, nothing hovered', [], [], null],
    ['onto a closed item: opens after the open delay', [], ['1'], { path: ['1'], delay: OPEN }],
    ['onto a neighbour while one is open: switches after the open delay (a diagonal crossing is shorter)', ['0'], ['1'], { path: ['1'], delay: OPEN }],
    ['deeper, onto a second-level parent: opens its flyout after the open delay', ['0'], ['0', '0-2'], { path: ['0', '0-2'], delay: OPEN }],
    ['out of the menu: closes after the close delay', ['0', '0-2'], [], { path: [], delay: CLOSE }],
    ['back to an outer level: closes the inner one after the close delay', ['0', '0-2'], ['0'], { path: ['0'], delay: CLOSE }],
    ['from a flyout to a sibling flyout', ['0', '0-2'], ['0', '0-3'], { path: ['0', '0-3'], delay: OPEN }],
  ])('%s', (_, open, hovered, plan) => expect(hoverPlan(open, hovered)).toEqual(plan));

  it('opens sooner than it closes', () => expect(OPEN).toBeLessThan(CLOSE));
});

describe('togglePath', () => {
  it.each<[string, MenuPath, MenuPath, MenuPath]>([
    ['opens a closed item', [], ['1'], ['1']],
    ['closes the open item', ['1'], ['1'], []],
    ['closes the open item and the level open inside it', ['1', '1-0'], ['1'], []],
    ['opens another branch, closing the first', ['1', '1-0'], ['2'], ['2']],
    ['opens a second level inside the open first', ['1'], ['1', '1-0'], ['1', '1-0']],
    ['closes the second level only', ['1', '1-0'], ['1', '1-0'], ['1']],
  ])('%s', (_, open, item, next) => expect(togglePath(open, item)).toEqual(next));
});

describe('closeInnermost (Escape, back)', () => {
  it.each<[MenuPath, MenuPath, string | null]>([
    [['1', '1-0'], ['1'], '1-0'],
    [['1'], [], '1'],
    [[], [], null],
  ])('%j → %j, focus to %s', (open, path, closed) => expect(closeInnermost(open)).toEqual({ path, closed }));
});

describe('clickAction (first tap opens, second follows)', () => {
  it.each<[string, boolean, boolean, 'open' | 'follow']>([
    ['touch', false, false, 'open'],
    ['touch', false, true, 'follow'],
    ['touch', true, false, 'open'],
    ['pen', true, false, 'open'],
    ['mouse', true, false, 'follow'],
    ['mouse', false, false, 'follow'],
    ['', false, false, 'open'],
    ['', true, false, 'follow'],
    ['', false, true, 'follow'],
  ])('pointer "%s", can hover %s, submenu open %s → %s', (type, canHover, open, action) => expect(clickAction(type, canHover, open)).toBe(action));
});

describe('show more', () => {
  it.each<[number, number, boolean, number, boolean]>([
    [8, 6, false, 6, true],
    [8, 6, true, 8, true],
    [6, 6, false, 6, false],
    [3, 6, false, 3, false],
  ])('%d items, %d visible, expanded %s → %d shown (toggle: %s)', (count, visible, expanded, shown, toggle) => {
    expect(shownItems(count, visible, expanded)).toBe(shown);
    expect(needsMore(count, visible)).toBe(toggle);
  });
  it('the label swaps', () => {
    expect(moreLabelKey(false)).toBe('categoryMenu.showMore');
    expect(moreLabelKey(true)).toBe('categoryMenu.showLess');
  });
});

describe('settingsUrl', () => {
  const fields: Array<[string, string]> = [
    ['menu', '10'],
    ['producer', '2'],
    ['producer', '3'],
    ['sort', 'default'],
    ['n', '100'],
  ];
  it.each<[string, string, string, Array<[string, string]>, string]>([
    ['sort', 'price-asc', '/listing', fields, '/listing?menu=10&producer=2&producer=3&sort=price-asc&n=100'],
    ['n', '24', '/listing', fields, '/listing?menu=10&producer=2&producer=3&sort=default&n=24'],
    [
      'sort',
      'name',
      '/listing?page=3',
      [
        ['page', '3'],
        ['sort', 'default'],
      ],
      '/listing?sort=name',
    ],
    ['sort', 'name', '/listing', [], '/listing?sort=name'],
    ['sort', 'name a', '/listing#x', [['q', 'ż b']], '/listing?q=%C5%BC+b&sort=name+a'],
  ])('%s=%s on %s', (name, value, action, f, url) => expect(settingsUrl(action, f, name, value)).toBe(url));

  it('leaves the page number out (a new order starts on page 1), unless told otherwise', () => {
    expect(
      settingsUrl(
        '/l',
        [
          ['page', '2'],
          ['n', '24'],
        ],
        'n',
        '48',
      ),
    ).toBe('/l?n=48');
    expect(
      settingsUrl(
        '/l',
        [
          ['page', '2'],
          ['n', '24'],
        ],
        'n',
        '48',
        [],
      ),
    ).toBe('/l?page=2&n=48');
  });
});
