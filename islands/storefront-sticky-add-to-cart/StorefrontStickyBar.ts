/**
 * What the Storefront theme's `storefront-sticky-add-to-cart` script did on a product page: the bar
 * slides in and out with the product summary (slide.ts), and its button takes the shopper to the
 * product's form when the product is chosen there (jump-to-form.ts). Without its trigger on the page
 * the bar stays put, as with the theme. No React: the markup and the stylesheet are the theme's.
 */
import { globalRecord, str } from '../../dom-bridge/globals.ts';
import { undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';
import { jumpToForm, jumpsToForm, pageProduct } from './jump-to-form.ts';
import { DEFAULT_TRIGGER_CLASS, PARAMS_GLOBAL, STICKY } from './selectors.ts';
import { slideWithTrigger } from './slide.ts';

/** The element whose leaving the screen brings the bar: the first with the printed `trigger_class`. */
export function findTrigger(doc: Document = document): Element | null {
  const className = str(globalRecord(PARAMS_GLOBAL), 'trigger_class', DEFAULT_TRIGGER_CLASS);
  return doc.getElementsByClassName(className)[0] ?? null;
}

export function mount(bar: HTMLElement): Promise<Unmount> {
  const trigger = findTrigger();
  if (!trigger) return Promise.resolve(() => {});
  const undos = [slideWithTrigger(bar, trigger)];
  const product = pageProduct();
  const button = bar.querySelector<HTMLElement>(STICKY.button);
  if (product && button && jumpsToForm(product)) undos.push(jumpToForm(button, product));
  return Promise.resolve(undoAll(undos));
}
