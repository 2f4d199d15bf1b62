/**
 * The wishlist add-on's config (`woosw_vars`, §9 Wishlist), read with its documented defaults.
 * The endpoint follows what the add-on printed: `wc_ajax_url` (`/?wc-ajax=woosw_*`, the captured
 * 5.x) or `ajax_url` (admin-ajax actions, the spec's version).
 */
import { globalRecord, str } from './globals.ts';
import { WISHLIST_GLOBAL } from './wishlist-constants.ts';

export interface WishlistConfig {
  /** `/?wc-ajax=%%endpoint%%` when the add-on prints it; '' otherwise. */
  wcAjaxUrl: string;
  /** admin-ajax, used when no `wc_ajax_url` is printed. */
  ajaxUrl: string;
  nonce: string;
  /** `open_page` | `open_popup`. */
  menuAction: string;
  /** `list` | `message` | `no`. */
  buttonAction: string;
  /** `popup` | `page`. */
  buttonActionAdded: string;
  messagePosition: string;
  wishlistUrl: string;
  emptyConfirm: string;
  deleteConfirm: string;
  copiedText: string;
  menuText: string;
  buttonText: string;
  buttonTextAdded: string;
  normalIcon: string;
  addedIcon: string;
  loadingIcon: string;
}

const CONFIRM = 'This action cannot be undone. Are you sure?';

export function readWishlistConfig(): WishlistConfig {
  const vars = globalRecord(WISHLIST_GLOBAL);
  return {
    wcAjaxUrl: str(vars, 'wc_ajax_url', ''),
    ajaxUrl: str(vars, 'ajax_url', '/wp-admin/admin-ajax.php'),
    nonce: str(vars, 'nonce', ''),
    menuAction: str(vars, 'menu_action', 'open_page'),
    buttonAction: str(vars, 'button_action', 'list'),
    buttonActionAdded: str(vars, 'button_action_added', 'popup'),
    messagePosition: str(vars, 'message_position', 'right-top'),
    wishlistUrl: str(vars, 'wishlist_url', '/wishlist/'),
    emptyConfirm: str(vars, 'empty_confirm', CONFIRM),
    deleteConfirm: str(vars, 'delete_confirm', CONFIRM),
    copiedText: str(vars, 'copied_text', 'Copied the wishlist link:'),
    menuText: str(vars, 'menu_text', 'Wishlist'),
    buttonText: str(vars, 'button_text', 'Add to wishlist'),
    buttonTextAdded: str(vars, 'button_text_added', 'Browse wishlist'),
    normalIcon: str(vars, 'button_normal_icon', 'woosw-icon-5'),
    addedIcon: str(vars, 'button_added_icon', 'woosw-icon-8'),
    loadingIcon: str(vars, 'button_loading_icon', 'woosw-icon-4'),
  };
}
