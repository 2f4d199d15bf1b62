/**
 * Category tabs (§7 wopb_filter {taxtype, taxonomy, block context, currentUrl}): the chosen
 * tab's items replace the block's; the active tab is marked. The links become the tabs pattern
 * (tablist, tabs, a tabpanel; arrow keys, Home and End move and choose). Choosing again before
 * the last answer came aborts it (the contract's lane per block): only the latest tab shows.
 * Tabs that do not fit on one line go into a "More" menu (overflow.ts, the add-on's flexmenu).
 */
import { DISCOVERY_ATTRS as A, DISCOVERY_CLASSES as C, DISCOVERY_SELECTORS as S } from '../../dom-bridge/discovery-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { loadTab } from '../../protocol/wopb-listing.ts';
import { blockContext } from '../../src/discovery/block-context.ts';
import { parseHtml, reportFailure, showRetry, withFreshNonce } from '../../src/discovery/block-call.ts';
import type { Unmount } from '../../src/island.ts';
import { overflowMenu } from './overflow.ts';

function markActive(tabs: HTMLElement[], active: HTMLElement, panel: Element | null): void {
  for (const tab of tabs) {
    const on = tab === active;
    tab.classList.toggle(C.activeTab, on);
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  if (panel && active.id) panel.setAttribute('aria-labelledby', active.id);
}

function setUpRoles(wrap: HTMLElement, tabs: HTMLElement[], panel: Element | null, blockId: string): void {
  wrap.querySelector('ul')?.setAttribute('role', 'tablist');
  for (const [index, tab] of tabs.entries()) {
    tab.setAttribute('role', 'tab');
    tab.id ||= `${blockId}-tab-${index}`;
    tab.parentElement?.setAttribute('role', 'presentation');
    if (panel) tab.setAttribute('aria-controls', panel.id);
  }
  if (panel) {
    panel.id ||= `${blockId}-panel`;
    panel.setAttribute('role', 'tabpanel');
    for (const tab of tabs) tab.setAttribute('aria-controls', panel.id);
  }
}

/** The tab an arrow, Home or End key moves to from `index`, or null for another key. */
function keyTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export async function mount(wrap: HTMLElement): Promise<Unmount> {
  const tabs = [...wrap.querySelectorAll<HTMLElement>(S.tabLink)];
  const block = wrap.closest(S.block);
  const panel = (): Element | null => block?.querySelector(S.items) ?? null;
  const context = { ...blockContext(wrap), taxtype: wrap.getAttribute(A.taxType) ?? '', currentUrl: wrap.getAttribute(A.currentUrl) ?? '' };
  setUpRoles(wrap, tabs, panel(), context.blockId);
  markActive(tabs, tabs.find((t) => t.classList.contains(C.activeTab)) ?? tabs[0] ?? wrap, panel());
  const list = wrap.querySelector<HTMLElement>('ul');
  const overflow = list ? overflowMenu(list) : null;

  const choose = async (tab: HTMLElement): Promise<void> => {
    markActive(tabs, tab, panel());
    block?.setAttribute('aria-busy', 'true');
    try {
      const html = await withFreshNonce(() => loadTab({ ...context, taxonomy: tab.getAttribute(A.taxonomy) ?? '' }));
      showRetry(wrap, null);
      const fresh = parseHtml(html).querySelector(S.items);
      const current = panel();
      if (fresh && current) current.replaceChildren(...fresh.childNodes);
      block?.removeAttribute('aria-busy');
    } catch (error) {
      if (reportFailure(wrap, error)) block?.removeAttribute('aria-busy');
    }
  };

  return undoAll([
    listen(wrap, 'click', (event) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(S.tabLink) : null;
      if (!tab) return;
      event.preventDefault();
      void choose(tab);
      overflow?.chosen(tab);
    }),
    listen(wrap, 'keydown', (event) => {
      const index = tabs.indexOf(event.target as HTMLElement);
      const to = index < 0 ? null : keyTarget(event.key, index, tabs.length);
      const tab = to === null ? undefined : tabs[to];
      if (!tab) return;
      event.preventDefault();
      overflow?.reveal(tab);
      tab.focus();
      void choose(tab);
    }),
    () => overflow?.undo(),
  ]);
}
