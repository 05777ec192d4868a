// Props of `country-picker`: the §3.21 country configuration and picker parameters, as the
// shop template writes them (snake_case names of the spec; "true"/"false" strings or booleans).
// Many countries: put them in a child `<script type="application/json" data-props>`.
import * as z from 'zod/mini';

const Flag = z.union([z.boolean(), z.string()]);

const Language = z.object({
  id: z.string().check(z.describe('Language id, e.g. "pol", "eng", "ger".')),
  site: z.string().check(z.describe('Site address of this country in this language; the form goes there.')),
  name: z.optional(z.string().check(z.describe('Name in the language select; default: its own name for known ids.'))),
});

const Country = z.object({
  id: z.string().check(z.describe('Country id, ISO alpha-3 ("deu"); names the flag (§9.11: deu→ger).')),
  name: z.string().check(z.describe('Country name shown in the country select.')),
  group: z.optional(z.string().check(z.describe('Region group (default "default").'))),
  default: z.optional(z.boolean().check(z.describe("The shop's default country."))),
  recommended: z.optional(z.boolean().check(z.describe('The country recommended for this visitor.'))),
  selected: z.optional(z.boolean().check(z.describe('The current delivery country.'))),
  currencyId: z.optional(z.string().check(z.describe('Currency id, e.g. "EUR".'))),
  currencySymbol: z.optional(z.string().check(z.describe('Currency symbol shown with the country, e.g. "€".'))),
  selectedName: z.optional(z.string().check(z.describe('Name in the header button; default `name`.'))),
  recommendedName: z.optional(z.string().check(z.describe('Name in the recommended step; default `name`.'))),
  defaultName: z.optional(z.string().check(z.describe('Name in the default-country message; default `name`.'))),
  lang: z.array(Language).check(z.minLength(1), z.describe('Languages of this country, each with its site address.')),
});

export const CountryPickerProps = z.object({
  countries: z.array(Country).check(z.describe('The §3.21 country configuration entries.')),
  show_select: z.optional(Flag.check(z.describe('"true": opens by itself unless closed (redirection=closed cookie, ?redirection=redirected).'))),
  country_first: z.optional(Flag.check(z.describe('Accepted (§3.21); the selects always follow §2.6: group, country, language.'))),
  selectedLangId: z.optional(z.string().check(z.describe('The current language id; preselected when the country offers it.'))),
  recommended_lang: z.optional(z.string().check(z.describe('Fallback language of the recommended step (pol eng ger cze rum slo fre ukr hun); default "eng".'))),
  is_default_country: z.optional(Flag.check(z.describe('"true": the visitor\'s country is not served; the first step offers the default one.'))),
  is_recommended_country: z.optional(Flag.check(z.describe('"true": the first step offers the recommended country.'))),
  flagUrl: z.optional(z.string().check(z.describe('Flag image address with {flag}, e.g. "/flags/{flag}.svg"; no flags when absent.'))),
  method: z.optional(z.enum(['get', 'post']).check(z.describe('Form method; default "get" (redirection=redirected stays in the address).'))),
});
export type CountryPickerProps = z.infer<typeof CountryPickerProps>;
