// The header counter: while nothing is known, or while the server's link already shows the
// count, the server's link; otherwise an equal link with the fresh count (as the mini-basket's
// plain link, §2.4).
import { useWidget } from '../../src/core/widget-context.tsx';
import { LIST_PAGE } from '../../src/domain/product-lists.ts';
import { safeUrl } from '../../src/domain/safe-url.ts';
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import type { ProductListsProps } from './props.ts';
import { useListCounter } from './use-list-counter.ts';

export function ListCounter({ list, url }: ProductListsProps) {
  const { t } = useWidget();
  const { count, markupShows } = useListCounter(list);
  if (count === undefined || markupShows) return <ServerMarkupSlot />;
  return (
    <a className={'sf-product-lists__link sf-product-lists__link--' + list} href={safeUrl(url) ?? LIST_PAGE[list]} data-count={count}>
      {t(`productLists.${list}.title`)}
      <span className="sf-product-lists__count" aria-hidden="true">
        {' '}
        ({count})
      </span>
      <span className="sf-product-lists__vh">, {t(`productLists.${list}.count`, { n: count })}</span>
    </a>
  );
}
