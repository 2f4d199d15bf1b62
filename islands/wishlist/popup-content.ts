/**
 * Filling and opening the list popup: with an answer's content and notice (after an add), or
 * loaded from the server the first time it is asked for (`woosw_load`, §4 "The popup is loaded
 * first if it has not been").
 */
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { WISHLIST_CLASSES } from '../../dom-bridge/wishlist-constants.ts';
import type { WishlistAnswer } from '../../protocol/wishlist.ts';
import { loadList } from '../../src/wishlist/wishlist-actions.ts';
import { showCount } from './count.ts';
import { popupElement, setPopupContent, showNotice, showPopup, whileLoading } from './popup.ts';
import { reportFailure } from './failure.ts';

/** The notice with the product-name placeholder filled, the name in bold (§7) and escaped. */
export function noticeHtml(notice: string, productName = ''): string {
  const strong = document.createElement('strong');
  strong.textContent = productName;
  return notice.replace('{name}', strong.outerHTML);
}

/** Shows what an answer brought into the popup (content, count, notice); `show` opens it. */
export function showAnswer(answer: WishlistAnswer, options: { show: boolean; productName?: string; opener?: Element | null }): void {
  const popup = popupElement('list');
  if (!popup) return;
  if (answer.content !== undefined) {
    setPopupContent(popup, answer.content);
    popup.classList.add(WISHLIST_CLASSES.loaded);
  }
  if (answer.count !== undefined) showCount(answer.count);
  if (options.show) showPopup(popup, options.opener);
  if (answer.notice) showNotice(noticeHtml(answer.notice, options.productName));
}

/** Opens the list popup, loading it first when it has not been (§4). */
export async function openListPopup(opener: Element | null): Promise<void> {
  const popup = popupElement('list');
  if (!popup) {
    window.location.href = readWishlistConfig().wishlistUrl;
    return;
  }
  if (popup.classList.contains(WISHLIST_CLASSES.loaded)) {
    showPopup(popup, opener);
    return;
  }
  try {
    const answer = await whileLoading(loadList);
    showAnswer(answer, { show: true, opener });
  } catch (error) {
    reportFailure(error);
  }
}
