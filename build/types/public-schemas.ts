// The zod schemas behind the package's generated types: the config as a theme writes it, and each
// registered widget's marker props. Read at build time only (build/package-types.mjs), never bundled.
// Outside src/ and widgets/ on purpose: the runtime kit exports every `z.<name>` those use
// (build/runtime-kit.mjs), and `z.toJSONSchema` has no place in the browser.
import * as z from 'zod/mini';
import { ConfigShape } from '../../src/core/config.ts';
import { ScriptsConfig } from '../../src/shell/scripts/index.ts';
import { registry } from '../../widgets/registry.ts';
import { PART_PROPS } from '../../widgets/projector-form/part-props.ts';

/**
 * Every key the config takes, each optional (each has a default): `ConfigShape`, and the two that the
 * page shell reads itself, `scripts` and `snippets` (README "The page shell").
 */
export const ThemeConfig = z.partial(
  z.object({
    ...ConfigShape,
    scripts: ScriptsConfig.check(z.describe('The script loader (§9.8): scripts registered by name, and those that load with the page.')),
    snippets: z.boolean().check(z.describe('`true`: inject the server\'s snippets and top layers (§3.4).')),
  }),
);

export interface PublicWidget {
  name: string;
  description: string;
  props: z.ZodMiniType;
  /** Props keys that a lazy part of the widget checks with its own schema (the widget's own reads them as unknown). */
  parts: Readonly<Record<string, z.ZodMiniType>>;
}

/** Lazy parts by widget. */
const PARTS: Readonly<Record<string, PublicWidget['parts']>> = { 'projector-form': PART_PROPS };

/** Every registered widget, in the registry's order. */
export async function publicWidgets(): Promise<PublicWidget[]> {
  return Promise.all(
    Object.entries(registry).map(async ([name, entry]) => {
      const { description, props } = (await entry.load(name)).default;
      return { name, description, props, parts: PARTS[name] ?? {} };
    }),
  );
}
