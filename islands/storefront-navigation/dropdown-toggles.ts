/**
 * The handheld menu's sub-menu buttons (navigation.js): a `button.dropdown-toggle` after each parent
 * item's link, named by the theme's localized "Expand child menu" / "Collapse child menu", which
 * toggles `toggled-on` on itself and on the sub-menu after it (the stylesheet shows it then). An item
 * holding the current page starts open. The buttons are ours: the undo takes them out again.
 */
import { globalRecord, str } from '../../dom-bridge/globals.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { CLASSES, DEFAULT_TEXTS, NAV, TEXTS_GLOBAL } from './selectors.ts';

export interface ToggleTexts {
  expand: string;
  collapse: string;
}

/** The button names the theme printed (`storefrontScreenReaderText`), else its English ones. */
export function readToggleTexts(): ToggleTexts {
  const printed = globalRecord(TEXTS_GLOBAL);
  return { expand: str(printed, 'expand', DEFAULT_TEXTS.expand), collapse: str(printed, 'collapse', DEFAULT_TEXTS.collapse) };
}

/** Shows `button`'s state: its class, `aria-expanded`, its name, and the sub-menu after it. */
function setExpanded(button: HTMLButtonElement, expanded: boolean, texts: ToggleTexts): void {
  button.classList.toggle(CLASSES.toggledOn, expanded);
  button.setAttribute('aria-expanded', String(expanded));
  const name = button.firstElementChild;
  if (name) name.textContent = expanded ? texts.collapse : texts.expand;
  button.nextElementSibling?.classList.toggle(CLASSES.toggledOn, expanded);
}

function dropdownToggle(link: HTMLElement, texts: ToggleTexts): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = CLASSES.dropdownToggle;
  const name = document.createElement('span');
  name.className = CLASSES.screenReaderText;
  button.append(name);
  link.after(button);
  setExpanded(button, link.parentElement?.classList.contains(CLASSES.currentAncestor) ?? false, texts);
  return button;
}

/** Adds the sub-menu buttons to the handheld menu in `nav`, if it has one; returns the undo. */
export function addDropdownToggles(nav: HTMLElement, texts: ToggleTexts = readToggleTexts()): () => void {
  const handheld = nav.querySelector<HTMLElement>(NAV.handheld);
  if (!handheld) return () => {};
  const buttons = Array.from(handheld.querySelectorAll<HTMLElement>(NAV.handheldParentLink), (link) => dropdownToggle(link, texts));
  const onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !buttons.includes(button)) return;
    setExpanded(button, !button.classList.contains(CLASSES.toggledOn), texts);
  };
  return undoAll([
    listen(handheld, 'click', onClick),
    () => {
      for (const button of buttons) {
        button.nextElementSibling?.classList.remove(CLASSES.toggledOn);
        button.remove();
      }
    },
  ]);
}
