// The README's "Adopting in an IdoSell theme" markup (fixtures/pages/theme-adoption.ts), mounted through
// the real loader: each snippet is markup its widget reads (a snippet it could not read would leave the
// marker in `error`). projector-form needs a product page's Projector section: its own tests mount it.
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_ADOPTION } from '../../fixtures/pages/theme-adoption.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const mountable = Object.entries(THEME_ADOPTION).filter(([name]) => name !== 'projector-form');

describe('the README theme markup', () => {
  it.each(mountable)('%s mounts over its snippet', async (name, { markup }) => {
    h = startWidgets(markup.replace(`data-widget="${name}"`, `data-widget="${name}" data-when="load"`), { config: { language: 'pl' } });
    await h.ready;
    await waitFor(() => expect(markerState(document.querySelector(`[data-widget="${name}"]`))).toBe('mounted'));
  });
});
