/**
 * A short failure message inside a chrome widget (cookie notice, coming-soon banner): one element
 * per widget, role alert, replaced on each failure, so the widget stays usable and says why.
 */
const NOTE_CLASS = 'shop-islands-widget-note';

/** Shows `message` in `widget`'s note (created at its end on first use); returns the note. */
export function noteIn(widget: HTMLElement, message: string): HTMLElement {
  let note = widget.querySelector<HTMLElement>(`.${NOTE_CLASS}`);
  if (!note) {
    note = document.createElement('p');
    note.className = NOTE_CLASS;
    note.setAttribute('role', 'alert');
    widget.append(note);
  }
  note.textContent = message;
  return note;
}
