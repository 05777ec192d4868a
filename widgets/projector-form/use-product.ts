// The product the form shows: the Projector section of the bulk data (§7.2), parsed at this
// boundary with the form's fuller schema (§3.8, §3.9). Size ids "onesize" and "uniw" are
// normalised to "uniw" (§3.9); the id the server knows is kept for the calls back to it.
import { useMemo } from 'react';
import { ProjectorFormAnswer } from './schema.ts';
import { useSection } from '../../src/core/widget-context.tsx';
import { normaliseSizeId } from '../../src/domain/product-form-rules.ts';
import type { ProductView } from './view.ts';

/** The section is loading, has no product for this page (the server's form stays), or is ready. */
export type ProductState =
  | { status: 'loading' }
  | { status: 'fallback' }
  | {
      status: 'ready';
      /** The product and its sizes. */
      view: ProductView;
    };

export function useProduct(): ProductState {
  const section = useSection('Projector', ProjectorFormAnswer);
  const view = useMemo(() => {
    if (section.status !== 'ready' || section.data == null) return null;
    const { product } = section.data;
    const sizes = product.sizes.map((s) => ({ ...s, serverId: s.id, id: normaliseSizeId(s.id) }));
    return { product, sizes };
  }, [section.status, section.data]);
  if (section.status === 'loading') return { status: 'loading' };
  return view ? { status: 'ready', view } : { status: 'fallback' };
}
