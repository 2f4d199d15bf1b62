/** The size chart's parts in ProductX's markup, read without React (a broken chart never fetches it). */
import { SIZE_CHART_OPENER } from '../../dom-bridge/product-constants.ts';
import { WOPB } from '../../dom-bridge/media-constants.ts';

export interface SizeChartParts {
  opener: HTMLElement;
  /** ProductX's box inside its overlay: what moves into the dialog. */
  content: HTMLElement;
  close: HTMLElement | null;
}

/** The opener in `wrapper` and the chart of the modal printed right after it; throws when either is missing. */
export function chartParts(wrapper: HTMLElement): SizeChartParts {
  const opener = wrapper.querySelector<HTMLElement>(SIZE_CHART_OPENER);
  const modal = wrapper.nextElementSibling;
  if (!opener || !(modal instanceof HTMLElement) || !modal.matches(WOPB.sizeChartModal)) {
    throw new Error(`no ${SIZE_CHART_OPENER}, or no ${WOPB.sizeChartModal} right after it; the chart stays as printed.`);
  }
  const content = modal.querySelector<HTMLElement>(WOPB.sizeChartContent) ?? modal;
  return { opener, content, close: content.querySelector<HTMLElement>(WOPB.sizeChartClose) };
}

/** The chart's title without its close control's text (ProductX puts the close icon inside the title). */
export function titleText(title: Element | null, close: Element | null): string {
  if (!title) return '';
  let text = '';
  for (const node of title.childNodes)
    if (node !== close && !(node instanceof Element && close && node.contains(close))) text += node.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
