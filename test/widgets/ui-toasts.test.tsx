// The kit's toasts (spec §2.9, §9.2, §8.2): timers on a fake clock, live-region roles, close, pause.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastKind } from '../../src/core/events.ts';
import { normaliseToastRequest, toastDuration } from '../../src/ui/toast-timing.ts';
import { ToastList } from '../../src/ui/ToastList.tsx';
import { useToasts, type ToastsApi } from '../../src/ui/use-toasts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let api: ToastsApi;
const kindLabels = { info: 'Informacja', warning: 'Ostrzeżenie', error: 'Błąd', success: 'Sukces' };

function Host() {
  api = useToasts();
  return <ToastList toasts={api.toasts} closeLabel="Zamknij" kindLabels={kindLabels} onDismiss={api.dismiss} onPause={api.pause} onResume={api.resume} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app')!);
  act(() => root!.render(<Host />));
});
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

const show = (kind: ToastKind, text: string, durationMs?: number) => act(() => void api.show({ kind, text, durationMs }));
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const toast = (text: string) => [...document.querySelectorAll<HTMLElement>('.sf-toast')].find((t) => t.textContent?.includes(text));
const leaving = (text: string) => toast(text)?.hasAttribute('data-leaving');

describe('toast timing (§9.2, §8.2)', () => {
  it.each(['info', 'warning', 'success'] as const)('%s shows 4000 ms, then fades for 0.5 s and is removed', (kind) => {
    show(kind, 'Hello');
    advance(3999);
    expect(leaving('Hello')).toBe(false);
    advance(1);
    expect(leaving('Hello')).toBe(true);
    advance(499);
    expect(toast('Hello')).toBeDefined();
    advance(1);
    expect(toast('Hello')).toBeUndefined();
  });

  it('an error shows 10 s by default', () => {
    show('error', 'Boom');
    advance(9999);
    expect(leaving('Boom')).toBe(false);
    advance(1);
    expect(leaving('Boom')).toBe(true);
    advance(500);
    expect(toast('Boom')).toBeUndefined();
  });

  it('a durationMs from the request wins, for errors too', () => {
    show('info', 'Short', 1500);
    show('error', 'Long error', 20_000);
    advance(1500);
    expect(leaving('Short')).toBe(true);
    advance(18_499);
    expect(leaving('Long error')).toBe(false);
    advance(1);
    expect(leaving('Long error')).toBe(true);
  });

  it('each toast has its own clock', () => {
    show('info', 'First');
    advance(2000);
    show('info', 'Second');
    advance(2000);
    expect([leaving('First'), leaving('Second')]).toEqual([true, false]);
    advance(2000);
    expect(leaving('Second')).toBe(true);
  });

  it('hovering or focusing pauses the clock; leaving resumes it with the time left', () => {
    show('info', 'Paused');
    advance(1000);
    act(() => toast('Paused')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    advance(10_000);
    expect(leaving('Paused')).toBe(false);
    act(() => toast('Paused')!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    advance(2999);
    expect(leaving('Paused')).toBe(false);
    advance(1);
    expect(leaving('Paused')).toBe(true);

    show('info', 'Focused');
    act(() => toast('Focused')!.querySelector('button')!.focus());
    advance(10_000);
    expect(leaving('Focused')).toBe(false);
    act(() => toast('Focused')!.querySelector('button')!.blur());
    advance(4000);
    expect(leaving('Focused')).toBe(true);
  });

  it('the close button fades the toast out at once', () => {
    show('error', 'Closable');
    const close = toast('Closable')!.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Zamknij');
    act(() => close.click());
    expect(leaving('Closable')).toBe(true);
    advance(500);
    expect(toast('Closable')).toBeUndefined();
  });
});

describe('live regions', () => {
  it('exist before any toast; info and success are polite status, error and warning assertive alerts', () => {
    const status = document.querySelector('[role="status"]')!;
    const alert = document.querySelector('[role="alert"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(status.children).toHaveLength(0);
    show('info', 'I');
    show('success', 'S');
    show('warning', 'W');
    show('error', 'E');
    expect([...status.querySelectorAll('.sf-toast__text')].map((t) => t.textContent)).toEqual(['Informacja: I', 'Sukces: S']);
    expect([...alert.querySelectorAll('.sf-toast__text')].map((t) => t.textContent)).toEqual(['Ostrzeżenie: W', 'Błąd: E']);
    expect(document.querySelector('.sf-toasts')!.hasAttribute('data-sf-top-layer')).toBe(true);
  });
});

describe('toast:requested payloads', () => {
  it.each([
    [
      { kind: 'info', text: 'a' },
      { kind: 'info', text: 'a', durationMs: 4000 },
    ],
    [
      { kind: 'error', text: 'a' },
      { kind: 'error', text: 'a', durationMs: 10_000 },
    ],
    [
      { kind: 'warning', text: 'a', durationMs: 5000 },
      { kind: 'warning', text: 'a', durationMs: 5000 },
    ],
    [
      { kind: 'error', text: 'a', durationMs: 3500 },
      { kind: 'error', text: 'a', durationMs: 3500 },
    ],
    [
      { kind: 'success', text: 'a', durationMs: -1 },
      { kind: 'success', text: 'a', durationMs: 4000 },
    ],
    [
      { kind: 'success', text: 'a', durationMs: '900' },
      { kind: 'success', text: 'a', durationMs: 4000 },
    ],
    [
      { kind: 'shout', text: 'a' },
      { kind: 'info', text: 'a', durationMs: 4000 },
    ],
    [{ kind: 'info', text: '  ' }, null],
    [{ kind: 'info' }, null],
    ['text', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseToastRequest(raw)).toEqual(expected);
  });

  it('durations: 4000 ms default, 10 s errors', () => {
    expect([toastDuration('info'), toastDuration('warning'), toastDuration('success'), toastDuration('error')]).toEqual([4000, 4000, 4000, 10_000]);
  });
});
