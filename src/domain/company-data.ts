// §6 / §3.19: "Whether a client may change company data is a setting (isAllowedToChangeCompanyData)".
// Pure rule: which customer-form fields are company data, and when they are locked.

/** The field kinds (customer-form `data-validate`) that hold company data: its name and its tax number (§3.2). */
export const COMPANY_FIELD_KINDS = ['company', 'nip'] as const;

/**
 * A company field is locked when the shop says clients may not change company data
 * (isAllowedToChangeCompanyData false) and the field holds the client's data as the server sent it
 * (a value in the form's markup). An empty field is no data to change: a registration form, or a
 * client without a company, can still enter it. An unknown setting (null, or the call failed) locks
 * nothing: the shop checks what it receives anyway.
 */
export function companyFieldLocked(isAllowedToChangeCompanyData: boolean | null | undefined, serverValue: string): boolean {
  return isAllowedToChangeCompanyData === false && serverValue.trim() !== '';
}
