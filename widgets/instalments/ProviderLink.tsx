// A link to the provider's calculator. It opens in a new tab (a plain link, so no popup
// blocker stops it and the shop page stays where the shopper left it).
import type { ReactNode } from 'react';

export function ProviderLink({ href, className, newWindow, children }: { href: string; className: string; newWindow: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
      <span className="sf-visually-hidden"> {newWindow}</span>
    </a>
  );
}
