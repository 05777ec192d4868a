// IBAN (ISO 13616): per-country length and the mod-97 check. Used by the development shop's
// verify_iban endpoint (§7.1) and by tests; the widget itself asks the shop (§5.4).
import { pad } from './pad.ts';

/** IBAN length per country (ISO 13616 registry, the shop's markets and their neighbours). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  UA: 29,
};

/** Spaces and dashes out, upper case. */
export function normaliseIban(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** The remainder mod 97 of the IBAN rearranged (country and check digits moved to the end, letters as 10–35). */
export function ibanMod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** A valid IBAN: known country, its length, digits / letters only, mod 97 = 1. */
export function isValidIban(text: string): boolean {
  const iban = normaliseIban(text);
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  return ibanMod97(iban) === 1;
}

/** The two check digits for a country and BBAN (to build valid IBANs in the shop data and tests). */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - ibanMod97(country + '00' + bban);
  return pad(check);
}
