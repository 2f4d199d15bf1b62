/**
 * Every page the shop serves, as PageSpecs: the fixture pages (written to
 * fixtures-html/ by build-fixtures.ts) and the pages rendered on the fly
 * (other products, categories, checkout, 404). The server and the generator
 * both go through here, so their markup cannot drift apart.
 */
import { categoryById, categoryBySlug, permalink, productBySlug, type Catalogue, type Product } from '../catalogue.ts';
import { URLS } from '../site.ts';
import type { PageSpec } from '../views.ts';
import { escHtml } from '../formatting/escape.ts';
import { cartPageRegion, JQUERY_SCRIPT, VARIATION_PARAMS_SCRIPT } from './layout.ts';
import { productListing, type OrderBy } from './listing.ts';
import { productMain, VARIATION_TEMPLATES } from './product-page.ts';
import { PRODUCT_FORM_FIXTURES } from './product-form-pages.ts';
import { CHECKOUT_FIXTURE, checkoutPage } from './checkout-page.ts';
import { wopbCoreRegion } from './wopb-core.ts';
import { bundleVarsRegion } from './bought-together.ts';
import { productSlider } from './product-slider.ts';
import { productxPage } from './productx-page.ts';
import { BUILDER_FIXTURE } from './builder-page.ts';
import { CAROUSEL_FIXTURE, carouselPage } from './carousel-page.ts';
import { builderConfigScript } from './builder-markup.ts';
import { accountFixturePages } from './site-account-pages.ts';
import { searchBlockPage } from './wopb-search.ts';
import { filtersToggle, SHOP_SIDEBAR_STYLESHEET, shopSidebarWidgets } from './shop-sidebar.ts';

const THEME_CLASSES = 'wp-embed-responsive wp-theme-storefront theme-storefront';
const WITH_SIDEBAR = 'woocommerce-no-js storefront-align-wide right-sidebar woocommerce-active';
const FULL_WIDTH = 'woocommerce-no-js storefront-align-wide storefront-full-width-content woocommerce-active';

const HOME = { label: 'Home', href: URLS.home };

function pageArticle(id: number, title: string, content: string): string {
  return (
    `\n\t\t\t\n<article id="post-${id}" class="post-${id} page type-page status-publish hentry">\n` +
    `\t\t\t<header class="entry-header">\n\t\t\t<h1 class="entry-title">${escHtml(title)}</h1>\t\t</header><!-- .entry-header -->\n` +
    `\t\t\t\t<div class="entry-content">\n\t\t\t${content}\n\t\t\t\t\t</div><!-- .entry-content -->\n` +
    `\t\t</article><!-- #post-## -->\n\n\t\t`
  );
}

/** The shop archive (`/shop/`), optionally sorted; `withJquery` adds jQuery the way WordPress enqueues it. */
export function shopPage(catalogue: Catalogue, orderBy: OrderBy = 'menu_order', withJquery = false): PageSpec {
  return {
    title: 'Shop',
    bodyClass: `archive post-type-archive post-type-archive-product ${THEME_CLASSES} woocommerce-shop woocommerce woocommerce-page ${WITH_SIDEBAR}`,
    navCurrent: URLS.shop,
    breadcrumb: [HOME, { label: 'Shop' }],
    main: () => filtersToggle() + productListing(catalogue, { title: 'Shop', products: catalogue.products, orderBy }),
    sidebar: true,
    sidebarWidgets: shopSidebarWidgets(catalogue),
    isCart: false,
    headExtra: SHOP_SIDEBAR_STYLESHEET + (withJquery ? JQUERY_SCRIPT : ''),
  };
}

/** A product category archive (`/product-category/<slug>/`), rendered on the fly. */
export function categoryPage(catalogue: Catalogue, slug: string, orderBy: OrderBy = 'menu_order'): PageSpec | null {
  const category = categoryBySlug(catalogue, slug);
  if (!category) return null;
  return {
    title: category.name,
    bodyClass: `archive tax-product_cat term-${category.slug} term-${category.id} ${THEME_CLASSES} woocommerce woocommerce-page ${WITH_SIDEBAR}`,
    navCurrent: '',
    breadcrumb: [HOME, { label: category.name }],
    main: () =>
      filtersToggle() +
      productListing(catalogue, {
        title: category.name,
        products: catalogue.products.filter((p) => p.categories.includes(category.id)),
        orderBy,
      }),
    sidebar: true,
    sidebarWidgets: shopSidebarWidgets(catalogue, category.id),
    headExtra: SHOP_SIDEBAR_STYLESHEET,
    isCart: false,
  };
}

