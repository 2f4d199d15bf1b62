/**
 * ProductX's (wopb) listing calls (§7 "Product blocks"): load more, numbered pagination,
 * category tabs, the filter block's REST call and its show-more, and the fresh nonce. All
 * carry ProductX's nonce (`wopb_core.security`) in `wpnonce`. ProductX answers a bad nonce
 * with an empty 200: every parser here turns an empty answer into `StaleNonce`, which the
 * caller meets by fetching a fresh nonce and retrying once (src/discovery/block-call.ts).
 */
import { call, defineContract, type CallOptions } from './contract.ts';
import { shopConfig, type FieldValue } from './client.ts';
import { ProtocolError, wrongShape } from './errors.ts';
import { isRecord } from './validate.ts';
import { WOPB_NONCE } from './wopb.ts';

/** An empty answer: ProductX's reply to a stale nonce (and to a block it cannot find). */
export class StaleNonce extends ProtocolError {
  constructor(contract: string) {
    super('unknown_error', { cause: `${contract}: empty answer` });
  }
}

/**
 * ProductX's block answers are markup fragments (its items, a block's rows, filter terms). A whole
 * page (a host's or WordPress's error page at 200) or text that is no markup (a broken JSON body)
 * is not one: appended, it would land in the product grid (issue 18's fault matrix).
 */
const FRAGMENT = /^<(?!!doctype|html[\s>])[a-z]/i;

/** The parser of a ProductX call answering HTML; exported for its tests. */
export function html(contract: string): (raw: unknown) => string {
  return (raw) => {
    if (typeof raw !== 'string') throw wrongShape(contract, 'not HTML');
    if (!raw.trim()) throw new StaleNonce(contract);
    if (!FRAGMENT.test(raw.trim())) throw wrongShape(contract, 'not a markup fragment');
    return raw;
  };
}

/** §3 "Block context sent with block requests" (the parts each call sends). */
export type BlockContext = {
  blockId: string;
  blockName: string;
  postId: string;
  widgetBlockId?: string;
  builder?: string;
  filterAttributes?: FieldValue;
};

const perBlock = (input: { blockId: string }): string => `wopb-block:${input.blockId}`;

const loadMoreContract = defineContract<string, BlockContext & { paged: number }>({
  name: 'wopb_load_more',
  transport: { wcAjax: 'wopb_load_more' },
  method: 'POST',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'text',
  parse: html('wopb_load_more'),
});

// A newer page or tab of the same block supersedes (aborts) the unfinished one.
const paginationContract = defineContract<string, BlockContext & { paged: number; isSearch: string; is_archive: string }>({
  name: 'wopb_pagination',
  transport: { wcAjax: 'wopb_pagination' },
  method: 'POST',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'text',
  concurrency: 'latest',
  lane: perBlock,
  parse: html('wopb_pagination'),
});

const tabContract = defineContract<string, BlockContext & { taxtype: string; taxonomy: string; currentUrl: string }>({
  name: 'wopb_filter',
  transport: { wcAjax: 'wopb_filter' },
  method: 'POST',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'text',
  concurrency: 'latest',
  lane: perBlock,
  parse: html('wopb_filter'),
});

export interface FilteredBlock {
  blockId: string;
  content: string;
}

/** `{blockList: [{blockId, content}]}`; `null` (a stale nonce) or anything else without it is a failure. */
export function parseBlockList(raw: unknown): FilteredBlock[] {
  if (raw === null || raw === '') throw new StaleNonce('wopb_product_filter');
  if (!isRecord(raw) || !Array.isArray(raw.blockList)) throw wrongShape('wopb_product_filter', 'no blockList');
  return raw.blockList.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.blockId === 'string' && typeof entry.content === 'string'
      ? [{ blockId: entry.blockId, content: entry.content }]
      : [],
  );
}

export interface ProductFilterInput {
  [key: string]: FieldValue;
  post_id: string;
  block_name: string;
  product_filters: FieldValue;
  current_url: string;
}

const productFilterContract = defineContract<FilteredBlock[], ProductFilterInput>({
  name: 'wopb_product_filter',
  transport: { rest: '/wopb/product-filter' },
  method: 'POST',
  body: 'json',
  nonce: { header: 'X-WP-Nonce', key: 'rest' },
  response: 'json-or-text',
  // Typing in the search field sends a request per pause: the newest wins, the older is aborted.
  concurrency: 'latest',
  parse: parseBlockList,
});

const showMoreContract = defineContract<string, { query: string; attributes: string; taxonomy: string; current_page: number }>({
  name: 'wopb_show_more_filter_item',
  transport: { wcAjax: 'wopb_show_more_filter_item' },
  method: 'POST',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'text',
  parse: html('wopb_show_more_filter_item'),
});

/** `{success: true, data: {nonce}}` → the nonce. */
export function parseFreshNonce(raw: unknown): string {
  if (!isRecord(raw) || raw.success !== true || !isRecord(raw.data) || typeof raw.data.nonce !== 'string' || !raw.data.nonce) {
    throw wrongShape('wopb_get_nonce', 'no data.nonce');
  }
  return raw.data.nonce;
}

const freshNonceContract = defineContract<string, Record<string, never>>({
  name: 'wopb_get_nonce',
  transport: { adminAjax: 'wopb_get_nonce' },
  method: 'POST',
  parse: parseFreshNonce,
});

export const loadMore = (input: BlockContext & { paged: number }, options?: CallOptions): Promise<string> =>
  call(loadMoreContract, input, options);
export const loadPage = (input: BlockContext & { paged: number }, options?: CallOptions): Promise<string> =>
  call(paginationContract, { isSearch: '', is_archive: '', ...input }, options);
export const loadTab = (
  input: BlockContext & { taxtype: string; taxonomy: string; currentUrl: string },
  options?: CallOptions,
): Promise<string> => call(tabContract, input, options);
export const filterProducts = (input: ProductFilterInput, options?: CallOptions): Promise<FilteredBlock[]> =>
  // Two nonces, as on the view ping: ProductX's in the body, WordPress's in the header.
  call(productFilterContract, { ...input, wpnonce: shopConfig().nonces[WOPB_NONCE] ?? '' }, options);
export const showMoreTerms = (
  input: { query: string; attributes: string; taxonomy: string; current_page: number },
  options?: CallOptions,
): Promise<string> => call(showMoreContract, input, options);
export const freshWopbNonce = (options?: CallOptions): Promise<string> => call(freshNonceContract, {}, options);
