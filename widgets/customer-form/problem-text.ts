// A problem code → the text under the field (§8.1): catalogue text with {email} / {n}, the zip
// formats appended to incorect_zipcode, the server's own message for codes we do not know.
import type { Translate } from '../../src/core/i18n.ts';
import { codeKey, isKnownCode } from '../../src/domain/error-catalogue.ts';
import type { Problem } from '../../src/domain/validation.ts';
import { zipFormats } from '../../src/domain/validation-zip.ts';

export interface TextContext {
  email: string;
  country: string | undefined;
}

export function problemText(t: Translate, p: Problem, ctx: TextContext): string {
  const params = { ...p.params, email: ctx.email };
  if (p.code.startsWith('illegal_characters_') && !isKnownCode(p.code)) return t(codeKey('illegal_characters_client_street'), params);
  if (!isKnownCode(p.code))
    return typeof p.params?.['message'] === 'string' && p.params['message'] ? p.params['message'] : t(codeKey('invalid_format'), params);
  const text = t(codeKey(p.code), params);
  if (p.code !== 'incorect_zipcode') return text;
  const formats = zipFormats(ctx.country);
  return formats.length ? text + ' ' + t(codeKey('zip_formats'), { formats: formats.join(', ') }) : text;
}
