/**
 * The wishlist add-on's calls (§7 Wishlist). Where they go follows the add-on's own config
 * (`woosw_vars`): `wc_ajax_url` → `/?wc-ajax=woosw_*` (the captured 5.x), otherwise admin-ajax
 * with the spec's action names. Every call carries `woosw_vars.nonce`; a wrong one is answered
 * with the plain text 'Permissions check failed!', which rejects as a ProtocolError with that text.
 */
import { readWishlistConfig } from '../dom-bridge/wishlist-config.ts';
import { WISHLIST_TEXTS } from '../dom-bridge/wishlist-constants.ts';
import { endpointUrl } from '../dom-bridge/config.ts';
import type { Payload } from './client.ts';
import { call, defineContract, type CallOptions, type Contract } from './contract.ts';
import { ProtocolError, wrongShape } from './errors.ts';
import { fragmentsMap, isRecord, readNumber, readString } from './validate.ts';

/** §3: product id → its entry; `parent` is the variable product of a variation (0: none). */
export type WishlistIds = Record<string, { parent: number }>;

/** §3 cached wishlist data: key, fragments (selector → HTML), ids. */
export interface WishlistData {
  key: string;
  fragments: Record<string, string>;
  ids: WishlistIds;
}

/** What add, remove, empty and load answer (§7): each part only when the server sent it. */
export interface WishlistAnswer {
  content?: string;
  notice?: string;
  count?: number;
  status?: number;
  data?: WishlistData;
}

export interface DefaultAnswer extends WishlistAnswer {
  /** The new default list's product ids. */
  products: number[];
}

function readIds(value: unknown): WishlistIds | undefined {
  // PHP prints an empty map as [].
  if (Array.isArray(value)) return value.length === 0 ? {} : undefined;
  if (!isRecord(value)) return undefined;
  const ids: WishlistIds = {};
  for (const [id, entry] of Object.entries(value)) {
    const parent = isRecord(entry) ? readNumber(entry.parent) : undefined;
    ids[id] = { parent: parent !== undefined && parent > 0 ? parent : 0 };
  }
  return ids;
}

/** §3: `{key, fragments, ids}`, or undefined when `raw` is not that shape (unreadable cached data, §8). */
export function readWishlistData(raw: unknown): WishlistData | undefined {
  if (!isRecord(raw)) return undefined;
  const key = readString(raw.key);
  const fragments = raw.fragments === undefined ? {} : fragmentsMap(raw.fragments);
  const ids = readIds(raw.ids ?? []);
  if (!key || !fragments || !ids) return undefined;
  return { key, fragments, ids };
}

/** The add-on's refusal of a wrong nonce is a 200 with plain text: a failure, with its own words. */
function refused(raw: unknown): boolean {
  return typeof raw === 'string' && raw.trim() === WISHLIST_TEXTS.badNonce;
}

function refusal(name: string): ProtocolError {
  return new ProtocolError('http_error', { message: WISHLIST_TEXTS.badNonce, cause: `${name}: nonce refused` });
}

function parseAnswer(name: string, raw: unknown): WishlistAnswer {
  if (refused(raw)) throw refusal(name);
  if (!isRecord(raw)) throw wrongShape(name, 'not an object');
  const answer: WishlistAnswer = {};
  const content = readString(raw.content);
  const notice = readString(raw.notice);
  const count = readNumber(raw.count);
  const status = readNumber(raw.status);
  const data = readWishlistData(raw.data);
  if (content !== undefined) answer.content = content;
  if (notice !== undefined) answer.notice = notice;
  if (count !== undefined) answer.count = count;
  if (status !== undefined) answer.status = status;
  if (data) answer.data = data;
  return answer;
}

function parseHtml(name: string, raw: unknown): string {
  if (refused(raw)) throw refusal(name);
  if (typeof raw !== 'string') throw wrongShape(name, 'not HTML');
  return raw;
}

/** The add-on's two names of one call: its wc-ajax endpoint and the spec's admin-ajax action. */
interface Names {
  endpoint: string;
  action: string;
}

/** Where the call goes and the `action` it carries, from the add-on's config at send time. */
function target({ endpoint, action }: Names): { url: string; action: string } {
  const config = readWishlistConfig();
  return config.wcAjaxUrl ? { url: endpointUrl(config.wcAjaxUrl, endpoint), action: endpoint } : { url: config.ajaxUrl, action };
}

function wishlistContract<T>(names: Names, response: 'json-or-text' | 'text', parse: (raw: unknown) => T): Contract<T, Payload> {
  return defineContract<T, Payload>({
    name: names.endpoint,
    transport: { url: () => target(names).url },
    method: 'POST',
    body: 'form',
    // One at a time, in order: each answer is the whole list after that change.
    concurrency: 'queue',
    lane: 'woosw',
    response,
    parse,
  });
}

const answerContract = (names: Names): Contract<WishlistAnswer, Payload> =>
  wishlistContract(names, 'json-or-text', (raw) => parseAnswer(names.endpoint, raw));
const htmlContract = (names: Names): Contract<string, Payload> => wishlistContract(names, 'text', (raw) => parseHtml(names.endpoint, raw));