export function productPage(catalogue: Catalogue, product: Product): PageSpec {
  const category = product.categories[0] === undefined ? null : categoryById(catalogue, product.categories[0]);
  const variable = product.type === 'variable';
  return {
    title: product.name,
    bodyClass: `wp-singular product-template-default single single-product postid-${product.id} ${THEME_CLASSES} woocommerce woocommerce-page ${WITH_SIDEBAR}`,
    navCurrent: '',
    breadcrumb: [
      HOME,
      ...(category ? [{ label: category.name, href: `/product-category/${category.slug}/` }] : []),
      { label: product.name },
    ],
    // ProductX's config follows the product (it prints it in the footer): a visitor region, for its nonce.
    main: (visitor) => productMain(catalogue, product) + wopbCoreRegion(visitor) + bundleVarsRegion(product, visitor),
    sidebar: true,
    isCart: false,
    headExtra: variable ? VARIATION_PARAMS_SCRIPT : '',
    footerExtra: variable ? VARIATION_TEMPLATES : '',
  };
}

export function productPageBySlug(catalogue: Catalogue, slug: string): PageSpec | null {
  const product = productBySlug(catalogue, slug);
  return product ? productPage(catalogue, product) : null;
}

/**
 * The classic cart page (page id 6): its `[woocommerce_cart]` output is per visitor; after it,
 * ProductX's product slider with its config (`wopb_core`, a visitor region for its nonce).
 */
export function cartPage(catalogue: Catalogue): PageSpec {
  return {
    title: 'Cart',
    bodyClass: `wp-singular page-template-default page page-id-6 ${THEME_CLASSES} woocommerce-cart woocommerce-page ${FULL_WIDTH}`,
    navCurrent: URLS.cart,
    breadcrumb: [HOME, { label: 'Cart' }],
    main: (visitor) => pageArticle(6, 'Cart', cartPageRegion(visitor) + productSlider(catalogue)) + wopbCoreRegion(visitor),
    sidebar: false,
    isCart: true,
  };
}

const DISCLAIMER_TEXT = [
  'This site is not a part of the Facebook&#8482; website or Meta Platforms, Inc. Additionally, this site is not endorsed by Facebook&#8482; in any way. FACEBOOK&#8482; is a trademark of Meta Platforms, Inc.',
  'We use remarketing pixels and audiences from Facebook&#8482; and other advertising platforms to show our preset packs to people who have visited this site. Those platforms may collect information about your visit according to their own policies.',
  'Before-and-after images in our listings are edited with the presets shown, but every photo responds differently: results depend on exposure, white balance and the camera used.',
];

/** A plain content page (post 22000) about a social network: header cart only, no widgets. */
export function disclaimerPage(): PageSpec {
  const content = DISCLAIMER_TEXT.map((p) => `<p>${p}</p>`).join('\n\n');
  return {
    title: 'Disclaimer',
    bodyClass: `wp-singular page-template-default page page-id-22000 ${THEME_CLASSES} ${FULL_WIDTH}`,
    navCurrent: '/disclaimer/',
    breadcrumb: [HOME, { label: 'Disclaimer' }],
    main: () => pageArticle(22000, 'Disclaimer', content),
    sidebar: false,
    isCart: false,
    // The builder's config is on every page it enqueues its runtime for: post 22000, no excerpt, no featured image.
    footerExtra: builderConfigScript({ id: 22000, title: 'Disclaimer' }),
  };
}

export function notFoundPage(): PageSpec {
  return {
    title: 'Page not found',
    bodyClass: `error404 ${THEME_CLASSES} ${FULL_WIDTH}`,
    navCurrent: '',
    breadcrumb: [HOME, { label: 'Error 404' }],
    main: () =>
      `\n\t\t\t<div class="error-404 not-found">\n\t\t\t\t<div class="page-content">\n` +
      `\t\t\t\t\t<header class="page-header">\n\t\t\t\t\t\t<h1 class="page-title">Oops! That page can&rsquo;t be found.</h1>\n\t\t\t\t\t</header><!-- .page-header -->\n` +
      `\t\t\t\t\t<p>Nothing was found at this location. Try the <a href="${URLS.shop}">shop</a>.</p>\n\t\t\t\t</div><!-- .page-content -->\n\t\t\t</div><!-- .error-404 -->\n\n\t\t`,
    sidebar: false,
    isCart: false,
  };
}

// ---- The fixture set --------------------------------------------------------------

/** The simple and the variable product that get committed fixture pages. */
export const FIXTURE_PRODUCTS = { simple: 'golden-hour-lightroom-pack', variable: 'film-emulation-collection' } as const;

