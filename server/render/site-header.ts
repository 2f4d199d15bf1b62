/**
 * The theme's header chrome on every page (issue 15, §2 "Site chrome"): the preloader, the top bar
 * with the language and currency switchers, the header with its mega-menu (three levels), a long
 * menu that overflows under 'More', the search trigger, account and cart icons, and the mobile menu
 * drawer. The theme's markup is not captured: it follows the spec's ids and classes in WordPress's
 * nav-menu style. The Storefront header (its cart menu and mini-cart) stays as it is, after this.
 */
import { URLS } from '../site.ts';
import type { VisitorState } from '../views.ts';
import { escAttr, escHtml } from '../formatting/escape.ts';

export const SITE_HEADER_STYLESHEET = '/fixtures-html/assets/site-header.css';

/** A menu entry: a link, optionally with children (a sub-menu) or columns (a mega-menu). */
interface MenuEntry {
  label: string;
  href: string;
  children?: readonly MenuEntry[];
  mega?: boolean;
}

const category = (slug: string, label: string): MenuEntry => ({ label, href: `/product-category/${slug}/` });
const product = (slug: string, label: string): MenuEntry => ({ label, href: `/product/${slug}/` });

/** Three levels: Shop → columns → products; Pages → Legal → Disclaimer. */
const MAIN_MENU: readonly MenuEntry[] = [
  { label: 'Home', href: URLS.home },
  {
    label: 'Shop',
    href: URLS.shop,
    mega: true,
    children: [
      {
        label: 'Presets',
        href: '/product-category/lightroom-presets/',
        children: [
          product('golden-hour-lightroom-pack', 'Golden Hour Pack'),
          product('cinematic-teal-orange-pack', 'Cinematic Teal & Orange'),
        ],
      },
      {
        label: 'Collections',
        href: '/product-category/bundles/',
        children: [product('film-emulation-collection', 'Film Emulation'), product('street-documentary-collection', 'Street Documentary')],
      },
      {
        label: 'More to explore',
        href: '/productx/',
        children: [product('master-grading-suite', 'Master Grading Suite'), { label: 'All blocks', href: '/productx/' }],
      },
    ],
  },
  {
    label: 'Pages',
    href: '#',
    children: [
      { label: 'Cart', href: URLS.cart },
      { label: 'Checkout', href: URLS.checkout },
      { label: 'Legal', href: '#', children: [{ label: 'Disclaimer', href: '/disclaimer/' }] },
    ],
  },
  category('lightroom-presets', 'Lightroom'),
  category('capture-one-styles', 'Capture One'),
  category('photoshop-actions', 'Photoshop'),
  category('mobile-presets', 'Mobile'),
  category('prints-accessories', 'Prints'),
  { label: 'Wishlist', href: '/wishlist/' },
  { label: 'Journal', href: '/journal/' },
  { label: 'Tutorials', href: '/tutorials/' },
  { label: 'Licences', href: '/licences/' },
  { label: 'Gift cards', href: '/gift-cards/' },
  { label: 'About us', href: '/about/' },
  { label: 'Contact', href: '/contact/' },
];

/** The drawer's second menu set. */
const CATEGORY_MENU: readonly MenuEntry[] = [
  category('lightroom-presets', 'Lightroom Presets'),
  category('capture-one-styles', 'Capture One Styles'),
  { label: 'Bundles', href: '/product-category/bundles/', children: [product('film-emulation-collection', 'Film Emulation')] },
];

let subMenuIds = 0;

function link(entry: MenuEntry): string {
  return `<a href="${escAttr(entry.href)}"><span class="menu-item-title">${escHtml(entry.label)}</span></a>`;
}

/** A desktop menu item; a mega-menu's columns are items of its one sub-menu. */
function menuItem(entry: MenuEntry): string {
  if (!entry.children) return `<li class="menu-item">${link(entry)}</li>`;
  const classes = `menu-item menu-item-has-children${entry.mega ? ' has-mega-menu' : ''}`;
  const sub = entry.children.map(menuItem).join('');
  const subMenu = entry.mega
    ? `<div class="sub-menu mega-menu"><ul class="mega-menu-columns">${sub}</ul></div>`
    : `<ul class="sub-menu">${sub}</ul>`;
  return `<li class="${classes}">${link(entry)}${subMenu}</li>`;
}

/** A drawer item: sub-menus collapse behind a toggle button. */
function drawerItem(entry: MenuEntry): string {
  if (!entry.children) return `<li class="menu-item">${link(entry)}</li>`;
  const id = `mobile-sub-menu-${++subMenuIds}`;
  const toggle = `<button type="button" class="toggle-sub-menu" aria-expanded="false" aria-controls="${id}"><span class="screen-reader-text">${escHtml(entry.label)} sub-menu</span></button>`;
  return `<li class="menu-item menu-item-has-children">${link(entry)}${toggle}<ul id="${id}" class="sub-menu" hidden>${entry.children.map(drawerItem).join('')}</ul></li>`;
}

interface SwitcherChoice {
  label: string;
  query: string;
  current?: boolean;
}

