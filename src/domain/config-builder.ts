// The config builder's rules: an admin's choices ↔ the `storefront-config` object, the
// script text to copy, the text catalogue's filter and the preview's address. Pure: the widget
// (widgets/config-builder) holds the state; the schema check is core's (checkConfig).
import { normaliseLanguage, type Language } from './language.ts';
import { OMNIBUS_DEFAULTS, type OmnibusSettings } from './omnibus-settings.ts';
import { scriptJson } from './script-json.ts';

/**
 * How the widget switches are written: `disabled` lists the widgets switched off (a widget added to
 * the bundle later runs), `enabled` lists those switched on (one added later stays off).
 */
export type SwitchMode = 'disabled' | 'enabled';

export interface BuilderChoice {
  language: Language;
  priceType: 'gross' | 'net';
  mode: SwitchMode;
  /** The widgets switched off, by name. */
  off: readonly string[];
  omnibus: OmnibusSettings;
  /** Text overrides by key; an empty text is no override. */
  texts: Readonly<Record<string, string>>;
  /** Keys the builder has no control for (currency, page, nonce, scripts, a theme's own …), kept as they came. */
  rest: Readonly<Record<string, unknown>>;
}

/** The keys the builder's controls write; any other key of a loaded config goes into `rest`. */
export const BUILDER_KEYS = ['language', 'priceType', 'widgets', 'omnibus', 'texts'] as const;

/** One overridable text: its key, the widgets (or `shell`) that show it, and its default in each language. */
export interface TextRow {
  key: string;
  widgets: readonly string[];
  pl: string;
  it: string;
  en: string;
}

type Raw = Readonly<Record<string, unknown>>;

const names = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : undefined);

/**
 * The choices a config stands for (a config the schema check has passed). `widgets.enabled` and
 * `widgets.disabled` together keep what they mean for today's widgets: a widget is on when it is in
 * `enabled` (if there is one) and not in `disabled`, as the loader reads them.
 */
export function choiceOf(config: Raw, widgets: readonly string[], start: Pick<BuilderChoice, 'language' | 'priceType'>): BuilderChoice {
  const switches = (config.widgets ?? {}) as Raw;
  const enabled = names(switches.enabled);
  const disabled = names(switches.disabled) ?? [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) if (!(BUILDER_KEYS as readonly string[]).includes(key)) rest[key] = value;
  return {
    language: typeof config.language === 'string' ? normaliseLanguage(config.language) : start.language,
    priceType: config.priceType === 'net' || config.priceType === 'gross' ? config.priceType : start.priceType,
    mode: enabled ? 'enabled' : 'disabled',
    off: widgets.filter((w) => (enabled && !enabled.includes(w)) || disabled.includes(w)),
    omnibus: { ...OMNIBUS_DEFAULTS, ...(config.omnibus as Partial<OmnibusSettings> | undefined) },
    texts: { ...(config.texts as Record<string, string> | undefined) },
    rest,
  };
}

/** The config the choices make: the builder's keys first (widgets and texts only when they say something), then the rest. */
export function configOf(choice: BuilderChoice, widgets: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { language: choice.language, priceType: choice.priceType };
  if (choice.mode === 'enabled') out.widgets = { enabled: widgets.filter((w) => !choice.off.includes(w)) };
  else if (choice.off.length) out.widgets = { disabled: widgets.filter((w) => choice.off.includes(w)) };
  out.omnibus = { ...choice.omnibus };
  const texts = Object.entries(choice.texts).filter(([, text]) => text !== '');
  if (texts.length) out.texts = Object.fromEntries(texts);
  return { ...out, ...choice.rest };
}

/** The script an admin puts in the page template. */
export function configScript(config: unknown): string {
  return '<script type="application/json" id="storefront-config">\n' + scriptJson(config, 2) + '\n</script>';
}

/** A pasted config: its JSON, also when the whole `<script …>…</script>` was pasted. */
export function unwrapScript(text: string): string {
  const t = text.trim();
  if (!/^<script\b/i.test(t)) return t;
  const end = t.search(/<\/script\s*>\s*$/i);
  return t.slice(t.indexOf('>') + 1, end < 0 ? undefined : end).trim();
}

export type PastedConfig = { ok: true; raw: Record<string, unknown> } | { ok: false; problem: string };

/** The pasted text as a config object, or what is wrong with it (named as the loader names it). */
export function readPastedConfig(text: string): PastedConfig {
  let value: unknown;
  try {
    value = JSON.parse(unwrapScript(text));
  } catch (e) {
    return { ok: false, problem: 'storefront-config: invalid JSON (' + (e as Error).message + ')' };
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, raw: value as Record<string, unknown> };
  return { ok: false, problem: 'storefront-config: expected object, got ' + (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value) };
}

/** Names in `widgets.enabled` / `widgets.disabled` that are no widget (the loader warns of them), with their path. */
export function unknownWidgets(config: Raw, widgets: readonly string[]): string[] {
  const switches = (config.widgets ?? {}) as Raw;
  return (['enabled', 'disabled'] as const).flatMap((list) =>
    (names(switches[list]) ?? []).flatMap((name, i) => (widgets.includes(name) ? [] : [`storefront-config.widgets.${list}.${i}: "${name}" is no widget`])),
  );
}

/** Lower case, without diacritics ("źródło" → "zrodlo", "Ł" → "l"). */
const fold = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');

/**
 * The rows whose key, widgets, defaults or override contain the query, diacritics ignored.
 * (country-filter.ts does more; sharing it with the country picker would move it into every page's runtime.)
 */
export function filterTexts(rows: readonly TextRow[], query: string, overrides: Readonly<Record<string, string>>, onlyChanged = false): TextRow[] {
  const q = fold(query.trim());
  return rows.filter(
    (r) =>
      (!onlyChanged || (overrides[r.key] ?? '') !== '') &&
      (!q || [r.key, r.widgets.join(' '), r.pl, r.it, r.en, overrides[r.key] ?? ''].some((t) => fold(t).includes(q))),
  );
}

/**
 * The preview's address: a development page drawn with the config. A browser and the development
 * server take addresses up to about 16 KB; a longer one is none (null), and the preview keeps the last.
 */
export function previewAddress(base: string, page: string, config: unknown, max = 8000): string | null {
  const url = base + '?page=' + encodeURIComponent(page) + '&config=' + encodeURIComponent(JSON.stringify(config));
  return url.length > max ? null : url;
}
