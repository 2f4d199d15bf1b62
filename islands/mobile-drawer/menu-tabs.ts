/** The drawer's tabs between menu sets (tabs pattern: one tab stop, arrows, Home and End). */
import { CHROME } from '../../dom-bridge/chrome-constants.ts';

function tabsOf(drawer: HTMLElement): HTMLElement[] {
  return [...drawer.querySelectorAll<HTMLElement>(CHROME.mobileMenuTab)];
}

/** Shows `chosen`'s panel and hides the others. */
export function chooseTab(drawer: HTMLElement, chosen: HTMLElement): void {
  for (const tab of tabsOf(drawer)) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const id = tab.getAttribute('aria-controls');
    const panel = id ? document.getElementById(id) : null;
    if (panel) panel.hidden = !selected;
  }
}

/** The tab an arrow, Home or End key moves to from `tab`, or undefined for another key. */
export function tabKeyTarget(drawer: HTMLElement, tab: HTMLElement, key: string): HTMLElement | undefined {
  const tabs = tabsOf(drawer);
  const index = tabs.indexOf(tab);
  const last = tabs.length - 1;
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last };
  const to = moves[key];
  if (to === undefined || index < 0) return undefined;
  return tabs[(to + tabs.length) % tabs.length];
}
