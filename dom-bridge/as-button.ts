/**
 * Gives a control the platform printed as a `<span>` (ProductX's size-chart
 * opener and close icon) what a `<button>` has: a role, a tab stop, a name and
 * Enter/Space activation. A real button is left alone (named only if nameless).
 * Returns the undo.
 */
export function asButton(element: HTMLElement, label?: string): () => void {
  const added: string[] = [];
  const set = (name: string, value: string): void => {
    if (element.hasAttribute(name)) return;
    element.setAttribute(name, value);
    added.push(name);
  };
  if (label && !element.textContent?.trim() && !element.hasAttribute('aria-labelledby')) set('aria-label', label);
  if (element instanceof HTMLButtonElement) return () => added.forEach((name) => element.removeAttribute(name));
  set('role', 'button');
  set('tabindex', '0');
  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    element.click();
  };
  element.addEventListener('keydown', onKey);
  return () => {
    element.removeEventListener('keydown', onKey);
    added.forEach((name) => element.removeAttribute(name));
  };
}
