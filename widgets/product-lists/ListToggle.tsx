// A product's add / remove button. While the list is unknown, the server's own form or link
// (it works without JavaScript). The label says what a press does; the line after it says what
// the last press did (a polite live region: the focus stays on the button).
import { useWidget } from '../../src/core/widget-context.tsx';
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import type { ProductListsProps } from './props.ts';
import { useListToggle } from './use-list-toggle.ts';

export function ListToggle(props: ProductListsProps & { productId: string | number }) {
  const { t } = useWidget();
  const { list, name } = props;
  const { onList, busy, toggle, message, buttonRef } = useListToggle(props);
  if (onList === undefined) return <ServerMarkupSlot />;
  return (
    <span className={'sf-product-lists sf-product-lists--' + list} data-on-list={onList}>
      <button
        type="button"
        ref={buttonRef}
        className="sf-product-lists__toggle"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={toggle}
      >
        {t(`productLists.${list}.${onList ? 'remove' : 'add'}`)}
        {name && <span className="sf-product-lists__vh">: {name}</span>}
      </button>
      <span className={'sf-product-lists__status' + (message?.failed ? ' sf-product-lists__status--failed' : '')} role="status">
        {message?.text}
      </span>
    </span>
  );
}
