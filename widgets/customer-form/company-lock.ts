// §6 / §3.19 company data: asks the shop's settings (isAllowedToChangeCompanyData) only when the form
// holds company data the server filled in (src/domain/company-data.ts), and locks those fields
// (read-only, described by a hint). A call that fails locks nothing: the shop is the authority.
import * as z from 'zod/mini';
import type { Net } from '../../src/core/net.ts';
import { COMPANY_FIELD_KINDS, companyFieldLocked } from '../../src/domain/company-data.ts';

const QUERY = 'query { shopSettings { client { registrationFormFields { isAllowedToChangeCompanyData } } } }';
const Settings = z.object({
  shopSettings: z.nullable(
    z.object({
      client: z.nullable(z.object({ registrationFormFields: z.nullable(z.object({ isAllowedToChangeCompanyData: z.optional(z.nullable(z.boolean())) })) })),
    }),
  ),
});

/** The company fields holding the server's data (their markup value), in document order. */
export function filledCompanyFields(form: HTMLFormElement): HTMLInputElement[] {
  const selector = COMPANY_FIELD_KINDS.map((k) => `input[data-validate="${k}"]`).join(',');
  return [...form.querySelectorAll<HTMLInputElement>(selector)].filter((el) => !el.disabled && el.defaultValue.trim() !== '');
}

/** The setting, or null when the shop did not say (no answer, or no such field). */
export async function readCompanySetting(net: () => Promise<Net>, signal: AbortSignal): Promise<boolean | null> {
  try {
    const { graphql } = await net();
    const data = await graphql.call('query=shopSettings', QUERY, Settings, undefined, signal);
    return data.shopSettings?.client?.registrationFormFields?.isAllowedToChangeCompanyData ?? null;
  } catch {
    return null;
  }
}

/** The fields to lock under the setting. */
export const lockedFields = (fields: readonly HTMLInputElement[], allowed: boolean | null): HTMLInputElement[] =>
  fields.filter((el) => companyFieldLocked(allowed, el.defaultValue));
