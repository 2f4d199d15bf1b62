/**
 * A server's words as plain text for a shopper: WordPress's REST errors carry markup now and then
 * (its fatal-error handler answers `<p>There has been a critical error on this website.</p><p><a …>
 * Learn more…</a></p>`), and a message is shown as text, so its tags would be read out as written.
 */

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsaquo: '›', hellip: '…' };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED[body] ?? entity;
}

/** `html` without its tags, its common entities decoded and its white space collapsed; text without markup comes back as it was. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
