/** The platform's notice templates (notices/success.php, error.php, notice.php). */
import type { Notice } from '../db.ts';

/** Notices in queue order, errors grouped in one list as wc_print_notices() does. */
export function noticesHtml(notices: Notice[]): string {
  const errors = notices.filter((n) => n.type === 'error');
  const success = notices.filter((n) => n.type === 'success');
  const info = notices.filter((n) => n.type === 'notice');
  let html = '';
  if (errors.length) {
    html += `\t<ul class="woocommerce-error" role="alert">\n${errors.map((n) => `\t\t\t<li>\n\t\t\t${n.html}\t\t</li>\n`).join('')}\t</ul>\n`;
  }
  html += success.map((n) => `\n\t<div class="woocommerce-message" role="alert">\n\t\t${n.html}\t</div>\n`).join('');
  html += info.map((n) => `\n\t<div class="woocommerce-info" role="status">\n\t\t${n.html}\t</div>\n`).join('');
  return html;
}

/**
 * Storefront's message area above the content (`storefront_shop_messages`):
 * an empty `div.woocommerce` when there is nothing to say.
 */
export function noticesArea(notices: Notice[]): string {
  return `<div class="woocommerce">${noticesHtml(notices)}</div>`;
}
