// The e2e test bundle's registry (`node build.mjs --test` → dist-test/): the real widgets plus
// widgets that fail on purpose, to prove isolation in a real browser. Never in dist/.
import type { Registry } from '../../../src/loader/types.ts';
import { registry as real } from '../../../widgets/registry.ts';

export const registry = {
  ...real,
  'test-crash': { when: 'load', sections: [], load: () => import('./test-crash/index.tsx') },
  'test-effect-crash': { when: 'load', sections: [], load: () => import('./test-effect-crash/index.tsx') },
} satisfies Registry;
