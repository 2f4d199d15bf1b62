/**
 * The wishlist buttons' states (§4 "Wishlist button"): normal → adding (loading icon) → added
 * ('Browse wishlist', the added icon), with the texts and icons of `woosw_vars`. Each button's
 * accessible name says what a press will do. Pure DOM: the store's subscriber and the button
 * controller call these.
 */
import type { WishlistConfig } from './wishlist-config.ts';
import { WISHLIST, WISHLIST_CLASSES } from './wishlist-constants.ts';

/** §3 ids: product id → its entry, with the variable parent of a variation (0: none). */
export type ListedIds = Readonly<Record<string, { readonly parent: number }>>;

export type ButtonState = 'normal' | 'adding' | 'added';

/** §4: listed ids, plus each variation's parent (a parent shows as added when one of its variations is listed). */
export function addedIds(ids: ListedIds): Set<string> {
  const added = new Set<string>();
  for (const [id, entry] of Object.entries(ids)) {
    added.add(String(Number(id)));
    if (entry.parent > 0) added.add(String(entry.parent));
  }
  return added;
}

type Texts = Pick<WishlistConfig, 'buttonText' | 'buttonTextAdded' | 'normalIcon' | 'addedIcon' | 'loadingIcon'>;

/** Shows `state` on one button, as the add-on's script does (text, or icon + text for an icon button). */
export function showButtonState(button: HTMLElement, state: ButtonState, texts: Texts): void {
  const added = state === 'added';
  button.classList.toggle(WISHLIST_CLASSES.adding, state === 'adding');
  for (const name of WISHLIST_CLASSES.added) button.classList.toggle(name, added);
  if (state === 'adding') button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
  const text = added ? texts.buttonTextAdded : texts.buttonText;
  const icon = button.querySelector(WISHLIST.buttonIcon);
  if (icon) {
    icon.classList.remove(texts.normalIcon, texts.addedIcon, texts.loadingIcon);
    icon.classList.add(state === 'adding' ? texts.loadingIcon : added ? texts.addedIcon : texts.normalIcon);
  }
  if (state === 'adding') return;
  if (button.classList.contains(WISHLIST_CLASSES.hasIcon)) {
    const label = button.querySelector(WISHLIST.buttonText);
    if (label) label.textContent = text;
  } else {
    button.textContent = text;
  }
  button.setAttribute('aria-label', text);
}

/** The product a button stands for now (`data-id`, a variation's id once one is chosen). */
export function buttonProductId(button: Element): number {
  return Number(button.getAttribute('data-id')) || 0;
}

/** Shows every button on the page as listed or not (§4 "A response with status 1 refreshes the button"). */
export function refreshButtons(ids: ListedIds, texts: Texts, root: ParentNode = document): void {
  const added = addedIds(ids);
  for (const button of Array.from(root.querySelectorAll<HTMLElement>(WISHLIST.button))) {
    if (button.classList.contains(WISHLIST_CLASSES.adding)) continue;
    showButtonState(button, added.has(String(buttonProductId(button))) ? 'added' : 'normal', texts);
  }
}
