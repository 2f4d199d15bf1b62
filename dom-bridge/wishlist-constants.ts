/**
 * The wishlist add-on's (WPC Smart Wishlist, "woosw") markup, config, cookie and storage names
 * (§2, §3, §4, §9 Wishlist), spelled once. Only the wishlist's chunks import this file; the one
 * claim the entry makes is in constants.ts.
 */

/** The add-on's localized config (`woosw_vars`). */
export const WISHLIST_GLOBAL = 'woosw_vars';
/** §9: the key cookie, kept 7 days. */
export const WISHLIST_KEY_COOKIE = 'woosw_key';
export const WISHLIST_KEY_DAYS = 7;
/** §9: the session cache of a list's data: this prefix + the key. */
export const WISHLIST_CACHE_PREFIX = 'woosw_data_';
/** Our cross-tab mark (localStorage): the data of the latest change, for the other open tabs. */
export const WISHLIST_SYNC_KEY = 'woosw_sync';
/** §9: notices and the toast hide after this long. */
export const WISHLIST_NOTICE_MS = 3000;

export const WISHLIST = {
  popup: '#woosw_wishlist',
  manage: '#woosw_manage',
  button: '.woosw-btn',
  buttonIcon: '.woosw-btn-icon',
  buttonText: '.woosw-btn-text',
  menuItem: '.woosw-menu-item',
  menuLink: '.woosw-menu-item a',
  menuInner: '.woosw-menu-item .woosw-menu-item-inner',
  list: '.woosw-list',
  items: '.woosw-items',
  item: '.woosw-item',
  remove: '.woosw-item--remove',
  note: '.woosw-item--note',
  noteAdd: '.woosw-item--note-add',
  noteSave: '.woosw_add_note',
  empty: '.woosw-empty',
  close: '.woosw-popup-close',
  continueLink: '.woosw-continue',
  content: '.woosw-popup-content',
  count: '.woosw-count',
  notice: '.woosw-notice',
  copyUrl: '#woosw_copy_url',
  copyButton: '#woosw_copy_btn',
  manageLink: '.woosw-manage',
  newName: '#woosw_wishlist_name',
  addList: '#woosw_add_wishlist',
  setDefault: '.woosw-set-default',
  deleteList: '.woosw-delete-wishlist',
  viewList: '.woosw-view-wishlist',
} as const;

/** The add-on's state classes. */
export const WISHLIST_CLASSES = {
  added: ['woosw-btn-added', 'woosw-added'],
  adding: 'woosw-adding',
  hasIcon: 'woosw-btn-has-icon',
  loaded: 'woosw-loaded',
  show: 'woosw-show',
  loading: 'woosw-loading',
  noticeShow: 'woosw-notice-show',
  removing: 'woosw-item--removing',
} as const;

/** The add-on's document.body events, fired after our changes for other scripts (its frontend.js fires the same). */
export const WISHLIST_EVENTS = {
  add: 'woosw_add',
  remove: 'woosw_remove',
  empty: 'woosw_empty',
  fragmentsRefreshed: 'woosw_fragments_refreshed',
} as const;

/** §8 texts (and the add-on's own answer to a bad nonce). */
export const WISHLIST_TEXTS = {
  copyFailed: 'Failure to copy!',
  badNonce: 'Permissions check failed!',
} as const;
