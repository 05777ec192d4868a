// The configurator's state (spec §2.10, §4.8, §5.7): the chosen values (a shared link's first),
// which items show, their errors, the formula price, and the share link. Errors show once the
// shopper has left a field, or for every field when adding is tried (`submit`).
import { useMemo, useRef, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { createTranslate, type Translate } from '../../../src/core/i18n.ts';
import { fillPlurals } from '../../../src/core/plural-texts.ts';
import { parseOrThrow } from '../../../src/core/schema-errors.ts';
import {
  configurationFields,
  configuratorErrors,
  initialValues,
  shareConfigurationUrl,
  visibleItems,
  type ConfigValues,
  type ConfiguratorError,
  type ConfiguratorItem,
} from '../../../src/domain/configurator.ts';
import { ConfiguratorDefinition, itemsOf } from './schema.ts';
import { texts } from './texts.ts';
import { useFormulaPrice, type FormulaPriceState } from './use-formula-price.ts';
import { useShareLink, type ShareState } from './use-share-link.ts';
import type { AddItem, PartInput, PartState } from '../view.ts';

export interface ConfiguratorInput {
  /** The props' `configurator`, checked here (its chunk carries the schema). */
  definition: unknown;
  productId: string | number;
  /** The size sent with the formula; null while none is chosen. */
  sizeId: string | null;
  quantity: number;
  /** §5.7: scrolls to an item and focuses its control (use-submit.ts revealField). */
  reveal: PartInput['reveal'];
}

export interface ConfiguratorState extends PartState {
  items: ConfiguratorItem[];
  values: ConfigValues;
  visible: ReadonlySet<string>;
  /** Errors on show, by item id. */
  shownErrors: ReadonlyMap<string, ConfiguratorError>;
  share: { state: ShareState; share(): void };
  t: Translate;
  setValues(id: string, values: string[]): void;
  /** The shopper left this item: its error (if any) shows from now on. */
  touch(id: string): void;
  /** Adding may go ahead: no error, and a price for this very configuration. */
  ready: boolean;
  /**
   * Adding: every item must be valid (else its errors show, the first in error is scrolled to below
   * the sticky chrome, its control focused, and a toast names it) and
   * priced; then the form is sent the way the server's form sends it, a POST to its action
   * (/basketchange.php) with the priceformula fields and `quantity`. Once: a second click while the
   * page leaves sends nothing. Always null: the GraphQL basket call is never made.
   */
  submit(form: HTMLFormElement, item: AddItem): null;
  price: FormulaPriceState;
}

export function useConfigurator({ definition, productId, sizeId, quantity, reveal }: ConfiguratorInput): ConfiguratorState {
  const { config, bus } = useWidget();
  const items = useMemo(() => itemsOf(parseOrThrow(ConfiguratorDefinition, definition, 'data-props.configurator')), [definition]);
  const t = useMemo(() => createTranslate(config.language, texts, config.texts, fillPlurals), [config.language, config.texts]);
  const [values, setAll] = useState<Record<string, string[]>>(() => initialValues(items, typeof location === 'undefined' ? '' : location.search));
  const [touched, setTouched] = useState<ReadonlySet<string> | 'all'>(new Set());
  const visible = useMemo(() => visibleItems(items, values), [items, values]);
  const errors = useMemo(() => configuratorErrors(items, values), [items, values]);
  const shownErrors = useMemo(() => new Map([...errors].filter(([id]) => touched === 'all' || touched.has(id))), [errors, touched]);
  const fields =
    sizeId === null
      ? null
      : ([['product', String(productId)], ['size', sizeId], ['number', String(quantity)], ...configurationFields(items, values, true)] as Array<
          [string, string]
        >);
  const price = useFormulaPrice(fields);
  const posted = useRef(false);
  const share = useShareLink(() => shareConfigurationUrl(location.href, configurationFields(items, values, false)));

  return {
    items,
    values,
    visible,
    shownErrors,
    price,
    share,
    t,
    setValues: (id, next) => setAll((v) => ({ ...v, [id]: next })),
    touch: (id) => setTouched((s) => (s === 'all' || s.has(id) ? s : new Set([...s, id]))),
    ready: errors.size === 0 && price.status === 'ready',
    calculating: t('projector.config.calculating'),
    disabled: false,
    shipping: {},
    submit(form, { quantity }) {
      setTouched('all');
      const first = items.find((i) => errors.has(i.id));
      if (first) {
        // The item's heading lands below the sticky chrome (its scroll-margin-top, styles.css), and
        // the toast says what is missing: a refused add never looks like a button doing nothing.
        reveal(form.querySelector<HTMLElement>(`[data-item="${CSS.escape(first.id)}"]`), ':is(input, select, textarea):not(:disabled)');
        bus.emit('toast:requested', { kind: 'warning', text: t('projector.config.missing', { name: first.label }) });
      } else if (price.status === 'ready' && !posted.current) {
        posted.current = true;
        const number = form.elements.namedItem('number');
        if (number instanceof HTMLInputElement) number.value = String(quantity);
        form.submit();
      }
      return null;
    },
  };
}
