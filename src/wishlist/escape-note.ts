/** §5: a wishlist note is HTML-escaped (&, <, >, ") before it is sent, as the add-on's script does. */
export function escapeNote(note: string): string {
  return note.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
