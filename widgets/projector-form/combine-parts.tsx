// Two lazy parts on one product (view.ts PartModule): a product's own part (configurator, bundle,
// variants, subscription) and the loyalty points beside it (§6). Its own chunk, loaded only for such
// a product. The main part's price and checks lead; the points part only adds its own.
import type { PartInput, PartModule, PartState } from './view.ts';

interface Combined extends PartState {
  states: [PartState, PartState];
}

export function combineParts(main: PartModule, extra: PartModule): PartModule<Combined> {
  return {
    usePart(input: PartInput): Combined {
      // Both hooks run on every render, in this order (the parts never change after the first).
      const a = main.usePart(input);
      const b = extra.usePart(input);
      return {
        states: [a, b],
        price: a.price ?? b.price,
        calculating: a.price ? a.calculating : b.calculating,
        disabled: a.disabled || b.disabled,
        ownsOrder: a.ownsOrder || b.ownsOrder,
        label: b.label ?? a.label,
        busy: a.busy || b.busy,
        shipping: { ...a.shipping, ...b.shipping },
        period: a.period ?? b.period,
        // The extra part first (a points purchase marks the item), then the main part's own checks.
        submit(form, item, submitter) {
          const items = b.submit(form, item, submitter);
          return items?.length === 1 ? a.submit(form, items[0]!, submitter) : items;
        },
      };
    },
    Fields: ({ state }) => (
      <>
        <main.Fields state={state.states[0]} />
        <extra.Fields state={state.states[1]} />
      </>
    ),
  };
}
