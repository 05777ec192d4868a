// The product the form shows: the Projector section of the bulk data (§7.2), parsed at this
// boundary with the form's fuller schema (§3.8, §3.9). Size ids "onesize" and "uniw" are
// normalised to "uniw" (§3.9); the id the server knows is kept for the calls back to it.
import { useMemo } from 'react';
import { parseOrThrow } from '../../src/core/schema-errors.ts';
import { ProjectorFormSection, type FormProduct, type FormSize } from './section.ts';
import { useSection } from '../../src/core/widget-context.tsx';
import { normaliseSizeId } from '../../src/domain/product-form-rules.ts';

export interface SizeView extends FormSize {
  /** The id as the server sent it (sent back in requests). */
  serverId: string;
}

export interface ProductView {
  product: FormProduct;
  sizes: SizeView[];
}

export type ProductState = { status: 'loading' } | { status: 'fallback' } | { status: 'ready'; view: ProductView };

export function useProduct(): ProductState {
  const section = useSection<unknown>('Projector');
  const view = useMemo(() => {
    if (section.status !== 'ready' || section.data == null) return null;
    const { product } = parseOrThrow(ProjectorFormSection, section.data, '/ajax/get.php Projector');
    const sizes = product.sizes.map((s) => ({ ...s, serverId: s.id, id: normaliseSizeId(s.id) }));
    return { product, sizes };
  }, [section.status, section.data]);
  if (section.status === 'loading') return { status: 'loading' };
  return view ? { status: 'ready', view } : { status: 'fallback' };
}
