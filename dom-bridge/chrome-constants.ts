/**
 * The theme's header chrome (§2 "Site chrome", §9 "Timing and layout"): the header, its menus,
 * the top bar, the mobile menu drawer, the switchers and the preloader, spelled once. Only the
 * chrome islands import this module; what their claims select by is chrome-claims.ts.
 */

export const CHROME = {
  headerInner: '.page-header-inner',
  headerPlaceholder: '.page-header-place-holder',
  menu: '.menu__container',
  /** A menu item with a sub-menu of its own (§2 mega-menus and drop-downs). */
  parentItem: 'li.menu-item-has-children',
  /** Columns of a mega-menu are always shown while the mega-menu is open. */
  megaMenu: '.mega-menu',
  topBarMore: '.top-bar-more',
  mobileMenuClose: '.page-close-mobile-menu',
  mobileMenuPanel: '.page-mobile-main-menu-inner',
  mobileMenuTab: '[role="tab"]',
  mobileSubMenuToggle: '.toggle-sub-menu',
  mobileSubMenu: '.sub-menu',
  switcherList: '.switcher-list',
} as const;

export const CHROME_CLASSES = {
  /** An open menu item (its sub-menu shown). */
  open: 'is-open',
  current: 'current-menu-item',
  currentAncestor: 'current-menu-ancestor',
  /** The 'More' / 'Menu' item the overflow menu adds. */
  overflowItem: 'menu-item-overflow',
  pinned: 'header-pinned',
  topBarExpanded: 'top-bar-expanded',
  drawerOpen: 'page-mobile-menu-opened',
  switcherOpen: 'switcher-open',
} as const;

/** §9 "Timing and layout". */
export const CHROME_TIMING = {
  menuShowMs: 0,
  menuHideMs: 150,
  tapOutsideCloseMs: 350,
  stickyToggleMs: 200,
  preloaderMs: 2000,
  /** The drawer's sub-menus slide open and shut (§9: sub-menus 250–300 ms). */
  subMenuSlideMs: 250,
  /** The top bar's collapse and expand (§9 gives no time of its own: the sub-menus' and accordions' 250–300 ms). */
  topBarSlideMs: 300,
} as const;

/** §9: the overflow menu's threshold and cutoff, and its two labels. */
export const OVERFLOW = { threshold: 2, cutoff: 2, more: 'More', all: 'Menu' } as const;

/** §9: the mobile menu drawer is used at or below this width. */
export const MOBILE_MENU_MAX_WIDTH = 1199;
/** §9: the top bar's collapsed height. */
export const TOP_BAR_COLLAPSED_PX = 26;
