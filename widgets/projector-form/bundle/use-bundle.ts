// The bundle part's state (spec §2.10, §4.8, §5.7, §7.4, §7.5): the items as the shopper sets
// them (checked, version, size), the set's price, and the checks before adding. The rules are
// src/domain/bundle.ts; this hook wires them to the requests and the alerts.
import { useCallback, useMemo, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { createTranslate, type Translate } from '../../../src/core/i18n.ts';
import { parseOrThrow } from '../../../src/core/schema-errors.ts';
import {
  bundleCheck,
  bundleFields,
  bundleParts,
  chooseVersion,
  inStock,
  noneChecked,
  refreshedItem,
  startingSize,
  type BundleCheck,
  type BundleItem,
} from '../../../src/domain/bundle.ts';
import type { Money, PartInput, PartState } from '../view.ts';
import { BundleDefinition, type BundleItemProps } from './schema.ts';
import { texts } from './texts.ts';
import { useBundlePrice, type BundlePrice } from './use-bundle-price.ts';
import { useItemRefresh, type ItemRefresh } from './use-item-refresh.ts';

/** What an item shows besides its choices: refreshed with its product (§7.5). */
export interface ItemLook {
  name: string;
  icon: string | null;
  price: string | null;
  /** The last version picked could not be loaded. */
  failed: boolean;
}

export interface BundleState extends PartState {
  /** A bundle or a collection: either way the price block shows the set's price as chosen (§3.11). */
  kind: 'bundle' | 'collection';
  items: BundleItem[];
  looks: ReadonlyMap<string, ItemLook>;
  /** Items whose version's data is on its way. */
  loading: ReadonlySet<string>;
  /** The set's price (§3.11 bundleprice). */
  setPrice: BundlePrice;
  /** The §5.7 alert after adding was tried (3.5 s); null when none. */
  alert: Exclude<BundleCheck, null> | null;
  reveal: PartInput['reveal'];
  t: Translate;
  money: Money;
  priceType: 'gross' | 'net';
  toggle(slot: string, checked: boolean): void;
  pickVersion(slot: string, product: string | null): void;
  pickSize(slot: string, size: string | null): void;
}

function itemOf(p: BundleItemProps): BundleItem {
  const sizes = p.sizes.map((s) => ({ id: String(s.id), name: s.name, amount: s.amount }));
  const versions = (p.versions ?? []).map((v) => ({ product: String(v.product), name: v.name }));
  return {
    slot: String(p.product),
    product: versions.length ? (p.version == null ? null : String(p.version)) : String(p.product),
    quantity: p.quantity ?? 1,
    checked: p.checked !== false && inStock(sizes),
    sizes,
    size: startingSize(sizes, p.size == null ? null : String(p.size)),
    versions,
  };
}

export function useBundle({ props, product, sizeId, money, alert, reveal }: PartInput): BundleState {
  const { config } = useWidget();
  const definition = useMemo(() => parseOrThrow(BundleDefinition, props.bundle, 'data-props.bundle'), [props.bundle]);
  const t = useMemo(() => createTranslate(config.language, texts, config.texts), [config.language, config.texts]);
  const [items, setItems] = useState(() => definition.items.map(itemOf));
  const [looks, setLooks] = useState<ReadonlyMap<string, ItemLook>>(
    () => new Map(definition.items.map((p) => [String(p.product), { name: p.name, icon: p.icon ?? null, price: p.price ?? null, failed: false }])),
  );
  const update = (slot: string, change: (i: BundleItem) => BundleItem) => {
    setItems((all) => all.map((i) => (i.slot === slot ? change(i) : i)));
    // A change to the item in question answers its alert (as a chosen size does the form's).
    const shown = alert.value as BundleState['alert'];
    if (shown && shown.kind !== 'none' && shown.slot === slot) alert.clear();
  };

  const refreshed = useCallback((slot: string, version: string, data: ItemRefresh | null) => {
    setItems((all) =>
      all.map((i) => (i.slot !== slot || i.product !== version ? i : data ? refreshedItem(i, data.sizes, data.disabled) : chooseVersion(i, null))),
    );
    setLooks((m) => {
      const look = m.get(slot)!;
      return new Map(m).set(slot, data ? { ...look, icon: data.icon ?? look.icon, price: data.price ?? look.price, failed: false } : { ...look, failed: true });
    });
  }, []);
  const loading = useItemRefresh(items, refreshed);
  const setPrice = useBundlePrice(product.id, sizeId, bundleFields(items));
  const kind = product.type === 'bundle' ? 'bundle' : 'collection';
  const disabled = noneChecked(items);

  return {
    kind,
    items,
    looks,
    loading,
    setPrice,
    alert: alert.value as BundleState['alert'],
    reveal,
    t,
    money,
    priceType: config.priceType,
    // §3.11, §4.8: a set is priced by its parts: the price block shows the set's price as chosen
    // (what the basket charges), not "call for price" for being a bundle.
    price: setPrice,
    calculating: t('projector.bundle.calculating'),
    disabled,
    shipping: { bundle: bundleParts(items, String(product.id)) },
    toggle: (slot, checked) => update(slot, (i) => ({ ...i, checked })),
    pickVersion: (slot, version) => {
      update(slot, (i) => chooseVersion(i, version));
      setLooks((m) => new Map(m).set(slot, { ...m.get(slot)!, failed: false }));
    },
    pickSize: (slot, size) => update(slot, (i) => ({ ...i, size })),
    // §5.7: a problem shows on its item for 3.5 s (use-reveal.ts scrolls and focuses there).
    submit(_form, item) {
      const problem = bundleCheck(items);
      if (!problem) return [{ ...item, bundleParts: bundleParts(items, String(product.id)) }];
      alert.show(problem);
      return null;
    },
  };
}
