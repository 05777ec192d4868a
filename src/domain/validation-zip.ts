// Postal code formats per country (§5.4): X = digit, Y = letter. The shop checks the code; the
// widget appends the accepted formats to the incorect_zipcode text (§8.1).
export const ZIP_FORMATS: Readonly<Record<string, readonly string[]>> = {
  pl: ['XX-XXX'],
  de: ['XXXXX'],
  it: ['XXXXX'],
  cz: ['XXX XX', 'XXXXX'],
  sk: ['XXX XX', 'XXXXX'],
  fr: ['XXXXX'],
  gb: ['YX XYY', 'YXX XYY', 'YYX XYY', 'YYXX XYY', 'YXY XYY', 'YYXY XYY'],
  ua: ['XXXXX'],
  hu: ['XXXX'],
  ro: ['XXXXXX'],
};

/** Country code as the forms send it (`pl`, `PL`, `pol`-style ids keep their first two letters). */
export function countryKey(country: string | undefined): string {
  return (country ?? '').trim().toLowerCase().slice(0, 2);
}

export function zipFormats(country: string | undefined): readonly string[] {
  return ZIP_FORMATS[countryKey(country)] ?? [];
}

/** A format as a regular expression: X a digit, Y a letter, anything else itself. */
export function zipFormatPattern(format: string): RegExp {
  const body = [...format].map((c) => (c === 'X' ? '\\d' : c === 'Y' ? '[A-Za-z]' : c.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))).join('');
  return new RegExp('^' + body + '$');
}

/** True when the code matches one of the country's formats; countries without a list accept any non-empty code. */
export function matchesZipFormat(country: string | undefined, zipcode: string): boolean {
  const formats = zipFormats(country);
  if (!formats.length) return zipcode.trim() !== '';
  return formats.some((f) => zipFormatPattern(f).test(zipcode.trim()));
}
