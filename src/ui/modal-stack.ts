// Open modals, innermost last: only the top one reacts to Escape and outside clicks (nested modals).
const stack: symbol[] = [];

export function pushModal(): { isTop(): boolean; remove(): void } {
  const id = Symbol('modal');
  stack.push(id);
  return {
    isTop: () => stack[stack.length - 1] === id,
    remove: () => {
      const i = stack.indexOf(id);
      if (i >= 0) stack.splice(i, 1);
    },
  };
}
