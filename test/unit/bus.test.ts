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
});
