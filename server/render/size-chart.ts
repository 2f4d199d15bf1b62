/**
 * ProductX's size chart on a product page (its SizeChart addon, modal display):
 * the opener, then the modal with the chart's title, close control and table.
 * Where ProductX prints `<span>` controls, these are `<button>`s, so the chart is
 * reachable by keyboard before any script runs.
 */
import type { Product } from '../catalogue.ts';
import { productMedia } from '../product-media.ts';
import { escHtml } from '../formatting/escape.ts';

const CLOSE_ICON =
  '<svg width="24" height="24" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false"><path d="M18 6 6 18M6 6l12 12" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** The size-chart opener and modal, or '' when the product has no chart. */
export function sizeChart(product: Product): string {
  const chart = productMedia(product).sizeChart;
  if (!chart) return '';
  const rows = chart.rows
    .map(
      (row, r) =>
        `<tr class="wopb-sc-table-row">${row.map((cell) => `<td class="${r === 0 ? 'wopb-sc-head-col' : ''}">${escHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  return (
    `<div class="wopb-chart-btn-wrapper"><button type="button" id="wopb-chart-modal-btn">${escHtml(chart.button)}</button></div>` +
    `<div class="wopb-size-chart-wrapper wopb-size-chart-modal">` +
    `<div class="wopb-chart-modal-content">` +
    `<div class="wopb-sc-title">${escHtml(chart.title)} <button type="button" class="wopb-chart-modal-close" aria-label="Close">${CLOSE_ICON}</button></div>` +
    `<div class="wopb-chart-body"><div class="wopb-sc-table wopb-scrollbar wopb-heading-row"><table>${rows}</table></div></div>` +
    `</div></div>\n`
  );
}
