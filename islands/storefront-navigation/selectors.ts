/**
 * The Storefront theme's header markup and the classes its stylesheet reads (storefront_primary_navigation(),
 * storefront_header_cart(), style.css), for the island's chunk; what the claim selects by is in claims.ts.
 */

/** The theme's masthead: around the navigation, the other menus and the header cart, whose dropdowns open on focus too. */
export const SITE_HEADER = '.site-header';

export const NAV = {
  /** The menu a wide screen shows; with no menu assigned, WordPress's page list (`div.menu > ul`). */
  firstMenu: 'ul',
  handheld: '.handheld-navigation',
  /** A handheld item's link that has a sub-menu under it (wp_nav_menu's and wp_page_menu's classes). */
  handheldParentLink: '.menu-item-has-children > a, .page_item_has_children > a',
  /** What the toggle shows and hides on a narrow screen: every menu container beside it. */
  collapsible: ':scope > :not(.menu-toggle)',
} as const;

export const HEADER = {
  cart: '.site-header-cart',
  cartLink: 'a.cart-contents',
  /** A dropdown: a list under a menu item, or the header cart's mini-cart. */
  dropdown: 'li > ul, .site-header-cart .widget_shopping_cart',
  /** Links the first touch on a wide touch screen may hold back to open their dropdown. */
  menuLink: 'li > a',
  /** Dropdowns whose hiding the stylesheet switches to display:none on touch screens. */
  touchDropdowns: 'ul ul, .site-header-cart .widget_shopping_cart',
} as const;

export const CLASSES = {
  toggled: 'toggled',
  navMenu: 'nav-menu',
  /** On a menu item (and the header cart) whose dropdown is open by focus or a first touch. */
  focus: 'focus',
  /** On a link whose first touch opened its dropdown: the next touch follows it. */
  blocked: 'blocked',
  touch: 'sub-menu--is-touch-device',
  dropdownToggle: 'dropdown-toggle',
  toggledOn: 'toggled-on',
  screenReaderText: 'screen-reader-text',
  /** On a handheld item holding the current page: its sub-menu starts open. */
  currentAncestor: 'current-menu-ancestor',
} as const;

/** The theme's localized names of the handheld sub-menu buttons (printed when a handheld menu is assigned). */
export const TEXTS_GLOBAL = 'storefrontScreenReaderText';
export const DEFAULT_TEXTS = { expand: 'Expand child menu', collapse: 'Collapse child menu' } as const;

/** Below this width the theme's stylesheet shows the handheld menu, so a touch screen narrower is not a tablet. */
export const TOUCH_DROPDOWN_MIN_WIDTH = 768;
