/**
 * `#popup-search` as a modal dialog over the theme's own markup (a `div`, not a `<dialog>`): while
 * it is open everything outside it is `inert` (Tab cannot leave it, screen readers read only it),
 * the page behind does not scroll, and on close focus goes back to what opened it.
 */

/** Makes every sibling of `element` and of each of its ancestors inert; returns the undo. */
export function inertOutside(element: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLLinkElement || sibling instanceof HTMLStyleElement) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const sibling of made) sibling.inert = false;
  };
}

export interface ModalState {
  /** Undoes the inert marks and the scroll lock. */
  release: () => void;
  /** What had focus when the popup opened; focus returns there. */
  opener: HTMLElement | null;
}

/** Shows `popup` as a modal; the caller keeps the returned state to close it. */
export function showModal(popup: HTMLElement, openClass: string, opener: HTMLElement | null): ModalState {
  popup.hidden = false;
  popup.removeAttribute('aria-hidden');
  popup.classList.add(openClass);
  const unInert = inertOutside(popup);
  const html = document.documentElement;
  const overflow = html.style.overflow;
  html.style.overflow = 'hidden';
  return {
    opener,
    release: () => {
      unInert();
      html.style.overflow = overflow;
    },
  };
}

/** Hides `popup` and undoes `state`; returns focus to the opener unless told not to. */
export function hideModal(popup: HTMLElement, openClass: string, state: ModalState, returnFocus: boolean): void {
  popup.classList.remove(openClass);
  popup.setAttribute('aria-hidden', 'true');
  popup.hidden = true;
  state.release();
  if (returnFocus && state.opener?.isConnected) state.opener.focus({ preventScroll: true });
}
