/**
 * axe-core in a real page served under the shop's strict CSP.
 *
 * axe's source is handed to the page with `page.evaluate` (CDP `Runtime.evaluate`), never with a
 * `<script>` element: an inline script would be blocked by `script-src 'nonce-…'` and would count as a
 * CSP violation. Evaluating through CDP is not subject to the page's CSP (it is the debugger, not the page),
 * and axe's run does not touch a Trusted Types sink — test/e2e/harness.test.ts checks that a page has zero
 * CSP/Trusted-Types violations after `runAxe`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** CSS selectors (axe `target`) of the offending nodes, with a short failure summary each. */
  nodes: { target: string; summary: string }[];
}

export interface RunAxeOptions {
  /** axe rule ids to switch off for this run (document why at the call site). */
  disableRules?: string[];
  /** a CSS selector to limit the run to; default the whole document. */
  include?: string;
}

let axeSource: string | undefined;

function loadAxeSource(): string {
  if (axeSource === undefined) {
    const require = createRequire(import.meta.url);
    axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return axeSource;
}

interface RawAxeResult {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * The rule sets every page is held to. axe's defaults leave out `target-size` (WCAG 2.2) and the
 * best-practice rules (landmarks, heading order, nested interactive …), so name them all.
 */
export const AXE_TAGS: readonly string[] = Object.freeze(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice']);

/**
 * Waits until every finite animation and transition of the page has finished: axe checks the state
 * the shopper ends up in, not a frame mid-fade (a colour half-way through a fade fails contrast, a
 * button half-way through growing fails target-size). Endless ones (a spinner) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      if (!running.length) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

export async function runAxe(page: Page, options: RunAxeOptions = {}): Promise<AxeViolation[]> {
  await settled(page);
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(loadAxeSource());

  const raw = await page.evaluate(
    async ({ disableRules, include, tags }) => {
      type Axe = {
        run(context: unknown, options: unknown): Promise<{ violations: RawAxeResult[] }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const result = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
        rules,
      });
      // Only plain data crosses back to Node.
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? '' })),
      }));
    },
    { disableRules: options.disableRules ?? [], include: options.include ?? null, tags: [...AXE_TAGS] },
  );

  return raw.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    helpUrl: v.helpUrl,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
  }));
}

/** Multi-line text for assertion messages: `expect(v, formatViolations(v)).toEqual([])`. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  if (violations.length === 0) return 'no axe violations';
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target}${n.summary ? `\n      ${n.summary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}
