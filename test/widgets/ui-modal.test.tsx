// The kit's Modal (spec §2.9) in happy-dom: WAI-ARIA dialog, focus trap (Tab, Shift+Tab,
// Left/Right arrows), Escape, outside click, focus return, scroll lock, inert background, nesting.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { Dropdown } from '../../src/ui/Dropdown.tsx';
import { trapFocus } from '../../src/ui/focus-trap.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { useModal } from '../../src/ui/use-modal.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div><div id="toasts" data-sf-top-layer></div><div id="other"><a href="#x">x</a></div>';
  document.body.style.overflow = 'scroll';
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.removeAttribute('style');
});

function Demo() {
  const outer = useModal();
  const inner = useModal();
  const [size, setSize] = useState<string | null>(null);
  return (
    <>
      <button id="opener" onClick={(e) => outer.open(e.currentTarget)}>
        Open
      </button>
      <Modal {...outer.props} title="Outer" closeLabel="Zamknij">
        <button id="a">A</button>
        <input id="text" defaultValue="abc" />
        <button id="b" onClick={(e) => inner.open(e.currentTarget)}>
          B
        </button>
        <Dropdown
          label="Size"
          options={[
            { value: 'S', label: 'S' },
            { value: 'M', label: 'M' },
          ]}
          value={size}
          onChange={setSize}
        />
        <Modal {...inner.props} title="Inner" closeLabel="Zamknij">
          <button id="c">C</button>
        </Modal>
      </Modal>
    </>
  );
}

