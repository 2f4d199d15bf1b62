/**
 * §5 product page: on load, a quantity below its input's min is raised to the min (the same rule the
 * theme's stepper and the variation form apply to theirs). Set as the platform's script set it: the
 * value only, no change event (nothing on the page changed it, the page just printed it too low).
 */
import { parseBound, parseQuantity, productPage } from '../../src/shop/quantity-rules.ts';
import type { Unmount } from '../../src/island.ts';

export function mount(input: HTMLInputElement): Promise<Unmount> {
  const raised = productPage.onLoad(parseQuantity(input.value), parseBound(input.getAttribute('min')));
  if (!Number.isNaN(raised) && String(raised) !== input.value) input.value = String(raised);
  return Promise.resolve(() => {});
}
