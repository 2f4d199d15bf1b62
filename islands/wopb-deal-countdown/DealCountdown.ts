/**
 * Deal countdown (§4 "Listing blocks"): days, hours, minutes and seconds tick down every second
 * and stop at zero; a deal already past shows zeros. The timer is the island's: it stops when the
 * block leaves the page (the runtime unmounts it).
 */
import { DEAL_SELECTORS as D } from '../../dom-bridge/discovery-constants.ts';
import { countdownParts, twoDigits, type CountdownParts } from '../../src/discovery/countdown.ts';
import type { Unmount } from '../../src/island.ts';

const UNITS: Array<[keyof CountdownParts, string]> = [
  ['days', D.days],
  ['hours', D.hours],
  ['minutes', D.minutes],
  ['seconds', D.seconds],
];

export async function mount(root: HTMLElement): Promise<Unmount> {
  const end = Date.parse(root.getAttribute('data-date') ?? '');
  const counters = UNITS.map(([unit, selector]) => [unit, root.querySelector(selector)] as const);
  const paint = (): boolean => {
    const parts = countdownParts(Number.isNaN(end) ? 0 : end, Date.now());
    for (const [unit, counter] of counters) if (counter) counter.textContent = twoDigits(parts[unit]);
    return Object.values(parts).some(Boolean);
  };
  // A deal already past (or without a readable date) shows zeros and never starts a timer.
  if (!paint()) return () => {};
  const timer = setInterval(() => {
    if (!paint()) clearInterval(timer);
  }, 1000);
  return () => clearInterval(timer);
}
