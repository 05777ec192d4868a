// Server nodes a widget does not read, shown where the widget puts them (src/domain/leftovers.ts):
// the nodes themselves move, so nothing of the theme's markup is lost when a widget mounts.
import { AdoptedNode } from './AdoptedNode.tsx';

export function LeftoverNodes({ nodes }: { nodes: readonly Node[] }) {
  return nodes.map((node, i) => <AdoptedNode key={i} node={node} />);
}
