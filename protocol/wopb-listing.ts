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

/**
 * ProductX hooks its listing calls to admin-ajax as well as to wc-ajax, and its script sends each one
 * with the admin-ajax `action` field (§7 lists it first): admin-ajax routes by it.
 */
type WithAction = { action: string };

/**
 * §7's `filterAttributes` always goes: jQuery's `$.param` sends a missing value as an empty field,
 * and an empty map would send nothing, so either becomes '' (PHP reads both as no attributes).
 */
function filterAttributesField(value: FieldValue): Exclude<FieldValue, undefined> {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && Object.keys(value).length === 0) return '';
  return value;
}

const perBlock = (input: { blockId: string }): string => `wopb-block:${input.blockId}`;

type LoadMoreFields = WithAction & Required<BlockContext> & { paged: number };

const loadMoreContract = defineContract<string, LoadMoreFields>({
  name: 'wopb_load_more',
  transport: { wcAjax: 'wopb_load_more' },
  method: 'POST',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'text',
  parse: html('wopb_load_more'),
});

// A newer page or tab of the same block supersedes (aborts) the unfinished one.
type PaginationFields = LoadMoreFields & { isSearch: string; is_archive: string };

const paginationContract = defineContract<string, PaginationFields>({
  name: 'wopb_pagination',
  transport: { wcAjax: 'wopb_pagination' },
  method: 'POST',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'text',
  concurrency: 'latest',
  lane: perBlock,
  parse: html('wopb_pagination'),
});

type TabFields = WithAction & {
  taxtype: string;
  taxonomy: string;
  blockId: string;
  postId: string;
  blockName: string;
  currentUrl: string;
  widgetBlockId: string;
};

const tabContract = defineContract<string, TabFields>({
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

type ShowMoreInput = { query: string; attributes: string; taxonomy: string; current_page: number };

const showMoreContract = defineContract<string, WithAction & ShowMoreInput>({
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

// Each payload in §7's order: the action, then the fields that call lists (jQuery's order on the wire).
export const loadMore = (input: BlockContext & { paged: number }, options?: CallOptions): Promise<string> =>
  call(
    loadMoreContract,
    {
      action: 'wopb_load_more',
      paged: input.paged,
      blockId: input.blockId,
      postId: input.postId,
      blockName: input.blockName,
      filterAttributes: filterAttributesField(input.filterAttributes),
      builder: input.builder ?? '',
      widgetBlockId: input.widgetBlockId ?? '',
    },
    options,
  );
export const loadPage = (
  input: BlockContext & { paged: number; isSearch?: string; is_archive?: string },
  options?: CallOptions,
): Promise<string> =>
  call(
    paginationContract,
    {
      action: 'wopb_pagination',
      paged: input.paged,
      blockId: input.blockId,
      postId: input.postId,
      isSearch: input.isSearch ?? '',
      blockName: input.blockName,
      builder: input.builder ?? '',
      filterAttributes: filterAttributesField(input.filterAttributes),
      widgetBlockId: input.widgetBlockId ?? '',
      is_archive: input.is_archive ?? '',
    },
    options,
  );
/** A category tab: §7 wopb_filter sends no builder and no filter attributes. */
export const loadTab = (
  input: BlockContext & { taxtype: string; taxonomy: string; currentUrl: string },
  options?: CallOptions,
): Promise<string> =>
  call(
    tabContract,
    {
      action: 'wopb_filter',
      taxtype: input.taxtype,
      taxonomy: input.taxonomy,
      blockId: input.blockId,
      postId: input.postId,
      blockName: input.blockName,
      currentUrl: input.currentUrl,
      widgetBlockId: input.widgetBlockId ?? '',
    },
    options,
  );
export const filterProducts = (input: ProductFilterInput, options?: CallOptions): Promise<FilteredBlock[]> =>
  // Two nonces, as on the view ping: ProductX's in the body, WordPress's in the header.
  call(productFilterContract, { ...input, wpnonce: shopConfig().nonces[WOPB_NONCE] ?? '' }, options);
export const showMoreTerms = (input: ShowMoreInput, options?: CallOptions): Promise<string> =>
  call(showMoreContract, { action: 'wopb_show_more_filter_item', ...input }, options);
export const freshWopbNonce = (options?: CallOptions): Promise<string> => call(freshNonceContract, {}, options);
