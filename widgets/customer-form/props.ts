// Props of `customer-form`. The marker is the server's own form:
//   <form data-widget="customer-form" data-props='{"country":"pl"}'> …fields… </form>
// Each field says what it is with `data-validate="<kind>"` (see field-dom.ts); plain HTML
// `required`, `minlength`, `maxlength` and `type="email"` are checked on any field. A login form
// adds `"login": {"returnUrl": "/…"}`: it signs in with the login mutation instead of being posted
// (use-login.ts), e.g. data-props='{"serverValidation":false,"login":{"returnUrl":"/basketedit.php"}}'.
import * as z from 'zod/mini';

export const CustomerFormProps = z.object({
  country: z.optional(
    z
      .string()
      .check(
        z.describe(
          'Region code (pl, de, it …) for zip code, phone and NIP checks when the form has no field with data-validate="country". Default: none (a phone then needs 9 characters, §5.3).',
        ),
      ),
  ),
  exampleEmail: z.optional(z.string().check(z.describe('The example address in the invalid e-mail text ({email}, §5.1). Default: jan.kowalski@example.com.'))),
  serverValidation: z.optional(z.boolean().check(z.describe('Ask the shop (validateClientData, verify_iban) after the client checks pass. Default: true.'))),
  blacklist: z.optional(
    z
      .object({
        mime: z.array(z.string()),
        extensions: z.array(z.string()),
      })
      .check(z.describe('File inputs (§5.5): MIME types and extensions (without the dot) that are refused. Default: executables and scripts.')),
  ),
  login: z.optional(
    z
      .object({
        returnUrl: z.optional(z.string().check(z.describe('A path on this shop (/…) to go to once logged in; anything else is ignored. Default: stay.'))),
      })
      .check(z.describe('A login form: its login and password fields are sent with the login mutation (§7.4) instead of posting the form. Default: off.')),
  ),
});
export type CustomerFormProps = z.infer<typeof CustomerFormProps>;

export const DEFAULT_EXAMPLE_EMAIL = 'jan.kowalski@example.com';
export const DEFAULT_BLACKLIST = {
  mime: ['application/x-msdownload', 'application/x-sh', 'application/x-php', 'text/javascript', 'application/javascript', 'text/html'],
  extensions: ['exe', 'bat', 'cmd', 'com', 'msi', 'sh', 'php', 'js', 'html', 'htm', 'scr', 'jar', 'vbs'],
};
