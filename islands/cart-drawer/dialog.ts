/**
 * The drawer's dialog mechanics on the server markup: showing and hiding it, keeping
 * the rest of the page inert while it is open (its `aria-modal` then holds for every
 * browser and assistive technology), and keeping Tab inside the open dialog (or the
 * open add-on panel).
 */
import { LIVE_REGION_ID } from '../../dom-bridge/island-constants.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `container`, in order (hidden ones excluded). */
export function focusables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * Makes every other child of <body> inert (our live region excepted, so announcements
 * are still read). Returns the undo, which restores what each element had.
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

/** Keeps Tab and Shift+Tab cycling inside `container`; returns true when it moved focus itself. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusables(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** Focuses `preferred` if it is still on the page, else `fallback`. */
export function focusBack(preferred: HTMLElement | null, fallback: HTMLElement | null): void {
  const target = preferred?.isConnected && !preferred.closest('[inert]') ? preferred : fallback;
  target?.focus();
}
