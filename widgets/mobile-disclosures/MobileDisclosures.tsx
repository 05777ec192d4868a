// Renders nothing of its own: the server's sections become disclosures in place (use-mobile-disclosures.ts).
import type { MobileDisclosuresProps } from './props.ts';
import { useMobileDisclosures } from './use-mobile-disclosures.ts';

export function MobileDisclosures(props: MobileDisclosuresProps) {
  useMobileDisclosures(props);
  return null;
}
