/**
 * `/?wc-ajax={theme}_product_quick_view&pid={id}` (§7 Theme): `{ template }` for any product of the
 * catalogue. An unknown or missing id gets what an endpoint with nothing to answer gets: wp_die()'s
 * empty 200, which the client reads as a failure.
 */
import { resolveId } from '../catalogue.ts';
import { absint, sendJson, wpDie } from '../http.ts';
import { quickViewTemplate } from '../render/quick-view.ts';
import { VENDORS } from '../site.ts';
import type { AjaxHandler } from './types.ts';

const productQuickView: AjaxHandler = async (c, shop) => {
  const found = resolveId(shop.catalogue, absint(c.req.query('pid')));
  // A variation's id shows its parent product, as the theme's wc_get_product() + template would.
  if (!found) return wpDie(c);
  return sendJson(c, { template: quickViewTemplate(shop.catalogue, found.product) });
};

/** Registered in WC_AJAX: the endpoint's name carries the theme. */
export const QUICK_VIEW_WC_AJAX: Record<string, AjaxHandler> = { [`${VENDORS.theme}_product_quick_view`]: productQuickView };
