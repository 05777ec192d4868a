// A country's flag (decorative: the name is always next to it). Named through the §9.11 mapping.
import { flagCode } from '../../src/domain/country-languages.ts';

export function Flag({ code, url }: { code: string; url: string | undefined }) {
  if (!url) return null;
  const flag = flagCode(code);
  return <img className="sf-country-picker__flag" src={url.replace('{flag}', encodeURIComponent(flag))} alt="" width={20} height={14} data-flag={flag} />;
}
