/**
 * The wishlist buttons (§4 "Wishlist button"): a press on an added button opens the page or the
 * popup (`button_action_added`); otherwise it adds, showing normal → adding → added. After an add,
 * `button_action` decides: `list` (the popup with the answer's content and notice), `message` (a
 * toast with the product's image) or `no`. A failure puts the button back as it was and says why.
 */
import { buttonProductId, refreshButtons, showButtonState } from '../../dom-bridge/wishlist-buttons.ts';
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { WISHLIST, WISHLIST_CLASSES, WISHLIST_EVENTS } from '../../dom-bridge/wishlist-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { addProduct } from '../../src/wishlist/wishlist-actions.ts';
import { $wishlist } from '../../src/wishlist/wishlist-store.ts';
import { reportFailure } from './failure.ts';
import { noticeHtml, openListPopup, showAnswer } from './popup-content.ts';
import { popupElement } from './popup.ts';
import { showToast } from './toast.ts';

function isAdded(button: Element): boolean {
  return button.classList.contains(WISHLIST_CLASSES.added[1]);
}

async function add(button: HTMLElement): Promise<void> {
  const config = readWishlistConfig();
  const id = buttonProductId(button);
  const name = button.getAttribute('data-product_name') ?? '';
  showButtonState(button, 'adding', config);
  try {
    const answer = await addProduct(id);
    showButtonState(button, 'normal', config);
    if (config.buttonAction === 'list') showAnswer(answer, { show: true, productName: name, opener: button });
    else popupElement('list')?.classList.remove(WISHLIST_CLASSES.loaded);
    if (config.buttonAction === 'message' && answer.notice) {
      showToast(noticeHtml(answer.notice, name), {
        position: config.messagePosition,
        image: button.getAttribute('data-product_image') ?? '',
      });
    }
    // §4: status 1 refreshes the button (the store's subscriber has shown every button already).
    const ids = $wishlist.get().data?.ids;
    if (answer.status === 1 && ids) refreshButtons(ids, config, button.parentElement ?? document);
    emit(WISHLIST_EVENTS.add, [id]);
  } catch (error) {
    // Nothing was added: the button is back as it was, still usable.
    showButtonState(button, isAdded(button) ? 'added' : 'normal', config);
    reportFailure(error);
  }
}

/** Handles a click on a wishlist button (delegated: buttons printed later are handled too). */
export function onButtonClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(WISHLIST.button) : null;
  if (!button) return;
  event.preventDefault();
  if (button.classList.contains(WISHLIST_CLASSES.adding)) return;
  const config = readWishlistConfig();
  if (!isAdded(button)) {
    void add(button);
    return;
  }
  if (config.buttonActionAdded === 'page') window.location.href = config.wishlistUrl;
  else void openListPopup(button);
}
