/**
 * Everything build-fixtures.ts writes, generated in memory: the fixture pages
 * (as a visitor with no session and an empty cart sees them), the product
 * images and the QA index. The fixture test regenerates this and compares.
 */
import { cartNonces } from './cart-nonces.ts';
import { emptyCartMeta } from './cart-state.ts';
import { termName, type Catalogue } from './catalogue.ts';
import { emptyCartTotals } from './totals.ts';
import { createNonce, FIXTURE_SECRET } from './nonce.ts';
import { escHtml } from './formatting/escape.ts';
import { GENERATED_MARK, renderDocument } from './render/layout.ts';
import { fixturePages } from './render/pages.ts';
import { initials, placeholderSvg } from './render/placeholder-svg.ts';
import { mediaFiles } from './product-media.ts';
import { NONCE_ACTIONS, SITE_NAME, URLS, VENDORS } from './site.ts';
import { realShopSection } from './real-shop/qa-index.ts';
import { EMPTY_CART, type VisitorState } from './views.ts';

/** Where the pages live, relative to the repo root. */
export const FIXTURES_DIR = 'fixtures-html';
/** Where uploads are served from (`/wp-content/uploads/…`), relative to the repo root. */
export const UPLOADS_DIR = `${FIXTURES_DIR}/wp-content/uploads`;

/** The visitor the committed pages are printed for: no session, empty cart, fixture nonces. */
export function staticVisitor(): VisitorState {
  return {
    cart: EMPTY_CART,
    cartNonce: createNonce(FIXTURE_SECRET, NONCE_ACTIONS.cart, ''),
    restNonce: createNonce(FIXTURE_SECRET, NONCE_ACTIONS.rest, ''),
    wopbNonce: createNonce(FIXTURE_SECRET, NONCE_ACTIONS.wopb, ''),
    wooswNonce: createNonce(FIXTURE_SECRET, NONCE_ACTIONS.woosw, ''),
    woobtNonce: createNonce(FIXTURE_SECRET, NONCE_ACTIONS.woobt, ''),
    notices: [],
    totals: emptyCartTotals(),
    cartMeta: emptyCartMeta(),
    cartNonces: cartNonces(FIXTURE_SECRET, null),
    storeNoticeHidden: false,
  };
}

/** Repo-relative path of an uploads URL ("/wp-content/uploads/presets/x.svg"). */
export function uploadPath(url: string): string {
  return `${FIXTURES_DIR}${url}`;
}

function images(catalogue: Catalogue): Map<string, string> {
  const files = new Map<string, string>();
  for (const product of catalogue.products) {
    files.set(uploadPath(product.image), placeholderSvg(product.slug, initials(product.name)));
    for (const variation of product.variations) {
      if (!variation.image || variation.image === product.image) continue;
      const format = variation.attributes.attribute_pa_format ?? '';
      const label = `${initials(product.name)}·${initials(termName(catalogue, 'pa_format', format))}`;
      files.set(uploadPath(variation.image), placeholderSvg(`${product.slug}-${format}`, label));
    }
  }
  // Gallery images, video posters and captions (product-media.ts); a variation image listed there is drawn above.
  for (const file of mediaFiles(catalogue.products)) {
    const path = uploadPath(file.src);
    if (!files.has(path)) files.set(path, 'vtt' in file ? file.vtt : placeholderSvg(file.src, file.label));
  }
  return files;
}

/** Pages the server renders on the fly, listed under the fixture table; a fixture page is listed in the table only. */
export const OTHER_PAGES: Array<[string, string]> = [
  ['/product/complete-preset-library/', 'Variable and sold individually: quantity fixed at 1, a second add is refused.'],
  ['/product/urban-night-photoshop-actions/', 'Sold out: no add-to-cart form; its loop card says "Read more".'],
  ['/product/northern-lights-lightroom-pack/', 'Not purchasable (no price yet): no form, "Read more" in the grid.'],
  ['/product/studio-retouch-photoshop-actions/', 'Only 5 in stock: adding more than 5 is refused with a notice.'],
  ['/product-category/bundles/', 'A category archive rendered on the fly.'],
  ['/shop/?orderby=price', 'The sort form without JavaScript: the listing re-renders sorted.'],
];

