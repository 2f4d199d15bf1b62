/** What the claim selects by: loaded with the Storefront claim group at page load (selectors.ts has the rest). */

/** The theme's sticky add-to-cart bar (storefront_sticky_single_add_to_cart()), on product pages. */
export const STICKY_BAR = '.storefront-sticky-add-to-cart';
