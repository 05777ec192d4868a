// Country / language picker rules (spec §2.6, §3.21, §4.4, §9.6, §9.11) as tables.
import { describe, expect, it } from 'vitest';
import { foldText, filterByText } from '../../src/domain/country-filter.ts';
import { DEFAULT_RECOMMENDED_LANG, flagCode, PICKER_LANGUAGES, pickerTextLanguage } from '../../src/domain/country-languages.ts';
import {
  chooseCountry,
  chooseGroup,
  chooseLanguage,
  CLOSED_COOKIE,
  CLOSED_COOKIE_VALUE,
  countriesIn,
  firstStep,
  formTarget,
  groupsOf,
  initialSelection,
  isPickerClosed,
  opensAutomatically,
  PICKER_SCROLL_BELOW_HEIGHT,
  proposedCountry,
  proposedSelection,
  safeSite,
  showsLanguageSelect,
  siteOf,
  type PickerCountry,
} from '../../src/domain/country-picker.ts';

const c = (id: string, group: string | undefined, langs: string[], extra: Partial<PickerCountry> = {}): PickerCountry => ({
  id,
  name: id.toUpperCase(),
  ...(group ? { group } : {}),
  lang: langs.map((l) => ({ id: l, site: `https://${id}.example/${l}/` })),
  ...extra,
});
const COUNTRIES = [
  c('pol', 'eu', ['pol', 'eng'], { selected: true, default: true }),
  c('deu', 'eu', ['ger', 'eng'], { recommended: true }),
  c('svk', 'eu', ['slo']),
  c('usa', 'am', ['eng']),
  c('can', 'am', ['eng', 'fre'], { selected: false }),
  c('jpn', undefined, ['eng']),
];

describe('§4.4 opening', () => {
  it.each([
    [undefined, '', false],
    ['closed', '', true],
    ['open', '', false],
    [undefined, '?redirection=redirected', true],
    [undefined, '?a=1&redirection=redirected', true],
    [undefined, '?redirection=closed', false],
    ['closed', '?redirection=redirected', true],
  ])('cookie %j, search %j → closed %s', (cookie, search, closed) => {
    expect(isPickerClosed(cookie, search)).toBe(closed);
  });
  it('the cookie is redirection=closed', () => {
    expect([CLOSED_COOKIE, CLOSED_COOKIE_VALUE]).toEqual(['redirection', 'closed']);
  });
  it.each([
    ['true', false, 6, true],
    [true, false, 6, true],
    ['true', true, 6, false],
    ['false', false, 6, false],
    [undefined, false, 6, false],
    ['TRUE', false, 6, false],
    ['true', false, 0, false],
  ] as const)('show_select %j, closed %s, %i countries → opens %s', (show, closed, n, opens) => {
    expect(opensAutomatically(show, closed, n)).toBe(opens);
  });
  it.each([
    ['false', 'true', 'deu', 'recommended'],
    ['true', 'false', 'pol', 'recommended'],
    [true, undefined, 'pol', 'recommended'],
    ['false', 'false', 'deu', 'select'],
    [undefined, undefined, 'deu', 'select'],
  ] as const)('is_default %j, is_recommended %j → proposes %s, first step %s', (isDefault, isRec, proposed, step) => {
    const p = proposedCountry(COUNTRIES, isDefault);
    expect(p?.id).toBe(proposed);
    expect(firstStep(isDefault, isRec, p)).toBe(step);
  });
  it('without a recommended or default country there is no recommended step', () => {
    const plain = [c('usa', 'am', ['eng'])];
    expect(firstStep('true', 'true', proposedCountry(plain, 'true'))).toBe('select');
  });
  it('§9.6: the modal scrolls below 800 px', () => {
    expect(PICKER_SCROLL_BELOW_HEIGHT).toBe(800);
  });
});

