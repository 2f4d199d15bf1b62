/**
 * The builder's toggle and accordion (issue 16 "The builder's own widgets"): a click on a title, or
 * Enter / Space on it, opens or closes its panel with a slide, keeping `aria-expanded` and
 * `aria-controls` true. An accordion keeps one panel open and opens its first one, as the builder does.
 */
import { CONTENT_CLASSES, CONTENT_SELECTORS } from '../../dom-bridge/content-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { setShown, slide } from '../../src/content/slide.ts';
import type { Unmount } from '../../src/island.ts';

interface Tab {
  title: HTMLElement;
  panel: HTMLElement;
}

let counter = 0;

function readTabs(widget: HTMLElement): Tab[] {
  const tabs: Tab[] = [];
  for (const item of widget.querySelectorAll<HTMLElement>(CONTENT_SELECTORS.toggleItem)) {
    const title = item.querySelector<HTMLElement>(CONTENT_SELECTORS.tabTitle);
    const panel = item.querySelector<HTMLElement>(CONTENT_SELECTORS.tabContent);
    if (!title || !panel) continue;
    panel.id ||= `elementor-tab-content-si${++counter}`;
    title.setAttribute('aria-controls', panel.id);
    if (!title.hasAttribute('role')) title.setAttribute('role', 'button');
    if (!title.hasAttribute('tabindex') && !title.querySelector('a[tabindex], a[href]')) title.tabIndex = 0;
    tabs.push({ title, panel });
  }
  return tabs;
}

function render(tab: Tab, open: boolean): void {
  tab.title.classList.toggle(CONTENT_CLASSES.active, open);
  tab.panel.classList.toggle(CONTENT_CLASSES.active, open);
  tab.title.setAttribute('aria-expanded', String(open));
}

export function mount(widget: HTMLElement): Promise<Unmount> {
  const tabs = readTabs(widget);
  if (!tabs.length) throw new Error('no titled panels; the widget stays as printed.');
  const accordion = widget.matches('.elementor-accordion');
  const stops = new Map<Tab, () => void>();
  const isOpen = (tab: Tab): boolean => tab.title.getAttribute('aria-expanded') === 'true';
  const set = (tab: Tab, open: boolean, animate: boolean): void => {
    stops.get(tab)?.();
    render(tab, open);
    if (animate) stops.set(tab, slide(tab.panel, open, 'block'));
    else setShown(tab.panel, open, 'block');
  };
  tabs.forEach((tab, index) => set(tab, tab.title.classList.contains(CONTENT_CLASSES.active) || (accordion && index === 0), false));
  const toggle = (tab: Tab): void => {
    const open = !isOpen(tab);
    if (accordion && open) for (const other of tabs) if (other !== tab && isOpen(other)) set(other, false, true);
    set(tab, open, true);
  };
  const tabOf = (event: Event): Tab | undefined => {
    const title = event.target instanceof Element ? event.target.closest(CONTENT_SELECTORS.tabTitle) : null;
    return tabs.find((tab) => tab.title === title);
  };
  const undos = [
    listen(widget, 'click', (event) => {
      const tab = tabOf(event);
      if (!tab) return;
      event.preventDefault();
      toggle(tab);
    }),
    listen(widget, 'keydown', (event) => {
      const tab = tabOf(event);
      // A real link or button in the title clicks on its own.
      const native = event.target instanceof Element && event.target.closest('a[href], button');
      if (!tab || native || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      toggle(tab);
    }),
  ];
  return Promise.resolve(() => {
    for (const undo of undos) undo();
    for (const stop of stops.values()) stop();
  });
}
