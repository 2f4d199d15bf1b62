/**
 * The 'message' mode's toast (§2, §4): at the configured position (right-top), with the
 * product's image, hidden after 3000 ms (§9). Failures use the same toast as an alert.
 */
import { WISHLIST_NOTICE_MS } from '../../dom-bridge/wishlist-constants.ts';

let timer: ReturnType<typeof setTimeout> | undefined;

function toastElement(): HTMLElement {
  let toast = document.getElementById('woosw-toast');
  if (!toast) {
    toast = document.createElement('div');
    toast.id = 'woosw-toast';
    document.body.append(toast);
  }
  return toast;
}

/** Shows `html` (server text with the product's name in bold) and the image, if any; `alert` for a failure. */
export function showToast(html: string, options: { position: string; image?: string; alert?: boolean }): void {
  const toast = toastElement();
  toast.className = `notiny-theme-woosw woosw-toast woosw-toast-${options.position}`;
  toast.setAttribute('role', options.alert ? 'alert' : 'status');
  toast.innerHTML = '';
  if (options.image) {
    const img = document.createElement('img');
    img.src = options.image;
    img.alt = '';
    toast.append(img);
  }
  const text = document.createElement('div');
  text.className = 'woosw-toast-text';
  text.innerHTML = html;
  toast.append(text);
  toast.hidden = false;
  clearTimeout(timer);
  timer = setTimeout(() => (toast.hidden = true), WISHLIST_NOTICE_MS);
}

export function removeToast(): void {
  clearTimeout(timer);
  document.getElementById('woosw-toast')?.remove();
}