type CallName =
  'add' | 'remove' | 'empty' | 'load' | 'loadCount' | 'setDefault' | 'manage' | 'addList' | 'deleteList' | 'viewList' | 'addNote';

const NAMES: Record<CallName, Names> = {
  add: { endpoint: 'woosw_add', action: 'wishlist_add' },
  remove: { endpoint: 'woosw_remove', action: 'wishlist_remove' },
  empty: { endpoint: 'woosw_empty', action: 'wishlist_empty' },
  load: { endpoint: 'woosw_load', action: 'wishlist_load' },
  loadCount: { endpoint: 'woosw_load_count', action: 'wishlist_load_count' },
  setDefault: { endpoint: 'woosw_set_default', action: 'set_default' },
  manage: { endpoint: 'woosw_manage_wishlists', action: 'manage_wishlists' },
  addList: { endpoint: 'woosw_add_wishlist', action: 'add_wishlist' },
  deleteList: { endpoint: 'woosw_delete_wishlist', action: 'delete_wishlist' },
  viewList: { endpoint: 'woosw_view_wishlist', action: 'view_wishlist' },
  addNote: { endpoint: 'woosw_add_note', action: 'add_note' },
};

function parseDefault(raw: unknown): DefaultAnswer {
  const answer = parseAnswer(NAMES.setDefault.endpoint, raw);
  const listed = isRecord(raw) && Array.isArray(raw.products) ? raw.products : [];
  const products = listed.map((id) => readNumber(id)).filter((id): id is number => id !== undefined);
  return { ...answer, products };
}

const CONTRACTS = {
  add: answerContract(NAMES.add),
  remove: answerContract(NAMES.remove),
  empty: answerContract(NAMES.empty),
  load: answerContract(NAMES.load),
  loadCount: answerContract(NAMES.loadCount),
  setDefault: wishlistContract(NAMES.setDefault, 'json-or-text', parseDefault),
  manage: htmlContract(NAMES.manage),
  addList: htmlContract(NAMES.addList),
  deleteList: htmlContract(NAMES.deleteList),
  viewList: htmlContract(NAMES.viewList),
  addNote: htmlContract(NAMES.addNote),
} as const;

const getDataNames: Names = { endpoint: 'woosw_get_data', action: 'woosw_get_data' };
const getDataContract = wishlistContract(getDataNames, 'json-or-text', (raw) => {
  if (refused(raw)) throw refusal(getDataNames.endpoint);
  const data = readWishlistData(raw);
  if (!data) throw wrongShape(getDataNames.endpoint, 'not {key, fragments, ids}');
  return data;
});

/** The call's payload with the add-on's `action` and nonce, as its script posts them. */
function payload(names: Names, fields: Payload): Payload {
  const config = readWishlistConfig();
  return { ...fields, action: target(names).action, nonce: config.nonce };
}

function send<T>(name: CallName, contract: Contract<T, Payload>, fields: Payload, options?: CallOptions): Promise<T> {
  return call(contract, payload(NAMES[name], fields), options);
}

/** §7 wishlist_add {product_id, key (optional)}. */
export const addToWishlist = (productId: number, key?: string): Promise<WishlistAnswer> =>
  send('add', CONTRACTS.add, { product_id: productId, key });
/** §7 wishlist_remove {product_id, key}. */
export const removeFromWishlist = (productId: number, key: string): Promise<WishlistAnswer> =>
  send('remove', CONTRACTS.remove, { product_id: productId, key });
/** §7 wishlist_empty {key}. */
export const emptyWishlist = (key: string): Promise<WishlistAnswer> => send('empty', CONTRACTS.empty, { key });
/** §7 wishlist_load_count: the count. */
export const loadWishlistCount = (): Promise<WishlistAnswer> => send('loadCount', CONTRACTS.loadCount, {});
/** §7 wishlist_load: the popup's content and count. */
export const loadWishlist = (): Promise<WishlistAnswer> => send('load', CONTRACTS.load, {});
/** §7 woosw_get_data: key, fragments, ids. */
export const getWishlistData = (): Promise<WishlistData> => call(getDataContract, payload(getDataNames, {}));
/** §7 manage_wishlists: the manage popup's HTML. */
export const manageWishlists = (): Promise<string> => send('manage', CONTRACTS.manage, {});
/** §7 add_wishlist {name}: the manage popup's HTML. */
export const addWishlist = (name: string): Promise<string> => send('addList', CONTRACTS.addList, { name });
/** §7 set_default {key}: count, products, content (the manage popup), data. */
export const setDefaultWishlist = (key: string): Promise<DefaultAnswer> => send('setDefault', CONTRACTS.setDefault, { key });
/** §7 delete_wishlist {key}: the manage popup's HTML. */
export const deleteWishlist = (key: string): Promise<string> => send('deleteList', CONTRACTS.deleteList, { key });
/** §7 view_wishlist {key}: the popup's HTML for that list. */
export const viewWishlist = (key: string): Promise<string> => send('viewList', CONTRACTS.viewList, { key });
/** §7 add_note {key, product_id, note}: the note's HTML. The note must already be escaped (§5). */
export const addWishlistNote = (key: string, productId: number, escapedNote: string): Promise<string> =>
  send('addNote', CONTRACTS.addNote, { key, product_id: productId, note: escapedNote });
