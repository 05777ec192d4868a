// Every count in every catalog reads right for each number (the house rule on plurals, see
// src/domain/plural.ts): a number followed by a word that agrees with it ("w 1 sklepach", "2 punktów",
// "Available in 1 stores") must come from a `{n, plural, …}` block with the language's forms.
// Scanned: each registered widget's texts, every `*texts.ts` catalog under widgets/ and src/ (the
// text catalogue the config builder lists) and the development shop's own texts (layout and pages).
import { describe, expect, it } from 'vitest';
import { fillPlurals } from '../../src/core/plural-texts.ts';
import { LANGUAGES } from '../../src/core/i18n.ts';
import { textCatalogue } from '../../fixtures/pages/text-catalogue.ts';
import { SHOP_LANGUAGES, shopTexts } from '../../fixtures/pages/shop-texts.ts';
import { pageTexts } from '../../fixtures/pages/page-texts.ts';

/** The placeholder names the catalogs use for counted numbers. */
const COUNTS = new Set(['n', 'count', 'items', 'days', 'left', 'quantity', 'shown', 'total', 'index', 'from', 'to', 'd', 'h', 'm', 's', 'ms', 'render']);
const PLURAL = /\{(\w+),\s*plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g;
// What may follow a bare count: nothing, punctuation, another placeholder (a unit the shop names,
// §3.8), a unit symbol that no language inflects, or "z {n}" / "of {n}" ("3 z 10").
const STANDS_ALONE = /^(\s*$|\s*[.,;:!?)\]–—×/%]|\s*\{\w+|\s*(z|of|di|su)\s+(\{|#plural)|\s+(ms|s|min|h|g|d|godz\.)(?=$|[\s.,;)]))/;
const SAMPLES = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 112, 1.5];

interface Text {
  where: string;
  language: string;
  text: string;
}

/** The problems of one text: bare counts followed by a word, plural blocks missing a form. */
function problems({ language, text }: Text): string[] {
  const found: string[] = [];
  for (const [block, name] of text.matchAll(PLURAL)) {
    for (const n of SAMPLES) {
      const filled = fillPlurals(block, { [name!]: n }, language);
      if (filled === block) found.push(`{${name}, plural} has no form for ${n}`);
    }
  }
  const bare = text.replace(PLURAL, '#plural');
  for (const m of bare.matchAll(/\{(\w+)\}/g)) {
    if (!COUNTS.has(m[1]!)) continue;
    const after = bare.slice(m.index + m[0].length);
    if (!STANDS_ALONE.test(after)) found.push(`{${m[1]}} is followed by "${after.slice(0, 20)}" without plural forms`);
  }
  return found;
}

async function everyText(): Promise<Text[]> {
  const rows = await textCatalogue();
  const texts: Text[] = rows.flatMap((r) => LANGUAGES.map((language) => ({ where: r.key, language, text: r[language] })));
  for (const language of SHOP_LANGUAGES) {
    for (const [key, text] of Object.entries(shopTexts[language])) texts.push({ where: 'shop:' + key, language, text });
    for (const [key, text] of Object.entries(pageTexts[language])) texts.push({ where: 'page:' + key, language, text });
  }
  return texts;
}

describe('counts in every catalog use plural forms', () => {
  it('no text has a count placeholder followed by a word without its plural forms, and every plural block has a form for every number', async () => {
    const texts = await everyText();
    expect(texts.length).toBeGreaterThan(500);
    const bad = texts.flatMap((t) => problems(t).map((p) => `${t.where} [${t.language}] "${t.text}": ${p}`));
    expect(bad).toEqual([]);
  });

  it('the scan finds the mistakes it is for', () => {
    const check = (language: string, text: string) => problems({ where: 'x', language, text });
    expect(check('pl', 'Dostępny w {count} sklepach')).toHaveLength(1);
    expect(check('en', '{count} stores, zoom in')).toHaveLength(1);
    expect(check('pl', '{shown} z {total} punktów')).toHaveLength(1);
    expect(check('pl', '{n, plural, one {# sklep} few {# sklepy}}')).not.toEqual([]);
    expect(check('pl', 'Produkty w koszyku: {n}')).toEqual([]);
    expect(check('it', '{d} g {h} h {m} min {s} s')).toEqual([]);
    expect(check('pl', '{shown} z {total, plural, one {# punktu} other {# punktów}}')).toEqual([]);
  });
});
