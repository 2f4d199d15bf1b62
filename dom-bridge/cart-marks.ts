/**
 * §4 page-level cart marks, kept in step with the cart: `cart-is-empty` while the count
 * is ≤ 0, `cart-includes-only-free-shipping-class` while free_shipping_class_only is 1,
 * `cart-goal-done` (and `cart-goal--done` on each goal bar) once the goal is ≥ 100 %.
 * The server prints them on the page; after that, the cart store's page-marks subscriber
 * (src/cart/cart-subscribers.ts) re-applies them from the §3 cart info the fragments carry.
 */
import { CART_MARKS } from './cart-constants.ts';
import type { ParsedFragments } from './fragments.ts';

/** §3 cart info, plus the cart goal's percent. */
export interface CartInfo {
  count: number;
  freeShippingClassOnly: boolean;
  goalPercent: number;
}

/** §4: a goal is done at ≥ 100 %; the bar's width is the percent clamped to 0–100. */
export function goalProgress(percent: number): { percent: number; done: boolean } {
  const safe = Number.isFinite(percent) ? percent : 0;
  return { percent: Math.min(100, Math.max(0, safe)), done: safe >= 100 };
}

/** Which marks a cart carries. */
export function cartMarks(info: CartInfo): Record<(typeof CART_MARKS)['empty' | 'onlyFreeShippingClass' | 'goalDone'], boolean> {
  return {
    [CART_MARKS.empty]: info.count <= 0,
    [CART_MARKS.onlyFreeShippingClass]: info.freeShippingClassOnly,
    [CART_MARKS.goalDone]: info.count > 0 && goalProgress(info.goalPercent).done,
  };
}

function toNumber(value: string | null | undefined, fallback: number): number {
  const n = Number(value ?? '');
  return value != null && value.trim() !== '' && Number.isFinite(n) ? n : fallback;
}

/** The cart info inside parsed fragments (the `span.cart-info` fragment); null when they carry none. */
export function readCartInfo(parsed: ParsedFragments): CartInfo | null {
  const el = parsed.get(CART_MARKS.cartInfo)?.firstElementChild;
  if (!el) return null;
  return {
    count: toNumber(el.getAttribute('data-count'), 0),
    freeShippingClassOnly: toNumber(el.getAttribute('data-free_shipping_class_only'), 0) === 1,
    goalPercent: toNumber(el.getAttribute('data-goal'), 0),
  };
}

/**
 * Sets the page marks from the fragments' cart info, or — for fragments of a script that
 * sends none (`info` null) — only `cart-is-empty`, from `count`.
 */
export function applyCartMarks(info: CartInfo | null, count: number): void {
  const body = document.body;
  if (!body) return;
  if (!info) {
    body.classList.toggle(CART_MARKS.empty, count <= 0);
    // An empty cart has no goal and no shipping class to speak of.
    if (count <= 0) body.classList.remove(CART_MARKS.goalDone, CART_MARKS.onlyFreeShippingClass);
    return;
  }
  for (const [mark, on] of Object.entries(cartMarks(info))) body.classList.toggle(mark, on);
  for (const goal of Array.from(document.querySelectorAll(CART_MARKS.goal))) {
    goal.classList.toggle(CART_MARKS.goalDoneClass, goalProgress(toNumber(goal.getAttribute('data-percent'), 0)).done);
  }
}
