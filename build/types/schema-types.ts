// The generated half of the package's types (the other half is build/types/contract.ts, bundled from
// the hand-written interfaces): `StorefrontConfig`, one `<Name>Props` per widget, `WidgetProps` (name →
// props) and `WidgetName`, from the zod schemas as a theme writes them (`io: "input"`: a key with a
// default is optional).
import * as z from 'zod/mini';
import { declaration, docComment, type JsonSchema } from './json-schema-to-ts.ts';
import { publicWidgets, ThemeConfig, type PublicWidget } from './public-schemas.ts';

const jsonSchema = (schema: z.ZodMiniType): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as JsonSchema;
  return json;
};

/** `projector-form` → `ProjectorFormProps`. */
export const propsTypeName = (widget: string): string => widget.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()) + 'Props';

/** The widget's props, each lazy part's key typed by the part's own schema (keeping the key's description). */
function propsSchema({ name, props, parts }: PublicWidget): JsonSchema {
  const json = jsonSchema(props);
  for (const [key, part] of Object.entries(parts)) {
    const own = json.properties?.[key];
    if (!own) throw new Error(`${name}: the part's props key "${key}" is not in the widget's props`);
    json.properties![key] = { ...jsonSchema(part), description: own.description };
  }
  return json;
}

export async function schemaTypes(): Promise<string> {
  const widgets = await publicWidgets();
  return [
    declaration('StorefrontConfig', jsonSchema(ThemeConfig), 'The page config as a theme writes it (`#storefront-config` JSON or `window.StorefrontConfig`): every key optional.'),
    ...widgets.map((w) => declaration(propsTypeName(w.name), propsSchema(w), `\`data-props\` of \`<div data-widget="${w.name}">\`: ${w.description}`)),
    `/** Each widget's \`data-props\`, by the widget's name (its \`data-widget\`). */\nexport interface WidgetProps {\n${widgets
      .map((w) => `${docComment(w.description, '  ')}  ${JSON.stringify(w.name)}: ${propsTypeName(w.name)};\n`)
      .join('')}}\n`,
    '/** The registered widgets\' names. */\nexport type WidgetName = keyof WidgetProps;\n',
  ].join('\n');
}
