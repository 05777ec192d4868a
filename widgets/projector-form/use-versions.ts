// Variants / multi-versions (spec §2.10, §3.11, §4.8, §5.7). The groups come from the props (with
// display names); each value is selected, available, dependent (it exists, but not with the other
// current choices), conflict or disabled (src/domain/multiversions.ts). Picking a value asks the
// legacy endpoint for the groups seen from the new choice (§7.5; values that cannot go with it
// come back disabled), then:
// - the choice is a product: go there — its link, or with variantSwitch "reload" the content and
//   breadcrumbs swapped in place (§2.1, src/core/page-swap.ts);
// - the value is dependent: go to the product that keeps all but one of the other choices;
// - otherwise the choice is a conflict: it stays on screen and adding is blocked (§4.8, §5.7).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LegacyMultiversions } from '../../src/core/schemas/legacy-projector.ts';
import { useWidget } from '../../src/core/widget-context.tsx';
import { chooseValue, resolveVariant, selectionFor, valueStates } from '../../src/domain/multiversions.ts';
import { ownOriginUrl, safeUrl } from '../../src/domain/safe-url.ts';
import { legacyGet, versionsUrl } from './legacy.ts';
import type { VersionGroupProps } from './props.ts';
import type { VersionsState } from './view.ts';

/** The answer's items (fresh `disabled`, products) with the names from the props. */
function withNames(props: VersionGroupProps[], answer: LegacyMultiversions): VersionGroupProps[] {
  return props.map((g) => {
    const fresh = answer.find((a) => a.id === g.id);
    return {
      ...g,
      items: g.items.map((item) => {
        const f = fresh?.items.find((i) => i.values_id === item.values_id);
        return f ? { ...item, disabled: f.disabled ?? false, products: f.products } : item;
      }),
    };
  });
}

export function useVersions(props: VersionGroupProps[] | undefined, productId: string | number, variantSwitch: 'link' | 'reload'): VersionsState {
  const { net, session, config, bus, reporter } = useWidget();
  const [groups, setGroups] = useState<VersionGroupProps[]>(props ?? []);
  const initial = useMemo(() => selectionFor(props ?? [], productId), [props, productId]);
  const [selected, setSelected] = useState<Record<string, string>>(initial);
  const [switching, setSwitching] = useState(false);
  const pickSeq = useRef(0);

  useEffect(() => {
    setGroups(props ?? []);
    setSelected(initial);
  }, [props, initial]);

  const go = useCallback(
    async (product: { product_id: string | number; url: string }) => {
      // The answer's address is server text: a variant is a page of this shop, never a javascript: URL.
      const url = ownOriginUrl(safeUrl(product.url), location.href)?.href;
      if (!url) {
        const error = new Error(`projector-form: the multiversions answer's url for product ${product.product_id} is not a page of this shop: ${product.url}`);
        console.error(error.message);
        reporter.report(error);
        return;
      }
      setSwitching(true);
      if (variantSwitch === 'link') {
        location.assign(url);
        return;
      }
      // The page swap's code comes when a variant is switched in place, not with every product form;
      // if it cannot come, the variant opens in full, as a failed swap does.
      const loaded = await Promise.all([net(), import('../../src/core/page-swap.ts')]).catch(() => null);
      if (!loaded) return location.assign(url);
      const [{ pageData }, { swapPage }] = loaded;
      // The swapped-in widgets read the new product's Projector section.
      await swapPage(url, { render: 'content,head', nonce: config.nonce, bus, product: true, beforeSwap: () => pageData.setProduct(product.product_id) });
    },
    [variantSwitch, net, config.nonce, bus, reporter],
  );

  const pick = useCallback(
    (groupId: string, valueId: string) => {
      const next = { ...selected, [groupId]: valueId };
      setSelected(next);
      const seq = ++pickSeq.current;
      const ordered = groups.map((g) => next[g.id]).filter((v): v is string => !!v);
      net()
        .then((n) => legacyGet(n, session, versionsUrl(productId, ordered, valueId)))
        .then(
          (answer) => (answer.multiversions ? withNames(groups, answer.multiversions) : groups),
          () => groups, // no answer: decide on the groups we have
        )
        .then((fresh) => {
          if (seq !== pickSeq.current) return; // a newer pick decides
          const r = chooseValue(fresh, selected, groupId, valueId);
          setGroups(fresh);
          setSelected(r.selected);
          if (r.product && String(r.product.product_id) !== String(productId)) return go(r.product);
        });
    },
    [selected, groups, net, session, productId, go],
  );

  const states = useMemo(() => valueStates(groups, selected), [groups, selected]);
  // A choice that is no product (a conflict, or a dependent value on its way to its product) blocks adding.
  const conflict = useMemo(() => {
    if (!groups.length) return false;
    const r = resolveVariant(groups, selected);
    return r.conflict || !r.product;
  }, [groups, selected]);
  return { groups, selected, states, conflict, switching, pick };
}