function switcher(kind: 'language' | 'currency', label: string, choices: readonly SwitcherChoice[]): string {
  const current = choices.find((choice) => choice.current) ?? choices[0]!;
  const items = choices
    .map(
      (choice) =>
        `<li><a href="?${escAttr(choice.query)}"${choice.current ? ' aria-current="true"' : ''}>${escHtml(choice.label)}</a></li>`,
    )
    .join('');
  return (
    `<div class="switcher switcher-${kind}" data-switcher="${kind}">` +
    `<button type="button" class="switcher-toggle" aria-expanded="false" aria-controls="switcher-${kind}-list">` +
    `<span class="screen-reader-text">${escHtml(label)}: </span>${escHtml(current.label)}</button>` +
    `<ul id="switcher-${kind}-list" class="switcher-list" aria-label="${escAttr(label)}" hidden>${items}</ul></div>`
  );
}

function topBar(): string {
  return (
    `<div id="page-top-bar" class="page-top-bar">` +
    `<div class="top-bar-row"><p class="top-bar-text">Instant download links after checkout</p>` +
    switcher('language', 'Language', [
      { label: 'English', query: 'lang=en', current: true },
      { label: 'Français', query: 'lang=fr' },
      { label: 'Deutsch', query: 'lang=de' },
    ]) +
    switcher('currency', 'Currency', [
      { label: 'USD', query: 'currency=USD', current: true },
      { label: 'EUR', query: 'currency=EUR' },
      { label: 'GBP', query: 'currency=GBP' },
    ]) +
    `<button type="button" class="top-bar-toggle" aria-expanded="false" aria-controls="page-top-bar-more">` +
    `<span class="screen-reader-text">More shop information</span></button></div>` +
    `<div id="page-top-bar-more" class="top-bar-more" inert><p>Questions? <a href="/contact/">Contact us</a> · Licences are per photographer.</p></div></div>`
  );
}

/**
 * The header's account icon, a visitor region: a guest's carries the theme's `.open-modal-login`
 * (the login modal opens; without script the link leads to my-account), a logged-in visitor's is the
 * plain link to my-account, as the theme prints them.
 */
export function headerAccountRegion(visitor: VisitorState): string {
  const opensLogin = visitor.loggedIn ? '' : ' open-modal-login';
  return `<a class="header-icon header-account${opensLogin}" href="/my-account/" aria-label="My account"><span aria-hidden="true">☺</span></a>`;
}

function headerIcons(visitor: VisitorState): string {
  return (
    `<div class="header-icons">` +
    `<button type="button" class="header-icon search-trigger" aria-label="Search"><span aria-hidden="true">⌕</span></button>` +
    headerAccountRegion(visitor) +
    `<a class="header-icon header-cart" href="${URLS.cart}" aria-label="Cart"><span aria-hidden="true">🛒</span></a>` +
    `</div>`
  );
}

function header(centredLogo: boolean, visitor: VisitorState): string {
  const branding = `<div class="branding"><a href="${URLS.home}" rel="home">Lumen</a></div>`;
  return (
    `<div id="page-header" class="page-header${centredLogo ? ' header-logo-centred' : ''}" data-sticky="1">` +
    `<div class="page-header-place-holder"></div><div id="page-header-inner" class="page-header-inner"><div class="header-wrap">` +
    `<button type="button" class="page-open-mobile-menu" aria-controls="page-mobile-main-menu" aria-expanded="false" aria-label="Open the menu"><span aria-hidden="true">☰</span></button>` +
    branding +
    `<nav id="page-navigation" class="page-navigation" aria-label="Main menu"><ul id="menu-primary" class="menu__container">${MAIN_MENU.map(menuItem).join('')}</ul></nav>` +
    headerIcons(visitor) +
    `</div></div></div>`
  );
}

function mobileDrawer(): string {
  subMenuIds = 0;
  return (
    `<div id="page-mobile-main-menu" class="page-mobile-main-menu">` +
    `<div class="page-mobile-main-menu-inner" role="dialog" aria-modal="true" aria-label="Menu">` +
    `<div class="page-mobile-menu-header"><button type="button" class="page-close-mobile-menu" aria-label="Close the menu"><span aria-hidden="true">×</span></button></div>` +
    `<div class="page-mobile-menu-tabs" role="tablist" aria-label="Menus">` +
    `<button type="button" role="tab" id="mobile-tab-main" aria-selected="true" aria-controls="mobile-panel-main">Menu</button>` +
    `<button type="button" role="tab" id="mobile-tab-categories" aria-selected="false" aria-controls="mobile-panel-categories" tabindex="-1">Categories</button></div>` +
    `<div id="mobile-panel-main" role="tabpanel" aria-labelledby="mobile-tab-main"><ul class="menu__container">${MAIN_MENU.map(drawerItem).join('')}</ul></div>` +
    `<div id="mobile-panel-categories" role="tabpanel" aria-labelledby="mobile-tab-categories" hidden><ul class="menu__container">${CATEGORY_MENU.map(drawerItem).join('')}</ul></div>` +
    `<div class="page-mobile-menu-footer"><button type="button" class="button search-trigger">Search the shop</button></div>` +
    `</div></div>`
  );
}

/**
 * The whole chrome before the Storefront header. `centredLogo`: the theme's centred-logo layout
 * (the disclaimer page shows it, so the sticky header is tested with both layouts).
 */
export function siteHeader(centredLogo: boolean, visitor: VisitorState): string {
  return (
    `<link rel="stylesheet" id="site-header-css" href="${SITE_HEADER_STYLESHEET}" media="all" />\n` +
    `<div id="page-preloader" class="page-loading" aria-hidden="true"><div class="page-load-inner"></div></div>\n` +
    `${topBar()}\n${header(centredLogo, visitor)}\n${mobileDrawer()}\n`
  );
}
