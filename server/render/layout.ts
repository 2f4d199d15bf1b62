/**
 * The page chrome every page shares (Storefront's header with the cart menu,
 * breadcrumb, content area, optional sidebar, footer) and the platform's
 * config globals. The parts that differ per visitor are produced by the
 * `*Region` functions below, so the server can swap them into a static
 * fixture page and get exactly what a fresh render would print.
 */
import { FRAGMENTS_HASH, SITE_NAME, URLS } from '../site.ts';
import type { Crumb, PageSpec, VisitorState } from '../views.ts';
import { escAttr, escHtml, escUrl, jsonForScript } from '../formatting/escape.ts';
import { cartDrawerShell } from './cart-drawer.ts';
import { cartShortcode } from './cart-page.ts';
import { bodyTag, cartScriptsRegion, storeNoticeRegion } from './cart-regions.ts';
import { cartContentsLink, footerCartContentsLink } from './header-cart.ts';
import { noticesArea } from './notices.ts';
import { headerSearch, popupSearch } from './popup-search.ts';
import { siteHeader } from './site-header.ts';
import { siteAccount } from './site-account.ts';
import { WISHLIST_POPUP_SHELL, wishlistMenuItem, wishlistVarsScript } from './wishlist.ts';
import { staticTrackingHead, trackingProductParams } from './tracking-snippets.ts';

// ---- Visitor regions ------------------------------------------------------------

export function headerCartRegion(visitor: VisitorState): string {
  return cartContentsLink(visitor.cart);
}

export function footerCartRegion(visitor: VisitorState): string {
  return footerCartContentsLink(visitor.cart);
}

export function noticesRegion(visitor: VisitorState): string {
  return noticesArea(visitor.notices);
}

/** WordPress core's wp-api-request localisation, carrying the REST nonce. */
export function apiSettingsRegion(visitor: VisitorState): string {
  const settings = { root: URLS.restRoot, nonce: visitor.restNonce, versionString: 'wp/v2/' };
  return `<script id="wp-api-request-js-extra">\nvar wpApiSettings = ${jsonForScript(settings)};\n//# sourceURL=wp-api-request-js-extra\n</script>`;
}

/** The wishlist add-on's `woosw_vars`, with the visitor's nonce and the page's settings. */
export function wishlistVarsRegion(spec: PageSpec, visitor: VisitorState): string {
  return wishlistVarsScript({ nonce: visitor.wooswNonce ?? '', ...spec.wishlist });
}

export function cartPageRegion(visitor: VisitorState): string {
  return cartShortcode(visitor);
}

// ---- Chrome ---------------------------------------------------------------------

function localizedScript(id: string, name: string, value: unknown): string {
  return `<script id="${id}">\nvar ${name} = ${jsonForScript(value)};\n//# sourceURL=${id}\n</script>\n`;
}

/** The platform's config globals, exactly the keys the captures show. */
export function configScripts(isCart: boolean): string {
  return (
    localizedScript('wc-add-to-cart-js-extra', 'wc_add_to_cart_params', {
      ajax_url: URLS.adminAjax,
      wc_ajax_url: URLS.wcAjax,
      i18n_view_cart: 'View cart',
      cart_url: URLS.cart,
      is_cart: isCart ? '1' : '',
      cart_redirect_after_add: 'no',
    }) +
    localizedScript('woocommerce-js-extra', 'woocommerce_params', {
      ajax_url: URLS.adminAjax,
      wc_ajax_url: URLS.wcAjax,
      i18n_password_show: 'Show password',
      i18n_password_hide: 'Hide password',
    }) +
    localizedScript('wc-cart-fragments-js-extra', 'wc_cart_fragments_params', {
      ajax_url: URLS.adminAjax,
      wc_ajax_url: URLS.wcAjax,
      cart_hash_key: `wc_cart_hash_${FRAGMENTS_HASH}`,
      fragment_name: `wc_fragments_${FRAGMENTS_HASH}`,
      request_timeout: '5000',
    })
  );
}

/** Variable product pages also get the variation form's texts. */
export const VARIATION_PARAMS_SCRIPT = localizedScript('wc-add-to-cart-variation-js-extra', 'wc_add_to_cart_variation_params', {
  wc_ajax_url: URLS.wcAjax,
  i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
  i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
  i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
  i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
});

/** How an integrator's page loads jQuery (only the jQuery test page does). */
export const JQUERY_SCRIPT = `<script src="${URLS.jquery}" id="jquery-core-js"></script>\n`;

const NAV: Array<[string, string]> = [
  [URLS.home, 'Home'],
  [URLS.shop, 'Shop'],
  [URLS.cart, 'Cart'],
  ['/disclaimer/', 'Disclaimer'],
];

function navigation(current: string): string {
  const items = NAV.map(([href, label]) => {
    const isCurrent = href === current;
    return `<li class="page_item${isCurrent ? ' current_page_item' : ''}"><a href="${href}"${isCurrent ? ' aria-current="page"' : ''}>${label}</a></li>`;
  }).join('\n');
  return (
    `\t\t<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation">\n` +
    `\t\t\t<div class="menu"><ul>\n${items}\n${wishlistMenuItem(0)}\n</ul></div>\n\t\t</nav><!-- #site-navigation -->\n`
  );
}

function breadcrumb(crumbs: Crumb[]): string {
  const parts = crumbs.map((c) => (c.href ? `<a href="${escUrl(c.href)}">${escHtml(c.label)}</a>` : escHtml(c.label)));
  return `\t<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="breadcrumbs">${parts.join('<span class="breadcrumb-separator"> / </span>')}</nav></div></div>\n`;
}

