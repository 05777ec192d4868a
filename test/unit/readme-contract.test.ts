// The README's contract lists stay whole: every bus event of src/core/events.ts is named in its
// bus event list, so a theme can find the event a widget sends.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const events = readFileSync(resolve(root, 'src/core/events.ts'), 'utf8');

describe("the README's bus events", () => {
  it('names every event of the typed map', () => {
    const map = events.slice(events.indexOf('export interface BusEvents'));
    const names = [...map.matchAll(/^\s+'([a-z-]+:[a-z-]+)':/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(8);
    const list = readme.slice(readme.indexOf('Bus events ('), readme.indexOf('Answer headers the bundle reads'));
    expect(names.filter((n) => !list.includes('`' + n + '`'))).toEqual([]);
  });
});
