// JSON for an inline `<script type="application/json">`: `<`, `>`, `&` and U+2028/9 escaped, so no
// text in it can close the script or open markup. The development shop's pages write the page config
// and props with it; the config builder writes the `storefront-config` script an admin copies.

export function scriptJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
