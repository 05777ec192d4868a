// dev/config-file.ts: `--config file.json`, or a clear error naming the file and the problem.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfigOverrides, readConfigOverrides } from '../../dev/config-file.ts';

describe('--config', () => {
  it("is the file's JSON object", () => {
    expect(parseConfigOverrides('{ "language": "it", "widgets": { "disabled": ["toasts"] } }', 'local.json')).toEqual({
      language: 'it',
      widgets: { disabled: ['toasts'] },
    });
  });

  it('names the file and the JSON problem', () => {
    expect(() => parseConfigOverrides('{ "language": "it", }', 'local.json')).toThrow(/^--config local\.json: not JSON \(.+\)$/);
    expect(() => parseConfigOverrides('["it"]', 'local.json')).toThrow('--config local.json: must hold a JSON object ({ "language": "it", … }), not an array');
    expect(() => parseConfigOverrides('null', 'local.json')).toThrow('--config local.json: must hold a JSON object ({ "language": "it", … }), not null');
  });

  it('names a file it cannot read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-config-'));
    try {
      expect(() => readConfigOverrides(join(dir, 'missing.json'))).toThrow(`--config ${join(dir, 'missing.json')}: cannot read it (ENOENT)`);
      writeFileSync(join(dir, 'ok.json'), '{"nonce":"x"}');
      expect(readConfigOverrides(join(dir, 'ok.json'))).toEqual({ nonce: 'x' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
