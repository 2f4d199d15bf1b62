/**
 * The 'message' mode's toast (§2, §4): at the configured position (right-top), with the
 * product's image, hidden after 3000 ms (§9). Failures use the same toast as an alert. The
 * flows set `$wishlistToast`; WishlistToast.tsx renders it.
 */
import { atom } from 'nanostores';

export interface Toast {
  /** Server text with the product's name in bold (escaped, popup-content.ts) or a failure's text. */
  html: string;
  position: string;
  image: string;
  alert: boolean;
}

/** The toast shown last, a new object each time (the same message shown again shows for 3000 ms again); null: none yet. */
export const $wishlistToast = atom<Toast | null>(null);

/** Shows `html` and the image, if any; `alert` for a failure. */
export function showToast(html: string, options: { position: string; image?: string; alert?: boolean }): void {
  $wishlistToast.set({ html, position: options.position, image: options.image ?? '', alert: options.alert ?? false });
}
