// build/strip-docs.mjs: the built chunks carry no documentation (widget descriptions, z.describe),
// and what is left is the same code.
import { describe, expect, it } from 'vitest';
import { stripDocs } from '../../build/strip-docs.mjs';

describe('stripDocs', () => {
  it.each([
    ["z.string().check(z.describe('Name.'))", 'z.string().check()'],
    ['z.number().check(z.int(), z.minimum(1), z.describe(`At least ${N}.`))', 'z.number().check(z.int(), z.minimum(1))'],
    ["z.number().check(z.describe('First.'), z.int())", 'z.number().check(z.int())'],
    ["z.boolean().check(\n  z.describe(\n    'Long.',\n  ),\n)", 'z.boolean().check(\n)'],
    ["defineWidget({ name: 'x', description: 'One sentence.', props: P, Component: C })", "defineWidget({ name: 'x', props: P, Component: C })"],
    ["defineWidget({\n  name: 'x',\n  props: P,\n  description: 'Last.',\n})", "defineWidget({\n  name: 'x',\n  props: P,\n})"],
  ])('%s', (source, stripped) => {
    expect(stripDocs(source, 'x.ts')).toBe(stripped);
  });

  it('leaves other code alone: a `description` that is data, a describe that is not a check', () => {
    for (const source of ['const a = { description: p.descriptionTel };', "vi.describe('x', () => {});", "const b = { description: 'kept' }; f(b);"]) {
      expect(stripDocs(source, 'x.ts')).toBeUndefined();
    }
  });

  it('the widget definitions and props of the repository still parse once stripped', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const ts = (await import('typescript')).default;
    const dirs = readdirSync('widgets', { withFileTypes: true }).filter((d) => d.isDirectory());
    let stripped = 0;
    for (const d of dirs) {
      for (const f of ['index.ts', 'props.ts']) {
        const path = `widgets/${d.name}/${f}`;
        const out = stripDocs(readFileSync(path, 'utf8'), path);
        if (out === undefined) continue;
        stripped++;
        expect(out).not.toMatch(/\bdescription:|z\.describe\(/);
        const file = ts.createSourceFile(path, out, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
        expect((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics, path).toEqual([]);
      }
    }
    expect(stripped).toBeGreaterThan(20);
  });
});
