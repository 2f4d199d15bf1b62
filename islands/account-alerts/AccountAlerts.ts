/**
 * The account page's first alert gets focus (what the platform's account script did on that page): a
 * screen reader reads a failed login's error at once. The first element with role alert that has
 * text is made focusable and focused in the task after the page's own, so a "skip to content" focus
 * does not cut the message short. The platform's general script (the page-notices island) focuses its
 * notices again after 500 ms, as both scripts did together.
 */
import type { Unmount } from '../../src/island.ts';
import { ACCOUNT_SCRIPT_TAG, ALERTS } from './constants.ts';

/** The page's first alert with something to say. */
function firstAlert(): HTMLElement | null {
  return Array.from(document.querySelectorAll<HTMLElement>(ALERTS)).find((alert) => (alert.textContent ?? '').trim() !== '') ?? null;
}

/** Whether the shopper is already typing again in the focused field (the island came late): it keeps the focus. */
function typing(): boolean {
  const active = document.activeElement;
  return (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.value !== active.defaultValue;
}

/**
 * Focuses the page's first alert in the next task, whichever notices area mounts it (a page with two
 * focuses the same alert twice), unless the platform's own script is still on the page.
 */
export function mount(): Promise<Unmount> {
  if (document.querySelector(ACCOUNT_SCRIPT_TAG)) return Promise.resolve(() => {});
  const timer = setTimeout(() => {
    const alert = firstAlert();
    if (!alert || typing()) return;
    if (!alert.hasAttribute('tabindex')) alert.setAttribute('tabindex', '-1');
    alert.focus();
  });
  return Promise.resolve(() => clearTimeout(timer));
}
