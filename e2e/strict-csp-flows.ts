/**
 * The e2e flows the strict-CSP project runs again against the backend's strict mode (issue 18):
 * together they hydrate and drive every island kind — every fixture page at load (csp.spec's walk: all
 * islands that start at load, idle or in view, none failed; pages.spec's axe run timed out on /carousels/ and
 * /productx/ in this mode, left out), the money path and the drawer, the product form,
 * gallery and lightboxes, quick view, wishlist, the popup search (csp.spec; search.spec rewrites the inline
 * config, which this mode serves as a file), ProductX's controls, the
 * theme's chrome, account modals and notices, the checkout, tracking — plus csp.spec's own walk.
 * The whole suite twice would add ≈ 7.5 min of CI; these add ≈ 4 min (README, "Security").
 */
export const STRICT_CSP_FLOWS = [
  'csp.spec.ts',
  'add-to-cart.spec.ts',
  'product-form.spec.ts',
  'product-media.spec.ts',
  'quick-view.spec.ts',
  'wishlist.spec.ts',
  'content-lightbox.spec.ts',
  'site-account.spec.ts',
  'site-notices.spec.ts',
  'checkout.spec.ts',
];
