/**
 * What ProductX adds around the platform's cart form in its quick view (issue 25): the quantity's
 * minus/plus and "Buy now". The form's own add to cart is the product page's island (the cart
 * flow); "Buy now" is ProductX's call, which empties the cart and adds this product alone, then the
 * shopper goes to checkout. A variable product needs its choice first (§8); a failure is said in
 * the modal and the button comes back.
 */
import { warn } from '../../dom-bridge/warn.ts';
import { BLOCK_FAILURE_TEXT } from '../../dom-bridge/discovery-constants.ts';
import { WOPB_QUICK_VIEW as W, WOPB_QUICK_VIEW_CLASSES as C, WOPB_QUICK_VIEW_TEXTS as T } from '../../dom-bridge/quick-view-constants.ts';
import { failureText } from '../../protocol/errors.ts';
import { wopbBuyNow } from '../../protocol/wopb-quick-view.ts';

const LOADING = 'loading';

/** Reads a whole number from an attribute or field; null when there is none. */
function whole(value: string | null | undefined): number | null {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : null;
}

/** ProductX's minus/plus: one step within the field's bounds (at least 1); the other scripts hear the change. */
export function stepQuantity(control: HTMLElement, by: 1 | -1): void {
  const field = control.closest(W.quantity)?.querySelector<HTMLInputElement>(W.qty);
  if (!field || field.readOnly || field.disabled) return;
  const min = Math.max(1, whole(field.min) ?? 1);
  const max = whole(field.max);
  const now = whole(field.value) ?? min;
  const next = Math.min(Math.max(now + by, min), max ?? Number.POSITIVE_INFINITY);
  if (next === now) return;
  field.value = String(next);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The chosen attributes of a variation form (`attribute_pa_color` → `blue`). */
function chosenAttributes(form: HTMLFormElement): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')) chosen[select.name] = select.value;
  return chosen;
}

/** Says `text` beside the button (a live alert), or takes it away when null. */
function say(button: HTMLElement, text: string | null): void {
  const box = button.parentElement ?? button;
  let notice = box.nextElementSibling?.classList.contains(C.notice) ? box.nextElementSibling : null;
  if (text === null) return notice?.remove();
  if (!notice) {
    notice = document.createElement('p');
    notice.className = C.notice;
    notice.setAttribute('role', 'alert');
    box.after(notice);
  }
  notice.textContent = text;
}

/** Where "Buy now" sends the shopper: its own target, if it is a web address. */
function redirectOf(button: HTMLElement): string | null {
  try {
    const url = new URL(button.getAttribute(W.redirectAttr) ?? '', window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** ProductX's "Buy now" in the quick view `content`: the cart emptied, this product added, then on to checkout. */
export async function buyNow(button: HTMLElement, content: HTMLElement): Promise<void> {
  if (button.classList.contains(LOADING) || button.classList.contains('disabled')) return;
  const form = button.closest(W.content)?.querySelector<HTMLFormElement>(W.form);
  const postid = whole(content.querySelector(W.body)?.getAttribute(W.productIdAttr));
  // Without a cart form (sold out) there is nothing to buy, as with ProductX's own button.
  if (!form || !postid) return;
  const variationId = whole(form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value) ?? 0;
  if (form.classList.contains('variations_form') && variationId <= 0) return say(button, T.makeSelection);
  say(button, null);
  button.classList.add(LOADING);
  button.setAttribute('aria-busy', 'true');
  let leaving = false;
  try {
    const added = await wopbBuyNow({
      postid,
      quantity: whole(form.querySelector<HTMLInputElement>(W.qty)?.value) ?? 1,
      variationId,
      variation: chosenAttributes(form),
    });
    const target = redirectOf(button);
    if (!added) say(button, BLOCK_FAILURE_TEXT);
    else if (target) {
      // The button stays busy while the page leaves.
      leaving = true;
      window.location.assign(target);
    }
  } catch (error) {
    warn(BLOCK_FAILURE_TEXT, error);
    say(button, failureText(error));
  } finally {
    if (!leaving) {
      button.classList.remove(LOADING);
      button.removeAttribute('aria-busy');
    }
  }
}
