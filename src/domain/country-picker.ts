// Rules of the delivery country / language picker (spec §2.6, §3.21, §4.4). Pure.

/** §3.21 country config entry. */
export interface PickerLanguage {
  id: string;
  site: string;
  name?: string;
}
export interface PickerCountry {
  id: string;
  name: string;
  /** Default "default" (§3.21). */
  group?: string;
  default?: boolean;
  recommended?: boolean;
  selected?: boolean;
  currencyId?: string;
  currencySymbol?: string;
  selectedName?: string;
  recommendedName?: string;
  defaultName?: string;
  lang: PickerLanguage[];
}

export const DEFAULT_GROUP = 'default';
export const CLOSED_COOKIE = 'redirection';
export const CLOSED_COOKIE_VALUE = 'closed';
/** §9.1: expiry in days; the spec gives no number for this cookie. */
export const CLOSED_COOKIE_DAYS = 30;
/** §9.6: the modal scrolls when the screen height is below this (styles.css holds the media query). */
export const PICKER_SCROLL_BELOW_HEIGHT = 800;

export type PickerStep = 'recommended' | 'select';

/** Picker parameters (§3.21) arrive as strings ("true") or booleans. */
export function isTrue(v: unknown): boolean {
  return v === true || v === 'true' || v === '1' || v === 1;
}

export const groupOf = (c: PickerCountry): string => c.group || DEFAULT_GROUP;

/** §4.4: closed when the cookie redirection=closed exists or the URL has redirection=redirected. */
export function isPickerClosed(cookieValue: string | undefined, search: string): boolean {
  if (cookieValue === CLOSED_COOKIE_VALUE) return true;
  try {
    return new URLSearchParams(search).getAll('redirection').includes('redirected');
  } catch {
    return false;
  }
}

/** §4.4: opens by itself when show_select is "true" and the picker has not been closed. */
export function opensAutomatically(showSelect: unknown, closed: boolean, countries: number): boolean {
  return isTrue(showSelect) && !closed && countries > 0;
}

/** §4.4: the recommended step comes first when the country is recommended or default. */
export function firstStep(isDefaultCountry: unknown, isRecommendedCountry: unknown, proposed: PickerCountry | undefined): PickerStep {
  return proposed && (isTrue(isDefaultCountry) || isTrue(isRecommendedCountry)) ? 'recommended' : 'select';
}

/**
 * The country the recommended step proposes: the recommended one, or the default one when the
 * visitor's country is not served (is_default_country).
 */
export function proposedCountry(countries: readonly PickerCountry[], isDefaultCountry: unknown): PickerCountry | undefined {
  const byFlag = isTrue(isDefaultCountry) ? countries.find((c) => c.default) : countries.find((c) => c.recommended);
  return byFlag ?? countries.find((c) => c.recommended || c.default);
}

/** Region groups in first-seen order. */
export function groupsOf(countries: readonly PickerCountry[]): string[] {
  return [...new Set(countries.map(groupOf))];
}

export function countriesIn(countries: readonly PickerCountry[], group: string): PickerCountry[] {
  return countries.filter((c) => groupOf(c) === group);
}

/** §2.6: the language select is hidden when the country has only one language. */
export const showsLanguageSelect = (c: PickerCountry | undefined): boolean => (c?.lang.length ?? 0) > 1;

export interface PickerSelection {
  group: string;
  countryId: string;
  langId: string;
}

function pickLanguage(c: PickerCountry, preferred: readonly (string | undefined)[]): string {
  for (const id of preferred) if (id && c.lang.some((l) => l.id === id)) return id;
  return c.lang[0]?.id ?? '';
}

/** Start: the selected country (else the first), its group, and selectedLangId when it offers it. */
export function initialSelection(countries: readonly PickerCountry[], selectedLangId?: string): PickerSelection | null {
  const c = countries.find((x) => x.selected) ?? countries[0];
  if (!c) return null;
  return { group: groupOf(c), countryId: c.id, langId: pickLanguage(c, [selectedLangId]) };
}

/** §4.4: a group switches the country list: its selected country, else its first. The language follows. */
export function chooseGroup(countries: readonly PickerCountry[], s: PickerSelection, group: string): PickerSelection {
  if (group === s.group) return s;
  const list = countriesIn(countries, group);
  const c = list.find((x) => x.selected) ?? list[0];
  if (!c) return s;
  return { group, countryId: c.id, langId: pickLanguage(c, [s.langId]) };
}

/** §4.4: a country switches the language list; the language stays when the new country has it. */
export function chooseCountry(countries: readonly PickerCountry[], s: PickerSelection, countryId: string): PickerSelection {
  const c = countries.find((x) => x.id === countryId);
  if (!c) return s;
  return { group: groupOf(c), countryId: c.id, langId: pickLanguage(c, [s.langId]) };
}

export function chooseLanguage(countries: readonly PickerCountry[], s: PickerSelection, langId: string): PickerSelection {
  const c = countries.find((x) => x.id === s.countryId);
  return c?.lang.some((l) => l.id === langId) ? { ...s, langId } : s;
}

/** The selection the recommended step confirms: the proposed country in the preferred language. */
export function proposedSelection(c: PickerCountry, preferredLangs: readonly (string | undefined)[]): PickerSelection {
  return { group: groupOf(c), countryId: c.id, langId: pickLanguage(c, preferredLangs) };
}

/** The site the form goes to, or null when the selection has none. */
export function siteOf(countries: readonly PickerCountry[], s: PickerSelection | null): string | null {
  if (!s) return null;
  const c = countries.find((x) => x.id === s.countryId);
  return c?.lang.find((l) => l.id === s.langId)?.site ?? null;
}

/** Only http(s) and relative addresses are used as the form's action. */
export function safeSite(site: string | null): string | null {
  if (!site) return null;
  // Control characters and spaces are dropped first, so "java\tscript:" is caught too.
  // eslint-disable-next-line no-control-regex
  const s = site.replace(/[\u0000-\u001f\u007f\s]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(s);
  return !scheme || /^https?$/i.test(scheme[1]!) ? s : null;
}

/**
 * Where and how the form goes (§2.6: to the chosen language's site; the method is not shown).
 * GET replaces the action's query, so the site's own parameters become hidden fields; then
 * redirection=redirected (§4.4), so the target page does not open the picker again. POST keeps
 * the site address and adds redirection=redirected to it.
 */
export function formTarget(site: string, method: 'get' | 'post'): { action: string; fields: Array<[string, string]> } {
  const hash = site.indexOf('#');
  const noHash = hash >= 0 ? site.slice(0, hash) : site;
  const q = noHash.indexOf('?');
  const path = (q >= 0 ? noHash.slice(0, q) : noHash) || '/';
  const params = new URLSearchParams(q >= 0 ? noHash.slice(q + 1) : '');
  params.delete('redirection');
  if (method === 'post') {
    params.append('redirection', 'redirected');
    return { action: path + '?' + params.toString(), fields: [] };
  }
  const fields: Array<[string, string]> = [];
  params.forEach((v, k) => fields.push([k, v]));
  fields.push(['redirection', 'redirected']);
  return { action: path, fields };
}
