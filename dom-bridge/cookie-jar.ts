/**
 * Plain cookie reads and writes for the small cart islands (store notice, reservation bar).
 * The values they handle are plain words and digits, so `document.cookie` with URI encoding
 * is all js-cookie would do for them; using js-cookie here would make the bundler move it
 * out of the entry into a shared chunk that every page then loads (measured: +0.3 KB gz at
 * load). The platform's named cookies keep going through cookies.ts.
 */

/** A cookie's value, or '' when it is not set. */
export function readCookie(name: string): string {
  for (const part of document.cookie.split(';')) {
    const pair = part.trim();
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1));
      } catch {
        return pair.slice(at + 1);
      }
    }
  }
  return '';
}

/** Sets a session cookie on path `/` (the platform's scope). */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}
