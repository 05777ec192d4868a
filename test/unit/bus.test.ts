import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../src/core/bus.ts';
import { countingBus } from '../helpers/counting-bus.ts';

describe('bus', () => {
  it('delivers typed payloads and on() returns its off()', () => {
    const bus = countingBus(createBus());
    const seen: number[] = [];
    const off = bus.on('product:quantity-changed', (p) => seen.push(p.quantity));
    bus.emit('product:quantity-changed', { productId: 1, quantity: 2 });
    off();
    bus.emit('product:quantity-changed', { productId: 1, quantity: 3 });
    expect(seen).toEqual([2]);
    expect(bus.size()).toBe(0);
  });

  it('copies the handler list before emitting: a handler removing itself never skips its neighbour', () => {
    const bus = createBus();
    const calls: string[] = [];
    const offA = bus.on('basket:changed', () => {
      calls.push('a');
      offA();
    });
    bus.on('basket:changed', () => calls.push('b'));
    bus.emit('basket:changed', {});
    bus.emit('basket:changed', {});
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('a throwing handler never stops the others and is reported with the event name', () => {
    const onError = vi.fn();
    const bus = createBus(onError);
    const after = vi.fn();
    bus.on('basket:changed', () => {
      throw new Error('boom');
    });
    bus.on('basket:changed', after);
    bus.emit('basket:changed', {});
    expect(after).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), 'basket:changed');
  });

  describe('a toast requested while nothing listens (the toasts widget loads at idle, §2.9)', () => {
    const toast = (text: string) => ({ kind: 'info' as const, text });

    it('is kept and handed, in order, to the first handler that starts listening, once', () => {
      const bus = createBus();
      bus.emit('toast:requested', toast('a'));
      bus.emit('toast:requested', toast('b'));
      const first: string[] = [];
      const second: string[] = [];
      bus.on('toast:requested', (p) => first.push(p.text));
      bus.on('toast:requested', (p) => second.push(p.text));
      expect(first).toEqual(['a', 'b']);
      expect(second).toEqual([]);
      bus.emit('toast:requested', toast('c'));
      expect(first).toEqual(['a', 'b', 'c']);
      expect(second).toEqual(['c']);
    });

    it('keeps the last 10, and nothing while a handler listens', () => {
      const bus = createBus();
      for (let i = 1; i <= 12; i++) bus.emit('toast:requested', toast(String(i)));
      const seen: string[] = [];
      const off = bus.on('toast:requested', (p) => seen.push(p.text));
      expect(seen).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
      bus.emit('toast:requested', toast('heard'));
      off();
      const later: string[] = [];
      bus.on('toast:requested', (p) => later.push(p.text));
      expect(later).toEqual([]);
    });

    it('a handler throwing on a kept toast is reported, and the other kept toasts still reach it', () => {
      const onError = vi.fn();
      const bus = createBus(onError);
      bus.emit('toast:requested', toast('bad'));
      bus.emit('toast:requested', toast('good'));
      const seen: string[] = [];
      bus.on('toast:requested', (p) => {
        if (p.text === 'bad') throw new Error('boom');
        seen.push(p.text);
      });
      expect(seen).toEqual(['good']);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), 'toast:requested');
    });

    it('other events are not kept', () => {
      const bus = createBus();
      bus.emit('basket:changed', {});
      const seen = vi.fn();
      bus.on('basket:changed', seen);
      expect(seen).not.toHaveBeenCalled();
    });
  });
});
