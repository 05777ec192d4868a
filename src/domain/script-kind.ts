// What a <script>'s type makes of it, as the HTML standard decides ("prepare the script element"):
// no type or a JavaScript MIME type is a classic script, "module" a module, "importmap" and
// "speculationrules" are read by the browser, anything else is a data block that never runs.
export type ScriptKind = 'classic' | 'module' | 'browser' | 'data';

/** The JavaScript MIME type essences of the standard (any case). */
const JS_TYPES =
  /^(?:text\/(?:javascript(?:1\.[0-5])?|ecmascript|jscript|livescript|x-javascript|x-ecmascript)|application\/(?:javascript|ecmascript|x-javascript|x-ecmascript))$/i;

/** `type` as written on the element (null: no attribute). Surrounding whitespace is ignored, as browsers do. */
export function scriptKind(type: string | null): ScriptKind {
  const t = (type ?? '').trim();
  if (t === '' || JS_TYPES.test(t)) return 'classic';
  const lower = t.toLowerCase();
  if (lower === 'module') return 'module';
  if (lower === 'importmap' || lower === 'speculationrules') return 'browser';
  return 'data';
}

export const isExecutable = (type: string | null): boolean => {
  const kind = scriptKind(type);
  return kind === 'classic' || kind === 'module';
};
