/**
 * The sort select submits its form on change (§2 "Product listings"), replacing the platform's
 * woocommerce.js handler. `requestSubmit` fires the form's submit event first, as jQuery's trigger
 * did for other scripts' handlers, then sends the plain GET the form describes (orderby, paged=1).
 * Plain addEventListener: this chunk loads with every shop page, and dom-bridge/listen.ts sits in
 * the money-path chunk group, which it must not pull in.
 */
import { GENERAL_SCRIPT_TAG } from '../../dom-bridge/form-claims.ts';
import type { Unmount } from '../../src/island.ts';

/** The platform's sort select. Spelled here, its one user: a names module shared by this page's islands would be one more file at load. */
const ORDERBY = 'select.orderby';

export async function mount(form: HTMLFormElement): Promise<Unmount> {
  // Replace, don't stack: where the platform's script stayed, it submits the form; a second submit would race it.
  if (document.querySelector(GENERAL_SCRIPT_TAG)) return () => {};
  const onChange = (event: Event): void => {
    if (event.target instanceof Element && event.target.matches(ORDERBY)) form.requestSubmit();
  };
  form.addEventListener('change', onChange);
  return () => form.removeEventListener('change', onChange);
}
