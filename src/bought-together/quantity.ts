/**
 * §5 "Bundle items" quantity rules: an item's quantity input clamped to its min and max when the item
 * is checked, and its plus/minus controls stepping by the input's step.
 */

export interface QuantityLimits {
  /** NaN when the input has none. */
  min: number;
  max: number;
  /** The input's `step` attribute as printed ('any', '' or a number). */
  step: string;
}

/** The step: 1 when the input says 'any', nothing, or nothing usable. */
export function stepOf(step: string): number {
  const value = Number.parseFloat(step);
  return step === 'any' || step.trim() === '' || !Number.isFinite(value) || value <= 0 ? 1 : value;
}

/** Decimal places of a step, so 0.1 + 0.2 shows as 0.3. */
function placesOf(step: number): number {
  const match = /(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(String(step));
  return Math.max(0, (match?.[1]?.length ?? 0) - Number(match?.[2] ?? 0));
}

/** `value` within the input's min and max (either may be missing). */
export function clampQuantity(value: number, limits: Pick<QuantityLimits, 'min' | 'max'>): number {
  let next = Number.isFinite(value) ? value : 0;
  if (Number.isFinite(limits.min) && next < limits.min) next = limits.min;
  if (Number.isFinite(limits.max) && next > limits.max) next = limits.max;
  return next;
}

/** Plus: one step up, stopping at max. */
export function stepUp(value: number, limits: QuantityLimits): number {
  const current = Number.isFinite(value) ? value : 0;
  if (Number.isFinite(limits.max) && current >= limits.max) return limits.max;
  const step = stepOf(limits.step);
  const next = Number((current + step).toFixed(placesOf(step)));
  return Number.isFinite(limits.max) ? Math.min(next, limits.max) : next;
}

/** Minus: one step down, stopping at min and never below 0. */
export function stepDown(value: number, limits: QuantityLimits): number {
  const current = Number.isFinite(value) ? value : 0;
  if (Number.isFinite(limits.min) && limits.min > 0 && current <= limits.min) return limits.min;
  if (current <= 0) return 0;
  const step = stepOf(limits.step);
  const next = Number((current - step).toFixed(placesOf(step)));
  const floor = Number.isFinite(limits.min) ? Math.max(limits.min, 0) : 0;
  return Math.max(next, floor);
}
