// The points file `{"points": [row, row, …]}` cut into slices of rows without parsing it whole:
// one JSON.parse of 100,000 points (7 MB) is a single main-thread task of ~250 ms at 1× CPU
// (the store map: none may exceed 100 ms). Each slice is a JSON array of its own, parsed (and checked
// against its schema) between yields. Pure string scanning: strings and escapes are respected,
// so a `]` or `,` inside a name never cuts a row.

const QUOTE = 34; // "
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125;

export class CompactJsonError extends Error {
  override name = 'CompactJsonError';
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** Index after the string that starts at `i` (a quote). */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === BACKSLASH) j++;
    else if (c === QUOTE) return j + 1;
  }
  throw new CompactJsonError('unterminated string');
}

/** Index of the first `,` or closing bracket at the depth where the value starting at `i` is. */
function skipValue(text: string, i: number): number {
  let depth = 0;
  for (let j = i; j < text.length;) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) {
      j = skipString(text, j);
      continue;
    }
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth++;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth === 0) return j;
      depth--;
    } else if (c === COMMA && depth === 0) return j;
    j++;
  }
  throw new CompactJsonError('unexpected end');
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Index right after the `[` of the top-level `key` array of the object `text`. */
function arrayStart(text: string, key: string): number {
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== OPEN_OBJECT) throw new CompactJsonError('not an object');
  i++;
  for (;;) {
    i = skipSpace(text, i);
    if (text.charCodeAt(i) !== QUOTE) throw new CompactJsonError(`no "${key}" array`);
    const end = skipString(text, i);
    const name = JSON.parse(text.slice(i, end)) as string;
    i = skipSpace(text, end);
    if (text.charCodeAt(i) !== COLON) throw new CompactJsonError('expected ":"');
    i = skipSpace(text, i + 1);
    if (name === key) {
      if (text.charCodeAt(i) !== OPEN_ARRAY) throw new CompactJsonError(`"${key}" is not an array`);
      return i + 1;
    }
    i = skipValue(text, i);
    if (text.charCodeAt(i) !== COMMA) throw new CompactJsonError(`no "${key}" array`);
    i++;
  }
}

/**
 * The rows of the `key` array of `text`, as JSON texts of at most `size` rows each (`[row,…]`).
 * Lazy: each slice is scanned when asked for, so the caller can yield between slices.
 */
export function* rowSlices(text: string, key: string, size: number): Generator<string> {
  let i = skipSpace(text, arrayStart(text, key));
  if (text.charCodeAt(i) === CLOSE_ARRAY) return;
  let from = i;
  let rows = 0;
  for (;;) {
    i = skipValue(text, skipSpace(text, i));
    rows++;
    const c = text.charCodeAt(i);
    if (c === CLOSE_ARRAY) {
      yield '[' + text.slice(from, i) + ']';
      return;
    }
    if (c !== COMMA) throw new CompactJsonError('expected "," or "]"');
    if (rows === size) {
      yield '[' + text.slice(from, i) + ']';
      from = i + 1;
      rows = 0;
    }
    i++;
  }
}
