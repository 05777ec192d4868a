// Money and price masks (spec §9.4). Pure string arithmetic, no Intl.NumberFormat:
// its first call costs 16–55 ms on slow phones (docs/design.md §10), and the shop's mask — not the
// browser locale — decides how prices look (docs/design.md §7).

/** The shop's currency settings (spec §3.1 currencyFormat/symbol/currencySpace/currencyBeforeValue). */
export interface MoneyFormat {
  /** The price mask, e.g. "### ##0,00" (§9.4 default). */
  mask: string;
  /** Overrides the mask's own group separator (may be "" for none). */
  group?: string;
  /** Overrides the mask's own decimal separator. */
  decimal?: string;
  symbol: string;
  /** true: "zł 12,00"; false: "12,00 zł". */
  beforeValue: boolean;
  /** Put a space (U+0020) between symbol and number. */
  space: boolean;
}

export interface ParsedMask {
  readonly group: string;
  readonly decimal: string;
  readonly decimals: number;
  /** Digits per group counted from the decimal point; 0 = no grouping. */
  readonly groupSize: number;
  /** Count of "0" in the integer part: "##0" → 1 ("0,50"), "###" → 0 (",50"). */
  readonly minIntegerDigits: number;
}

export interface SeparatorOverrides {
  group?: string;
  decimal?: string;
}

export const DEFAULT_MASK = '### ##0,00';

const cache = new Map<string, ParsedMask>();
const CACHE_LIMIT = 32;

/**
 * Reads a mask made of digit runs ("#", "0") and separator runs (anything else).
 * The last digit run is the decimals when it is made only of "0"s and follows a separator
 * ("#,##0.00" → 2); otherwise the mask has no decimals ("#,##0", "### ##0").
 * The separator before the last integer group is the group separator, and that group's length is
 * the group size. Characters before the first / after the last digit are ignored.
 * A mask without digits falls back to the default mask.
 */
export function parseMask(mask: string): ParsedMask {
  const hit = cache.get(mask);
  if (hit) return hit;
  const parsed = parseUncached(mask);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(mask, parsed);
  return parsed;
}

