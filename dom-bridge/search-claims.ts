/**
 * What the popup search claims and wakes on (issue 14), in the chrome claim group. Apart from the
 * island's other names (search-constants.ts) because the group chunk loads with every page of the
 * theme: it carries only these. (The search block's claim is in discovery-claims.ts.)
 */
export const SEARCH_CLAIMS = {
  popup: '#popup-search',
  /** The search icons that open the popup from anywhere on the page (§2): the theme's, and the header chrome's. */
  opener: '.page-open-popup-search,.search-trigger',
  /** The header's search form: its field, its submit button and its category dropdown placeholder each open the popup. */
  headerSearch: '.header-search-form',
} as const;

/** Every control outside the popup that opens it: the interaction strategy's trigger before the island is live. */
export const POPUP_SEARCH_TRIGGERS = `${SEARCH_CLAIMS.opener},${SEARCH_CLAIMS.headerSearch}`;
