import { describe, it, expect } from 'vitest';
import {
  OMNIBUS_DEFAULTS,
  PERCENT_SIGN_READING,
  omnibusFlags,
  omnibusLabel,
  omnibusView,
  percentSign,
  percentSignByPrices,
  type OmnibusFlags,
  type OmnibusPriceData,
  type OmnibusSettings,
  type OmnibusView,
  type PricedBy,
} from '../../src/domain/omnibus.ts';

const gross = (value: number | undefined, formatted?: string): PricedBy => ({ gross: { value, formatted } });
const zl = (v: number): PricedBy => gross(v, `${v},00 zł`);

const SHOW_PERCENT: OmnibusSettings = { ...OMNIBUS_DEFAULTS, hidePercentageDiscounts: false };

// ---------------------------------------------------------------------------------------------
// Every realisable combination of the inputs behind the six flags (§4.7).
type MaxCase = 'absent' | 'equal' | 'different';
type RebateCase = 'equal' | 'different';
interface Inputs {
  lowest: boolean;
  max: MaxCase;
  codeActive: boolean;
  beforeRebate: RebateCase;
  until: boolean;
  higher: boolean;
}

function fixture(i: Inputs): OmnibusPriceData {
  return {
    price: zl(90),
    omnibusPrice: i.lowest ? zl(100) : null,
    omnibusPriceDetails: {
      youSavePercent: 12,
      omnibusPriceIsHigherThanSellingPrice: i.higher,
      newPriceEffectiveUntil: i.until ? { formatted: '2025-06-30' } : null,
      unit: gross(10, '10,00 zł / kg'),
    },
    max: i.max === 'absent' ? null : i.max === 'equal' ? zl(100) : zl(120),
    beforeRebate: i.beforeRebate === 'equal' ? zl(100) : zl(110),
    beforeRebateDetails: { youSavePercent: 18, unit: gross(11, '11,00 zł / kg') },
    rebateCodeActive: i.codeActive,
  };
}

const all: Inputs[] = [];
for (const lowest of [true, false])
  for (const max of ['absent', 'equal', 'different'] as const)
    for (const codeActive of [true, false])
      for (const beforeRebate of ['equal', 'different'] as const)
        for (const until of [true, false]) for (const higher of [true, false]) all.push({ lowest, max, codeActive, beforeRebate, until, higher });

/** §4.7 restated literally, independent of the implementation. */
function expectedFlags(i: Inputs): OmnibusFlags {
  const code = i.codeActive;
  return {
    omnibus: i.lowest,
    short: i.max === 'absent' || (i.lowest && i.max === 'equal'),
    code,
    codeShort: code && i.lowest && i.beforeRebate === 'equal',
    newPrice: i.until && i.max !== 'absent',
    higher: i.higher,
  };
}

function expectedView(i: Inputs): OmnibusView {
  const f = expectedFlags(i);
  if (!f.omnibus) return { visible: false, flags: f, label: null, lowest: '', percent: null };
  const v: OmnibusView = {
    visible: true,
    flags: f,
    label: f.code ? 'code' : f.higher && !f.newPrice ? 'promo' : 'bargain',
    lowest: '100,00 zł',
    lowestUnit: '10,00 zł / kg',
    percent: f.higher ? '-12%' : '+12%',
  };
  const maxText = i.max === 'equal' ? '100,00 zł' : '120,00 zł';
  if (f.newPrice) {
    v.regular = maxText;
    v.upcomingFrom = '2025-06-30';
  } else if (!f.short) v.regular = maxText;
  if (f.code && !f.codeShort) {
    v.withoutCode = '110,00 zł';
    v.withoutCodeUnit = '11,00 zł / kg';
  }
  return v;
}

const name = (i: Inputs) => `lowest=${i.lowest} max=${i.max} code=${i.codeActive} before=${i.beforeRebate} until=${i.until} higher=${i.higher}`;

describe('omnibus: every input combination (§4.7)', () => {
  it('enumerates 96 combinations', () => {
    expect(all).toHaveLength(96);
  });

  it.each(all.map((i) => [name(i), i] as const))('%s', (_, i) => {
    const p = fixture(i);
    const flags = omnibusFlags(p, 'gross', SHOW_PERCENT);
    expect(flags).toEqual(expectedFlags(i));
    expect(omnibusLabel(flags)).toBe(expectedView(i).label);
    expect(percentSign(flags.higher, 12)).toBe(i.higher ? '-' : '+');
    expect(omnibusView(p, 'gross', SHOW_PERCENT)).toEqual(expectedView(i));
  });

  // Each flag must be observable: two combinations whose flags differ in that flag alone
  // must render differently, or the flag would be dead.
  const flagNames = ['omnibus', 'short', 'code', 'codeShort', 'newPrice', 'higher'] as const;
  it.each(flagNames)('flag %s changes the rendered view', (flag) => {
    const pairs: [Inputs, Inputs][] = [];
    for (const a of all)
      for (const b of all) {
        const fa = expectedFlags(a);
        const fb = expectedFlags(b);
        const differ = flagNames.filter((k) => fa[k] !== fb[k]);
        if (differ.length === 1 && differ[0] === flag && fa[flag]) pairs.push([a, b]);
      }
    expect(pairs.length).toBeGreaterThan(0);
    const strip = ({ flags: _f, ...rest }: OmnibusView) => rest;
    // Some pair shows the difference (e.g. `higher` is invisible under the 'code' label,
    // but visible in the percent sign; `short` only matters without a new price).
    const visibleInSome = pairs.some(
      ([a, b]) =>
        JSON.stringify(strip(omnibusView(fixture(a), 'gross', SHOW_PERCENT))) !== JSON.stringify(strip(omnibusView(fixture(b), 'gross', SHOW_PERCENT))),
    );
    expect(visibleInSome).toBe(true);
  });
});