function header(spec: PageSpec, visitor: VisitorState): string {
  return (
    `\t<header id="masthead" class="site-header" role="banner">\n\n` +
    `\t\t<div class="col-full">\t\t<a class="skip-link screen-reader-text" href="#site-navigation">Skip to navigation</a>\n` +
    `\t\t<a class="skip-link screen-reader-text" href="#content">Skip to content</a>\n` +
    `\t\t\t\t<div class="site-branding">\n` +
    `\t\t\t<div class="beta site-title"><a href="${URLS.home}" rel="home">${escHtml(SITE_NAME)}</a></div>\t\t</div>\n` +
    headerSearch() +
    `\t\t\t</div><div class="storefront-primary-navigation"><div class="col-full">` +
    navigation(spec.navCurrent) +
    `\t\t\t\t<ul id="site-header-cart" class="site-header-cart menu">\n` +
    `\t\t\t<li class="${spec.isCart ? 'current-menu-item' : ''}">\n\t\t\t\t${headerCartRegion(visitor)}\t\t\t</li>\n` +
    `\t\t\t<li>\n\t\t\t\t<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>\t\t\t</li>\n` +
    `\t\t</ul>\n\t\t\t</div></div>\n\t</header><!-- #masthead -->\n\n`
  );
}

function sidebar(widgets = ''): string {
  // The platform's cart widget prints an empty placeholder; cart fragments fill it.
  return (
    `<div id="secondary" class="widget-area" role="complementary">\n` +
    widgets +
    `\t<div id="woocommerce_widget_cart-2" class="widget woocommerce widget_shopping_cart"><h2 class="widgettitle">Cart</h2>` +
    `<div class="widget_shopping_cart_content"></div></div>\n</div><!-- #secondary -->\n`
  );
}

function footer(visitor: VisitorState): string {
  const year = 2026;
  return (
    `\t<footer id="colophon" class="site-footer" role="contentinfo">\n\t\t<div class="col-full">\n\n` +
    `\t\t\t\t\t<div class="site-info">\n\t\t\t&copy; ${escHtml(SITE_NAME)} ${year}\n` +
    `\t\t\t\t\t\t\t<br />\n\t\t\t\tDigital presets; files are delivered by download link after checkout.\t\t\t\t\t</div><!-- .site-info -->\n` +
    `\t\t\t\t<div class="storefront-handheld-footer-bar">\n\t\t\t<ul class="columns-1">\n` +
    `\t\t\t\t\t\t\t\t\t<li class="cart">\n\t\t\t\t\t\t${footerCartRegion(visitor)}\t\t\t\t\t</li>\n` +
    `\t\t\t\t\t\t\t</ul>\n\t\t</div>\n\t\t\n\t\t</div><!-- .col-full -->\n\t</footer><!-- #colophon -->\n\n`
  );
}

/** The marker comment every generated file starts with. */
export const GENERATED_MARK = '<!-- generated by server/build-fixtures.ts -->';

/** A whole HTML document for `spec` as `visitor` sees it. */
export function renderDocument(spec: PageSpec, visitor: VisitorState): string {
  const title = spec.title ? `${escHtml(spec.title)} &#8211; ${escHtml(SITE_NAME)}` : escHtml(SITE_NAME);
  return (
    `${GENERATED_MARK}\n<!doctype html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<title>${title}</title>\n` +
    `<link rel='stylesheet' id='shop-islands-fixture-css' href='${escAttr(URLS.stylesheet)}' media='all' />\n` +
    (spec.headExtra ?? '') +
    configScripts(spec.isCart) +
    `${apiSettingsRegion(visitor)}\n` +
    cartScriptsRegion(spec, visitor) +
    wishlistVarsRegion(spec, visitor) +
    staticTrackingHead() +
    `<link rel="https://api.w.org/" href="${URLS.restRoot}" />\n` +
    `</head>\n\n${bodyTag(spec, visitor)}\n\n${storeNoticeRegion(visitor)}\n\n<div id="page" class="hfeed site">\n\t\n` +
    siteHeader(spec.navCurrent === '/disclaimer/', visitor) +
    header(spec, visitor) +
    breadcrumb(spec.breadcrumb) +
    `\t<div id="content" class="site-content" tabindex="-1">\n\t\t<div class="col-full">\n\n` +
    `\t\t${noticesRegion(visitor)}\t\t<div id="primary" class="content-area">\n` +
    `\t\t\t<main id="main" class="site-main" role="main">\n${spec.main(visitor)}\t\t\t</main><!-- #main -->\n` +
    `\t\t</div><!-- #primary -->\n\n\t\t\n` +
    (spec.sidebar ? sidebar(spec.sidebarWidgets) : '') +
    `\n\t\t</div><!-- .col-full -->\n\t</div><!-- #content -->\n\n\t\n` +
    footer(visitor) +
    `\t\n</div><!-- #page -->\n\n` +
    siteAccount(spec, visitor) +
    popupSearch() +
    cartDrawerShell() +
    `${WISHLIST_POPUP_SHELL}\n` +
    `\t<script>\n\t\t(function () {\n\t\t\tvar c = document.body.className;\n\t\t\tc = c.replace(/woocommerce-no-js/, 'woocommerce-js');\n\t\t\tdocument.body.className = c;\n\t\t})();\n\t</script>\n` +
    (spec.footerExtra ?? '') +
    trackingProductParams(spec) +
    `<script type="module" src="${URLS.bundle}"></script>\n</body>\n</html>\n`
  );
}
