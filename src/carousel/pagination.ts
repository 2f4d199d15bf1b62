/**
 * The theme's pagination styles (§9 "Carousels"): what each shows, as the HTML Swiper's pagination
 * renders. Pure. Bullets are buttons so they are keyboard-reachable (Swiper's A11y names them).
 */
import { CAROUSEL_TEXTS } from '../../dom-bridge/carousel-texts.ts';
import { escapeHtml } from '../../dom-bridge/escape-html.ts';

/** A two-digit number: 1 → "01". */
export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The `pagination-style-NN` class of a block, or '' for the default bullets. */
export function paginationStyle(block: Element): string {
  for (const name of block.classList) {
    const match = /^pagination-style-(\d+)$/.exec(name);
    if (match?.[1]) return match[1];
  }
  return '';
}

/** Styles that show a fraction (Swiper's 'custom' type) rather than bullets. */
const FRACTION_STYLES = new Set(['02', '03', '04', '06']);
/** Styles that add their own previous/next arrows beside the pagination. */
const EXTRA_ARROW_STYLES = new Set(['04', '08', '10']);

export const showsFraction = (style: string): boolean => FRACTION_STYLES.has(style);
export const hasExtraArrows = (style: string): boolean => EXTRA_ARROW_STYLES.has(style);

/**
 * The fraction of styles 02 ('[text] [current] / [total]'), 03 (zero-padded current and total),
 * 04 (text plus a fraction) and 06 (a fraction).
 */
export function fractionHtml(style: string, current: number, total: number, text: string): string {
  const part = (name: string, content: string): string => `<div class="${name}">${content}</div>`;
  switch (style) {
    case '03':
      return `<div class="fraction">${part('current', pad(current))}${part('separator', '')}${part('total', pad(total))}</div>`;
    case '06':
      return `<div class="fraction">${part('current', `${current}${part('separator', '/')}`)}${part('total', String(total))}</div>`;
    default:
      return `<div class="fraction">${part('text', escapeHtml(text))}${part('current', String(current))}${part('separator', '/')}${part('total', String(total))}</div>`;
  }
}

/**
 * One bullet: style 07 numbers it (zero-padded, then a dot); the others are plain. Named 'Go to slide N'
 * here: Swiper's A11y names only the bullets it renders itself.
 */
export function bulletHtml(style: string, index: number, className: string): string {
  const text = style === '07' ? `${pad(index + 1)}<span class="dot">.</span>` : '';
  return `<button type="button" class="${className}" aria-label="${CAROUSEL_TEXTS.goToSlide} ${index + 1}">${text}</button>`;
}
