/**
 * The wishlist's server calls, each committing what comes back (the list's data) through the
 * store: the callers (the wishlist island's controllers) show the rest of the answer — the popup's
 * content, the notice, the count. A failed call commits nothing: the list stays as shown.
 */
import {
  addToWishlist,
  addWishlist,
  addWishlistNote,
  deleteWishlist,
  emptyWishlist,
  loadWishlist,
  manageWishlists,
  removeFromWishlist,
  setDefaultWishlist,
  viewWishlist,
  type DefaultAnswer,
  type WishlistAnswer,
} from '../../protocol/wishlist.ts';
import { escapeNote } from './escape-note.ts';
import { commitWishlist } from './wishlist-commit.ts';
import { ensureWishlistKey } from './wishlist-key.ts';

function committed<T extends WishlistAnswer>(answer: T): T {
  if (answer.data) commitWishlist(answer.data);
  return answer;
}

/** §7 wishlist_add; a guest's first add makes the key (§9). */
export async function addProduct(productId: number): Promise<WishlistAnswer> {
  ensureWishlistKey();
  return committed(await addToWishlist(productId));
}

export async function removeProduct(productId: number, key: string): Promise<WishlistAnswer> {
  return committed(await removeFromWishlist(productId, key));
}

export async function emptyList(key: string): Promise<WishlistAnswer> {
  return committed(await emptyWishlist(key));
}

export async function loadList(): Promise<WishlistAnswer> {
  return committed(await loadWishlist());
}

export async function makeDefault(key: string): Promise<DefaultAnswer> {
  return committed(await setDefaultWishlist(key));
}

/** §7 add_note with the note escaped (§5); resolves with the note's HTML. */
export function saveNote(key: string, productId: number, note: string): Promise<string> {
  return addWishlistNote(key, productId, escapeNote(note));
}

export { addWishlist as createList, deleteWishlist as deleteList, manageWishlists as manageLists, viewWishlist as viewList };