describe('omnibus: hand-written cases', () => {
  it('a plain discount: bargain, regular price shown', () => {
    const v = omnibusView({ price: zl(80), omnibusPrice: zl(90), max: zl(100), omnibusPriceDetails: { youSavePercent: 11 } }, 'gross', OMNIBUS_DEFAULTS);
    expect(v).toEqual({
      visible: true,
      flags: { omnibus: true, short: false, code: false, codeShort: false, newPrice: false, higher: false },
      label: 'bargain',
      lowest: '90,00 zł',
      percent: null, // hidden by default (§9.4)
      regular: '100,00 zł',
    });
  });

  it('lowest above the selling price without an announced new price: promo, "-" sign', () => {
    const v = omnibusView(
      {
        omnibusPrice: zl(120),
        max: zl(120),
        omnibusPriceDetails: { youSavePercent: -17, omnibusPriceIsHigherThanSellingPrice: true },
      },
      'gross',
      SHOW_PERCENT,
    );
    expect(v.label).toBe('promo');
    expect(v.percent).toBe('-17%');
    expect(v.regular).toBeUndefined(); // short: max equals lowest
  });

  it('an active code with a different before-rebate price shows "price without code"', () => {
    const v = omnibusView(
      {
        omnibusPrice: zl(100),
        beforeRebate: zl(110),
        beforeRebateDetails: { unit: gross(11, '11,00 zł / kg') },
        rebateCodeActive: true,
      },
      'gross',
      OMNIBUS_DEFAULTS,
    );
    expect(v.label).toBe('code');
    expect(v.withoutCode).toBe('110,00 zł');
    expect(v.withoutCodeUnit).toBe('11,00 zł / kg');
  });

  it('a new price with max equal to the lowest still shows the upcoming price', () => {
    const v = omnibusView(
      { omnibusPrice: zl(100), max: zl(100), omnibusPriceDetails: { newPriceEffectiveUntil: { formatted: ' 30.06.2025 ' } } },
      'gross',
      OMNIBUS_DEFAULTS,
    );
    expect(v.flags.short).toBe(true);
    expect(v.regular).toBe('100,00 zł');
    expect(v.upcomingFrom).toBe('30.06.2025');
  });

  it('a blank newPriceEffectiveUntil is no new price', () => {
    const f = omnibusFlags(
      { omnibusPrice: zl(100), max: zl(120), omnibusPriceDetails: { newPriceEffectiveUntil: { formatted: '  ' } } },
      'gross',
      OMNIBUS_DEFAULTS,
    );
    expect(f.newPrice).toBe(false);
  });

  it('a lowest price with a value but no text is flagged, yet not shown (nothing to show)', () => {
    const v = omnibusView({ omnibusPrice: gross(100) }, 'gross', OMNIBUS_DEFAULTS);
    expect(v.flags.omnibus).toBe(true);
    expect(v.visible).toBe(false);
  });
});

describe('omnibus: equality rule', () => {
  it.each<[string, PricedBy, PricedBy, boolean]>([
    ['values equal, texts differ', gross(100, '100,00 zł'), gross(100, '100.00 PLN'), true],
    ['values equal at 2 decimals', gross(100, 'a'), gross(100.001, 'b'), true],
    ['values differ, texts equal', gross(100, '100 zł'), gross(101, '100 zł'), false],
    ['no values, texts equal after trim', gross(undefined, '100,00 zł'), gross(undefined, ' 100,00 zł '), true],
    ['no values, texts differ', gross(undefined, '100,00 zł'), gross(undefined, '100,01 zł'), false],
    ['one value only, texts equal', gross(100, '100,00 zł'), gross(undefined, '100,00 zł'), true],
    ['value vs text only', gross(100), gross(undefined, '100,00 zł'), false],
  ])('%s → %s', (_, a, b, equal) => {
    expect(omnibusFlags({ omnibusPrice: a, max: b }, 'gross', OMNIBUS_DEFAULTS).short).toBe(equal);
    expect(omnibusFlags({ omnibusPrice: a, beforeRebate: b, rebateCodeActive: true }, 'gross', OMNIBUS_DEFAULTS).codeShort).toBe(equal);
  });
});

