// The kit's Dropdown (select-only combobox, WAI-ARIA APG) for the settings menu (§2.5) and size
// pickers: arrows, Home/End, type-ahead, Enter/Space, Escape, disabled options, outside click/focus.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dropdown } from '../../src/ui/Dropdown.tsx';
import type { ListboxOption } from '../../src/ui/use-listbox.ts';
import { typeAheadMatch } from '../../src/ui/type-ahead.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OPTIONS: ListboxOption[] = [
  { value: 'name', label: 'Nazwa' },
  { value: 'price-asc', label: 'Cena rosnąco' },
  { value: 'price-desc', label: 'Cena malejąco', disabled: true },
  { value: 'new', label: 'Nowości' },
  { value: 'popular', label: 'Popularność' },
  { value: 'rating', label: 'Oceny', disabled: true },
];

let root: Root | undefined;
let changes: string[];
beforeEach(() => {
  changes = [];
  document.body.innerHTML = '<div id="app"></div><button id="outside">outside</button>';
  root = createRoot(document.getElementById('app')!);
  function Demo() {
    const [value, setValue] = useState<string | null>('name');
    return (
      <Dropdown
        label="Sortuj"
        options={OPTIONS}
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  act(() => root!.render(<Demo />));
});
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

const combo = () => document.querySelector<HTMLElement>('[role="combobox"]')!;
const expanded = () => combo().getAttribute('aria-expanded') === 'true';
const active = () => document.getElementById(combo().getAttribute('aria-activedescendant') ?? '')?.textContent;
const shown = () => combo().textContent;
const key = (k: string, init: KeyboardEventInit = {}) =>
  act(() => void combo().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init })));
const option = (label: string) => [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === label)!;
function focus() {
  act(() => combo().focus());
}

describe('Dropdown', () => {
  it('is a labelled combobox controlling a listbox with the selected option marked', () => {
    expect(combo().getAttribute('aria-haspopup')).toBe('listbox');
    expect(document.getElementById(combo().getAttribute('aria-labelledby')!)?.textContent).toBe('Sortuj');
    const list = document.getElementById(combo().getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).toBe('listbox');
    expect(list.hidden).toBe(true);
    expect(option('Nazwa').getAttribute('aria-selected')).toBe('true');
    expect(option('Cena malejąco').getAttribute('aria-disabled')).toBe('true');
    expect(shown()).toBe('Nazwa');
  });

  it('Enter opens it on the selected option (§2.5); arrows skip disabled options; Enter selects and closes', () => {
    focus();
    key('Enter');
    expect(expanded()).toBe(true);
    expect(active()).toBe('Nazwa');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('Nowości');
    key('ArrowUp');
    expect(active()).toBe('Cena rosnąco');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('Popularność');
    key('Enter');
    expect(expanded()).toBe(false);
    expect(changes).toEqual(['popular']);
    expect(shown()).toBe('Popularność');
    expect(document.activeElement).toBe(combo());
  });

  it('Home / End go to the first / last enabled option; Space selects', () => {
    focus();
    key('End');
    expect(expanded()).toBe(true);
    expect(active()).toBe('Popularność');
    key('Home');
    expect(active()).toBe('Nazwa');
    key('ArrowDown');
    key(' ');
    expect(changes).toEqual(['price-asc']);
    expect(expanded()).toBe(false);
  });

  it('Escape closes without choosing and focus stays on (returns to) the button', () => {
    focus();
    key('ArrowDown');
    key('ArrowDown');
    key('Escape');
    expect(expanded()).toBe(false);
    expect(changes).toEqual([]);
    expect(document.activeElement).toBe(combo());
    expect(combo().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('type-ahead: typed letters move to the matching enabled option, the same letter cycles', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    focus();
    key('p');
    expect(expanded()).toBe(true);
    expect(active()).toBe('Popularność');
    vi.advanceTimersByTime(600);
    key('c');
    expect(active()).toBe('Cena rosnąco');
    key('c');
    expect(active()).toBe('Cena rosnąco'); // "Cena malejąco" is disabled
    vi.advanceTimersByTime(600);
    key('n');
    key('o');
    expect(active()).toBe('Nowości');
  });

  it('opens on click, a click on an option chooses it, a disabled option cannot be chosen', () => {
    act(() => combo().click());
    expect(expanded()).toBe(true);
    act(() => option('Cena malejąco').click());
    expect(expanded()).toBe(true);
    expect(changes).toEqual([]);
    act(() => option('Nowości').click());
    expect(changes).toEqual(['new']);
    expect(expanded()).toBe(false);
  });

  it('closes on a click outside and on focus moving outside (§2.5)', () => {
    act(() => combo().click());
    act(() => void document.getElementById('outside')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(expanded()).toBe(false);
    act(() => combo().click());
    expect(expanded()).toBe(true);
    act(() => document.getElementById('outside')!.focus());
    expect(expanded()).toBe(false);
  });

  it('carries the name of the form field it stands in for (a server <select>), so a held click or focus finds it', () => {
    expect(combo().hasAttribute('name')).toBe(false);
    act(() => root!.render(<Dropdown label="Sortuj" name="sort" options={OPTIONS} value="name" onChange={() => {}} />));
    expect(combo().getAttribute('name')).toBe('sort');
    expect(combo().getAttribute('type')).toBe('button'); // never submits the form around it
  });

  it('Tab closes it without choosing', () => {
    focus();
    key('ArrowDown');
    key('ArrowDown');
    key('Tab');
    expect(expanded()).toBe(false);
    expect(changes).toEqual([]);
  });
});

describe('typeAheadMatch', () => {
  const labels = ['Nazwa', 'Cena rosnąco', 'Cena malejąco', 'Nowości'];
  const none = [false, false, false, false];
  it.each([
    ['n', 0, 3],
    ['n', 3, 0],
    ['na', 0, 0],
    ['cena m', 0, 2],
    ['cc', 1, 2],
    ['x', 0, -1],
  ])('%s from %i → %i', (prefix, from, expected) => {
    expect(typeAheadMatch(labels, none, prefix, from)).toBe(expected);
  });
  it('skips disabled options', () => {
    expect(typeAheadMatch(labels, [false, false, true, false], 'cena m', 0)).toBe(-1);
  });
});
