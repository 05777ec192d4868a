// The page config (docs/design.md §2): `#storefront-config` JSON and/or `window.StorefrontConfig`.
// Each top-level key is validated on its own: a bad key is reported (naming the key and the
// path) and replaced by its default, so one typo never switches the whole bundle off.
import * as z from 'zod/mini';
import { PriceType } from './schemas/price-type.ts';
import { normaliseLanguage, type Language } from './i18n.ts';
import { describeIssue } from './schema-errors.ts';
import type { MoneyFormat } from '../domain/money.ts';
import { OMNIBUS_DEFAULTS } from '../domain/omnibus-settings.ts';

const Currency = z.object({
  id: z.optional(z.string()),
  symbol: z.optional(z.string()),
  /** The shop's price mask (§9.4), default "### ##0,00". */
  format: z.optional(z.string()),
  group: z.optional(z.string()),
  decimal: z.optional(z.string()),
  beforeValue: z.optional(z.boolean()),
  space: z.optional(z.boolean()),
});

export const PAGE_TYPES = ['main', 'projector', 'search', 'listing', 'basket', 'place-order', 'prepaid', 'order1', 'order2', 'order-process', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const ConfigShape = {
  language: z.string(),
  graphqlUrl: z.string(),
  priceType: PriceType,
  currency: Currency,
  widgets: z.object({ enabled: z.optional(z.array(z.string())), disabled: z.optional(z.array(z.string())) }),
  texts: z.record(z.string(), z.string()),
  nonce: z.string(),
  page: z.object({ type: z.optional(z.enum(PAGE_TYPES)), productId: z.optional(z.union([z.string(), z.number()])) }),
  omnibus: z.object({
    enabled: z.optional(z.boolean()),
    rebateCodeActivate: z.optional(z.boolean()),
    hidePercentageDiscounts: z.optional(z.boolean()),
  }),
  /** Time-out for data requests, in ms. */
  timeoutMs: z.number().check(z.positive()),
  /** The captcha provider of the tell-me-when-available call (§5.7): "recaptcha" or one registered by name. */
  captcha: z.object({ provider: z.string(), siteKey: z.string(), src: z.optional(z.string()), script: z.optional(z.string()) }),
};

export interface Config {
  language: Language;
  graphqlUrl: string;
  priceType: PriceType;
  currency: { id: string; symbol: string; format: string; group?: string; decimal?: string; beforeValue: boolean; space: boolean };
  widgets: { enabled?: string[]; disabled?: string[] };
  texts: Record<string, string>;
  nonce?: string;
  page: { type?: (typeof PAGE_TYPES)[number]; productId?: string | number };
  omnibus: { enabled: boolean; rebateCodeActivate: boolean; hidePercentageDiscounts: boolean };
  timeoutMs: number;
  /** `script`: a name registered in the config's `scripts`; `src`: the script's URL. */
  captcha?: { provider: string; siteKey: string; src?: string; script?: string };
}

/** The config's currency as the money formatter reads it (§3.1, §9.4). */
export const moneyFormat = ({ format, ...c }: Config['currency']): MoneyFormat => ({ mask: format, ...c });

export const DEFAULT_CURRENCY: Config['currency'] = { id: 'PLN', symbol: 'zł', format: '### ##0,00', beforeValue: false, space: true };

/**
 * Checks each top-level key of a raw config against its schema in `ConfigShape`: the keys that
 * pass (parsed) and, for each that fails, the message naming the key and the path
 * (`storefront-config.priceType: expected one of "gross" | "net"`). Unknown keys are the theme's own
 * business and are neither kept nor reported. The runtime (resolveConfig) and the config builder
 * (widgets/config-builder) both judge a config with it.
 */
export function checkConfig(raw: Record<string, unknown>): { valid: Record<string, unknown>; problems: string[] } {
  const valid: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const schema = (ConfigShape as Record<string, z.ZodMiniType>)[key];
    if (!schema) continue;
    const r = schema.safeParse(value);
    if (r.success) valid[key] = r.data;
    else problems.push(describeIssue('storefront-config.' + key, r.error.issues[0]!, value));
  }
  return { valid, problems };
}

export function resolveConfig(raw: Record<string, unknown>, doc: Document, onError: (message: string) => void = console.error): Config {
  const { valid: ok, problems } = checkConfig(raw);
  for (const problem of problems) onError(problem + ' (using the default)');
  const c = ok as Partial<Config>;
  return {
    language: normaliseLanguage(c.language ?? doc.documentElement.lang),
    graphqlUrl: c.graphqlUrl ?? '/graphql/v1/',
    priceType: c.priceType ?? 'gross',
    currency: { ...DEFAULT_CURRENCY, ...c.currency },
    widgets: c.widgets ?? {},
    texts: c.texts ?? {},
    nonce: c.nonce,
    page: c.page ?? {},
    omnibus: { ...OMNIBUS_DEFAULTS, ...c.omnibus },
    timeoutMs: c.timeoutMs ?? 10_000,
    captcha: c.captcha,
  };
}
