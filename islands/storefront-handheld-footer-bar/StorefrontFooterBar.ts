/**
 * What the Storefront theme's `storefront-handheld-footer-bar` script (footer.js) did: the footer
 * bar's search item opens its form (search-toggle.ts), and the bar knows when a form field elsewhere
 * has focus (input-focus.ts). No React: the markup and the stylesheet are the theme's.
 */
import { undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';
import { followInputFocus } from './input-focus.ts';
import { driveSearch } from './search-toggle.ts';

export function mount(bar: HTMLElement): Promise<Unmount> {
  return Promise.resolve(undoAll([driveSearch(bar), followInputFocus(bar)]));
}
