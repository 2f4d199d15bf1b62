/** What the claim selects by: loaded with the Storefront claim group at page load, so only these names (selectors.ts has the rest). */

/** The theme's handheld footer bar (storefront_handheld_footer_bar()): account, search and cart on narrow screens. */
export const FOOTER_BAR = '.storefront-handheld-footer-bar';
/** The search item's link, which opens the search form above the bar. */
export const SEARCH_TOGGLE = '.search > a';
/** Where a first focus wakes the bar: a form field (footer.js watched every form on the page). */
export const FORM = 'form';
