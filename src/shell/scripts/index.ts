// The script loader (spec §7.2, §9.8): extra scripts and modules the shop registers by name in its
// config, loaded once each, with the page's nonce and through the Trusted Types policy
// (load-script.ts). A name resolves to its registered link, else to `{prefix}{name}.js`; its
// type (script, module) and position (head, body_top, body_bottom, before_shop_js,
// after_shop_js) come from its registration. Names under `load` start with the page.
import * as z from 'zod/mini';
import { describeIssue } from '../../core/schema-errors.ts';
import { loadScript, SCRIPT_POSITIONS, type ScriptOptions } from './load-script.ts';

const Registration = z.object({
  src: z.optional(z.string().check(z.minLength(1))),
  type: z.optional(z.enum(['script', 'module'])),
  position: z.optional(z.enum(SCRIPT_POSITIONS)),
});

export const ScriptsConfig = z.object({
  prefix: z.optional(z.string()),
  registered: z.optional(z.record(z.string(), Registration)),
  load: z.optional(z.array(z.string())),
});
export type ScriptsConfig = z.infer<typeof ScriptsConfig>;

export interface ScriptLoader {
  load(name: string): Promise<void>;
  /** A script the config names by its URL (the captcha provider's `src`). */
  loadFrom(url: string, o?: ScriptOptions): Promise<void>;
}

/** The config's `scripts`, checked: a bad one is named (path and value) and left out. */
export function readScriptsConfig(raw: unknown): ScriptsConfig {
  if (raw === undefined) return {};
  const r = ScriptsConfig.safeParse(raw);
  if (r.success) return r.data;
  console.error(describeIssue('storefront-config.scripts', r.error.issues[0]!, raw) + ' (no script loads by name)');
  return {};
}

export function createScriptLoader(config: ScriptsConfig, nonce: string | undefined): ScriptLoader {
  const loads = new Map<string, Promise<void>>();
  function load(name: string): Promise<void> {
    let p = loads.get(name);
    if (p) return p;
    const own = Object.hasOwn(config.registered ?? {}, name) ? config.registered![name] : undefined;
    const url = own?.src ?? (config.prefix !== undefined && /^[\w.-]+$/.test(name) ? config.prefix + name + '.js' : undefined);
    p = url
      ? loadScript(url, nonce, { type: own?.type, position: own?.position ?? 'body_bottom', label: `storefront: script "${name}" (${url})` })
      : Promise.reject(
          new Error(
            `storefront: script "${name}" is not in storefront-config.scripts.registered, ${config.prefix === undefined ? 'and there is no scripts.prefix to find it by' : 'and is no plain file name to find under scripts.prefix'}`,
          ),
        );
    loads.set(name, p);
    // A failed load may be asked for again (the network came back); a loaded one never loads twice.
    p.catch(() => loads.delete(name));
    return p;
  }
  for (const name of config.load ?? []) load(name).catch((e: Error) => console.error(e.message));
  return { load, loadFrom: (url, o) => loadScript(url, nonce, o) };
}
