// The cookie-settings link (§2.2). The spec names no consent tool, so the shop registers its own as
// an adapter `consent:<name>` with an `open()` that shows the tool's dialog again (README,
// "Adapters"). A click calls it instead of following the link; a tool that is not registered (yet,
// or at all), or whose `open` throws, leaves the link to be followed, and the console names it once.
import { useWidget } from '../../src/core/widget-context.tsx';
import { useServerLink } from '../../src/ui/use-server-link.ts';
import type { CookieSettingsProps } from './props.ts';
import type { ConsentAdapter } from '../../src/core/adapters.ts';

const CLICK = ['click'] as const;
let told = false;

export function useCookieSettings({ consent = 'default' }: CookieSettingsProps): void {
  const { name } = useWidget();
  useServerLink(CLICK, (e) => {
    // Read here rather than through src/core/adapters.ts, whose waiting this link does not need:
    // importing it would share a chunk with the product form's parts (one more file to load).
    const adapter = window.StorefrontWidgets?.adapters['consent:' + consent] as Partial<ConsentAdapter> | undefined;
    try {
      if (typeof adapter?.open !== 'function')
        throw new Error(`no consent adapter "${consent}": register it with StorefrontWidgets.register('consent', '${consent}', { open() {…} })`);
      adapter.open();
      e.preventDefault();
    } catch (error) {
      if (!told) console.warn(`${name}: the link is followed instead:`, error);
      told = true;
    }
  });
}
