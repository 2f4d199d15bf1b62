/**
 * ProductX's quick view on a page (its quick_view add-on as a fresh install sets it up): the trigger
 * in a grid card's image box and the modal frame printed once in the footer. Apart from
 * wopb-quick-view.ts (the answer, which reuses the product page's renderers), so the grid renderer
 * imports this file alone.
 */
import type { Product } from '../catalogue.ts';

/** ProductX's quick-view settings as a fresh install has them. */
export const WOPB_QUICK_VIEW_SETTINGS = {
  layout: 1,
  loader: 'loader_1',
  openAnimation: 'zoom_in',
  closeAnimation: 'zoom_out',
  closeAfterCart: 'yes',
} as const;

const SETTINGS = WOPB_QUICK_VIEW_SETTINGS;

/** An eye, drawn here (ProductX prints its own icon set; only its place matters). */
const EYE =
  '<svg width="24" height="24" viewBox="0 0 24 24" fill="none"><circle cx="12" cy="12" r="3" stroke="currentColor" /><path d="M2 12c2-5 6-7 10-7s8 2 10 7c-2 5-6 7-10 7S4 17 2 12z" stroke="currentColor" /></svg>';

/** The trigger ProductX prints in a grid card's image box (its `wopb_grid_quickview`), naming the listing's ids. */
export function wopbQuickViewButton(product: Product, listIds: readonly number[]): string {
  return (
    `<div class="wopb-product-new-meta"><div\n            class="wopb-quickview-btn wopb_meta_svg_con"\n` +
    `            data-list="${listIds.join(',')}"\n            data-postid="${product.id}"\n` +
    `            data-modal_wrapper_class="wopb-quick-view-wrapper wopb-layout-${SETTINGS.layout}"\n` +
    `            data-open-animation="wopb-${SETTINGS.openAnimation}"\n            data-close-animation="wopb-${SETTINGS.closeAnimation}"\n` +
    `            data-modal-loader="${SETTINGS.loader}"\n            defaultWooPage="">` +
    `<span class="wopb-tooltip-text">${EYE}<span class="wopb-tooltip-text-left">Quick View</span></span></div></div>`
  );
}

/** The frame ProductX prints once in the footer, which its script fills (the loader it is set to inside). */
export function wopbModalFrame(): string {
  return (
    `<div class="wopb-footer-section">\t\t\t<div class="wopb-modal-wrap">\n\t\t\t\t<div class="wopb-modal-overlay"></div>\n` +
    `\t\t\t\t<div class="wopb-modal-content"></div>\n\t\t\t\t<div class="wopb-modal-loading">\n\t\t\t\t\t<div class="wopb-loading">\n` +
    `\t\t\t\t\t\t<span class="wopb-loader wopb-d-none ${SETTINGS.loader}"></span>\t\t\t\t\t</div>\n\t\t\t\t</div>\n` +
    `\t\t\t\t<div class="wopb-after-modal-content"></div>\n\t\t\t</div>\n</div>\n`
  );
}