describe('omnibus: settings', () => {
  const p = fixture({ lowest: true, max: 'different', codeActive: true, beforeRebate: 'different', until: true, higher: true });

  it('enabled false: every flag false, nothing shown', () => {
    const s = { ...SHOW_PERCENT, enabled: false };
    expect(omnibusFlags(p, 'gross', s)).toEqual({
      omnibus: false,
      short: false,
      code: false,
      codeShort: false,
      newPrice: false,
      higher: false,
    });
    expect(omnibusView(p, 'gross', s)).toMatchObject({ visible: false, label: null, lowest: '', percent: null });
  });

  it('rebateCodeActivate false: an active code is ignored', () => {
    const s = { ...SHOW_PERCENT, rebateCodeActivate: false };
    const v = omnibusView(p, 'gross', s);
    expect(v.flags.code).toBe(false);
    expect(v.flags.codeShort).toBe(false);
    expect(v.label).toBe('bargain'); // higher, but a new price is announced
    expect(v.withoutCode).toBeUndefined();
  });

  it.each<[boolean, string | null]>([
    [true, null],
    [false, '-12%'],
  ])('hidePercentageDiscounts %s → percent %j', (hide, percent) => {
    expect(omnibusView(p, 'gross', { ...OMNIBUS_DEFAULTS, hidePercentageDiscounts: hide }).percent).toBe(percent);
  });

  it('defaults are §9.4', () => {
    expect(OMNIBUS_DEFAULTS).toEqual({ enabled: true, rebateCodeActivate: true, hidePercentageDiscounts: true });
  });
});

describe('omnibus: the percent shown', () => {
  const view = (youSavePercent: number | null | undefined, higher: boolean, code = false) =>
    omnibusView(
      {
        omnibusPrice: zl(100),
        omnibusPriceDetails: { youSavePercent, omnibusPriceIsHigherThanSellingPrice: higher },
        beforeRebate: zl(110),
        beforeRebateDetails: { youSavePercent: 9 },
        youSavePercent: 33,
        rebateCodeActive: code,
      },
      'gross',
      SHOW_PERCENT,
    ).percent;

  it.each<[number | null | undefined, boolean, string | null]>([
    [12, false, '+12%'],
    [12, true, '-12%'],
    [-12, true, '-12%'], // absolute value; the sign comes from `higher`
    [-12, false, '+12%'],
    [12.4, false, '+12%'],
    [12.5, true, '-13%'],
    [0, false, null],
    [0, true, null], // "-0%" says nothing
    [0.4, true, null],
    [null, false, null],
    [undefined, true, null],
    [NaN, true, null],
  ])('youSavePercent %s, higher %s → %j', (pct, higher, expected) => {
    expect(view(pct, higher)).toBe(expected);
  });

  it('an active code does not switch the source to beforeRebateDetails', () => {
    expect(view(12, false, true)).toBe('+12%');
  });
});

describe('omnibus: price type', () => {
  const p: OmnibusPriceData = {
    omnibusPrice: { gross: { value: 123, formatted: '123,00 zł' }, net: { value: 100, formatted: '100,00 zł' } },
    max: { gross: { value: 123, formatted: '123,00 zł' }, net: { value: 110, formatted: '110,00 zł' } },
    omnibusPriceDetails: { unit: { gross: { formatted: 'g/kg' }, net: { formatted: 'n/kg' } } },
  };

  it.each<['gross' | 'net', Partial<OmnibusView>]>([
    ['gross', { lowest: '123,00 zł', lowestUnit: 'g/kg', regular: undefined }],
    ['net', { lowest: '100,00 zł', lowestUnit: 'n/kg', regular: '110,00 zł' }],
  ])('%s', (type, expected) => {
    const v = omnibusView(p, type, OMNIBUS_DEFAULTS);
    expect(v.lowest).toBe(expected.lowest);
    expect(v.lowestUnit).toBe(expected.lowestUnit);
    expect(v.regular).toBe(expected.regular);
    expect(v.flags.short).toBe(type === 'gross');
  });

  it('a missing amount of the chosen type is absent — no fallback to the other type', () => {
    const grossOnly: OmnibusPriceData = { omnibusPrice: zl(100), max: zl(120) };
    expect(omnibusFlags(grossOnly, 'net', OMNIBUS_DEFAULTS)).toMatchObject({ omnibus: false, short: true });
    expect(omnibusView(grossOnly, 'net', OMNIBUS_DEFAULTS).visible).toBe(false);
  });
});

describe('percent sign readings (§4.7)', () => {
  it('reading (a) is the one in use', () => {
    expect(PERCENT_SIGN_READING).toBe('a');
  });

  it.each<[boolean, number, string]>([
    [true, 12, '-'],
    [true, 0, '-'],
    [false, 12, '+'],
    [false, -12, '+'],
    [false, 0, ''],
    [false, NaN, ''],
  ])('(a) higher %s, percent %d → %j', (higher, pct, sign) => {
    expect(percentSign(higher, pct)).toBe(sign);
  });

  it.each<[number, number, string]>([
    [120, 100, '-'],
    [90, 100, '+'],
    [100, 100, ''],
    [100.001, 100, ''], // equal at 2 decimals
    [NaN, 100, ''],
    [100, Infinity, ''],
  ])('(b) lowest %d, current %d → %j', (lowest, current, sign) => {
    expect(percentSignByPrices(lowest, current)).toBe(sign);
  });
});
