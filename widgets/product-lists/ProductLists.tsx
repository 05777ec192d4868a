// One widget, two markers (props.ts): with a product, its add / remove button; without, the
// header counter.
import { ListCounter } from './ListCounter.tsx';
import { ListToggle } from './ListToggle.tsx';
import type { ProductListsProps } from './props.ts';

export function ProductLists(props: ProductListsProps) {
  return props.productId === undefined ? <ListCounter {...props} /> : <ListToggle {...props} productId={props.productId} />;
}
