// The kit's useFlash: "show this for N ms" — shown at once, still shown at N-1 ms, gone at N ms;
// showing again restarts the count; clear() hides it; unmounting drops the pending timer.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlash } from '../../src/ui/use-flash.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MS = 3_500;

function Alert() {
  const flash = useFlash<string>(MS);
  return (
    <>
      <button type="button" id="show" onClick={() => flash.show('Wybierz rozmiar')} />
      <button type="button" id="show-long" onClick={() => flash.show('Sklep hurtowy', 5_000)} />
      <button type="button" id="clear" onClick={flash.clear} />
      <p id="text">{flash.value ?? ''}</p>
    </>
  );
}

let root: Root | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app')!);
  act(() => root!.render(<Alert />));
});
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

const text = () => document.getElementById('text')?.textContent;
const click = (id: string) => act(() => document.getElementById(id)!.click());
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useFlash', () => {
  it('shows the value at once, still at ms - 1, and not at ms', () => {
    expect(text()).toBe('');
    click('show');
    expect(text()).toBe('Wybierz rozmiar');
    advance(MS - 1);
    expect(text()).toBe('Wybierz rozmiar');
    advance(1);
    expect(text()).toBe('');
  });

  it('showing again restarts the count', () => {
    click('show');
    advance(3_000);
    click('show');
    advance(MS - 1); // 6.499 s after the first show, 3.499 s after the second
    expect(text()).toBe('Wybierz rozmiar');
    advance(1);
    expect(text()).toBe('');
  });

  it('a show with its own duration (e.g. 5 s) uses it', () => {
    click('show-long');
    advance(4_999);
    expect(text()).toBe('Sklep hurtowy');
    advance(1);
    expect(text()).toBe('');
  });

  it('clear() hides it at once, and the old timer does not hide a later show early', () => {
    click('show');
    advance(1_000);
    click('clear');
    expect(text()).toBe('');
    click('show');
    advance(MS - 1);
    expect(text()).toBe('Wybierz rozmiar');
  });

  it('unmounting drops the pending timer', () => {
    click('show');
    expect(vi.getTimerCount()).toBe(1);
    act(() => root!.unmount());
    root = undefined;
    expect(vi.getTimerCount()).toBe(0);
  });
});
