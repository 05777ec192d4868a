// Rules of the forced-region notice (spec §2.7, §3.20, §4.3, §7.3). Pure: the widget reads the
// cookies and passes their parsed JSON in; nothing here touches the DOM or the network.

export const REGION_COOKIE = 'setRegionForced';
export const ZIPCODE_COOKIE = 'setZipcodeForced';
/** §9.1: cookie expiry is given in days. The server's own expiry is not readable, so a rewrite keeps it for 30 days. */
export const FORCED_COOKIE_DAYS = 30;

/** §2: the notice is never shown on these page types. */
export const NO_NOTICE_PAGES = ['place-order', 'prepaid', 'order1', 'order2'] as const;

/** §3.20 setRegionForced: {currentCountry, defaultCountry, showModal}; other keys are kept as they are. */
export interface RegionForced {
  currentCountry?: unknown;
  defaultCountry?: unknown;
  showModal?: unknown;
  [key: string]: unknown;
}
/** §3.20 setZipcodeForced: {currentZipcode, defaultZipcode, showModal}. */
export interface ZipcodeForced {
  currentZipcode?: unknown;
  defaultZipcode?: unknown;
  showModal?: unknown;
  [key: string]: unknown;
}

/** §2.7: region only; zip code only (no country set); region plus zip code. */
export type ForcedVariant = 'region' | 'zipcode' | 'both';

/** A cookie's JSON counts only when it is an object; anything else (a number, an array, null) is absent. */
export function asForcedCookie<T extends object>(json: unknown): T | undefined {
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as T) : undefined;
}

/**
 * A text field of a forced cookie for display (§3.20): a string, or a number written without
 * quotes; any other type (an object, an array, a boolean) counts as absent, never "[object Object]".
 */
export function cookieText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Which text the notice shows (§2.7): the variant's own, or the one for the field still known
 * when the other is absent, or 'unknown' when neither is (the notice still shows: showModal asked).
 */
export function noticeText(variant: ForcedVariant, country: string, zipcode: string): ForcedVariant | 'unknown' {
  const hasRegion = variant !== 'zipcode' && country !== '';
  const hasZip = variant !== 'region' && zipcode !== '';
  return hasRegion && hasZip ? 'both' : hasRegion ? 'region' : hasZip ? 'zipcode' : 'unknown';
}

/** showModal is true: the JSON `true`, or the string "true" some templates write. */
export function wantsNotice(cookie: { showModal?: unknown } | undefined): boolean {
  return cookie?.showModal === true || cookie?.showModal === 'true';
}

/** The variant to show: the forced cookies that still ask for the notice, or null. */
export function forcedVariant(region: RegionForced | undefined, zipcode: ZipcodeForced | undefined): ForcedVariant | null {
  const r = wantsNotice(region);
  const z = wantsNotice(zipcode);
  return r && z ? 'both' : r ? 'region' : z ? 'zipcode' : null;
}

/** §4.3: shown when a forced cookie has showModal true, except on the order pages of §2. */
export function shouldShowForcedNotice(region: RegionForced | undefined, zipcode: ZipcodeForced | undefined, pageType: string | undefined): boolean {
  if (pageType !== undefined && (NO_NOTICE_PAGES as readonly string[]).includes(pageType)) return false;
  return forcedVariant(region, zipcode) !== null;
}

/** "Continue" rewrites the cookie with showModal false; every other value is kept exactly. */
export function acknowledged<T extends { showModal?: unknown }>(cookie: T): T {
  return { ...cookie, showModal: false };
}

/** The cookies a variant covers (rewritten by Continue, deleted after a successful restore). */
export function cookiesOf(variant: ForcedVariant): string[] {
  return variant === 'both' ? [REGION_COOKIE, ZIPCODE_COOKIE] : variant === 'region' ? [REGION_COOKIE] : [ZIPCODE_COOKIE];
}

const FIELDS = {
  region: 'unsetTemporaryRegion { status error { code message } }',
  zipcode: 'unsetTemporaryZipcode { status error { code message } }',
} as const;

const LABELS: Record<ForcedVariant, string> = { region: 'unsetRegion', zipcode: 'unsetZipcode', both: 'unsetRegionAndZipcode' };

/**
 * §7.3: the matching unset mutation. Both go in one request for "both"; the product page uses
 * the projectorForm* labels.
 */
export function unsetRequest(variant: ForcedVariant, productPage: boolean): { label: `mutation=${string}`; query: string } {
  const base = LABELS[variant];
  const label = productPage ? 'projectorForm' + base[0]!.toUpperCase() + base.slice(1) : base;
  const fields = variant === 'both' ? FIELDS.region + ' ' + FIELDS.zipcode : FIELDS[variant];
  return { label: `mutation=${label}`, query: 'mutation { ' + fields + ' }' };
}

export interface UnsetResult {
  status?: string | null;
  error?: { code?: string | number | null; message?: string | null } | null;
}

/** §7.3: which status decides: the region's for "region" and "both" (only that one is read), the zip code's for "zipcode". */
export function unsetOutcome(
  variant: ForcedVariant,
  data: { unsetTemporaryRegion?: UnsetResult | null; unsetTemporaryZipcode?: UnsetResult | null },
): { ok: true } | { ok: false; message?: string } {
  const r = variant === 'zipcode' ? data.unsetTemporaryZipcode : data.unsetTemporaryRegion;
  if (r?.status === 'success') return { ok: true };
  const message = r?.error?.message;
  return message ? { ok: false, message } : { ok: false };
}
