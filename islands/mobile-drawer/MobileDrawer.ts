/**
 * §2/§9 mobile menu drawer (used at or below 1199 px): the header's menu button opens it; it
 * closes on its close button, a click on the backdrop, a click on any other button inside it (its
 * actions, such as search, hand over to what they open) and Esc. For assistive tech it is a modal
 * dialog: focus moves in, Tab stays inside, and focus returns to the menu button on close. Tabs
 * switch between its menu sets (tabs pattern); sub-menus collapse behind their toggles and slide (§9; not with reduced motion). No React.
 */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { CHROME, CHROME_CLASSES, CHROME_TIMING, MOBILE_MENU_MAX_WIDTH } from '../../dom-bridge/chrome-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { settleSlide, slideHeight } from '../../dom-bridge/slide-height.ts';
import { markCurrentLinks } from '../../src/chrome/mark-current.ts';
import type { Unmount } from '../../src/island.ts';
import { trapTab } from '../../dom-bridge/focus-trap.ts';
import { chooseTab, tabKeyTarget } from './menu-tabs.ts';

/** Opens or shuts a sub-menu: `aria-expanded` at once, the list slides (§9) and is hidden once shut. */
function toggleSubMenu(toggle: HTMLElement): void {
  const expanded = toggle.getAttribute('aria-expanded') !== 'true';
  const id = toggle.getAttribute('aria-controls');
  const list = id ? document.getElementById(id) : null;
  const apply = (): void => {
    toggle.setAttribute('aria-expanded', String(expanded));
    if (list && expanded) list.hidden = false;
  };
  if (!list) return apply();
  slideHeight(list, {
    to: expanded ? 'content' : 0,
    ms: CHROME_TIMING.subMenuSlideMs,
    apply,
    done: () => {
      if (!expanded) list.hidden = true;
    },
  });
}

export function mount(drawer: HTMLElement): Promise<Unmount> {
  const panel = drawer.querySelector<HTMLElement>(CHROME.mobileMenuPanel) ?? drawer;
  let opener: HTMLElement | null = null;
  markCurrentLinks(drawer, window.location.href);

  const isOpen = (): boolean => drawer.classList.contains(CHROME_CLASSES.drawerOpen);
  const open = (from: HTMLElement): void => {
    opener = from;
    drawer.classList.add(CHROME_CLASSES.drawerOpen);
    from.setAttribute('aria-expanded', 'true');
    drawer.querySelector<HTMLElement>(CHROME.mobileMenuClose)?.focus();
  };
  const close = (): void => {
    if (!isOpen()) return;
    const hadFocus = drawer.contains(document.activeElement);
    drawer.classList.remove(CHROME_CLASSES.drawerOpen);
    opener?.setAttribute('aria-expanded', 'false');
    if (hadFocus) opener?.focus();
  };

  const onPageClick = (event: MouseEvent): void => {
    const from = event.target instanceof Element ? event.target.closest<HTMLElement>(CHROME_CLAIMS.mobileMenuOpener) : null;
    if (from) open(from);
  };
  const onDrawerClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target === drawer) return close(); // The backdrop: the drawer outside its panel.
    const tab = target.closest<HTMLElement>(CHROME.mobileMenuTab);
    if (tab) return chooseTab(drawer, tab);
    const toggle = target.closest<HTMLElement>(CHROME.mobileSubMenuToggle);
    if (toggle) return toggleSubMenu(toggle);
    if (target.closest('button, .button, [role="button"]')) close();
  };
  const onKey = (event: KeyboardEvent): void => {
    if (!isOpen()) return;
    if (event.key === 'Escape') return close();
    if (event.key === 'Tab') {
      trapTab(event, panel);
      return;
    }
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(CHROME.mobileMenuTab) : null;
    const next = tab ? tabKeyTarget(drawer, tab, event.key) : undefined;
    if (!next) return;
    event.preventDefault();
    chooseTab(drawer, next);
    next.focus();
  };
  // Wider than the drawer's breakpoint, the desktop menu is back: the drawer has no place there.
  const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);

  return Promise.resolve(
    undoAll([
      listen(document, 'click', onPageClick),
      listen(drawer, 'click', onDrawerClick),
      listen(document, 'keydown', onKey),
      listen(wide, 'change', () => {
        if (wide.matches) close();
      }),
      close,
      () => drawer.querySelectorAll<HTMLElement>(CHROME.mobileSubMenu).forEach(settleSlide),
    ]),
  );
}
