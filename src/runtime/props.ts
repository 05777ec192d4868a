// A marker's props: JSON in `data-props`, or in a child `<script type="application/json"
// data-props>` for big payloads. Errors name the attribute and what was wrong.
import type * as z from 'zod/mini';
import { parseOrThrow } from '../core/schema-errors.ts';

export function readPropsJSON(el: HTMLElement): { json: unknown; where: string } {
  const attr = el.getAttribute('data-props');
  const script = attr == null ? el.querySelector(':scope > script[type="application/json"][data-props]') : null;
  const where = script ? 'data-props script' : 'data-props';
  const text = attr ?? script?.textContent ?? null;
  if (text == null || text.trim() === '') return { json: {}, where };
  try {
    return { json: JSON.parse(text), where };
  } catch (e) {
    throw new Error(where + ': invalid JSON (' + (e as Error).message + ')');
  }
}

export function readProps<P>(el: HTMLElement, schema: z.ZodMiniType<P>): P {
  const { json, where } = readPropsJSON(el);
  return parseOrThrow(schema, json, where);
}