function mount() {
  root = createRoot(document.getElementById('app')!);
  act(() => root!.render(<Demo />));
}
const $ = (sel: string) => document.querySelector<HTMLElement>(sel);
const dialogs = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
const focused = () => document.activeElement as HTMLElement | null;
const label = (el: HTMLElement | null) => el?.id || el?.getAttribute('aria-label') || el?.getAttribute('role') || el?.tagName;
function key(k: string, init: KeyboardEventInit = {}, target: Element | null = document.activeElement) {
  act(() => {
    target!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
  });
}
function open(id = 'opener') {
  const b = $('#' + id)!;
  b.focus();
  act(() => b.click());
}
function clickOn(el: Element) {
  act(() => {
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

describe('Modal (§2.9)', () => {
  it('follows the dialog pattern: portal in body, role=dialog, aria-modal, labelled by its title, focus inside', () => {
    mount();
    open();
    const [d] = dialogs();
    expect(d).toBeDefined();
    expect(document.getElementById('app')!.contains(d!)).toBe(false);
    expect(d!.closest('.sf-modal-root')?.parentElement).toBe(document.body);
    expect(d!.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d!.getAttribute('aria-labelledby')!)?.textContent).toBe('Outer');
    expect(focused()?.getAttribute('aria-label')).toBe('Zamknij');
  });

  it('Tab and Shift+Tab cycle focus inside it', () => {
    mount();
    open();
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      key('Tab');
      order.push(label(focused()));
    }
    expect(order).toEqual(['a', 'text', 'b', 'combobox', 'Zamknij']);
    key('Tab', { shiftKey: true });
    expect(label(focused())).toBe('combobox');
    $('#a')!.focus();
    key('Tab', { shiftKey: true });
    key('Tab', { shiftKey: true });
    expect(label(focused())).toBe('combobox');
  });

  it.each(['checkVisibility()', 'a style walk (no checkVisibility)'])(
    'Tab skips what CSS hides (display:none on it or an ancestor, visibility:hidden), judged by %s',
    (how) => {
      const native = Element.prototype.checkVisibility;
      if (how !== 'checkVisibility()') (Element.prototype as { checkVisibility?: unknown }).checkVisibility = undefined;
      onTestFinished(() => void (Element.prototype.checkVisibility = native));
      document.getElementById('app')!.innerHTML =
        '<div id="box"><button id="one">1</button><div style="display:none"><button id="gone">x</button></div>' +
        '<button id="none" style="display:none">x</button><span style="visibility:hidden"><a id="unseen" href="#u">x</a></span><button id="two">2</button></div>';
      const release = trapFocus($('#box')!);
      expect(label(focused())).toBe('one');
      key('Tab');
      expect(label(focused())).toBe('two');
      key('Tab');
      expect(label(focused())).toBe('one');
      key('Tab', { shiftKey: true });
      expect(label(focused())).toBe('two');
      release();
    },
  );

  it('the left / right arrows cycle focus too, except inside a text field', () => {
    mount();
    open();
    key('ArrowRight');
    expect(label(focused())).toBe('a');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(label(focused())).toBe('combobox');
    $('#text')!.focus();
    key('ArrowRight');
    expect(label(focused())).toBe('text');
  });

  it('Escape closes it, focus returns to the opener and the scroll lock is lifted', () => {
    mount();
    open();
    expect(document.body.style.overflow).toBe('hidden');
    key('Escape');
    expect(dialogs()).toHaveLength(0);
    expect(focused()?.id).toBe('opener');
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.querySelector('.sf-modal-root')).toBeNull();
  });

  it('a modal that opened by itself (focus on <body>) gives focus to the main content on close, never to <body>', () => {
    document.body.insertAdjacentHTML('beforeend', '<main id="content"><p>page</p></main>');
    function SelfOpening() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Notice" closeLabel="Zamknij">
          <button id="ok">OK</button>
        </Modal>
      );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    root = createRoot(document.getElementById('app')!);
    act(() => root!.render(<SelfOpening />));
    expect(dialogs()).toHaveLength(1);
    key('Escape');
    expect(dialogs()).toHaveLength(0);
    expect(focused()?.id).toBe('content');
    expect($('#content')!.getAttribute('tabindex')).toBe('-1');
  });

  it('closes on its close button', () => {
    mount();
    open();
    act(() => $('.sf-modal__close')!.click());
    expect(dialogs()).toHaveLength(0);
    expect(focused()?.id).toBe('opener');
  });

  it('closes on a click outside (the backdrop), not on a click inside', () => {
    mount();
    open();
    clickOn($('#a')!);
    clickOn($('.sf-modal__dialog')!);
    expect(dialogs()).toHaveLength(1);
    clickOn($('.sf-modal')!);
    expect(dialogs()).toHaveLength(0);
  });

  it('makes the background inert, keeps the toasts live, and restores everything on close', () => {
    mount();
    open();
    expect($('#app')!.hasAttribute('inert')).toBe(true);
    expect($('#other')!.hasAttribute('inert')).toBe(true);
    expect($('#toasts')!.hasAttribute('inert')).toBe(false);
    expect($('.sf-modal-root')!.hasAttribute('inert')).toBe(false);
    key('Escape');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('nested: only the top modal reacts to Escape and outside clicks; focus and scroll come back step by step', () => {
    mount();
    open();
    open('b');
    expect(dialogs()).toHaveLength(2);
    const [outerRoot, innerRoot] = [...document.querySelectorAll('.sf-modal-root')];
    expect(outerRoot!.hasAttribute('inert')).toBe(true);
    expect(label(focused())).toBe('Zamknij');
    expect(innerRoot!.contains(focused())).toBe(true);
    key('Escape');
    expect(dialogs().map((d) => d.textContent)).toEqual([expect.stringContaining('Outer')]);
    expect(focused()?.id).toBe('b');
    expect(document.body.style.overflow).toBe('hidden');
    expect(outerRoot!.hasAttribute('inert')).toBe(false);
    open('b');
    clickOn(document.querySelectorAll('.sf-modal')[1]!);
    expect(dialogs()).toHaveLength(1);
    key('Escape');
    expect(dialogs()).toHaveLength(0);
    expect(focused()?.id).toBe('opener');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('an Escape taken by an open listbox inside it closes only the listbox', () => {
    mount();
    open();
    const combo = $('[role="combobox"]')!;
    combo.focus();
    key('ArrowDown');
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    key('Escape');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(dialogs()).toHaveLength(1);
    key('Escape');
    expect(dialogs()).toHaveLength(0);
  });
});
