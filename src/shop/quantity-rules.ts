/**
 * §5 "Quantity": the five rule sets, one per kind of control. Pure functions over
 * numbers; the islands read the inputs' attributes, call a rule and write the result.
 * The cart drawer's rule (browser validity + 500 ms debounce) lives with the drawer.
 */

/** A bound read from an input attribute: a finite number, or null when missing, empty or not a number. */
export function parseBound(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** §5: a step is 1 when missing, 'any', or not a positive number. */
export function parseStep(raw: string | null | undefined): number {
  const value = parseBound(raw === 'any' ? null : raw);
  return value !== null && value > 0 ? value : 1;
}

/** A typed quantity: a number, or NaN for anything else (never guessed into a number). */
export function parseQuantity(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === '') return Number.NaN;
  return Number(raw);
}

/** Avoids 0.1 + 0.2 artefacts when steps are decimals. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function clamp(value: number, min: number | null, max: number | null): number {
  let out = value;
  if (max !== null && out > max) out = max;
  if (min !== null && out < min) out = min;
  return out;
}

// ---- 1. Product page, outside the cart table ----------------------------------------

/** The variation fields the product-page rule reads (§3 Variation). */
export interface QuantityLimits {
  min_qty?: number | undefined;
  max_qty?: number | undefined;
  is_sold_individually: 'yes' | 'no';
}

/** What the product page's quantity input becomes for a chosen variation. */
export interface ProductQuantity {
  value: number;
  min: number;
  /** null = no maximum. */
  max: number | null;
  /** The quantity input is hidden (sold individually). */
  hidden: boolean;
}

export const productPage = {
  /** On load, a value below the input's min is raised to the min. */
  onLoad(value: number, min: number | null): number {
    return min !== null && value < min ? min : value;
  },

  /**
   * A chosen variation: a sold-individually one fixes the quantity at 1 (min 1, no max) and
   * hides the input; otherwise the value is clamped to [min_qty, max_qty] and a non-number
   * becomes min_qty.
   */
  forVariation(current: number, variation: QuantityLimits): ProductQuantity {
    if (variation.is_sold_individually === 'yes') return { value: 1, min: 1, max: null, hidden: true };
    const min = variation.min_qty ?? 1;
    const max = variation.max_qty ?? null;
    const value = Number.isNaN(current) ? min : clamp(current, min, max);
    return { value, min, max, hidden: false };
  },
};

// ---- 2. Builder stepper ----------------------------------------------------------------

export interface StepperBounds {
  min: number | null;
  max: number | null;
  step: number;
}

export const builderStepper = {
  /** Adds step; with a min set, lands on the min + n × step grid; never above max. */
  plus(value: number, { min, max, step }: StepperBounds): number {
    let next = tidy(value + step);
    if (min !== null) next = tidy(min + Math.floor(tidy((next - min) / step)) * step);
    return max !== null && next > max ? max : next;
  },
  /** Subtracts step, never below min. */
  minus(value: number, { min, step }: StepperBounds): number {
    const next = tidy(value - step);
    return min !== null && next < min ? min : next;
  },
  /** The minus control is disabled below 2. */
  minusDisabled(value: number): boolean {
    return value < 2;
  },
};

// ---- 3. Other product-block steppers ----------------------------------------------------

export const blockStepper = {
  /** Plus is capped at max, and is then disabled. */
  plus(value: number, max: number | null): { value: number; plusDisabled: boolean } {
    const next = max !== null && value + 1 >= max ? max : value + 1;
    return { value: next, plusDisabled: max !== null && next >= max };
  },
  /** Minus works only when the value is ≥ 2. */
  minus(value: number): number {
    return value >= 2 ? value - 1 : value;
  },
  /** A typed value is clamped to [min, max]. */
  typed(value: number, min: number | null, max: number | null): number {
    return clamp(value, min, max);
  },
};

// ---- 4. Theme stepper ----------------------------------------------------------------

export interface ThemeStepperControl extends StepperBounds {
  /** A disabled control does nothing. */
  disabled: boolean;
}

export const themeStepper = {
  /** Increase is blocked at max. */
  increase(value: number, { max, step, disabled }: ThemeStepperControl): number {
    if (disabled) return value;
    const current = Number.isNaN(value) ? 0 : value;
    if (max !== null && current >= max) return current;
    const next = tidy(current + step);
    return max !== null && next > max ? max : next;
  },
  /** Decrease is blocked at min and never goes below 0. */
  decrease(value: number, { min, step, disabled }: ThemeStepperControl): number {
    if (disabled) return value;
    const current = Number.isNaN(value) ? 0 : value;
    const floor = Math.max(min ?? 0, 0);
    if (current <= floor) return current;
    const next = tidy(current - step);
    return next < floor ? floor : next;
  },
  /** On blur, a value above max becomes max. */
  blur(value: number, max: number | null): number {
    return max !== null && value > max ? max : value;
  },
  /** Whether each control has anything left to do (for aria-disabled). */
  atBounds(value: number, { min, max }: StepperBounds): { atMin: boolean; atMax: boolean } {
    return { atMin: !(value > Math.max(min ?? 0, 0)), atMax: max !== null && value >= max };
  },
};

// ---- 5. Bundle items --------------------------------------------------------------------

export const bundleItem = {
  /** When the item is checked, its quantity is clamped to the input's min and max. */
  onCheck(value: number, min: number | null, max: number | null): number {
    return clamp(value, min, max);
  },
  /** Plus steps by the input's step and stops at max. */
  plus(value: number, { max, step }: StepperBounds): number {
    const next = tidy(value + step);
    return max !== null && next > max ? max : next;
  },
  /** Minus steps by the input's step, stops at min and never goes below 0. */
  minus(value: number, { min, step }: StepperBounds): number {
    const floor = Math.max(min ?? 0, 0);
    const next = tidy(value - step);
    return next < floor ? floor : next;
  },
};
