/**
 * The my-account tabs in editor preview (§4 Other), as the WAI-ARIA tabs pattern: each navigation
 * link whose `href` names a panel on the page (`#id`) becomes a tab of one tablist; choosing one (click,
 * Enter/Space, or the arrow, Home and End keys, which also move focus) shows its panel and hides the
 * others. Only the selected tab is in the Tab order. A plain controller over the page's own markup.
 */
import { ACCOUNT_PANEL } from '../../dom-bridge/account-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';

interface Tab {
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

function tabsOf(nav: HTMLElement): Tab[] {
  const tabs: Tab[] = [];
  for (const link of Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))) {
    const panel = document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)));
    if (panel?.matches(ACCOUNT_PANEL)) tabs.push({ link, panel });
  }
  return tabs;
}

function select(tabs: readonly Tab[], chosen: Tab, focus: boolean): void {
  for (const tab of tabs) {
    const on = tab === chosen;
    tab.link.setAttribute('aria-selected', String(on));
    tab.link.tabIndex = on ? 0 : -1;
    tab.link.parentElement?.classList.toggle('is-active', on);
    tab.panel.hidden = !on;
  }
  if (focus) chosen.link.focus();
}

/** The tab a key moves to from `index`, or undefined for other keys. */
export function tabForKey(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export function mount(nav: HTMLElement): Promise<Unmount> {
  const tabs = tabsOf(nav);
  const first = tabs[0];
  if (!first) return Promise.reject(new Error('no navigation link names a panel on this page'));
  const list = nav.querySelector('ul') ?? nav;
  list.setAttribute('role', 'tablist');
  for (const { link, panel } of tabs) {
    link.parentElement?.setAttribute('role', 'presentation');
    link.setAttribute('role', 'tab');
    link.setAttribute('aria-controls', panel.id);
    if (!link.id) link.id = `${panel.id}-tab`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', link.id);
    panel.tabIndex = 0;
  }
  select(tabs, tabs.find((tab) => !tab.panel.hidden && tab.link.parentElement?.classList.contains('is-active')) ?? first, false);
  const indexOf = (target: EventTarget | null): number => tabs.findIndex((tab) => target instanceof Node && tab.link.contains(target));
  const onClick = (event: MouseEvent): void => {
    const tab = tabs[indexOf(event.target)];
    if (!tab) return;
    event.preventDefault();
    select(tabs, tab, false);
  };
  const onKey = (event: KeyboardEvent): void => {
    const index = indexOf(event.target);
    const next = index === -1 ? undefined : tabForKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(tabs, tabs[next]!, true);
  };
  return Promise.resolve(undoAll([listen(nav, 'click', onClick), listen(nav, 'keydown', onKey)]));
}
