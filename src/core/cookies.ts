// Cookie helpers that never throw (§9.1: expiry in days, path /). Values are URI-encoded so
// that any unicode and JSON round-trips exactly; malformed values read as absent. Every cookie
// read of the bundle goes through readCookies: the `document.cookie` getter throws a
// SecurityError in a sandboxed frame and some privacy modes, and the widgets work without cookies.
// No imports: the entry (src/loader) and the inline head script (src/early) use it too.
export interface CookieOptions {
  days?: number;
  path?: string;
}

/** `document.cookie`, or "" where reading it throws. */
export function readCookies(doc: Document = document): string {
  try {
    return doc.cookie;
  } catch {
    return '';
  }
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function getCookie(name: string, doc: Document = document): string | undefined {
  for (const part of readCookies(doc).split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (decode(part.slice(0, eq).trim()) === name) return decode(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): boolean {
  let text = encodeURIComponent(name) + '=' + encodeURIComponent(value) + '; path=' + (options.path ?? '/') + '; SameSite=Lax';
  if (options.days !== undefined) text += '; expires=' + new Date(Date.now() + options.days * 864e5).toUTCString();
  try {
    doc.cookie = text;
    return true;
  } catch {
    return false;
  }
}

export function deleteCookie(name: string, options: Omit<CookieOptions, 'days'> = {}, doc: Document = document): void {
  setCookie(name, '', { ...options, days: -1 }, doc);
}

export function getJSONCookie<T = unknown>(name: string, doc: Document = document): T | undefined {
  const text = getCookie(name, doc);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function setJSONCookie(name: string, value: unknown, options: CookieOptions = {}, doc: Document = document): boolean {
  return setCookie(name, JSON.stringify(value), options, doc);
}
