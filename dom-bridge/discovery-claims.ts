/**
 * What the discovery claim group claims by (src/claims/discovery.ts): ProductX's blocks and the
 * platform's archive controls. Apart from the islands' names (discovery-constants.ts,
 * the islands' own modules) because the group chunk loads with every shop page: it carries only these.
 */
export const DISCOVERY_CLAIMS = {
  loadMore: '.wopb-loadmore-action[data-blockid]',
  pagination: '.wopb-pagination-wrap[data-blockid]',
  tabs: '.wopb-filter-wrap[data-blockid]',
  filter: '.wopb-filter-block[data-block-target]',
  deal: '.wopb-product-deals[data-date]',
  slider: '.wopb-product-blocks-slide',
  /** ProductX's slider add button: its action area carries the product (`data-postid`, §4 "In a slider"). */
  sliderAdd: '.wopb-cart-action[data-postid] > a.wopb-add-to-cart',
  /** The platform's sort form; its select submits it on change (woocommerce.js did). */
  ordering: 'form.woocommerce-ordering',
  resultCount: '.woocommerce-result-count',
  categoriesWidget: '.widget_product_categories',
  /** The shop's sidebar of filters: archive pages only (the platform's body classes). */
  sidebar: '.post-type-archive-product #secondary,.tax-product_cat #secondary,.tax-product_tag #secondary',
  /** The button the theme prints to open the sidebar on narrow screens. */
  filtersToggle: '.shop-filters-toggle',
  /** ProductX's product search block (issue 14). */
  searchBlock: '.wopb-product-search-block',
  /** ProductX's quick-view trigger, on its grid cards and on the platform's archive cards (issue 25). */
  quickView: '.wopb-quickview-btn[data-postid]',
  /** ProductX's flip image: a card's second image, shown while the card is hovered or focused (issue 25). */
  flipImage: 'img.wopb-flip-image',
  /** The cards a flip image sits in: a pointer or focus entering one wakes the flip images. */
  flipCard: '.wopb-block-item,li.product',
} as const;
