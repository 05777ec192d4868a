// The kit's Tooltip (@floating-ui/react): hide delay 500 ms (§9.2), keyboard and touch reachable,
// role=tooltip + aria-describedby.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '../../src/ui/Tooltip.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  document.body.innerHTML = '<div id="app"></div><p id="elsewhere">elsewhere</p>';
  root = createRoot(document.getElementById('app')!);
  act(() =>
    root!.render(
      <Tooltip content="Cena zawiera VAT">
        <button type="button">?</button>
      </Tooltip>,
    ),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

const trigger = () => document.querySelector<HTMLButtonElement>('#app button')!;
const tip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
const fire = (el: EventTarget, e: Event) => act(() => void el.dispatchEvent(e));
const pointer = (type: string, pointerType: string, init: PointerEventInit = {}) =>
  new PointerEvent(type, { bubbles: true, cancelable: true, pointerType, ...init });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('Tooltip', () => {
  it('shows on hover with role=tooltip and aria-describedby, hides 500 ms after the pointer leaves (§9.2)', () => {
    fire(trigger(), pointer('pointerover', 'mouse', { relatedTarget: document.body }));
    fire(trigger(), new MouseEvent('mouseenter', { relatedTarget: document.body }));
    expect(tip()?.textContent).toBe('Cena zawiera VAT');
    expect(trigger().getAttribute('aria-describedby')).toBe(tip()!.id);
    fire(trigger(), pointer('pointerout', 'mouse', { relatedTarget: document.body }));
    fire(trigger(), new MouseEvent('mouseleave', { relatedTarget: document.body }));
    advance(499);
    expect(tip()).not.toBeNull();
    advance(1);
    expect(tip()).toBeNull();
    expect(trigger().hasAttribute('aria-describedby')).toBe(false);
  });

  it('keyboard: focus shows it, Escape hides it', () => {
    fire(window, new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    act(() => trigger().focus());
    expect(tip()?.textContent).toBe('Cena zawiera VAT');
    fire(trigger(), new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(tip()).toBeNull();
  });

  it('keyboard: blur hides it', () => {
    fire(window, new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    act(() => trigger().focus());
    expect(tip()).not.toBeNull();
    act(() => trigger().blur());
    advance(0);
    expect(tip()).toBeNull();
  });

  it('touch: a tap shows it, a tap elsewhere hides it', () => {
    fire(trigger(), pointer('pointerdown', 'touch'));
    fire(trigger(), new MouseEvent('mousedown', { bubbles: true }));
    fire(trigger(), pointer('pointerup', 'touch'));
    fire(trigger(), new MouseEvent('click', { bubbles: true }));
    expect(tip()?.textContent).toBe('Cena zawiera VAT');
    fire(document.getElementById('elsewhere')!, pointer('pointerdown', 'touch'));
    expect(tip()).toBeNull();
  });

  it('a mouse click alone does not toggle it (hover does)', () => {
    fire(trigger(), pointer('pointerdown', 'mouse'));
    fire(trigger(), new MouseEvent('mousedown', { bubbles: true }));
    fire(trigger(), new MouseEvent('click', { bubbles: true }));
    expect(tip()).toBeNull();
  });
});
