// Widget tests fail on any console.error they did not declare with `expectConsoleError`.
import { afterEach, beforeEach, expect, vi } from 'vitest';

let expected: RegExp[] = [];
let unexpected: string[] = [];

/** Declares a console.error the current test expects (matched once per pattern). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

beforeEach(() => {
  expected = [];
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    const i = expected.findIndex((p) => p.test(text));
    if (i >= 0) expected.splice(i, 1);
    else unexpected.push(text);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(unexpected, 'unexpected console.error').toEqual([]);
});
