// The inspector's chunk (README "The inspector"): loaded only by `StorefrontWidgets.inspect()` or
// `?storefront-inspect`. It reads what the loader and the runtime recorded; it changes nothing on
// the page but its own overlay. Opening it moves no focus (the badges come last in the page's tab
// order); a second call brings the focus to its panel.
import { createTranslate, normaliseLanguage } from '../core/i18n.ts';
import { fillPlurals } from '../core/plural-texts.ts';
import type { InspectorModule } from '../loader/types.ts';
import { openOverlay, type Overlay } from './overlay.ts';
import { texts } from './texts.ts';

let current: Overlay | null = null;

export const startInspector: InspectorModule['startInspector'] = (markers, registry, rawConfig, runtime) => {
  // Still on the page (a test, or a theme, may have replaced the body since).
  if (current?.open()) {
    current.focus();
    return Promise.resolve();
  }
  // Its panel was taken off the page: that one stops watching (observers, listeners) before a new one opens.
  current?.close();
  const doc = document;
  const language = normaliseLanguage(typeof rawConfig.language === 'string' ? rawConfig.language : doc.documentElement.lang);
  const overrides = rawConfig.texts && typeof rawConfig.texts === 'object' ? (rawConfig.texts as Record<string, string>) : {};
  const t = createTranslate(language, texts, overrides, fillPlurals);
  current = openOverlay({ markers, registry, rawConfig, runtime }, doc, t, () => (current = null));
  return Promise.resolve();
};

/** Closes the inspector, if it is open. */
export const stopInspector = (): void => current?.close();
