// The promo-code rules (spec §5.7 trimmed and escaped, §5.1 required, §7.4 answers) as tables.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCode, normaliseCode, rebateOutcome } from '../../src/domain/promo-code.ts';

describe('normaliseCode (§5.7: trimmed)', () => {
  it.each([
    ['RABAT10', 'RABAT10'],
    ['  RABAT10  ', 'RABAT10'],
    ['\tRABAT10\n', 'RABAT10'],
    ['\u00a0rabat10\u2003', 'rabat10'],
    ['RABAT 10', 'RABAT 10'],
    ['"}) { hello }', '"}) { hello }'],
  ])('%j → %j', (text, code) => {
    expect(normaliseCode(text)).toBe(code);
  });

  it('is idempotent and never leaves white space at either end', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normaliseCode(s);
        expect(normaliseCode(once)).toBe(once);
        expect(once).toBe(once.trim());
      }),
    );
  });
});

describe('checkCode (§5.1: a required field)', () => {
  it.each([
    ['', { ok: false, problem: 'required' }],
    ['   ', { ok: false, problem: 'required' }],
    ['\n\t', { ok: false, problem: 'required' }],
    [' RABAT10 ', { ok: true, code: 'RABAT10' }],
    ['<img src=x onerror=alert(1)>', { ok: true, code: '<img src=x onerror=alert(1)>' }],
  ])('%j → %j', (text, check) => {
    expect(checkCode(text)).toEqual(check);
  });
});

describe('rebateOutcome (§7.4 {status, error {code, message}})', () => {
  it.each([
    [{ status: 'success', error: null }, { status: 'done' }],
    [{ status: 'success' }, { status: 'done' }],
    [
      { status: 'error', error: { code: 'incorrect_code', message: 'Podany kod rabatowy jest nieprawidłowy' } },
      { status: 'refused', message: 'Podany kod rabatowy jest nieprawidłowy' },
    ],
    [
      { status: 'error', error: { code: 'x', message: '  ' } },
      { status: 'refused', message: null },
    ],
    [
      { status: 'error', error: null },
      { status: 'refused', message: null },
    ],
    [
      { status: null, error: { code: 7, message: 'Kod wygasł' } },
      { status: 'refused', message: 'Kod wygasł' },
    ],
    [null, { status: 'unreachable' }],
    [undefined, { status: 'unreachable' }],
  ])('%j → %j', (answer, outcome) => {
    expect(rebateOutcome(answer)).toEqual(outcome);
  });
});
