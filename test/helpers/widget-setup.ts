// Widget tests fail on any console.error they did not declare with `expectConsoleError`.
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';

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

// The last test's widgets were unmounted by its harness.stop(): React commits that on its
// scheduler (setImmediate in Node). Let those turns run before happy-dom's window is torn down,
// or a loaded machine can see "window is not defined" from React after the file has finished.
afterAll(async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
});
