/**
 * Text made safe to print inside HTML we build as a string (a notice, a template's `{{ }}`, a
 * carousel's pagination, the bundle's alert): underscore's `_.escape` set, which wp.template uses, as numeric entities.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}
