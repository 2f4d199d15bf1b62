/**
 * The wishlist add-on's markup (WPC Smart Wishlist 5.x, read off the captures in
 * fixtures-html/captures/woocommerce-9.9-addons/): the button, the menu item (the counter
 * fragment), the popup's content, the wishlist page's list, the manage popup, its config global.
 */
import { permalink } from '../catalogue.ts';
import { escAttr, escHtml, escUrl, jsonForScript } from '../formatting/escape.ts';
import { WISHLIST_TEXTS, type ListedItem, type ListView } from '../wishlist.ts';
import { cardButton } from './product-card.ts';
import { productPriceHtml, variationPriceHtml } from './product-price.ts';
import { thumbnailImg } from './image.ts';

export const WISHLIST_PAGE = '/wishlist/';

/** What the add-on prints as `woosw_vars` (the captured keys), with the page's settings. */
export interface WishlistSettings {
  nonce: string;
  menuAction?: 'open_page' | 'open_popup';
  buttonAction?: 'list' | 'message' | 'no';
  /** A press on an added button: the popup (default) or the wishlist page. */
  buttonActionAdded?: 'popup' | 'page';
}

export function wishlistVarsScript(settings: WishlistSettings): string {
  const vars = {
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    nonce: settings.nonce,
    added_to_cart: 'no',
    auto_remove: 'no',
    page_myaccount: 'yes',
    menu_action: settings.menuAction ?? 'open_page',
    reload_count: 'no',
    perfect_scrollbar: 'yes',
    wishlist_url: WISHLIST_PAGE,
    button_action: settings.buttonAction ?? 'list',
    message_position: 'right-top',
    button_action_added: settings.buttonActionAdded ?? 'popup',
    empty_confirm: 'This action cannot be undone. Are you sure?',
    delete_confirm: 'This action cannot be undone. Are you sure?',
    copied_text: 'Copied the wishlist link:',
    menu_text: 'Wishlist',
    button_text: 'Add to wishlist',
    button_text_added: 'Browse wishlist',
    button_normal_icon: 'woosw-icon-5',
    button_added_icon: 'woosw-icon-8',
    button_loading_icon: 'woosw-icon-4',
  };
  return `<script id="woosw-frontend-js-extra">\nvar woosw_vars = ${jsonForScript(vars)};\n//# sourceURL=woosw-frontend-js-extra\n</script>\n`;
}

/** The menu item with the counter; also the `.woosw-menu-item` fragment. */
export function wishlistMenuItem(count: number): string {
  return (
    `<li class="menu-item woosw-menu-item menu-item-type-woosw"><a href="${WISHLIST_PAGE}">` +
    `<span class="woosw-menu-item-inner" data-count="${count}">Wishlist</span></a></li>`
  );
}

/** The popup container every page prints once, in the footer. */
export const WISHLIST_POPUP_SHELL = '<div id="woosw_wishlist" class="woosw-popup woosw-popup-center"></div>';

export function listUrl(key: string): string {
  return `${WISHLIST_PAGE}${key}/`;
}

