/** The sticky bar's button: shows the main button's state and presses it. */
import { listen } from '../../dom-bridge/listen.ts';

/** Button classes the bar mirrors from the main button, so the theme's CSS shows the same state. */
const MIRRORED_CLASSES = ['disabled', 'loading', 'added'];

/** Mirrors `mainButton`'s state on `button` and makes a press of `button` press it, until the returned undo. */
export function pressThrough(button: HTMLElement, mainButton: HTMLButtonElement, selects: HTMLSelectElement[]): () => void {
  const mirror = (): void => {
    for (const name of MIRRORED_CLASSES) button.classList.toggle(name, mainButton.classList.contains(name));
    const disabled = mainButton.getAttribute('aria-disabled') === 'true' || mainButton.disabled;
    if (disabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  };
  const observer = new MutationObserver(mirror);
  observer.observe(mainButton, { attributes: true, attributeFilter: ['class', 'aria-disabled', 'disabled'] });
  mirror();
  const onBarClick = (event: MouseEvent): void => {
    event.preventDefault();
    // The theme's own bar script (delegated on the document) must not press the main button again.
    event.stopPropagation();
    if (mainButton.disabled) return;
    mainButton.click();
    // An incomplete choice was just explained (§5 alert): take the shopper to the first missing option.
    const missing = selects.find((select) => !select.value);
    if (missing && mainButton.classList.contains('disabled')) {
      missing.scrollIntoView?.({ block: 'center' });
      missing.focus({ preventScroll: true });
    }
  };
  const stopClicks = listen(button, 'click', onBarClick);
  return () => {
    observer.disconnect();
    stopClicks();
  };
}
