/**
 * The theme's popup search (`#popup-search`) and ProductX's product search block (issue 14), spelled
 * once: the names only the islands' own chunks use. What the claims select by is in search-claims.ts.
 */

export const POPUP_SEARCH_SELECTORS = {
  inner: '.inner',
  form: 'form.search-form',
  field: '.search-field',
  select: '.search-select',
  close: '#search-popup-close',
  keywords: '.row-popular-search-keywords',
  results: '.popup-search-results',
  current: '.popup-search-current',
  grid: '.minimog-grid',
  item: '.grid-item',
  itemLink: '.grid-item a[href]:not([tabindex="-1"])',
  status: '.popup-search-status',
  /** Inside the header's search form (SEARCH_CLAIMS.headerSearch). */
  headerForm: 'form',
  headerField: '.search-field',
  /** The header's category dropdown placeholder: it opens the popup's category select (§2). */
  placeholderCategory: '#placeholder_cat_dropdown',
} as const;

export const POPUP_SEARCH_CLASSES = {
  open: 'open',
  loading: 'loading',
  loaded: 'loaded',
  fieldFocused: 'search-field-focused',
} as const;

/** §2/§9: the input is focused this long after the popup opens. */
export const POPUP_FOCUS_DELAY_MS = 300;
/** §9: the popup's typing debounce when `{theme}_params.search.delay` is not a number. */
export const POPUP_DEFAULT_DELAY_MS = 1000;
/** §5 "Search": the popup searches with more than this many characters. */
export const POPUP_MIN_CHARS_EXCLUSIVE = 2;

/** What the popup's status line says after a search (no spec text: the theme announces nothing). */
export function resultsCountText(count: number, query: string): string {
  if (count === 0) return `No products found for “${query}”.`;
  return count === 1 ? `1 product found for “${query}”.` : `${count} products found for “${query}”.`;
}

export const SEARCH_BLOCK_SELECTORS = {
  section: '.wopb-search-section',
  form: '.wopb-search-section form',
  input: '.wopb-search-input',
  clear: '.wopb-clear',
  loader: '.wopb-loader-container',
  dropdown: '.wopb-dropdown-select',
  selected: '.wopb-selected-item',
  selectedText: '.wopb-selected-text',
  options: '.wopb-select-items',
  option: '.wopb-select-items li',
  icon: '.wopb-search-icon',
  result: '.wopb-search-result',
  extended: '.wopb-search-items .wopb-search-item.wopb-extended-item',
  loadMore: '.wopb-load-more',
  less: '.wopb-less-result',
} as const;

export const SEARCH_BLOCK_ATTRS = {
  redirect: 'data-redirect',
  /** The chosen category's slug, on `.wopb-selected-text` and on each option (ProductX keeps it in `value`). */
  value: 'value',
} as const;

export const SEARCH_BLOCK_CLASSES = {
  hidden: 'wopb-d-none',
  spinning: 'wopb-spin-loader',
} as const;

/** §5 "Search": the block searches with at least this many characters (or a chosen category). */
export const BLOCK_MIN_CHARS = 3;
