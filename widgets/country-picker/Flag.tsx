// A country's flag (decorative: the name is always next to it). Named through the §9.11 mapping.
// The URL comes from the page (the flagUrl prop): only http(s) and relative ones reach <img src>.
import { flagCode } from '../../src/domain/country-languages.ts';
import { safeUrl } from '../../src/domain/safe-url.ts';

export function Flag({ code, url }: { code: string; url: string | undefined }) {
  const flag = flagCode(code);
  const src = url ? safeUrl(url.replace('{flag}', encodeURIComponent(flag))) : null;
  if (!src) return null;
  return <img className="sf-country-picker__flag" src={src} alt="" width={20} height={14} data-flag={flag} />;
}
