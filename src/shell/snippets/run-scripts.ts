// The scripts inside server snippets (spec §3.4): markup parsed from a string never runs its
// scripts, so each executable one is held out of the item (a placeholder marks its place) and then
// recreated in that place with the page's CSP nonce, through the `storefront` Trusted Types policy:
// inline code via createScript (runServerScript), an external file via createScriptURL (scriptURL
// vouches for it: the server is trusted like the config). They run in the item's order, as the
// legacy script's injection did: an external one is waited for (up to the §9.2 script time-out)
// before the next script runs. Data scripts (JSON, templates) stay as they were.
import { runServerScript, scriptURL } from '../../core/trusted.ts';
import { SCRIPT_TIMEOUT_MS } from '../../core/shell-api.ts';
import { isExecutable } from '../../domain/script-kind.ts';

export interface HeldScript {
  placeholder: Comment;
  script: HTMLScriptElement;
}

/** Takes the executable scripts out of `root`, leaving a placeholder where each was. */
export function holdScripts(root: ParentNode): HeldScript[] {
  return [...root.querySelectorAll('script')]
    .filter((script) => isExecutable(script.getAttribute('type')))
    .map((script) => {
      const placeholder = document.createComment('script');
      script.replaceWith(placeholder);
      return { placeholder, script };
    });
}

function loaded(script: HTMLScriptElement, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`script ${src}: no answer in ${SCRIPT_TIMEOUT_MS} ms`)), SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => (clearTimeout(timer), resolve()));
    script.addEventListener('error', () => (clearTimeout(timer), reject(new Error(`script ${src}: failed to load`))));
  });
}

/** Runs the held scripts in order in their places; `failed` hears of an external one that did not load. */
export async function runScripts(held: readonly HeldScript[], nonce: string | undefined, failed: (e: Error) => void): Promise<void> {
  for (const { placeholder, script } of held) {
    const src = script.getAttribute('src');
    // Built in a fragment: a script runs when it is connected, i.e. when the fragment takes its place.
    const holder = document.createDocumentFragment();
    const fresh = src === null ? runServerScript(script.text, nonce, holder) : holder.appendChild(document.createElement('script'));
    // Its other attributes (type, async, data-*) come along; inline handlers were taken off (inject.ts).
    for (const a of script.attributes) if (a.name !== 'src' && a.name !== 'nonce' && !a.name.startsWith('on')) fresh.setAttribute(a.name, a.value);
    let done: Promise<void> | undefined;
    if (src !== null) {
      if (nonce) fresh.nonce = nonce;
      (fresh as { src: unknown }).src = scriptURL(src);
      done = loaded(fresh, src);
    }
    placeholder.replaceWith(holder);
    await done?.catch(failed);
  }
}
