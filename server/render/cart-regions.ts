/**
 * The per-visitor parts of every page that belong to the cart (issue 4): the body tag
 * with the page-level cart marks (§4), the store notice (§2 site chrome), and the config
 * globals the cart scripts read — the theme's page configuration `{theme}_params`
 * (§3 "Page configuration", with the theme's nonce), and on the cart page the platform's
 * `wc_cart_params` nonces. layout.ts prints them and
 * routes/pages.ts swaps them into the committed fixture pages.
 */
import { CART_NONCE_ACTIONS } from '../cart-nonces.ts';
import { URLS, VENDORS } from '../site.ts';
import type { CartTotals } from '../totals.ts';
import type { PageSpec, VisitorState } from '../views.ts';
import { escAttr, jsonForScript } from '../formatting/escape.ts';
import { storeNotice } from './store-notice.ts';

/** §4 page-level cart marks, as the server knows them when it prints the page. */
export const CART_MARKS = {
  empty: 'cart-is-empty',
  onlyFreeShippingClass: 'cart-includes-only-free-shipping-class',
  goalDone: 'cart-goal-done',
} as const;

/** The theme's page configuration global: `{theme}_params`. */
export const THEME_PARAMS_GLOBAL = `${VENDORS.theme}_params`;

export function cartMarks(totals: CartTotals): string[] {
  const marks: string[] = [];
  if (totals.count <= 0) marks.push(CART_MARKS.empty);
  if (totals.freeShippingClassOnly) marks.push(CART_MARKS.onlyFreeShippingClass);
  if (totals.count > 0 && totals.goal.percent >= 100) marks.push(CART_MARKS.goalDone);
  return marks;
}

/** `<body class="…">` with the page's classes and the visitor's cart marks. */
export function bodyTag(spec: PageSpec, visitor: VisitorState): string {
  return `<body class="${escAttr([spec.bodyClass, ...cartMarks(visitor.totals)].join(' '))}">`;
}

export function storeNoticeRegion(visitor: VisitorState): string {
  return storeNotice(visitor.storeNoticeHidden);
}

function localized(id: string, name: string, value: unknown): string {
  return `<script id="${id}">\nvar ${name} = ${jsonForScript(value)};\n//# sourceURL=${id}\n</script>\n`;
}

/** The theme's page configuration and the cart page's nonces, for this visitor. */
export function cartScriptsRegion(spec: PageSpec, visitor: VisitorState): string {
  const nonces = visitor.cartNonces;
  let html = localized(`${VENDORS.theme}-script-js-extra`, THEME_PARAMS_GLOBAL, {
    ajax_url: URLS.adminAjax,
    wc_ajax_url: URLS.wcAjax,
    nonce: nonces[CART_NONCE_ACTIONS.theme],
    add_to_cart_behaviour: spec.addToCartBehaviour ?? '',
    is_checkout: spec.bodyClass.includes('woocommerce-checkout') ? '1' : '',
    search: { ajax_disable: '', delay: '1000' },
    currency_symbol: '$',
    currency_position: 'left_space',
  });
  if (spec.isCart) {
    html += localized('wc-cart-js-extra', 'wc_cart_params', {
      ajax_url: URLS.adminAjax,
      wc_ajax_url: URLS.wcAjax,
      update_shipping_method_nonce: nonces[CART_NONCE_ACTIONS.updateShippingMethod],
      apply_coupon_nonce: nonces[CART_NONCE_ACTIONS.applyCoupon],
      remove_coupon_nonce: nonces[CART_NONCE_ACTIONS.removeCoupon],
    });
  }
  return html;
}
