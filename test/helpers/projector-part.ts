// The product form's widget tests (its lazy parts): mount `projector-form` on a product's server
// markup through the real loader, in Polish, and stop it after each test.
import { afterEach } from 'vitest';
import { defaultConfig } from '../../fixtures/pages/layout.ts';
import type { Shop } from '../../fixtures/server/shop.ts';
import { startWidgets, type Harness } from './widget-harness.ts';

export const formMarker = (): HTMLElement | null => document.querySelector<HTMLElement>('[data-widget="projector-form"]');

/** Call at the top of a test file; the function it returns mounts the form for `productId` on `html` (a second call stops the first). */
export function useProjectorForm(): (productId: number, html: string, options?: { fault?: string; shop?: Shop }) => Harness {
  let h: Harness | undefined;
  afterEach(() => {
    h?.stop();
    h = undefined;
    document.body.innerHTML = '';
  });
  return (productId, html, options = {}) => {
    h?.stop();
    const config = { ...defaultConfig('projector', 'n0nce', 'pl'), page: { type: 'projector', productId } };
    h = startWidgets(html, { config, ...options });
    return h;
  };
}