describe('§2.6 selects and §4.4 switching', () => {
  it('groups in order, "default" for a country without one', () => {
    expect(groupsOf(COUNTRIES)).toEqual(['eu', 'am', 'default']);
    expect(countriesIn(COUNTRIES, 'am').map((x) => x.id)).toEqual(['usa', 'can']);
  });
  it.each([
    [undefined, { group: 'eu', countryId: 'pol', langId: 'pol' }],
    ['eng', { group: 'eu', countryId: 'pol', langId: 'eng' }],
    ['ger', { group: 'eu', countryId: 'pol', langId: 'pol' }],
  ])('initial selection with selectedLangId %j', (lang, expected) => {
    expect(initialSelection(COUNTRIES, lang)).toEqual(expected);
  });
  it('no countries, no selection', () => {
    expect(initialSelection([])).toBeNull();
  });
  it.each([
    ['am', 'eng', { group: 'am', countryId: 'usa', langId: 'eng' }],
    ['am', 'pol', { group: 'am', countryId: 'usa', langId: 'eng' }],
    ['default', 'eng', { group: 'default', countryId: 'jpn', langId: 'eng' }],
    ['nowhere', 'pol', { group: 'eu', countryId: 'pol', langId: 'pol' }],
  ])('choosing group %s (language %s) switches the country list', (group, lang, expected) => {
    expect(chooseGroup(COUNTRIES, { group: 'eu', countryId: 'pol', langId: lang }, group)).toEqual(expected);
  });
  it.each([
    ['deu', 'eng', { group: 'eu', countryId: 'deu', langId: 'eng' }],
    ['deu', 'pol', { group: 'eu', countryId: 'deu', langId: 'ger' }],
    ['can', 'eng', { group: 'am', countryId: 'can', langId: 'eng' }],
    ['svk', 'eng', { group: 'eu', countryId: 'svk', langId: 'slo' }],
    ['xxx', 'pol', { group: 'eu', countryId: 'pol', langId: 'pol' }],
  ])('choosing country %s (language %s) switches the language list', (id, lang, expected) => {
    expect(chooseCountry(COUNTRIES, { group: 'eu', countryId: 'pol', langId: lang }, id)).toEqual(expected);
  });
  it('a language must belong to the country', () => {
    const s = { group: 'eu', countryId: 'pol', langId: 'pol' };
    expect(chooseLanguage(COUNTRIES, s, 'eng').langId).toBe('eng');
    expect(chooseLanguage(COUNTRIES, s, 'ger').langId).toBe('pol');
  });
  it.each([
    ['svk', false],
    ['usa', false],
    ['pol', true],
    ['can', true],
  ])('%s shows the language select: %s', (id, shown) => {
    expect(showsLanguageSelect(COUNTRIES.find((x) => x.id === id))).toBe(shown);
  });
  it('the recommended step confirms the proposed country in the first preferred language it has', () => {
    expect(proposedSelection(COUNTRIES[1]!, ['ger', 'eng'])).toEqual({ group: 'eu', countryId: 'deu', langId: 'ger' });
    expect(proposedSelection(COUNTRIES[1]!, ['fre', undefined, 'eng'])).toEqual({ group: 'eu', countryId: 'deu', langId: 'eng' });
    expect(proposedSelection(COUNTRIES[1]!, [])).toEqual({ group: 'eu', countryId: 'deu', langId: 'ger' });
  });
  it("the form goes to the chosen language's site", () => {
    expect(siteOf(COUNTRIES, { group: 'am', countryId: 'can', langId: 'fre' })).toBe('https://can.example/fre/');
    expect(siteOf(COUNTRIES, null)).toBeNull();
  });
});

describe('§2.6 form target', () => {
  it.each([
    ['https://x.de/', 'get', 'https://x.de/', [['redirection', 'redirected']]],
    [
      '/?country=deu&lang=ger',
      'get',
      '/',
      [
        ['country', 'deu'],
        ['lang', 'ger'],
        ['redirection', 'redirected'],
      ],
    ],
    ['/de/?redirection=closed#top', 'get', '/de/', [['redirection', 'redirected']]],
    ['https://x.de/?lang=ger', 'post', 'https://x.de/?lang=ger&redirection=redirected', []],
    ['', 'get', '/', [['redirection', 'redirected']]],
  ] as const)('%s (%s) → %s %j', (site, method, action, fields) => {
    expect(formTarget(site, method)).toEqual({ action, fields });
  });
  it.each([
    ['https://x.de/', 'https://x.de/'],
    ['/?a=1', '/?a=1'],
    ['de/', 'de/'],
    ['javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,x', null],
    [null, null],
  ])('safeSite(%j) → %j', (site, out) => {
    expect(safeSite(site)).toBe(out);
  });
});

describe('§9.11 languages and flags', () => {
  it('the nine picker languages, eng by default', () => {
    expect(PICKER_LANGUAGES).toEqual(['pol', 'eng', 'ger', 'cze', 'rum', 'slo', 'fre', 'ukr', 'hun']);
    expect(DEFAULT_RECOMMENDED_LANG).toBe('eng');
  });
  it.each([
    ['deu', 'ger'],
    ['fra', 'fre'],
    ['gbr', 'eng'],
    ['rou', 'rum'],
    ['svk', 'slo'],
    ['pol', 'pol'],
    ['cze', 'cze'],
    ['DEU', 'ger'],
    ['jpn', 'jpn'],
  ])('flag of %s is %s', (id, flag) => {
    expect(flagCode(id)).toBe(flag);
  });
  it.each([
    ['deu', undefined, 'ger'],
    ['fra', 'hun', 'fre'],
    ['hun', 'eng', 'hun'],
    ['jpn', 'hun', 'hun'],
    ['jpn', 'xyz', 'eng'],
    ['jpn', undefined, 'eng'],
    [undefined, 'cze', 'cze'],
    [undefined, 'UKR', 'ukr'],
  ])('recommended step for %s with recommended_lang %s speaks %s', (id, rec, lang) => {
    expect(pickerTextLanguage(id, rec)).toBe(lang);
  });
});

describe('country filter (beyond the spec)', () => {
  it.each([
    ['Łotwa', 'lotwa'],
    ['Österreich', 'osterreich'],
    ['Słowacja', 'slowacja'],
    ['Węgry', 'wegry'],
    ['Straße', 'strasse'],
    ['  São   Tomé ', 'sao tome'],
    ['Ærø', 'aero'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
  const names = ['Polska', 'Łotwa', 'Słowacja', 'Słowenia', 'Węgry', 'Nowa Zelandia', 'Kanada'].map((name) => ({
    name,
    cur: name === 'Kanada' ? 'CAD' : 'EUR',
  }));
  const find = (q: string) => filterByText(names, q, (x) => [x.name, x.cur]).map((x) => x.name);
  it.each([
    ['', names.map((n) => n.name)],
    ['slow', ['Słowacja', 'Słowenia']],
    ['SŁOW', ['Słowacja', 'Słowenia']],
    ['lot', ['Łotwa']],
    ['wegr', ['Węgry']],
    ['zel', ['Nowa Zelandia']],
    // Names that start with the text come before those that only contain it.
    ['k', ['Kanada', 'Polska']],
    ['cad', ['Kanada']],
    ['xyz', []],
  ])('"%s" finds %j', (q, found) => {
    expect(find(q)).toEqual(found);
  });
});
