// The multi-variant display's state (spec §2.10, §5.7, §7.4): one line per variant with its own
// size and quantity, their total, and the checks before adding. The rules are src/domain/variants.ts;
// the quantity rules are the form's (PartInput.checkQuantity), so a line follows §5.7 exactly as the
// form's own field does, with 0 meaning "not this variant".
import { useMemo, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { createTranslate, type Translate } from '../../../src/core/i18n.ts';
import { fillPlurals } from '../../../src/core/plural-texts.ts';
import { parseOrThrow } from '../../../src/core/schema-errors.ts';
import type { QuantityAlert } from '../../../src/domain/quantity.ts';
import {
  chosenSize,
  firstSize,
  lineAmount,
  variantItems,
  variantsCheck,
  variantsTotal,
  type VariantLine,
  type VariantsCheck,
} from '../../../src/domain/variants.ts';
import type { Money, PartInput, PartState } from '../view.ts';
import { VariantsDefinition } from './schema.ts';
import { texts } from './texts.ts';

/** A line as it shows: its data, and what its quantity field holds. */
export interface VariantView extends VariantLine {
  name: string;
  url: string | null;
  icon: string | null;
  /** The quantity field's text (what was typed, until it is checked). */
  text: string;
}

/** What shows on a line or on the list for 3.5 s (§9.2): why adding was refused, or a corrected quantity. */
export type VariantsAlert = Exclude<VariantsCheck, null> | { kind: 'quantity'; product: string; alert: QuantityAlert };

export interface VariantsState extends PartState {
  lines: VariantView[];
  total: { count: number; sum: number | null };
  alert: VariantsAlert | null;
  /** The part's texts, and the form's (the size and quantity texts are the form's own). */
  t: Translate;
  formT: Translate;
  money: Money;
  unit: string;
  formatNumber(n: number): string;
  pickSize(product: string, size: string | null): void;
  type(product: string, text: string): void;
  /** Leaving the quantity field: checks what was typed. */
  commit(product: string): void;
  step(product: string, direction: 1 | -1): void;
}

export function useVariants({ props, product, money, formatNumber, alert, reveal, checkQuantity }: PartInput): VariantsState {
  const { config, t: formT, element } = useWidget();
  const definition = useMemo(() => parseOrThrow(VariantsDefinition, props.variants, 'data-props.variants'), [props.variants]);
  const t = useMemo(() => createTranslate(config.language, texts, config.texts, fillPlurals), [config.language, config.texts]);
  // What the shopper already chose on the server's lines, before this part came, is kept: the
  // size and quantity fields of the same names (checked like any typed quantity).
  const [lines, setLines] = useState<VariantView[]>(() =>
    definition.items.map((v) => {
      const product = String(v.product);
      const server = (field: string) => element.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${field}[${product}]"]`)?.value || null;
      const sizes = v.sizes.map((s) => ({ id: String(s.id), name: s.name, amount: s.amount, price: s.price ?? null }));
      const line: VariantView = {
        product,
        name: v.name,
        url: v.url ?? null,
        icon: v.icon ?? null,
        sizes,
        size: firstSize(sizes, server('variant_size') ?? (v.size == null ? null : String(v.size))),
        quantity: 0,
        text: '0',
      };
      const typed = Number(server('variant_number')?.replace(',', '.'));
      if (!(typed > 0)) return line;
      const { value } = checkQuantity(typed, lineAmount(line));
      return { ...line, quantity: value, text: formatNumber(value) };
    }),
  );
  const shown = alert.value as VariantsAlert | null;
  // The shipping dialog (§2.10) asks for one product and size: the first ordered line, else the first with a size.
  const shipped = lines.find((l) => l.quantity > 0 && chosenSize(l)) ?? lines.find((l) => chosenSize(l));

  /** Sets a line's quantity (0 = not ordered), or the §5.7 correction with its alert. */
  const settle = (line: VariantView, next: { value: number; alert: QuantityAlert | null }): VariantView => {
    if (next.alert) alert.show({ kind: 'quantity', product: line.product, alert: next.alert });
    else if (shown && 'product' in shown && shown.product === line.product) alert.clear();
    return { ...line, quantity: next.value, text: formatNumber(next.value) };
  };
  // Computed from this render's lines (events come one at a time), so an alert is shown once, outside the state update.
  const update = (id: string, change: (l: VariantView) => VariantView) => {
    const next = change(lines.find((l) => l.product === id)!);
    setLines((all) => all.map((l) => (l.product === id ? next : l)));
  };

  return {
    lines,
    total: variantsTotal(lines),
    alert: shown,
    t,
    formT,
    money,
    unit: product.unit?.name ?? '',
    formatNumber,
    ownsOrder: true,
    // The form's price block keeps the product's own price; the lines' total shows with them.
    price: null,
    calculating: null,
    disabled: false,
    shipping: shipped ? { id: shipped.product, size: shipped.size } : {},
    // A new size re-checks the quantity against its stock (§5.7).
    pickSize: (id, size) =>
      update(id, (l) => (l.quantity > 0 ? settle({ ...l, size }, checkQuantity(l.quantity, lineAmount({ ...l, size }))) : { ...l, size })),
    type: (id, text) => update(id, (l) => ({ ...l, text })),
    commit: (id) =>
      update(id, (l) => {
        const typed = Number(l.text.trim().replace(',', '.'));
        // An empty field, or 0, takes the variant out; anything else follows §5.7.
        return typed === 0 ? settle(l, { value: 0, alert: null }) : settle(l, checkQuantity(typed, lineAmount(l)));
      }),
    step: (id, direction) =>
      update(id, (l) => {
        const next = checkQuantity(l.quantity, lineAmount(l), direction);
        // "−" below the minimum takes the variant out; "+" from 0 starts at the minimum, without an alert.
        if (next.alert?.kind === 'min') return settle(l, { value: direction < 0 ? 0 : next.value, alert: null });
        return settle(l, next);
      }),
    // §5.7: a line with a quantity needs a size; some line needs a quantity. The alert shows on the
    // line (or the list) for 3.5 s, and focus goes there.
    submit(form) {
      const problem = variantsCheck(lines);
      if (!problem) return variantItems(lines);
      alert.show(problem);
      const where = problem.kind === 'size' ? `[data-variant="${CSS.escape(problem.product)}"]` : '.sf-variants';
      reveal(form.querySelector<HTMLElement>(where), problem.kind === 'size' ? 'select' : 'input:not(:disabled)');
      return null;
    },
  };
}
