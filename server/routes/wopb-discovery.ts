/**
 * ProductX's (wopb) listing calls (§7 "Product blocks"): `/?wc-ajax=wopb_load_more`,
 * `wopb_pagination`, `wopb_filter` (category tabs), `wopb_show_more_filter_item`, REST
 * `/wopb/product-filter` and admin-ajax `wopb_get_nonce`. Each checks ProductX's nonce
 * (`wpnonce`) and the block context; like the add-on, a bad one answers an empty 200
 * (REST: `null`), never an error status.
 */
import type { Context } from 'hono';
import { categoryBySlug } from '../catalogue.ts';
import { htmlResponse, sendJson, wpDie } from '../http.ts';
import { verifyNonce } from '../nonce.ts';
import { readPhpRequest, type PhpValue } from '../php-query.ts';
import { gridContent, tabContent, wopbItems } from '../render/wopb-blocks.ts';
import { categoryTerms, TERM_LIMIT } from '../render/wopb-filter.ts';
import { readSessionId } from '../session.ts';
import { nonceFor, type Shop } from '../shop.ts';
import { NONCE_ACTIONS } from '../site.ts';
import { blockFromContext, GRID_BLOCKS, pageOf, parseFilters, PRODUCTX_POST_ID, queryProducts, type GridBlock } from '../wopb-discovery.ts';
import type { AjaxHandler } from './types.ts';

function nonceValid(c: Context, shop: Shop, nonce: unknown): boolean {
  return typeof nonce === 'string' && verifyNonce(shop.store.secret(), NONCE_ACTIONS.wopb, readSessionId(c, shop.store) ?? '', nonce);
}

const text = (value: PhpValue | undefined): string => (typeof value === 'string' ? value : '');
const filtersOf = (attributes: PhpValue | undefined): PhpValue | undefined =>
  typeof attributes === 'object' && !Array.isArray(attributes) ? attributes.product_filters : undefined;

/** The block a load-more or pagination request names and the page of its (filtered) products it asks for. */
async function pagedRequest(c: Context, shop: Shop): Promise<{ block: GridBlock; paged: number; items: string } | null> {
  const request = await readPhpRequest(c);
  if (!nonceValid(c, shop, request.wpnonce)) return null;
  const block = blockFromContext(request.blockId, request.blockName, request.postId);
  const paged = Number.parseInt(text(request.paged), 10);
  if (!block || !(paged >= 1)) return null;
  const page = pageOf(queryProducts(shop.catalogue, parseFilters(filtersOf(request.filterAttributes))), paged, block.perPage);
  // A page past the last answers nothing (the add-on's query finds no posts).
  return { block, paged, items: page.page === paged ? wopbItems(shop.catalogue, page.items, true) : '' };
}

/** wopb_load_more {paged, blockId, postId, blockName, filterAttributes, builder, widgetBlockId, wpnonce}: the page's items. */
const wopb_load_more: AjaxHandler = async (c, shop) => {
  const found = await pagedRequest(c, shop);
  return found ? htmlResponse(c, found.items) : wpDie(c);
};

/** wopb_pagination {paged, blockId, postId, isSearch, blockName, builder, filterAttributes, widgetBlockId, is_archive, wpnonce}. */
const wopb_pagination: AjaxHandler = async (c, shop) => {
  const found = await pagedRequest(c, shop);
  return found ? htmlResponse(c, found.items) : wpDie(c);
};

/** wopb_filter {taxtype, taxonomy, blockId, postId, blockName, currentUrl, widgetBlockId, wpnonce}: a tab's items wrap. */
const wopb_filter: AjaxHandler = async (c, shop) => {
  const request = await readPhpRequest(c);
  const block = blockFromContext(request.blockId, request.blockName, request.postId);
  if (!nonceValid(c, shop, request.wpnonce) || !block || block.mode !== 'tabs' || text(request.taxtype) !== 'product_cat') return wpDie(c);
  const slug = text(request.taxonomy);
  const category = slug ? categoryBySlug(shop.catalogue, slug) : null;
  if (slug && !category) return wpDie(c);
  const products = queryProducts(shop.catalogue, parseFilters(undefined), category?.id ?? null).slice(0, block.perPage);
  return htmlResponse(c, tabContent(shop.catalogue, products));
};

/** wopb_show_more_filter_item {query, attributes, taxonomy, current_page, wpnonce}: the next terms, up to the last page. */
const wopb_show_more_filter_item: AjaxHandler = async (c, shop) => {
  const request = await readPhpRequest(c);
  const page = Number.parseInt(text(request.current_page), 10);
  const pages = Math.ceil(shop.catalogue.categories.length / TERM_LIMIT);
  if (!nonceValid(c, shop, request.wpnonce) || text(request.taxonomy) !== 'product_cat' || !(page >= 1) || page > pages) return wpDie(c);
  return htmlResponse(c, categoryTerms(shop.catalogue, page));
};

/**
 * ProductX hooks these to admin-ajax too (`wp_ajax_nopriv_*`), and its script sends each one with that
 * `action` (§7). The reference shop holds every call to it: one without its action, or with another,
 * is answered as admin-ajax.php answers it, `0` with status 400 (WC_AJAX alone would route by the query).
 */
function requiresAction(action: string, handler: AjaxHandler): AjaxHandler {
  return async (c, shop) => (text((await readPhpRequest(c)).action) === action ? handler(c, shop) : wpDie(c, '0', 400));
}

const LISTING_CALLS: Record<string, AjaxHandler> = { wopb_load_more, wopb_pagination, wopb_filter, wopb_show_more_filter_item };

export const DISCOVERY_WC_AJAX: Record<string, AjaxHandler> = Object.fromEntries(
  Object.entries(LISTING_CALLS).map(([action, handler]) => [action, requiresAction(action, handler)]),
);

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await c.req.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * POST /wp-json/wopb/product-filter {post_id, block_name 'product-blocks_{target}', product_filters, current_url, wpnonce}:
 * every target block of the page, filtered, sorted and back on its first page, as `blockList[{blockId, content}]`.
 */
export async function wopbProductFilter(c: Context, shop: Shop): Promise<Response> {
  const body = await jsonBody(c);
  const targets = GRID_BLOCKS.filter((b) => body.block_name === `product-blocks_${b.name}`);
  if (!nonceValid(c, shop, body.wpnonce) || String(body.post_id) !== String(PRODUCTX_POST_ID) || !targets.length) return sendJson(c, null);
  const products = queryProducts(shop.catalogue, parseFilters(body.product_filters));
  const attributes = { product_filters: body.product_filters };
  const blockList = targets.map((block) => ({
    blockId: block.blockId,
    content: gridContent(shop.catalogue, block, pageOf(products, 1, block.perPage), attributes),
  }));
  return sendJson(c, { blockList });
}

/** admin-ajax `wopb_get_nonce`: a fresh ProductX nonce for the visitor (the add-on's answer to a stale page). */
export function wopbGetNonce(c: Context, shop: Shop): Response {
  return sendJson(c, { success: true, data: { nonce: nonceFor(shop, NONCE_ACTIONS.wopb, readSessionId(c, shop.store)) } });
}
