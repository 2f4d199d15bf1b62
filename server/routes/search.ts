/**
 * The search endpoints (issue 14, §7): the theme's `GET /?{theme}-ajax={theme}_search_products`
 * with the serialized popup form (s, category) → `{success: true, data: {template}}`, and
 * ProductX's `POST /wp-json/wopb/product-search` {search, category, blockId, blockName, postId,
 * widgetBlockId, wpnonce} → the results' HTML as a JSON string. ProductX answers a bad nonce or
 * an unknown block with `null`, as its product filter does (the client then fetches a fresh nonce).
 */
import type { Context } from 'hono';
import { readRequest, sendJson } from '../http.ts';
import { verifyNonce } from '../nonce.ts';
import { searchResultsTemplate } from '../render/popup-search.ts';
import { searchBlockResults } from '../render/wopb-search.ts';
import { POPUP_RESULT_LIMIT, searchBlockFromContext, searchCatalogue } from '../search.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { NONCE_ACTIONS, VENDORS } from '../site.ts';
import type { AjaxHandler } from './types.ts';

/** `{theme}_search_products`: the first page of matching products as the theme's grid items. */
const searchProducts: AjaxHandler = async (c, shop) => {
  const form = await readRequest(c);
  const text = (form.s ?? '').trim();
  const { products } = searchCatalogue(shop.catalogue, { text, category: form.category ?? '' });
  return sendJson(c, { success: true, data: { template: searchResultsTemplate(products.slice(0, POPUP_RESULT_LIMIT)) } });
};

/** The `/?{theme}-ajax=` endpoints of this module. */
export const SEARCH_THEME_AJAX: Record<string, AjaxHandler> = {
  [`${VENDORS.theme}_search_products`]: searchProducts,
};

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await c.req.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** POST /wp-json/wopb/product-search: the block's results for at least 3 characters or a category. */
export async function wopbProductSearch(c: Context, shop: Shop): Promise<Response> {
  const body = await jsonBody(c);
  const nonceOk =
    typeof body.wpnonce === 'string' &&
    verifyNonce(shop.store.secret(), NONCE_ACTIONS.wopb, readSessionId(c, shop.store) ?? '', body.wpnonce);
  const block = searchBlockFromContext(body.blockId, body.blockName, body.postId);
  if (!nonceOk || !block) return sendJson(c, null);
  const search = text(body.search).trim();
  const category = text(body.category);
  // The add-on's rule (§5): fewer than 3 characters and no category finds nothing to show.
  if (search.length < 3 && category === '') return sendJson(c, '');
  return sendJson(c, searchBlockResults(searchCatalogue(shop.catalogue, { text: search, category }), search));
}
