// Adding the product to a shopping list (spec §7.6, §5.7, §8.2, §8.4): the form checked the size
// (§5.7) and "opened" this piece; each opening sends once
//   POST {props.shoppingList.url} with the JSON [[productId, sizeId]]
// and closes it again when the answer is in, so the button takes the next click. The outcome
// shows in a live line by the button: the list's name with a link to the lists, the server's own
// message, the §8.4 "verify data" text when it gives none, or the §8.2 connection text when there
// was no answer (or a broken one). Success also raises a toast and tells the page
// (`shopping-list:changed`: a header link marked "empty" stops making a default list, §2.5).
import { useEffect, useMemo, useRef, useState } from 'react';
import { createTranslate, type Translate } from '../../../src/core/i18n.ts';
import { describeIssue } from '../../../src/core/schema-errors.ts';
import { useWidget } from '../../../src/core/widget-context.tsx';
import type { DialogProps } from '../view.ts';
import { ListAnswer, ListProps } from './schema.ts';
import { texts } from './texts.ts';

export const DEFAULT_URL = '/ajax/shoppinglist.php?action=add';
export const DEFAULT_LIST_URL = '/shoppinglist.php';

export type ListOutcome = { kind: 'busy' } | { kind: 'added'; text: string; href: string } | { kind: 'failed'; text: string };

export interface AddToListState {
  t: Translate;
  /** null until the first call. */
  outcome: ListOutcome | null;
}

export function useAddToList({ open, onClose, props, view, item, connectionError }: DialogProps): AddToListState {
  const { config, bus, net, name } = useWidget();
  const t = useMemo(() => createTranslate(config.language, texts, config.texts), [config.language, config.texts]);
  const [outcome, setOutcome] = useState<ListOutcome | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  // Checked here, not in the form's schema (props.ts): bad props are reported by path, and the defaults serve.
  const options = useMemo(() => {
    const r = ListProps.safeParse(props.shoppingList ?? {});
    if (r.success) return r.data;
    console.error(`${name}: ` + describeIssue('data-props.shoppingList', r.error.issues[0]!, props.shoppingList) + ' (the default paths are used)');
    return {};
  }, [props.shoppingList, name]);

  useEffect(() => {
    if (!open || item.size === null) return;
    const url = options.url ?? DEFAULT_URL;
    setOutcome({ kind: 'busy' });
    const call = async (): Promise<ListOutcome> => {
      try {
        const { http } = await net();
        const { data } = await http.request(url, { method: 'POST', json: [[view.product.id, item.size]] }, ListAnswer);
        if (data.status === 'success' && data.list)
          return { kind: 'added', text: t('projector.list.added', { name: data.list.name ?? '' }), href: options.listUrl ?? DEFAULT_LIST_URL };
        return { kind: 'failed', text: data.error?.message?.trim() || t('projector.list.error') };
      } catch (err) {
        console.error(`${name}: add to shopping list:`, err);
        return { kind: 'failed', text: connectionError };
      }
    };
    void call().then((next) => {
      if (next.kind === 'added') {
        bus.emit('shopping-list:changed', { source: name });
        bus.emit('toast:requested', { kind: 'success', text: next.text });
      }
      // Another dialog took this one's place meanwhile: the outcome is still said, as a toast.
      if (!mounted.current) {
        if (next.kind === 'failed') bus.emit('toast:requested', { kind: 'error', text: next.text });
        return;
      }
      setOutcome(next);
      onClose();
    });
    // One call per opening: `open` turning true is the click.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one call per opening: `open` turning true is the click
  }, [open]);

  return { t, outcome };
}
