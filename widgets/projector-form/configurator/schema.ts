// The configurator's definition in the product form's props (`configurator`, spec §2.10, §4.8),
// checked when the configurator's chunk loads: an error names the path, e.g.
// `data-props.configurator.items.2.type: expected one of "checkbox" | …`.
// Example: `{"items": [{"id": "width", "type": "number", "label": "Szerokość (cm)", "min": 60,
// "max": 200, "placeholder": "120"}, {"id": "engraving", "type": "text", "label": "Grawer",
// "maxLength": 20, "showWhen": [{"item": "extras", "values": ["engraving"]}]}]}`.
import * as z from 'zod/mini';
import type { ConfiguratorItem } from '../../../src/domain/configurator.ts';

const Value = z.union([z.string(), z.number()]);

const Item = z.object({
  id: z.string().check(z.regex(/^[\w-]+$/), z.describe('Item id; the field is named priceformula_<id>.')),
  type: z.enum(['checkbox', 'radio', 'select', 'number', 'text']),
  label: z.string().check(z.minLength(1)),
  options: z.optional(z.array(z.object({ value: Value, label: z.string() })).check(z.describe('Choices of a checkbox group, radio group or select.'))),
  required: z.optional(z.boolean()),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  minLength: z.optional(z.int().check(z.nonnegative())),
  maxLength: z.optional(z.int().check(z.nonnegative())),
  placeholder: z.optional(Value.check(z.describe('Sent to the price formula in place of an out-of-range value (§5.7).'))),
  defaultValue: z.optional(z.array(Value)),
  showWhen: z.optional(z.array(z.object({ item: z.string(), values: z.array(Value) })).check(z.describe('Shown only when every condition holds (§4.8).'))),
});

export const ConfiguratorDefinition = z.object({
  items: z.array(Item).check(z.minLength(1)),
});
export type ConfiguratorDefinition = z.infer<typeof ConfiguratorDefinition>;

const text = (v: string | number) => String(v);

/** The definition as the domain reads it: every value a string. A choice type without choices is an error. */
export function itemsOf(definition: ConfiguratorDefinition): ConfiguratorItem[] {
  return definition.items.map((i, n) => {
    if ((i.type === 'checkbox' || i.type === 'radio' || i.type === 'select') && !i.options?.length) {
      throw new Error(`data-props.configurator.items.${n}.options: a ${i.type} needs at least one option`);
    }
    return {
      ...i,
      options: i.options?.map((o) => ({ value: text(o.value), label: o.label })),
      placeholder: i.placeholder === undefined ? undefined : text(i.placeholder),
      defaultValue: i.defaultValue?.map(text),
      showWhen: i.showWhen?.map((c) => ({ item: c.item, values: c.values.map(text) })),
    };
  });
}
