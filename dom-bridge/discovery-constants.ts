/**
 * ProductX's (wopb) listing markup (issue 13): the grids' load more, numbered pagination and
 * category tabs, and the filter block, spelled once. Only the discovery islands import this
 * module (not the entry). What the claims claim by is in discovery-claims.ts: the group's chunk
 * carries only that, and no island chunk imports from it (that would make the group's chunk export
 * a namespace object and pull the bundler's runtime helper into every shop page).
 */

export const DISCOVERY_SELECTORS = {
  /** A grid block: the wrapper around its heading and content. */
  block: '.wopb-block-wrapper',
  mainContent: '.wopb-wrapper-main-content',
  items: '.wopb-block-items-wrap',
  item: '.wopb-block-item',
  insertBefore: '.wopb-loadmore-insert-before',
  itemLink: '.wopb-block-title a',
  pageList: 'ul.wopb-pagination',
  tabLink: 'li.filter-item > a[data-taxonomy]',
} as const;

export const DISCOVERY_ATTRS = {
  blockId: 'data-blockid',
  blockName: 'data-blockname',
  postId: 'data-postid',
  pages: 'data-pages',
  pageNum: 'data-pagenum',
  paged: 'data-paged',
  filterAttributes: 'data-filter-attributes',
  builder: 'data-builder',
  archiveBuilder: 'data-archive-builder',
  searchBlock: 'data-search-block',
  current: 'data-current',
  taxType: 'data-taxtype',
  taxonomy: 'data-taxonomy',
  currentUrl: 'data-current-url',
  blockTarget: 'data-block-target',
} as const;

export const DISCOVERY_CLASSES = {
  loading: 'wopb-loading-active',
  disabled: 'wopb-disable',
  activePage: 'pagination-active',
  activeTab: 'filter-active',
  retry: 'shop-islands-retry',
} as const;

/** ProductX's flexmenu over the tabs (§9 "Overflow menu: threshold 2, cutoff 2, labels 'More' / 'Menu'"). */
export const TABS_OVERFLOW = {
  /** With this many tabs or fewer nothing moves. */
  threshold: 2,
  /** When this many or fewer would stay outside the popup, all of them move. */
  cutoff: 2,
  more: 'More',
  all: 'Menu',
  /** The list names its button (`data-name="More"`). */
  nameAttr: 'data-name',
  viewMore: 'flexMenu-viewMore',
  button: 'flexMenu-viewMore-button',
  popup: 'flexMenu-popup',
} as const;

/** The filter block's parts. */
export const FILTER_SELECTORS = {
  title: '.wopb-filter-title-section',
  section: '.wopb-filter-section',
  header: '.wopb-filter-header',
  body: '.wopb-filter-body',
  slug: 'input.wopb-filter-slug',
  search: '.wopb-filter-search-input',
  term: '.wopb-filter-tax-term-input',
  status: '.wopb-status-input',
  rating: '.wopb-rating-input',
  relation: '.wopb-filter-tax-relation input:checked',
  rangeMin: '.wopb-price-range-input-min',
  rangeMax: '.wopb-price-range-input-max',
  priceMin: '.wopb-filter-price-min',
  priceMax: '.wopb-filter-price-max',
  priceSlider: '.wopb-price-range-slider',
  sorting: '.wopb-filter-sorting-input',
  chips: '.wopb-active-items',
  removeSection: '.wopb-filter-remove-section',
  removeAll: '.wopb-filter-remove-all',
  showMore: '.wopb-filter-show-more',
  showLess: '.wopb-filter-show-less',
  checkList: '.wopb-filter-check-list',
  currentPage: '.wopb-filter-current-page',
} as const;

/** §9: the page scrolls to a block above the viewport with this offset. */
export const PAGINATION_SCROLL_OFFSET = 50;
/** §9 "Listing, search and filters": 3 centre pages. */
export const PAGINATION_CENTRE_PAGES = 3;
/** Pause after typing in the filter's search field before asking (the add-on's keyup, debounced here). */
export const FILTER_SEARCH_DEBOUNCE_MS = 500;

/** §8: the console line of a failed block call, verbatim; also shown to the shopper (the add-on shows nothing). */
export const BLOCK_FAILURE_TEXT = 'Error occured.please try again';

/** ProductX's deal countdown: the end in `data-date`, one counter per unit. */
export const DEAL_SELECTORS = {
  days: '.wopb-deals-counter-days',
  hours: '.wopb-deals-counter-hours',
  minutes: '.wopb-deals-counter-minutes',
  seconds: '.wopb-deals-counter-seconds',
} as const;

/** ProductX's product slider (§9 "product-block slider"). */
export const SLIDER_SELECTORS = {
  nav: '.wopb-slick-nav',
} as const;

export const SLIDER = {
  /** Breakpoints (px) of the add-on's lg / sm / xs slides to show. */
  large: 992,
  small: 768,
  speedMs: 500,
  autoplayMs: 3000,
  /** A slider that could not start (hidden, no width) tries again once after this long. */
  retryMs: 10_000,
} as const;
