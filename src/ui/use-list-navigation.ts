// The active option of a list moved by keys, held as state; the keys' rules (what each list does at
// its ends) are src/domain/list-navigation.ts.
import { useCallback, useState } from 'react';
import type { EdgeRule, NavigationKey } from '../domain/list-navigation.ts';

/** The active index of a list of `count` options, and `move(key)` by the list's edge rule. */
export function useListNavigation(count: number, rule: EdgeRule) {
  const [active, setActive] = useState(-1);
  const move = useCallback((key: NavigationKey) => setActive((from) => rule(key, from, count)), [count, rule]);
  return { active, setActive, move };
}
