/**
 * WordPress's escaping, for plain-text inputs: esc_html / esc_attr encode the
 * same five characters (&, <, >, ", ') the same way.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** esc_html() of plain text. */
export function escHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** esc_attr() of plain text. */
export const escAttr = escHtml;

/** esc_url() for a root-relative or query URL: `&` becomes `&#038;` as the platform prints it. */
export function escUrl(url: string): string {
  return url.replace(/&/g, '&#038;').replace(/"/g, '%22').replace(/'/g, '&#039;').replace(/</g, '%3C').replace(/>/g, '%3E');
}

/**
 * JSON for an inline `<script>`: wp_json_encode with JSON_HEX_TAG, so `</script>`
 * inside a string can never close the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003C').replace(/>/g, '\\u003E');
}

/**
 * wp_json_encode()'s default output, as wp_send_json() and data attributes get it:
 * slashes escaped (`<\/p>`). Safe because `/` only ever occurs inside JSON strings.
 */
export function wpJsonEncode(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, '\\/');
}
