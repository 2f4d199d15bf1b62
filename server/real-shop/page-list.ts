/** The real shop's fixture pages: which capture each is made from and where the backend serves it. */

export interface RealPage {
  /** The route under the real shop (REAL_PREFIX + route is the URL). */
  route: string;
  /** The file in fixtures-html/real-shop/. */
  file: string;
  /** The capture it is generated from, under fixtures-html/captures/. */
  source: string;
  /** What to try on it (the QA index). */
  note: string;
}

/** Where the generated pages live, relative to the repo root. */
export const REAL_FIXTURES_DIR = 'fixtures-html/real-shop';

const STOREFRONT = 'woocommerce-9.9-storefront';
const ADDONS = 'woocommerce-9.9-addons';

export const REAL_PAGES: readonly RealPage[] = [
  {
    route: '/shop/',
    file: 'shop.html',
    source: `${STOREFRONT}/shop.html`,
    note: 'Loop add to cart (Beanie, Cap), Sold Out Mug and the variable products link to their pages; the header count follows.',
  },
  {
    route: '/product/beanie/',
    file: 'product-beanie.html',
    source: `${STOREFRONT}/product-simple-beanie.html`,
    note: 'Simple product form (50 in stock).',
  },
  {
    route: '/product/hoodie/',
    file: 'product-hoodie.html',
    source: `${STOREFRONT}/product-variable-hoodie.html`,
    note: 'Variable product: pa_color × pa_size, Blue/Large on sale.',
  },
  {
    route: '/product/t-shirt/',
    file: 'product-t-shirt.html',
    source: `${STOREFRONT}/product-variable-local-attr-tshirt.html`,
    note: 'Variable product with a product-level attribute (Logo: Yes/No).',
  },
  {
    route: '/cart/',
    file: 'cart.html',
    source: `${STOREFRONT}/cart.html`,
    note: "The classic cart: quantities, 'Update cart', remove, coupons (summer10, save5); its form and totals are the visitor's.",
  },
  {
    route: '/cart/',
    file: 'cart-empty.html',
    source: `${STOREFRONT}/cart-empty.html`,
    note: 'The cart page for an empty cart.',
  },
  {
    route: '/checkout/',
    file: 'checkout.html',
    source: `${STOREFRONT}/checkout.html`,
    note: 'The classic checkout (bank transfer, cash on delivery); an empty cart is sent to the cart.',
  },
  {
    route: '/addons/shop/',
    file: 'addons-shop.html',
    source: `${ADDONS}/shop.html`,
    note: 'The shop with the wishlist, bought-together and ProductX add-ons installed.',
  },
  {
    route: '/addons/product/beanie/',
    file: 'addons-product-beanie.html',
    source: `${ADDONS}/product-beanie.html`,
    note: 'Beanie with the bought-together section (Cap); the form posts woobt_ids.',
  },
  {
    route: '/addons/product/hoodie/',
    file: 'addons-product-hoodie.html',
    source: `${ADDONS}/product-hoodie.html`,
    note: "Hoodie with the bought-together section's own variation form inside the product form.",
  },
];
