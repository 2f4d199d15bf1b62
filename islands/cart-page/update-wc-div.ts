/**
 * The cart page's own update of itself from a freshly rendered cart page (the platform's
 * `update_wc_div` / `update_cart_totals_div`, cart.js): the cart's `div.woocommerce`
 * (notices area, reservation bar, goal, form, totals) is replaced as a whole, so an emptied
 * cart takes the table, the goal and the totals away together (§4 "Cart page rows"); the
 * page's notices (printed above the content) move into the cart's notices area.
 * Markup is parsed inert (DOMParser); scripts are dropped.
 */
import { CART_PAGE } from '../../dom-bridge/cart-constants.ts';

export interface CartPageUpdate {
  /** The new page holds no cart form: the cart is empty now. */
  emptied: boolean;
  /** The first notice shown (to focus and scroll to), if any. */
  notice: HTMLElement | null;
}

/** The cart's `div.woocommerce` in `root`: the one around the form or the empty-cart message. */
export function cartWrapper(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(`${CART_PAGE.form}, ${CART_PAGE.emptyMessage}`)?.closest<HTMLElement>(CART_PAGE.wrapper) ?? null;
}

function parse(html: string): Document {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const script of Array.from(doc.querySelectorAll('script'))) script.remove();
  return doc;
}

/** Removes the notices currently shown (not the empty-cart message, which is the cart's content). */
export function removeNotices(): void {
  for (const notice of Array.from(document.querySelectorAll(CART_PAGE.notices))) {
    if (!notice.closest(CART_PAGE.emptyMessage)) notice.remove();
  }
}

/**
 * Shows notices (elements or HTML) at the top of the cart's notices area, dropping
 * repeats of the same text; returns the first shown.
 */
export function showNotices(notices: Array<Element | string>): HTMLElement | null {
  const target = document.querySelector<HTMLElement>(CART_PAGE.noticesWrapper) ?? cartWrapper(document);
  if (!target) return null;
  const nodes: Element[] = [];
  for (const notice of notices) {
    if (typeof notice === 'string') nodes.push(...Array.from(parse(notice).body.children));
    else nodes.push(notice);
  }
  const seen = new Set<string>();
  const unique = nodes.filter((node) => {
    const text = (node.textContent ?? '').trim();
    if (!text || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  const imported = unique.map((node) => document.importNode(node, true));
  target.prepend(...imported);
  return (imported[0] as HTMLElement | undefined) ?? null;
}

/**
 * Replaces the cart with the one in `html` (a whole cart page). Returns null when either page
 * has no cart to replace (the platform then reloads the page).
 */
export function updateCartPage(html: string, options: { preserveNotices: boolean }): CartPageUpdate | null {
  const doc = parse(html);
  const next = cartWrapper(doc);
  const current = cartWrapper(document);
  if (!next || !current) return null;
  const notices = Array.from(doc.querySelectorAll(CART_PAGE.notices)).filter((notice) => !next.contains(notice));
  if (!options.preserveNotices) removeNotices();
  const kept = options.preserveNotices ? Array.from(current.querySelectorAll(`${CART_PAGE.noticesWrapper} > *`)) : [];
  current.replaceWith(document.importNode(next, true));
  const area = document.querySelector<HTMLElement>(CART_PAGE.noticesWrapper);
  if (area && kept.length) area.append(...kept);
  return { emptied: next.querySelector(CART_PAGE.form) === null, notice: showNotices(notices) };
}

/** Replaces `div.cart_totals` with the totals HTML an update_shipping_method answers. */
export function updateCartTotals(html: string): boolean {
  const current = document.querySelector(CART_PAGE.totals);
  const next = parse(html).querySelector(CART_PAGE.totals);
  if (!current || !next) return false;
  current.replaceWith(document.importNode(next, true));
  return true;
}
