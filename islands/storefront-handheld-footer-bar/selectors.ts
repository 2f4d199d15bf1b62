/** The footer bar's markup and the classes the theme's stylesheet reads, for the island's chunk (claims.ts has the claim's). */

export const FOOTER = {
  /** The search item's form box, slid above the bar while the item is `active`. */
  searchBox: '.site-search',
  searchField: 'input[type="search"], input[name="s"]',
} as const;

export const FOOTER_CLASSES = {
  /** On the search item while its form is open. */
  active: 'active',
  /** On the body while a form field outside the bar has focus: the stylesheet hides the bar on short screens (an on-screen keyboard is up). */
  inputFocused: 'sf-input-focused',
} as const;
