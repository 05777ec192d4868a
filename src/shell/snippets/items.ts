// The items of the Snippets and ToplayersAndWidgets sections (spec §3.4, §7.2): `{region, content}`,
// checked at the boundary. The spec gives the item, not the section around it: we take
// `{items: [...]}` (what the development shop answers), a bare array of items, or null (nothing for
// this page). One bad item rejects its whole section, so a page never shows half of a snippet set.
import * as z from 'zod/mini';
import { describeIssue } from '../../core/schema-errors.ts';

export const INJECTED_SECTIONS = ['Snippets', 'ToplayersAndWidgets'] as const;
export type InjectedSection = (typeof INJECTED_SECTIONS)[number];

/** §3.4: head, the top of the body, or otherwise the end of the body. */
export type Region = 'head' | 'body_top' | 'body_end';

export interface SnippetItem {
  region: Region;
  content: string;
}

const Item = z.object({ region: z.optional(z.nullable(z.string())), content: z.string() });
const Section = z.nullable(z.object({ items: z.array(Item) }));

export const regionOf = (region: string | null | undefined): Region => (region === 'head' || region === 'body_top' ? region : 'body_end');

/** The section's items; throws an Error naming the section, the path and what was wrong. */
export function readItems(section: InjectedSection, raw: unknown): SnippetItem[] {
  const r = Section.safeParse(Array.isArray(raw) ? { items: raw } : raw);
  if (!r.success) throw new Error(describeIssue('/ajax/get.php ' + section, r.error.issues[0]!, raw));
  return (r.data?.items ?? []).map((i) => ({ region: regionOf(i.region), content: i.content }));
}

/**
 * An item's identity on the page: its region and its content, to the letter. The spec asks to inject
 * "only what is new" after a partial navigation and names no id, so an item the page already has
 * (the same markup in the same place) is not injected again (docs/decisions.md).
 */
export const itemKey = (item: SnippetItem): string => item.region + '\n' + item.content;
