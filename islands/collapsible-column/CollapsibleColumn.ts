/**
 * A collapsible column (§4): active only in the device modes of `tm_collapsible_on` (the builder's
 * enabled breakpoints, re-checked when the width changes); active, it starts open or closed per
 * `tm_collapsible_status` and its heading, a button with `aria-expanded` / `aria-controls`, toggles
 * it with a 300 ms slide. Inactive, the heading is hidden and the content always shown.
 */
import { CONTENT_ATTRS, CONTENT_CLASSES, CONTENT_SELECTORS } from '../../dom-bridge/content-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { readBuilderConfig } from '../../src/content/builder-config.ts';
import { isCollapsibleActive, readCollapsible, type Collapsible } from '../../src/content/collapsible.ts';
import { deviceMode } from '../../src/content/device-mode.ts';
import { setShown, slide } from '../../src/content/slide.ts';
import type { Unmount } from '../../src/island.ts';

let counter = 0;

function createHeading(settings: Collapsible, panelId: string): { heading: HTMLElement; button: HTMLButtonElement } {
  const heading = document.createElement(`h${settings.level}`);
  heading.className = CONTENT_CLASSES.collapsibleHeading;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = CONTENT_CLASSES.collapsibleButton;
  button.textContent = settings.title;
  button.setAttribute('aria-controls', panelId);
  heading.append(button);
  return { heading, button };
}

export function mount(column: HTMLElement): Promise<Unmount> {
  const settings = readCollapsible(column.getAttribute(CONTENT_ATTRS.settings));
  const panel = column.querySelector<HTMLElement>(CONTENT_SELECTORS.collapsibleContent);
  if (!settings || !panel) throw new Error('no readable tm_collapsible settings or no content; the column stays as printed.');
  const { breakpoints } = readBuilderConfig();
  const hadId = panel.id !== '';
  if (!hadId) panel.id = `tm-collapsible-${++counter}`;
  const { heading, button } = createHeading(settings, panel.id);
  panel.before(heading);
  let active: boolean | null = null;
  let open = true;
  let stopSlide = (): void => {};

  const show = (): void => {
    column.classList.toggle(CONTENT_CLASSES.collapsibleOpen, open);
    button.setAttribute('aria-expanded', String(open));
  };
  const check = (): void => {
    const now = isCollapsibleActive(settings, deviceMode(window.innerWidth, breakpoints));
    if (now === active) return;
    active = now;
    stopSlide();
    // Entering an active mode starts from the configured state; inactive, the content is always shown.
    open = now ? settings.startsOpen : true;
    setShown(heading, now);
    column.classList.toggle(CONTENT_CLASSES.collapsibleActive, now);
    setShown(panel, open);
    show();
  };
  check();
  const undos = [
    listen(window, 'resize', check),
    listen(button, 'click', () => {
      if (!active) return;
      open = !open;
      stopSlide();
      stopSlide = slide(panel, open);
      show();
    }),
  ];
  return Promise.resolve(() => {
    for (const undo of undos) undo();
    stopSlide();
    heading.remove();
    setShown(panel, true);
    if (!hadId) panel.removeAttribute('id');
    column.classList.remove(CONTENT_CLASSES.collapsibleActive, CONTENT_CLASSES.collapsibleOpen);
  });
}
