/**
 * What screen readers are told, and where focus and scroll go, after cart actions (§4 Other, §9).
 */
import { ANNOUNCE_DELAY_MS, LIVE_REGION_ID, NOTICE_FOCUS_DELAY_MS, NOTICE_SCROLL_MS, NOTICE_SCROLL_OFFSET_PX } from './island-constants.ts';

// Visually hidden but read: the usual clip pattern, inline so no theme CSS is needed.
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';

let announceTimer: ReturnType<typeof setTimeout> | undefined;
let focusTimer: ReturnType<typeof setTimeout> | undefined;
let scrolling = false;

/** Our polite live region, created on first use (and again if the body was replaced). */
export function liveRegion(): HTMLElement {
  const existing = document.getElementById(LIVE_REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = LIVE_REGION_ID;
  region.className = 'screen-reader-text';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = VISUALLY_HIDDEN;
  document.body.append(region);
  return region;
}

/**
 * §9: says `message` politely after `delayMs` (1 s), so a fast response is not lost in the
 * click's own announcements. A newer call replaces a pending one. The region is emptied
 * first so the same message twice in a row is read twice. Returns a cancel function.
 */
export function announce(message: string, delayMs: number = ANNOUNCE_DELAY_MS): () => void {
  const region = liveRegion();
  clearTimeout(announceTimer);
  region.textContent = '';
  const timer = setTimeout(() => {
    region.textContent = message;
  }, delayMs);
  announceTimer = timer;
  return () => clearTimeout(timer);
}

/**
 * §4 Other: moves focus to a notice (role alert) after `delayMs` (500 ms) so it is read even
 * where live regions are not; gives it `tabindex="-1"` when it has none. A newer call
 * replaces a pending one. Returns a cancel function.
 */
export function focusNotice(el: HTMLElement, delayMs: number = NOTICE_FOCUS_DELAY_MS): () => void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  clearTimeout(focusTimer);
  const timer = setTimeout(() => {
    // While scrollToNotice animates, let it finish instead of jumping.
    if (el.isConnected) el.focus({ preventScroll: scrolling });
  }, delayMs);
  focusTimer = timer;
  return () => clearTimeout(timer);
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * §9: scrolls so `el` sits 100 px below the top of the viewport, animated over 1000 ms
 * (the platform's jQuery "swing" easing), or at once when the visitor prefers reduced motion.
 * Returns a cancel function that stops the animation where it is.
 */
export function scrollToNotice(el: Element): () => void {
  const from = window.scrollY;
  const to = Math.max(0, from + el.getBoundingClientRect().top - NOTICE_SCROLL_OFFSET_PX);
  if (prefersReducedMotion() || from === to) {
    window.scrollTo(0, to);
    return () => {};
  }
  let start: number | undefined;
  let frame = 0;
  scrolling = true;
  const step = (now: number): void => {
    start ??= now;
    const progress = Math.min(1, (now - start) / NOTICE_SCROLL_MS);
    window.scrollTo(0, from + (to - from) * (0.5 - Math.cos(progress * Math.PI) / 2));
    if (progress < 1) frame = requestAnimationFrame(step);
    else scrolling = false;
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    scrolling = false;
  };
}
