// The small lazy-image source (§9.6): `<img data-src data-src-small>` shows the small source at
// viewport widths up to 420 px, else the full one (never going back to the small one). Loading
// stays lazy: the image keeps (or gets) the browser's own `loading="lazy"`.
import { lazyImageSource } from '../../src/domain/lazy-image.ts';

export function chooseImageSources(doc: Document, width: number): void {
  for (const img of doc.querySelectorAll<HTMLImageElement>('img[data-src], img[data-src-small]')) {
    const next = lazyImageSource(width, img.dataset.src ?? null, img.dataset.srcSmall ?? null, img.getAttribute('src'));
    if (next === null) continue;
    if (!img.hasAttribute('loading')) img.loading = 'lazy';
    img.src = next;
  }
}
