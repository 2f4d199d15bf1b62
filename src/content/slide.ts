/**
 * Shows or hides a panel with a vertical slide (§4 "Collapsible column": 300 ms), at once when the
 * shopper asks for reduced motion. Returns a cancel that leaves the panel in its final state.
 */

export const SLIDE_MS = 300;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Inline display, not `hidden`: the builder's CSS gives its wrappers a display that beats the attribute,
 * and hides a toggle's panels until its script shows them (`shownAs` 'block' then, as its slideDown did).
 */
export function setShown(panel: HTMLElement, shown: boolean, shownAs = ''): void {
  panel.style.display = shown ? shownAs : 'none';
}

export function slide(panel: HTMLElement, open: boolean, shownAs = ''): () => void {
  if (reducedMotion() || typeof panel.animate !== 'function') {
    setShown(panel, open, shownAs);
    return () => {};
  }
  setShown(panel, true, shownAs);
  const full = `${panel.scrollHeight}px`;
  const overflow = panel.style.overflow;
  panel.style.overflow = 'hidden';
  const animation = panel.animate([{ height: open ? '0px' : full }, { height: open ? full : '0px' }], {
    duration: SLIDE_MS,
    easing: 'ease',
  });
  const finish = (): void => {
    panel.style.overflow = overflow;
    setShown(panel, open, shownAs);
  };
  animation.addEventListener('finish', finish, { once: true });
  return () => {
    animation.removeEventListener('finish', finish);
    animation.cancel();
    finish();
  };
}
