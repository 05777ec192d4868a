// The inspector's pure rules: what a marker's report says, and where its badge may go.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SchemaError } from '../../src/core/schema-errors.ts';
import { countByState, describeError, reportOf, timingOf } from '../../src/inspector/report.ts';
import { placeBadge } from '../../src/inspector/placement.ts';

describe('the inspector report', () => {
  it("times a mounted widget from the page start and from its code's arrival", () => {
    expect(timingOf({ name: 'x', state: 'mounted' }, { props: {}, sections: [], started: 300.4, mounted: 412.6 })).toEqual({
      kind: 'mounted',
      ms: 413,
      render: 112,
    });
    expect(timingOf({ name: 'x', state: 'loading' }, { props: {}, sections: [], started: 300, mounted: undefined })).toEqual({ kind: 'loading' });
    expect(timingOf({ name: 'x', state: 'loading' }, undefined)).toEqual({ kind: 'waiting' });
    for (const state of ['disabled', 'unknown', 'error'] as const) expect(timingOf({ name: 'x', state }, undefined)).toEqual({ kind: 'none' });
  });

  it('lists every schema issue of the props with its path and what was wrong', () => {
    const schema = z.object({ price: z.object({ max: z.number() }), kind: z.enum(['a', 'b']) });
    const input = { price: { max: '12' }, kind: 'c' };
    const r = schema.safeParse(input);
    const error = new SchemaError('data-props', r.error!.issues, input);
    expect(describeError(error, input)).toEqual({
      message: 'data-props.price.max: expected number, got string',
      issues: ['data-props.price.max: expected number, got string', 'data-props.kind: expected one of "a" | "b"'],
    });
    expect(describeError(new Error('its code failed to load (404)'), undefined)).toEqual({ message: 'its code failed to load (404)', issues: [] });
    expect(describeError(undefined, undefined)).toBeUndefined();
  });

  it('shows the parsed props of a mounted widget, else the props as written, and the sections declared and read', () => {
    const mounted = reportOf(
      { name: 'mini-basket', state: 'mounted' },
      'load',
      ['Basket'],
      { props: { a: 1 }, sections: ['Basket'], started: 1, mounted: 2 },
      { json: { a: '1' } },
    );
    expect(mounted).toMatchObject({ when: 'load', props: { parsed: true, value: { a: 1 } }, declared: ['Basket'], read: ['Basket'] });
    const failed = reportOf({ name: 'x', state: 'error', error: new Error('boom') }, 'idle', undefined, undefined, { json: { a: '1' } });
    expect(failed).toMatchObject({ props: { parsed: false, value: { a: '1' } }, declared: [], error: { message: 'boom' } });
    expect(failed.read).toBeUndefined();
  });

  it('counts markers per state in a fixed order, leaving out states nobody is in', () => {
    expect(countByState(['error', 'mounted', 'mounted', 'unknown'])).toEqual([
      ['mounted', 2],
      ['error', 1],
      ['unknown', 1],
    ]);
    expect(countByState(['skipped', 'mounted', 'disabled', 'skipped'])).toEqual([
      ['mounted', 1],
      ['disabled', 1],
      ['skipped', 2],
    ]);
  });
});

describe('where a badge goes', () => {
  const badge = { width: 100, height: 24 };
  const bounds = { width: 1000 };
  const marker = { left: 100, top: 100, width: 300, height: 200 };

  it("takes the marker's top-left corner when nothing is there", () => {
    expect(placeBadge(marker, badge, [], bounds)).toEqual({ left: 100, top: 100, width: 100, height: 24 });
  });

  it('never covers a control of the page (with the spacing kept free), trying the top-right corner, above, below, then the bottom corners', () => {
    const link = { left: 110, top: 105, width: 40, height: 16 };
    expect(placeBadge(marker, badge, [link], bounds)).toEqual({ left: 300, top: 100, width: 100, height: 24 });
    // Without spacing the top-right corner is free; 12 px of spacing rules it out (a control 10 px
    // right of it) and just above (the link 5 px below it): just below the marker is free.
    const near = { left: 410, top: 100, width: 20, height: 20 };
    expect(placeBadge(marker, badge, [link, near], bounds)).toEqual({ left: 300, top: 100, width: 100, height: 24 });
    expect(placeBadge(marker, badge, [link, near], bounds, 12)).toEqual({ left: 100, top: 300, width: 100, height: 24 });
    const below = { left: 100, top: 330, width: 50, height: 10 };
    expect(placeBadge(marker, badge, [link, near, below], bounds, 12)).toEqual({ left: 100, top: 276, width: 100, height: 24 });
  });

  it('gives up (the badge is listed in the panel) when every place is taken or off the page', () => {
    const everywhere = { left: 0, top: 0, width: 1000, height: 1000 };
    expect(placeBadge(marker, badge, [everywhere], bounds)).toBeNull();
    expect(placeBadge({ left: 0, top: 0, width: 50, height: 10 }, badge, [], { width: 60 })).toBeNull();
  });
});