export interface FixturePage {
  /** File name under fixtures-html/. */
  file: string;
  route: string;
  /** One line for the QA index: what to try there. */
  note: string;
  spec: PageSpec;
}

function requireProduct(catalogue: Catalogue, slug: string): Product {
  const product = productBySlug(catalogue, slug);
  if (!product) throw new Error(`fixture product ${slug} is not in the catalogue`);
  return product;
}

/** The committed pages, in QA-index order. */
export function fixturePages(catalogue: Catalogue): FixturePage[] {
  const simple = requireProduct(catalogue, FIXTURE_PRODUCTS.simple);
  const variable = requireProduct(catalogue, FIXTURE_PRODUCTS.variable);
  return [
    {
      file: 'shop.html',
      route: URLS.shop,
      note: 'Add simple packs from the grid (ajax), open "Select options", try a sold-out card, watch the header count and both mini-carts.',
      spec: shopPage(catalogue),
    },
    {
      file: 'shop-jquery.html',
      route: '/shop-jquery/',
      note: 'The same listing with jQuery loaded: platform events (added_to_cart, wc_fragments_refreshed …) must fire on jQuery(document.body).',
      spec: { ...shopPage(catalogue, 'menu_order', true), navCurrent: '/shop-jquery/' },
    },
    {
      file: 'disclaimer.html',
      route: '/disclaimer/',
      note: 'A plain content page (post 22000): only the header cart; its count and mini-cart must match the shop after adding there.',
      spec: disclaimerPage(),
    },
    {
      file: 'cart.html',
      route: URLS.cart,
      note: 'The classic cart page: remove rows, change quantities and "Update cart"; empty the cart to see the empty message.',
      spec: cartPage(catalogue),
    },
    {
      file: CHECKOUT_FIXTURE.file,
      route: CHECKOUT_FIXTURE.route,
      note: 'The classic checkout: add something first. Login toggle (demo / lumen-demo), coupon toggle (try summer10), country or payment method change refreshes the order review after 2 s, place order with missing fields lists the errors, a full order ends on the order received page.',
      spec: checkoutPage(),
    },
    {
      file: 'shop-drawer.html',
      route: '/shop-drawer/',
      note: 'The shop with the theme setting "open the cart drawer after add to cart": each add opens the drawer; change quantities, add a coupon, a note, estimate shipping there.',
      spec: { ...shopPage(catalogue), navCurrent: '/shop-drawer/', addToCartBehaviour: 'open_cart_drawer' },
    },
    {
      file: `product-${simple.slug}.html`,
      route: permalink(simple),
      note: 'A simple product on sale: change the quantity and add to cart; without JavaScript the form posts and shows a notice.',
      spec: productPage(catalogue, simple),
    },
    {
      file: `product-${variable.slug}.html`,
      route: permalink(variable),
      note: 'A variable product (format × licence): choose options, see price/stock/image switch, clear, add a variation. Gallery: thumbnails, arrow keys, hover zoom, the zoom button’s lightbox, a video slide; Capture One has its own slides. Licence chart modal, share buttons (popup + count), a view recorded 3 s after load.',
      spec: productPage(catalogue, variable),
    },
    ...PRODUCT_FORM_FIXTURES.map(([slug, note]) => {
      const product = requireProduct(catalogue, slug);
      return { file: `product-${slug}.html`, route: permalink(product), note, spec: productPage(catalogue, product) };
    }),
    {
      file: 'productx.html',
      route: '/productx/',
      note: 'ProductX blocks: the filter block (search, category with show more, status, rating, price, sorting; chips, Clear All) narrows the load-more and the paginated grid; load more to the last page; pagination 1 → 4 → last and back; category tabs with arrow keys.',
      spec: productxPage(catalogue),
    },
    {
      file: 'search-block.html',
      route: '/search-block/',
      note: 'ProductX search blocks: type 3+ letters ("lightroom", a SKU like "LP-", a category), pick a category alone, More results / Less results, clear; the second block sends the form to the search page.',
      spec: searchBlockPage(catalogue),
    },
    ...accountFixturePages(),
    BUILDER_FIXTURE,
    {
      ...CAROUSEL_FIXTURE,
      note: 'Carousels: pagination styles 02–10 (next/prev change the text), custom navigations by id, centered marks (resize), fade, a locked one, a product carousel that pauses on hover, the builder image carousel (named arrows, dots), one far below the fold that starts near the viewport.',
      spec: carouselPage(),
    },
  ];
}
