// The live preview: the chosen development page drawn with the config, in a frame whose
// address follows the config 400 ms after the last change (typing a text reloads it once). An
// address too long for the server keeps the last one, and says so.
import { useEffect, useState } from 'react';
import { previewAddress } from '../../src/domain/config-builder.ts';
import type { ConfigBuilderProps } from './props.ts';

export const PREVIEW_DELAY_MS = 400;

export interface Preview {
  pages: NonNullable<ConfigBuilderProps['preview']>['pages'];
  page: string;
  setPage(path: string): void;
  /** The frame's address: the last one that fitted. */
  src: string | null;
  tooLong: boolean;
}

export function usePreview(preview: ConfigBuilderProps['preview'], config: Record<string, unknown>): Preview {
  const pages = preview?.pages ?? [];
  const [page, setPage] = useState(pages[0]?.path ?? '');
  const wanted = preview && page ? previewAddress(preview.url, page, config) : null;
  const [src, setSrc] = useState(wanted);
  useEffect(() => {
    if (wanted === null || wanted === src) return;
    const timer = setTimeout(() => setSrc(wanted), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, src]);
  return { pages, page, setPage, src, tooLong: !!preview && !!page && wanted === null };
}
