// §8.3: the tell-availability answer read for status and errdesc (src/domain/notify-answer.ts), and
// §4.8: which sizes cannot be ordered now (the ones tell-me-when-available is about).
import { describe, expect, it } from 'vitest';
import { notifyOutcome } from '../../src/domain/notify-answer.ts';
import { isSizeOff } from '../../src/domain/product-form-rules.ts';

describe('notifyOutcome (§8.3)', () => {
  it.each([
    [{ status: 'ok' }, 'success'],
    [{ status: 'success' }, 'success'],
    [{ status: true }, 'success'],
    [{ status: 1 }, 'success'],
    [{ status: 'ok', errdesc: '' }, 'success'],
    [{ status: 'error', errdesc: 'mail' }, 'mail'],
    [{ status: 'error', errdesc: ' increase_quantity ' }, 'increase_quantity'],
    [{ status: 'error', errdesc: 'limit' }, 'error'],
    [{ status: 'error', errdesc: 'captcha' }, 'error'],
    [{ status: 'ok', errdesc: 'mail' }, 'mail'], // an errdesc always wins
    [{ status: 'error' }, 'error'],
    [{}, 'error'],
    [{ status: 'OK' }, 'error'],
    [{ errdesc: 42 }, 'error'],
  ] as const)('%j → %s', (answer, outcome) => {
    expect(notifyOutcome(answer)).toBe(outcome);
  });
});

describe('isSizeOff (§4.8)', () => {
  it.each([
    [0, 'enable', true],
    [0, undefined, true],
    [3, 'disable', true],
    [3, 'enable', false],
    [-1, 'order', false],
    [-1, null, false],
    [undefined, undefined, false],
  ] as const)('amount %s, status %s → %s', (amount, status, off) => {
    expect(isSizeOff(amount, status)).toBe(off);
  });
});
