/** What the claim selects by: loaded with the Storefront claim group at page load, so only these names (selectors.ts has the rest). */

/** The theme's primary navigation (storefront_primary_navigation()): the menus and the handheld menu's toggle. */
export const NAVIGATION = '#site-navigation';
/** The handheld menu's toggle. */
export const MENU_TOGGLE = '.menu-toggle';
