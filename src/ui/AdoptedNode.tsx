// Shows an existing DOM node (a piece of the server markup) inside a React tree: the node itself
// moves, never a copy and never HTML text, so its links, form values and listeners stay. On
// unmount it goes back where it came from — the error boundary then restores intact server markup.
// Focus inside the node survives the move.
import { useCallback } from 'react';

export function AdoptedNode({ node }: { node: Node }) {
  const ref = useCallback(
    (holder: HTMLDivElement | null) => {
      if (!holder) return;
      const home = node.parentNode;
      const next = node.nextSibling;
      const doc = holder.ownerDocument;
      const focused = doc.activeElement instanceof HTMLElement && node.contains(doc.activeElement) ? doc.activeElement : null;
      holder.append(node);
      if (focused && doc.activeElement !== focused) focused.focus({ preventScroll: true });
      return () => {
        if (node.parentNode !== holder) return;
        if (home) home.insertBefore(node, next && next.parentNode === home ? next : null);
        else holder.removeChild(node);
      };
    },
    [node],
  );
  return <div ref={ref} style={{ display: 'contents' }} />;
}
