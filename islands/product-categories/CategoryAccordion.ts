/**
 * The product categories widget as an accordion (§2 "Product listings"): each parent category gets
 * a toggle button (disclosure pattern: `aria-expanded`, `aria-controls`) for its sub-list, and an
 * 'All [category name]' item at the top of that list linking to the parent, so the parent stays one
 * click away in the open list. The current category's branch starts open. Plain addEventListener:
 * dom-bridge/listen.ts sits in the money-path chunk group, which a shop page at load must not pull in.
 */
import type { Unmount } from '../../src/island.ts';

// Spelled here, their one user: a names module shared by the shop page's islands would be one more file at load.
const PARENTS = 'li.cat-parent';
const OPEN_AT_START = '.current-cat,.current-cat-parent,.current-cat-ancestor';
/** §2: 'All [category name]'. */
export const allCategoryText = (name: string): string => `All ${name}`;
/** The toggle's name (the spec names none). */
export const subcategoriesLabel = (name: string): string => `${name} subcategories`;

let lists = 0;

/** Turns one parent item into an accordion section; returns its undo. */
function section(parent: HTMLElement): () => void {
  const link = parent.querySelector(':scope > a');
  const list = parent.querySelector<HTMLElement>(':scope > ul.children');
  if (!link || !list) return () => {};
  const name = link.textContent?.trim() ?? '';
  const all = document.createElement('li');
  all.className = 'cat-item cat-item-all';
  all.innerHTML = '<a></a>';
  all.firstElementChild?.setAttribute('href', link.getAttribute('href') ?? '');
  all.firstElementChild?.append(allCategoryText(name));
  list.prepend(all);

  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'shop-islands-cat-toggle';
  toggle.setAttribute('aria-controls', (list.id ||= `shop-islands-cats-${++lists}`));
  toggle.setAttribute('aria-label', subcategoriesLabel(name));
  link.after(toggle);
  const setOpen = (open: boolean): void => {
    toggle.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  setOpen(parent.matches(OPEN_AT_START));
  const onClick = (): void => setOpen(list.hidden);
  toggle.addEventListener('click', onClick);
  return () => {
    toggle.removeEventListener('click', onClick);
    toggle.remove();
    all.remove();
    list.hidden = false;
  };
}

export async function mount(widget: HTMLElement): Promise<Unmount> {
  const undos = [...widget.querySelectorAll<HTMLElement>(PARENTS)].map(section);
  return () => undos.forEach((undo) => undo());
}
