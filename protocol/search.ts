/**
 * The search calls (issue 14, §7): the theme's popup search and ProductX's search block.
 * Both are latest-wins: a newer query aborts the unfinished older one (per block for ProductX).
 */
import { shopConfig, type Payload } from './client.ts';
import { call, defineContract, type CallOptions, type Contract } from './contract.ts';
import { wrongShape } from './errors.ts';
import { isRecord } from './validate.ts';
import { WOPB_NONCE } from './wopb.ts';
import { StaleNonce } from './wopb-listing.ts';

/** `{success: true, data: {template}}` → the template (the results grid's items). */
export function parseSearchProducts(raw: unknown): string {
  if (!isRecord(raw) || raw.success !== true || !isRecord(raw.data) || typeof raw.data.template !== 'string') {
    throw wrongShape('search_products', 'no data.template');
  }
  return raw.data.template;
}

const themeContracts = new Map<string, Contract<string, Payload>>();

/** `/?{theme}-ajax={theme}_search_products`: the endpoint's name carries the configured theme, so it is made per theme. */
function searchProductsContract(theme: string): Contract<string, Payload> {
  let contract = themeContracts.get(theme);
  if (!contract) {
    contract = defineContract<string, Payload>({
      name: `${theme}_search_products`,
      transport: { themeAjax: `${theme}_search_products` },
      method: 'GET',
      concurrency: 'latest',
      parse: parseSearchProducts,
    });
    themeContracts.set(theme, contract);
  }
  return contract;
}

/** GET `/?{theme}-ajax={theme}_search_products` with the serialized popup form (s, category, …); reads `data.template`. */
export function searchProducts(form: Payload, options?: CallOptions): Promise<string> {
  return call(searchProductsContract(shopConfig().vendors.theme), form, options);
}

/** ProductX's answer: the results' HTML as a JSON string; `null` is its answer to a stale nonce. */
export function parseProductSearch(raw: unknown): string {
  if (raw === null) throw new StaleNonce('wopb_product_search');
  if (typeof raw !== 'string') throw wrongShape('wopb_product_search', 'not an HTML string');
  return raw;
}

export interface ProductSearchInput {
  [key: string]: string;
  search: string;
  category: string;
  blockId: string;
  blockName: string;
  postId: string;
  widgetBlockId: string;
}

const productSearchContract = defineContract<string, ProductSearchInput & { wpnonce: string }>({
  name: 'wopb_product_search',
  transport: { rest: '/wopb/product-search' },
  method: 'POST',
  // ProductX sends it with wp.apiFetch: a JSON body, WordPress's nonce in the header.
  body: 'json',
  nonce: { header: 'X-WP-Nonce', key: 'rest' },
  // apiFetch reads JSON: a 200 that is not (an error page, a broken body) is invalid_json, never results (fault matrix).
  response: 'json',
  concurrency: 'latest',
  lane: (input) => `wopb-search:${input.blockId}`,
  parse: parseProductSearch,
});

/** POST REST `/wopb/product-search` {search, category, blockId, blockName, postId, widgetBlockId, wpnonce} → HTML results. */
export function productSearch(input: ProductSearchInput, options?: CallOptions): Promise<string> {
  // Two nonces, as on the product filter: ProductX's in the body, WordPress's in the header.
  return call(productSearchContract, { ...input, wpnonce: shopConfig().nonces[WOPB_NONCE] ?? '' }, options);
}
