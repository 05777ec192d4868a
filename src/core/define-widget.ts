// A widget definition (docs/design.md §4). The props schema is the single source of truth for
// the widget's types, its validation and the generated docs on /widgets.
import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { Catalogs, PluralFiller } from './i18n.ts';

// The registry and the runtime hold definitions of any widget's props: `Component` takes them as a
// parameter, so `unknown` would refuse every real widget. `any` is the honest default here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface WidgetDefinition<P = any> {
  name: string;
  /** One sentence for the catalog page and README. */
  description: string;
  props: z.ZodMiniType<P>;
  Component: ComponentType<P>;
  /** The widget's own texts per language; keys are namespaced by widget. */
  texts?: Catalogs;
  /** `fillPlurals` from src/core/plural-texts.ts when the texts hold `{n, plural, …}` counts. */
  plurals?: PluralFiller;
  /**
   * The widget only enhances the server markup in place (native listeners, attributes) and its
   * component always renders `null`: the runtime mounts it without a portal into the marker, so
   * React attaches none of its ~160 event listeners to the marker (src/runtime/host.tsx).
   */
  inPlace?: true;
}

export function defineWidget<P>(def: WidgetDefinition<P>): WidgetDefinition<P> {
  return def;
}
