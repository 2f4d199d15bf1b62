/**
 * The theme's quantity stepper on the product page (§5 "Theme stepper"): plus/minus buttons
 * around the quantity input. Plain DOM: it only drives the server's input and buttons.
 * The input's own min/max/step are read at each press, so limits set by the variation
 * form (§5 product page) are always the ones applied.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import type { Unmount } from '../../src/island.ts';
import {
  parseBound,
  parseQuantity,
  parseStep,
  productPage,
  themeStepper,
  type ThemeStepperControl,
} from '../../src/shop/quantity-rules.ts';

function control(input: HTMLInputElement, button: HTMLElement): ThemeStepperControl {
  return {
    min: parseBound(input.getAttribute('min')),
    max: parseBound(input.getAttribute('max')),
    step: parseStep(input.getAttribute('step')),
    // §5: a disabled control does nothing (the input's own state counts too).
    disabled: input.disabled || input.readOnly || button.hasAttribute('disabled') || button.classList.contains('disabled'),
  };
}

function setValue(input: HTMLInputElement, value: number): void {
  if (Number.isNaN(value) || String(value) === input.value) return;
  input.value = String(value);
  // As if typed: the form, the sticky bar and the theme follow the input's events.
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Starts the stepper in `box` (a `.quantity` with `.quantity-button.plus/.minus`). */
function startStepper(box: HTMLElement): Unmount {
  const input = box.querySelector<HTMLInputElement>('input.qty');
  const plus = box.querySelector<HTMLElement>(`${PRODUCT_SELECTORS.quantityButton}.plus`);
  const minus = box.querySelector<HTMLElement>(`${PRODUCT_SELECTORS.quantityButton}.minus`);
  if (!input) return () => {};

  // Buttons that say when there is nothing left to do, without losing keyboard focus (aria-disabled, not disabled).
  const refresh = (): void => {
    const { atMin, atMax } = themeStepper.atBounds(parseQuantity(input.value), {
      min: parseBound(input.getAttribute('min')),
      max: parseBound(input.getAttribute('max')),
      step: 1,
    });
    plus?.setAttribute('aria-disabled', String(atMax));
    minus?.setAttribute('aria-disabled', String(atMin));
  };

  const onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(PRODUCT_SELECTORS.quantityButton) : null;
    if (!button || !box.contains(button)) return;
    event.preventDefault();
    // The theme's own stepper (delegated on the document) must not step a second time.
    event.stopPropagation();
    const current = parseQuantity(input.value);
    if (button === plus) setValue(input, themeStepper.increase(current, control(input, button)));
    else if (button === minus) setValue(input, themeStepper.decrease(current, control(input, button)));
    refresh();
  };
  // §5 theme stepper: on blur, a value above max becomes max.
  const onBlur = (): void => {
    setValue(input, themeStepper.blur(parseQuantity(input.value), parseBound(input.getAttribute('max'))));
    refresh();
  };

  // §5 product page: on load, a value below the input's min is raised to the min.
  setValue(input, productPage.onLoad(parseQuantity(input.value), parseBound(input.getAttribute('min'))));
  refresh();
  return undoAll([
    listen(box, 'click', onClick),
    listen(input, 'blur', onBlur),
    listen(input, 'input', refresh),
    listen(input, 'change', refresh),
  ]);
}

export function mount(box: HTMLElement): Promise<Unmount> {
  return Promise.resolve(startStepper(box));
}