function qaIndex(catalogue: Catalogue): string {
  const rows = fixturePages(catalogue)
    .map(
      (page) =>
        `    <tr>\n      <td><a href="${page.route}">${escHtml(page.route)}</a></td>\n      <td><code>${FIXTURES_DIR}/${page.file}</code></td>\n      <td>${escHtml(page.note)}</td>\n    </tr>\n`,
    )
    .join('');
  const others = OTHER_PAGES.map(
    ([route, note]) => `    <li><a href="${escHtml(route)}">${escHtml(route)}</a>: ${escHtml(note)}</li>\n`,
  ).join('');
  return (
    `${GENERATED_MARK}\n<!doctype html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>QA index &#8211; ${escHtml(SITE_NAME)}</title>\n` +
    `<link rel="stylesheet" href="${URLS.stylesheet}" />\n</head>\n<body class="qa-index">\n<main id="main" class="qa-index__main">\n` +
    `  <h1>${escHtml(SITE_NAME)}: QA index</h1>\n` +
    `  <p>The reference shop that stands in for WordPress and WooCommerce. Each page below is a committed fixture served with the visitor's own cart; ` +
    `the product script loads from <code>${URLS.bundle}</code> (<code>npm start</code> builds it before it serves the shop). Every page also works with JavaScript turned off.</p>\n` +
    `  <h2>Fixture pages</h2>\n  <table>\n    <caption>Committed pages, their routes and what to try</caption>\n` +
    `    <thead>\n    <tr><th scope="col">Route</th><th scope="col">File</th><th scope="col">What to try</th></tr>\n    </thead>\n    <tbody>\n${rows}    </tbody>\n  </table>\n` +
    `  <h2>Rendered on the fly</h2>\n  <ul>\n${others}  </ul>\n` +
    realShopSection() +
    `  <h2>Endpoints</h2>\n  <ul>\n` +
    `    <li><code>POST /?wc-ajax=add_to_cart</code>, <code>remove_from_cart</code>, <code>get_refreshed_fragments</code>, <code>get_variation</code>: the platform's cart calls.</li>\n` +
    `    <li><code>POST /?wc-ajax=${VENDORS.theme}_add_to_cart</code> (the product form's fields) and <code>POST /?${VENDORS.theme}-ajax=woocommerce_add_to_cart</code> (attribute_* fields, quantity, product_id = the variation): the theme's add-to-cart calls.</li>\n` +
    `    <li><code>POST /wp-json/wopb/views</code> (JSON <code>{postID, wpnonce}</code>) and admin-ajax <code>wopb_share_count</code>: ProductX's view and share counters, checked against <code>wopb_core.security</code>.</li>\n` +
    `    <li><code>POST /?wc-ajax=update_order_review</code> and <code>POST /?wc-ajax=checkout</code>: the checkout's review refresh and place order (orders start at 1001; their page is <code>/checkout/order-received/&lt;id&gt;/?key=…</code>); admin-ajax <code>wopb_checkout_login</code>: the inline login (demo account <code>demo</code> / <code>lumen-demo</code>).</li>\n` +
    `    <li><code>POST /?wc-ajax=apply_coupon</code>, <code>remove_coupon</code>, <code>update_shipping_method</code>, <code>get_cart_totals</code>: the cart page's calls (HTML answers, nonces in <code>wc_cart_params</code>). The cart drawer's: <code>POST /?wc-ajax=${VENDORS.theme}_apply_coupon</code>, <code>_remove_coupon</code>, <code>_save_order_notes</code>, <code>_update_shipping_method</code>, <code>_calculate_shipping</code>, <code>_update_product_quantity</code> and <code>GET /?${VENDORS.theme}-ajax=template_lazyload&amp;template=coupon|order-notes|shipping-calculator&amp;context=wc_cart</code>; admin-ajax <code>wopb_addcart</code>. Coupons: <code>summer10</code> (10%), <code>save5</code> ($5), <code>freeship</code>, <code>big15</code> ($15 over $100), <code>spring20</code> (expired). Physical goods (125–127) ship: $5 flat in the US, $15 elsewhere, free from $100; the sticker sheet is in the free-shipping class.</li>\n` +
    `    <li><code>/wp-admin/admin-ajax.php?action=rest-nonce</code>: a fresh REST nonce; <code>GET /wp-json/shop-islands/v1/ping</code> needs <code>X-WP-Nonce</code>.</li>\n` +
    `  </ul>\n</main>\n</body>\n</html>\n`
  );
}

/** Every generated file: repo-relative path → content. */
export function generateFixtures(catalogue: Catalogue): Map<string, string> {
  const files = new Map<string, string>();
  const visitor = staticVisitor();
  for (const page of fixturePages(catalogue)) files.set(`${FIXTURES_DIR}/${page.file}`, renderDocument(page.spec, visitor));
  for (const [path, svg] of images(catalogue)) files.set(path, svg);
  files.set('index.html', qaIndex(catalogue));
  return files;
}
