// Props of the tell-me-when-available part (spec §2.10, §4.13), checked by this chunk only: the
// form's own schema reads `notify` as unknown (props.ts). `{}` offers the dialog with the e-mail
// field; `fields` adds the shop's own fields, checked by the customer forms' rules (§5.1, §5.3).
// Example: `"notify": {"fields": [{"name": "phone", "label": "Telefon", "kind": "phone"}]}`.
import * as z from 'zod/mini';

export const NotifyField = z.object({
  name: z.string().check(z.minLength(1), z.describe("Field name, the key in the call's `field` JSON.")),
  label: z.string().check(z.describe('Visible label.')),
  kind: z.optional(z.enum(['text', 'firstname', 'lastname', 'phone', 'checkbox']).check(z.describe('Which rules check it (default "text").'))),
  required: z.optional(z.boolean()),
  minLength: z.optional(z.number()),
  maxLength: z.optional(z.number()),
});
export type NotifyField = z.infer<typeof NotifyField>;

export const NotifyProps = z.object({
  fields: z.optional(z.array(NotifyField).check(z.describe("The shop's own fields besides the e-mail."))),
});
export type NotifyProps = z.infer<typeof NotifyProps>;

/** The §7.5 answer, read for status and errdesc (src/domain/notify-answer.ts). */
export const NotifyAnswer = z.looseObject({ status: z.optional(z.unknown()), errdesc: z.optional(z.unknown()) });
