/**
 * Modal mechanics every dialog of ours shares (the cart drawer, the quick view, the account modals,
 * the mobile menu, the slide-in filters): which controls Tab reaches, keeping Tab inside the open
 * panel, and keeping the rest of the page inert while it is open. Pure DOM, no island state.
 */
import { LIVE_REGION_ID } from './island-constants.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `container`, in order (hidden and inert ones left out). */
export function focusables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * Keeps Tab and Shift+Tab cycling inside `container` (a modal would otherwise let focus leave for the
 * page or the browser's own UI); returns true when it moved focus itself. A panel with nothing to
 * focus keeps focus on itself.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const next = event.shiftKey ? (active === first || outside ? last : null) : active === last || outside ? first : null;
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}

/**
 * Makes every other child of <body> inert (its `aria-modal` then holds for every browser and assistive
 * technology), our live region excepted so announcements are still read. Returns the undo, which
 * restores what each element had.
 */
export function inertOutside(root: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement) || child === root || child.contains(root) || child.id === LIVE_REGION_ID || child.inert) continue;
    child.inert = true;
    changed.push(child);
  }
  return () => {
    for (const el of changed) el.inert = false;
  };
}