function itemDate(time: number): string {
  return new Date(time * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function noteCell(item: ListedItem, own: boolean): string {
  if (!own) return item.note ? `<div class="woosw-item--note">${item.note}</div>` : '';
  return (
    `<div class="woosw-item--note" role="button" tabindex="0">${item.note || 'Add note'}</div>` +
    `<div class="woosw-item--note-add" hidden><input type="text" name="woosw_note" aria-label="Note" value="" placeholder="Note"/>` +
    `<input type="button" value="Save" class="woosw_add_note"/></div>`
  );
}

function itemParts(item: ListedItem, own: boolean): { remove: string; image: string; info: string; actions: string } {
  const link = permalink(item.product);
  const name = item.variation ? `${item.product.name} #${item.productId}` : item.product.name;
  const price = item.variation ? variationPriceHtml(item.variation) : productPriceHtml(item.product);
  const button = cardButton(item.product);
  const atc =
    `<p class="product woocommerce add_to_cart_inline "><a href="${escUrl(button.href)}" data-quantity="1" class="${button.className}" ` +
    `data-product_id="${item.product.id}" aria-label="${button.ariaLabel}" rel="nofollow">${button.text}</a></p>`;
  return {
    remove: own ? `<span role="button" tabindex="0" aria-label="Remove ${escAttr(name)}"></span>` : '',
    image: `<a href="${escUrl(link)}">${thumbnailImg(item.product.image, { alt: name })}</a>`,
    info:
      `<div class="woosw-item--name"><a href="${escUrl(link)}">${escHtml(name)}</a></div><div class="woosw-item--price">${price}</div>` +
      `<div class="woosw-item--time">${itemDate(item.time)}</div>${noteCell(item, own)}`,
    actions: `<div class="woosw-item--atc">${atc}</div>`,
  };
}

function popupItems(view: ListView): string {
  if (view.items.length === 0) return `<div class="woosw-popup-content-mid-message">${WISHLIST_TEXTS.empty}</div>`;
  const rows = view.items.map((item) => {
    const p = itemParts(item, view.own);
    return (
      `<div class="woosw-item woosw-item-${item.productId}" data-id="${item.productId}"><div class="woosw-item-inner">` +
      `<div class="woosw-item--remove">${p.remove}</div><div class="woosw-item--image">${p.image}</div>` +
      `<div class="woosw-item--info">${p.info}</div><div class="woosw-item--actions">${p.actions}</div></div></div>`
    );
  });
  return `<div class="woosw-items" data-key="${view.key}">${rows.join('')}</div>`;
}

function copyLink(key: string, withIds: boolean): string {
  const ids = withIds ? ' id="woosw_copy_url"' : '';
  const buttonId = withIds ? ' id="woosw_copy_btn"' : '';
  return (
    `<div class="woosw-copy"><span class="woosw-copy-label">Wishlist link:</span>` +
    `<span class="woosw-copy-url"><input${ids} type="url" aria-label="Wishlist link" value="${escAttr(listUrl(key))}" readonly/></span>` +
    `<span class="woosw-copy-btn"><button${buttonId} type="button" class="button">Copy</button></span></div><!-- /woosw-copy -->`
  );
}

/** The popup's content (`woosw_load`, `woosw_add`, … `content`). */
export function wishlistPopupContent(view: ListView): string {
  const count = view.items.length;
  const empty = view.own && count > 0 ? `<span class="woosw-empty" role="button" tabindex="0" data-key="${view.key}">Empty</span>` : '';
  return (
    `<div class="woosw-popup-inner" data-key="${view.key}"><div class="woosw-popup-content">` +
    `<div class="woosw-popup-content-top"><span class="woosw-name">${escHtml(view.name)}</span>` +
    `<span class="woosw-count-wrapper"><span class="woosw-count">${count}</span></span>${empty}<span class="woosw-popup-close"></span></div>` +
    `<div class="woosw-popup-content-mid">${popupItems(view)}</div>` +
    `<div class="woosw-popup-content-bot"><div class="woosw-popup-content-bot-inner">` +
    `<a class="woosw-page" href="${escUrl(listUrl(view.key))}">Open wishlist page</a>` +
    `<a class="woosw-continue" href="" data-url="">Continue shopping</a>` +
    (view.own ? `<a class="woosw-manage" href="${WISHLIST_PAGE}">Manage wishlists</a>` : '') +
    `</div>${copyLink(view.key, false)}<div class="woosw-notice"></div></div></div></div>`
  );
}

/** The wishlist page's list (`[woosw_list]`). */
export function wishlistPageList(view: ListView): string {
  if (view.items.length === 0) {
    return `<div class="woosw-list"><div class="woosw-popup-content-mid-message">${WISHLIST_TEXTS.empty}</div>${view.own ? manageLink() : ''}</div><!-- /woosw-list -->`;
  }
  const rows = view.items.map((item) => {
    const p = itemParts(item, view.own);
    return (
      `<tr class="woosw-item woosw-item-${item.productId}" data-id="${item.productId}"><td class="woosw-item--remove">${p.remove}</td>` +
      `<td class="woosw-item--image">${p.image}</td><td class="woosw-item--info">${p.info}</td><td class="woosw-item--actions">${p.actions}</td></tr>`
    );
  });
  return (
    `<div class="woosw-list"><table class="woosw-items" data-key="${view.key}">${rows.join('')}</table>` +
    `<div class="woosw-actions">${copyLink(view.key, true)}${view.own ? manageLink() : ''}</div><!-- /woosw-actions --></div><!-- /woosw-list -->`
  );
}

function manageLink(): string {
  return `<a class="woosw-manage" href="${WISHLIST_PAGE}">Manage wishlists</a>`;
}

/** The manage popup's content (`manage_wishlists`, `add_wishlist`, `delete_wishlist`, `set_default` content). */
export function manageContent(lists: Array<{ key: string; name: string; count: number }>, defaultKey: string): string {
  const rows = lists.map((list) => {
    const isDefault = list.key === defaultKey;
    return (
      `<tr class="woosw-wishlist" data-key="${list.key}"><td><a href="${escUrl(listUrl(list.key))}">${escHtml(list.name)}</a></td><td>${list.count}</td>` +
      `<td><button type="button" class="woosw-view-wishlist" data-key="${list.key}">View</button></td>` +
      `<td>${isDefault ? '<span class="woosw-default">Default</span>' : `<button type="button" class="woosw-set-default" data-key="${list.key}">Set default</button>`}</td>` +
      `<td>${isDefault ? '' : `<button type="button" class="woosw-delete-wishlist" data-key="${list.key}">Delete</button>`}</td></tr>`
    );
  });
  return (
    `<div class="woosw-popup-inner"><div class="woosw-popup-content">` +
    `<div class="woosw-popup-content-top"><span class="woosw-name">Manage wishlists</span><span class="woosw-popup-close"></span></div>` +
    `<div class="woosw-popup-content-mid"><table class="woosw-wishlists">${rows.join('')}</table>` +
    `<div class="woosw-new-wishlist"><input type="text" id="woosw_wishlist_name" aria-label="New wishlist name" placeholder="New Wishlist"/>` +
    `<button type="button" id="woosw_add_wishlist">Add New Wishlist</button></div></div></div></div>`
  );
}