function parseUncached(mask: string): ParsedMask {
  const first = mask.search(/[#0]/);
  if (first < 0) return parseMask(DEFAULT_MASK);
  let last = mask.length - 1;
  while (mask[last] !== '#' && mask[last] !== '0') last--;
  // Alternating runs: digits, separator, digits, …, digits.
  const runs = mask.slice(first, last + 1).match(/[#0]+|[^#0]+/g) ?? [];
  const digitRuns = runs.filter((_, i) => i % 2 === 0);
  const seps = runs.filter((_, i) => i % 2 === 1);

  let decimals = 0;
  let decimal = '';
  const tail = digitRuns[digitRuns.length - 1] ?? '';
  if (digitRuns.length > 1 && /^0+$/.test(tail)) {
    decimals = tail.length;
    decimal = seps.pop() ?? '';
    digitRuns.pop();
  }
  const group = seps.length > 0 ? (seps[seps.length - 1] ?? '') : '';
  const groupSize = seps.length > 0 ? (digitRuns[digitRuns.length - 1]?.length ?? 0) : 0;
  const minIntegerDigits = digitRuns.join('').replace(/#/g, '').length;
  return Object.freeze({ group, decimal, decimals, groupSize, minIntegerDigits });
}

/**
 * The shortest decimal text that reads back as `abs` (what String() prints), without exponent.
 * Rounding this text — not the binary value — is what makes 1.005 → 1.01 and 2.675 → 2.68:
 * people type prices in decimal, so the decimal they see is the one to round.
 */
function plainDecimal(abs: number): string {
  const s = String(abs);
  const e = s.indexOf('e');
  if (e < 0) return s;
  const exp = Number(s.slice(e + 1));
  const mantissa = s.slice(0, e);
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const point = (dot < 0 ? mantissa.length : dot) + exp; // position of the decimal point in `digits`
  if (point <= 0) return '0.' + '0'.repeat(-point) + digits;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return digits.slice(0, point) + '.' + digits.slice(point);
}

/** Adds one to a string of decimal digits. */
function incrementDigits(d: string): string {
  const out = d.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return '1' + out.join('');
}

interface Rounded {
  negative: boolean;
  /** Integer digits without leading zeros ("" for zero). */
  int: string;
  /** Exactly `decimals` digits. */
  frac: string;
}

/** Rounds half away from zero on the decimal text of a finite number. */
function roundDecimal(value: number, decimals: number): Rounded {
  const [intPart = '', fracPart = ''] = plainDecimal(Math.abs(value)).split('.');
  let digits = intPart + fracPart.slice(0, decimals).padEnd(decimals, '0');
  if ((fracPart[decimals] ?? '0') >= '5') digits = incrementDigits(digits);
  const cut = digits.length - decimals;
  const int = digits.slice(0, cut).replace(/^0+/, '');
  const frac = digits.slice(cut);
  // No "-0,00": the sign goes only on a non-zero result.
  const negative = value < 0 && /[1-9]/.test(digits);
  return { negative, int, frac };
}

/** Rounds to 2 decimals, half away from zero, on the decimal text (§9.3, §9.4). Never returns -0. */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const r = roundDecimal(value, 2);
  const n = Number(`${r.negative ? '-' : ''}${r.int || '0'}.${r.frac}`);
  return n === 0 ? 0 : n;
}

function groupDigits(int: string, group: string, size: number): string {
  if (!group || size <= 0 || int.length <= size) return int;
  const parts: string[] = [];
  let end = int.length;
  for (; end > size; end -= size) parts.unshift(int.slice(end - size, end));
  parts.unshift(int.slice(0, end));
  return parts.join(group);
}

/** Formats the absolute value; returns the sign separately so money can place it before the symbol. */
function formatParts(value: number, m: ParsedMask): { negative: boolean; text: string } {
  const r = roundDecimal(value, m.decimals);
  const int = groupDigits(r.int.padStart(m.minIntegerDigits, '0'), m.group, m.groupSize);
  return { negative: r.negative, text: m.decimals > 0 ? int + m.decimal + r.frac : int };
}

function withOverrides(m: ParsedMask, o: SeparatorOverrides | undefined): ParsedMask {
  if (!o || (o.group === undefined && o.decimal === undefined)) return m;
  return { ...m, group: o.group ?? m.group, decimal: o.decimal ?? m.decimal };
}

/** 1234567.891 with "### ##0,00" → "1 234 567,89". NaN / ±Infinity → "". */
export function formatNumber(value: number, mask: string = DEFAULT_MASK, overrides?: SeparatorOverrides): string {
  if (!Number.isFinite(value)) return '';
  const p = formatParts(value, withOverrides(parseMask(mask), overrides));
  return p.negative ? '-' + p.text : p.text;
}

/** "1 234,50 zł", "zł1 234,50", "-€ 5,00" — the minus always leads, even before the symbol. */
export function formatMoney(value: number, fmt: MoneyFormat): string {
  if (!Number.isFinite(value)) return '';
  const p = formatParts(value, withOverrides(parseMask(fmt.mask), fmt));
  const gap = fmt.space && fmt.symbol ? ' ' : '';
  const body = !fmt.symbol ? p.text : fmt.beforeValue ? fmt.symbol + gap + p.text : p.text + gap + fmt.symbol;
  return p.negative ? '-' + body : body;
}

/** Points: always 2 decimals and the suffix " pkt." (§9.4), separators from the mask. */
export function formatPoints(value: number, mask: string = DEFAULT_MASK): string {
  if (!Number.isFinite(value)) return '';
  const m = parseMask(mask);
  // A mask without decimals still shows points to 2 places; pick a separator that is not the group one.
  const decimal = m.decimal || (m.group === ',' ? '.' : ',');
  const p = formatParts(value, { ...m, decimals: 2, decimal });
  return `${p.negative ? '-' : ''}${p.text} pkt.`;
}
