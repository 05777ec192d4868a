// docs/spec-map.md is generated from the code's "§N" citations (build/spec-map.mjs): it must be
// current, or a reader looking for where a rule lives is sent to the wrong files.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specMap } from '../../build/spec-map.mjs';

const root = resolve(import.meta.dirname, '../..');

describe('docs/spec-map.md', () => {
  it('is current (npm run spec-map writes it)', () => {
    const map = specMap(root);
    expect(map).toContain('| §4.8 |');
    expect(readFileSync(resolve(root, 'docs/spec-map.md'), 'utf8')).toBe(map);
  });
});
