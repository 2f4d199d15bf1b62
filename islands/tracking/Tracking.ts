/** Starts tracking once the page has loaded (§4 "Marketing identification and tracking": never before the page). */
import type { Unmount } from '../../src/island.ts';
import { startTracking } from '../../src/tracking/start.ts';

export async function mount(): Promise<Unmount> {
  if (document.readyState === 'complete') startTracking();
  else addEventListener('load', startTracking, { once: true });
  // The provider's loader and the pixel stay for the page's life, as their own snippets would.
  return () => removeEventListener('load', startTracking);
}
