// Texts for one language: the build keeps one language of every literal catalog set.
import { describe, expect, it } from 'vitest';
import { keepLanguage } from '../../build/one-language.mjs';

const run = (source: string, language = 'it') => keepLanguage(source, 'texts.ts', language);

describe('keepLanguage', () => {
  it('keeps the page language of a catalog set and empties the other two', () => {
    const out = run(`export const texts = {\n  pl: { 'a.b': 'Polski' },\n  it: { 'a.b': 'Italiano' },\n  en: { 'a.b': 'English' },\n};`);
    expect(out).toContain(`it: { 'a.b': 'Italiano' }`);
    expect(out).toContain('pl: {}');
    expect(out).toContain('en: {}');
    expect(out).not.toMatch(/Polski|English/);
  });

  it('works in any order, with quoted keys and with arrays (names of months)', () => {
    const out = run(`const m = { 'en': ['May'], "pl": ['Maj'], it: ['Maggio'] };`, 'pl');
    expect(out).toBe(`const m = { 'en': [], "pl": ['Maj'], it: [] };`);
  });

  it('leaves computed catalogs alone: code may read every language of them', () => {
    const source = `export const t = { pl: catalog(rows, 1), it: catalog(rows, 2), en: catalog(rows, 3) };`;
    expect(run(source)).toBeUndefined();
  });

  it('leaves objects that merely have a pl key alone (postal code formats by country)', () => {
    expect(run(`const zip = { pl: ['XX-XXX'], it: ['XXXXX'], en: [], de: ['XXXXX'] };`)).toBeUndefined();
    expect(run(`const x = 1;`)).toBeUndefined();
  });

  it('empties nested sets inside other objects too', () => {
    const out = run(`export const all = { months: { pl: { a: 'x' }, it: { a: 'y' }, en: { a: 'z' } } };`, 'en');
    expect(out).toBe(`export const all = { months: { pl: {}, it: {}, en: { a: 'z' } } };`);
  });
});
