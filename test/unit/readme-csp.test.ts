// The README's strict CSP is the one the development shop serves (fixtures/server/csp.ts), every
// directive of it: a theme copies it from there. `base-uri 'none'` is part of it: without it a
// <base> in a fetched page's head would move relative addresses to another origin.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHeader } from '../../fixtures/server/csp.ts';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
const directives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .sort();

describe("the README's CSP", () => {
  it("names every directive the development shop sends, base-uri 'none' included", () => {
    const quoted = /The bundle runs under a strict CSP \(`([^`]+)`\)/.exec(readme.replace(/\n/g, ' '));
    expect(quoted, 'the README states the policy').not.toBeNull();
    const documented = directives(quoted![1]!).map((d) => d.replace("'nonce-…'", "'nonce-N'").replace(/ default$/, ''));
    const served = directives(cspHeader('N')).map((d) => d.replace(/ default$/, ''));
    expect(documented).toEqual(served);
    expect(documented).toContain("base-uri 'none'");
  });
});
