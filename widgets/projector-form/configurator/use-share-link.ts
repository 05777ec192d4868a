// The share-configuration link (spec §2.10): the current URL keeping only the `priceformula*`
// parameters, copied to the clipboard, then "Link copied to clipboard". Where the Clipboard API is
// missing or refused (an insecure page, a denied permission), the link is shown to copy by hand.
import { useState } from 'react';

export type ShareState = { status: 'idle' } | { status: 'copied' } | { status: 'manual'; url: string };

export function useShareLink(url: () => string): { state: ShareState; share(): void } {
  const [state, setState] = useState<ShareState>({ status: 'idle' });
  const share = () => {
    const link = url();
    const manual = () => setState({ status: 'manual', url: link });
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) return manual();
    setState({ status: 'idle' });
    clipboard.writeText(link).then(() => setState({ status: 'copied' }), manual);
  };
  return { state, share };
}
