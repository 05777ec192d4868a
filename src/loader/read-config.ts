// Reads the raw page config: `<script type="application/json" id="storefront-config">`
// merged with `window.StorefrontConfig` (which wins). Full validation happens in the
// runtime (src/core/config.ts); the entry only needs the widget switches.
export function readRawConfig(doc: Document): Record<string, unknown> {
  let fromScript: unknown = {};
  const text = doc.getElementById('storefront-config')?.textContent;
  if (text) {
    try {
      fromScript = JSON.parse(text);
    } catch (e) {
      console.error('storefront: #storefront-config: invalid JSON (' + (e as Error).message + '); using defaults');
    }
  }
  const fromWindow = (globalThis as { StorefrontConfig?: unknown }).StorefrontConfig;
  return { ...asObject(fromScript), ...asObject(fromWindow) };
}

function asObject(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** `widgets.enabled` (allow-list) and `widgets.disabled` by name (docs/design.md §2). */
export function isEnabled(raw: Record<string, unknown>, name: string): boolean {
  const w = raw.widgets as { enabled?: unknown; disabled?: unknown } | undefined;
  if (Array.isArray(w?.enabled) && !w.enabled.includes(name)) return false;
  return !(Array.isArray(w?.disabled) && w.disabled.includes(name));
}
