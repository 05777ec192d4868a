// The inspector's styles, inside its shadow roots: the shop's CSS cannot reach them, nor they the shop.
import { h } from './dom.ts';

export const STYLES = `
:host { all: initial; display: block; margin: 16px; font: 13px/1.4 system-ui, sans-serif; color: #1f1f1f; }
.layer { position: absolute; top: 0; left: 0; width: 0; height: 0; z-index: 2147483600; }
.outline { position: absolute; box-sizing: border-box; border: 2px dashed var(--c); pointer-events: none; }
.badge { position: absolute; box-sizing: border-box; min-height: 24px; min-width: 24px; max-width: min(26rem, calc(100vw - 16px)); padding: 3px 8px; border: 0; border-radius: 3px;
  background: var(--c); color: #fff; font: 600 12px/18px system-ui, sans-serif; text-align: start; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; cursor: pointer; }
.badge:focus-visible, button:focus-visible, pre:focus-visible, h2:focus-visible { outline: 3px solid #111; outline-offset: 2px; box-shadow: 0 0 0 5px #fff; }
.panel .badge { position: static; display: inline-block; max-width: 100%; margin: 2px 0; }
.s-mounted { --c: #1a7f37; } .s-loading { --c: #0b5cad; } .s-error { --c: #b3261e; } .s-disabled { --c: #5f6368; } .s-unknown { --c: #8a4b00; }
.panel { box-sizing: border-box; background: #fff; border: 1px solid #5f6368; border-radius: 6px; padding: 10px 12px; }
.details { padding: 6px 8px; }
h2 { margin: 0 0 6px; font-size: 15px; }
h3 { margin: 8px 0 2px; font-size: 13px; }
p, ul, dl { margin: 0 0 6px; }
ul { padding-left: 18px; }
dt { font-weight: 600; margin-top: 6px; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { margin: 2px 0 0; padding: 6px; max-height: 14rem; overflow: auto; background: #f3f3f3; border-radius: 3px; font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
.close { min-height: 24px; min-width: 24px; margin-top: 6px; padding: 3px 10px; border: 1px solid #5f6368; border-radius: 3px; background: #fff; color: #1f1f1f; font: inherit; cursor: pointer; }
.details .close { float: right; margin: 0 0 4px 8px; }
.issues { color: #b3261e; }
`;

let sheet: CSSStyleSheet | undefined;

/**
 * Styles a shadow root: one constructed stylesheet, adopted (a shop's CSP `style-src` with a nonce and
 * no 'unsafe-inline' blocks a <style> the script adds, not a constructed sheet); a <style> where the
 * browser has none (Safari before 16.4).
 */
export function addStyles(root: ShadowRoot): void {
  if (root.adoptedStyleSheets) {
    if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(STYLES);
    root.adoptedStyleSheets = [sheet];
  } else root.append(h('style', {}, STYLES));
}
