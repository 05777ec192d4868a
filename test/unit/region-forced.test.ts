// Forced-region rules (spec §2.7, §3.20, §4.3, §7.3) as tables.
import { describe, expect, it } from 'vitest';
import {
  acknowledged,
  asForcedCookie,
  cookieText,
  cookiesOf,
  forcedVariant,
  noticeText,
  NO_NOTICE_PAGES,
  REGION_COOKIE,
  shouldShowForcedNotice,
  unsetOutcome,
  unsetRequest,
  wantsNotice,
  ZIPCODE_COOKIE,
} from '../../src/domain/region-forced.ts';
import { PAGE_TYPES } from '../../src/core/config.ts';

const region = (showModal: unknown) => ({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal });
const zip = (showModal: unknown) => ({ currentZipcode: '10115', defaultZipcode: '00-001', showModal });

describe('§3.20 cookie names and shapes', () => {
  it('uses the spec names', () => {
    expect(REGION_COOKIE).toBe('setRegionForced');
    expect(ZIPCODE_COOKIE).toBe('setZipcodeForced');
  });
  it.each([
    [{ showModal: true }, true],
    [[], false],
    [null, false],
    [42, false],
    ['{"showModal":true}', false],
    [undefined, false],
  ])('asForcedCookie(%j) is an object: %s', (json, ok) => {
    expect(asForcedCookie(json) !== undefined).toBe(ok);
  });
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [1, false],
    [undefined, false],
    [null, false],
  ])('showModal %j asks for the notice: %s', (v, expected) => {
    expect(wantsNotice({ showModal: v })).toBe(expected);
  });
});

describe('§3.20 a text field of the wrong type is absent', () => {
  it.each([
    ['Niemcy', 'Niemcy'],
    ['', ''],
    [10115, '10115'],
    [{ name: 'x' }, undefined],
    [['Niemcy'], undefined],
    [true, undefined],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
  ])('cookieText(%j) → %j', (value, text) => expect(cookieText(value)).toBe(text));

  it.each([
    ['both', 'Niemcy', '10115', 'both'],
    ['both', '', '10115', 'zipcode'],
    ['both', 'Niemcy', '', 'region'],
    ['region', '', '10115', 'unknown'],
    ['zipcode', 'Niemcy', '', 'unknown'],
    ['region', 'Niemcy', '', 'region'],
  ] as const)('variant %s with country %j and zip code %j shows the %s text', (variant, country, zipcode, key) =>
    expect(noticeText(variant, country, zipcode)).toBe(key),
  );
});

describe('§2.7 variant and §4.3 opening condition', () => {
  it.each([
    // region cookie, zipcode cookie, page type, variant, shown
    [region(true), undefined, 'main', 'region', true],
    [undefined, zip(true), 'main', 'zipcode', true],
    [region(true), zip(true), 'projector', 'both', true],
    [region(false), zip(true), 'main', 'zipcode', true],
    [region(true), zip(false), 'main', 'region', true],
    [region(false), zip(false), 'main', null, false],
    [undefined, undefined, 'main', null, false],
    [region(true), undefined, undefined, 'region', true],
    [region(true), undefined, 'basket', 'region', true],
    [region(true), zip(true), 'order-process', 'both', true],
    [region(true), zip(true), 'place-order', 'both', false],
    [region(true), zip(true), 'prepaid', 'both', false],
    [region(true), undefined, 'order1', 'region', false],
    [undefined, zip(true), 'order2', 'zipcode', false],
  ] as const)('%j + %j on %s → %s, shown %s', (r, z, page, variant, shown) => {
    expect(forcedVariant(r, z)).toBe(variant);
    expect(shouldShowForcedNotice(r, z, page)).toBe(shown);
  });
  it('the order pages are page types of the config', () => {
    for (const p of NO_NOTICE_PAGES) expect(PAGE_TYPES).toContain(p);
  });
});

describe('§4.3 Continue and restore', () => {
  it('Continue keeps every value and sets showModal false', () => {
    const c = { ...region(true), extra: { ż: ['ü', 1] } };
    expect(acknowledged(c)).toEqual({ ...c, showModal: false });
  });
  it.each([
    ['region', [REGION_COOKIE]],
    ['zipcode', [ZIPCODE_COOKIE]],
    ['both', [REGION_COOKIE, ZIPCODE_COOKIE]],
  ] as const)('%s covers %j', (v, names) => {
    expect(cookiesOf(v)).toEqual(names);
  });
});

describe('§7.3 unset mutations', () => {
  it.each([
    ['region', false, 'mutation=unsetRegion', ['unsetTemporaryRegion']],
    ['zipcode', false, 'mutation=unsetZipcode', ['unsetTemporaryZipcode']],
    ['both', false, 'mutation=unsetRegionAndZipcode', ['unsetTemporaryRegion', 'unsetTemporaryZipcode']],
    ['region', true, 'mutation=projectorFormUnsetRegion', ['unsetTemporaryRegion']],
    ['zipcode', true, 'mutation=projectorFormUnsetZipcode', ['unsetTemporaryZipcode']],
    ['both', true, 'mutation=projectorFormUnsetRegionAndZipcode', ['unsetTemporaryRegion', 'unsetTemporaryZipcode']],
  ] as const)('%s (product page %s) → %s with %j in one request', (v, product, label, fields) => {
    const r = unsetRequest(v, product);
    expect(r.label).toBe(label);
    const found = ['unsetTemporaryRegion', 'unsetTemporaryZipcode'].filter((f) => r.query.includes(f));
    expect(found).toEqual(fields);
    expect(r.query).toContain('status');
  });

  const ok = { status: 'success', error: null };
  const bad = { status: 'error', error: { code: 'x', message: 'Nope' } };
  it.each([
    ['region', { unsetTemporaryRegion: ok }, { ok: true }],
    ['region', { unsetTemporaryRegion: bad }, { ok: false, message: 'Nope' }],
    ['region', { unsetTemporaryRegion: null }, { ok: false }],
    ['zipcode', { unsetTemporaryZipcode: ok }, { ok: true }],
    ['zipcode', { unsetTemporaryZipcode: { status: 'SUCCESS' } }, { ok: false }],
    ['zipcode', { unsetTemporaryRegion: ok }, { ok: false }],
    // "both": only unsetTemporaryRegion.status is read (§7.3).
    ['both', { unsetTemporaryRegion: ok, unsetTemporaryZipcode: bad }, { ok: true }],
    ['both', { unsetTemporaryRegion: bad, unsetTemporaryZipcode: ok }, { ok: false, message: 'Nope' }],
  ] as const)('%s with %j → %j', (v, data, outcome) => {
    expect(unsetOutcome(v, data)).toEqual(outcome);
  });
});
