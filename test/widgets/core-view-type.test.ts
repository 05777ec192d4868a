// View types (spec §2.2): from the #viewType marker's width, else the window width; 100 ms resize
// debounce; `view:changed` on the bus only when the type changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../src/core/bus.ts';
import { readViewType, viewFromWidth, watchViewType } from '../../src/core/view-type.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('view type', () => {
  it.each([
    [375, 1],
    [756, 1],
    [757, 2],
    [978, 2],
    [979, 3],
    [1199, 3],
    [1200, 4],
  ])('window width %i → view %i', (width, view) => {
    expect(viewFromWidth(width)).toBe(view);
  });

  it('prefers the #viewType marker element width', () => {
    const marker = document.createElement('div');
    marker.id = 'viewType';
    marker.getBoundingClientRect = () => ({ width: 2 }) as DOMRect;
    document.body.append(marker);
    setWidth(1400);
    expect(readViewType(document, window)).toBe(2);
  });

  it('debounces resizes by 100 ms and emits view:changed once per change', () => {
    vi.useFakeTimers();
    setWidth(1300);
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('view:changed', (e) => seen.push(e));
    const watcher = watchViewType(bus);
    expect(watcher.get()).toBe(4);
    setWidth(500);
    vi.advanceTimersByTime(60);
    setWidth(800);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([{ view: 2, previous: 4 }]);
    setWidth(810);
    vi.advanceTimersByTime(100);
    expect(seen).toHaveLength(1);
    watcher.stop();
    setWidth(300);
    vi.advanceTimersByTime(200);
    expect(seen).toHaveLength(1);
  });
});
