import { describe, expect, it } from 'vitest';
import {
  blockStepper,
  builderStepper,
  bundleItem,
  parseBound,
  parseQuantity,
  parseStep,
  productPage,
  themeStepper,
} from './quantity-rules.ts';

describe('reading the input attributes', () => {
  it('reads a step of 1 when it is missing, empty, "any" or not positive', () => {
    expect(parseStep(null)).toBe(1);
    expect(parseStep('')).toBe(1);
    expect(parseStep('any')).toBe(1);
    expect(parseStep('0')).toBe(1);
    expect(parseStep('abc')).toBe(1);
    expect(parseStep('2')).toBe(2);
    expect(parseStep('0.5')).toBe(0.5);
  });

  it('reads a missing or empty bound as none', () => {
    expect(parseBound('')).toBeNull();
    expect(parseBound(null)).toBeNull();
    expect(parseBound('x')).toBeNull();
    expect(parseBound('10')).toBe(10);
  });

  it('reads a typed quantity, NaN for anything that is not a number', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('')).toBeNaN();
    expect(parseQuantity('two')).toBeNaN();
  });
});

describe('§5 product page, outside the cart table', () => {
  it('raises a value below the min to the min on load', () => {
    expect(productPage.onLoad(0, 1)).toBe(1);
    expect(productPage.onLoad(3, 2)).toBe(3);
    expect(productPage.onLoad(-1, null)).toBe(-1);
  });

  it("clamps to a variation's min_qty and max_qty", () => {
    const limits = { min_qty: 2, max_qty: 5, is_sold_individually: 'no' } as const;
    expect(productPage.forVariation(1, limits)).toEqual({ value: 2, min: 2, max: 5, hidden: false });
    expect(productPage.forVariation(9, limits)).toEqual({ value: 5, min: 2, max: 5, hidden: false });
    expect(productPage.forVariation(3, limits)).toEqual({ value: 3, min: 2, max: 5, hidden: false });
  });

  it('turns a non-number into min_qty', () => {
    expect(productPage.forVariation(Number.NaN, { min_qty: 2, max_qty: 5, is_sold_individually: 'no' }).value).toBe(2);
  });

  it('has no maximum when max_qty is absent (the platform sends "")', () => {
    expect(productPage.forVariation(40, { min_qty: 1, is_sold_individually: 'no' })).toEqual({
      value: 40,
      min: 1,
      max: null,
      hidden: false,
    });
  });

  it('fixes a sold-individually variation at 1 (min 1, no max) and hides the input', () => {
    expect(productPage.forVariation(4, { min_qty: 1, max_qty: 1, is_sold_individually: 'yes' })).toEqual({
      value: 1,
      min: 1,
      max: null,
      hidden: true,
    });
  });
});

describe('§5 builder stepper', () => {
  it('plus adds the step (default 1) and caps at max', () => {
    expect(builderStepper.plus(1, { min: null, max: null, step: 1 })).toBe(2);
    expect(builderStepper.plus(4, { min: null, max: 5, step: 2 })).toBe(5);
  });

  it('plus aligns to the step when a min is set', () => {
    // min 2, step 3: the grid is 2, 5, 8 …; 4 + 3 = 7 lands on 5.
    expect(builderStepper.plus(4, { min: 2, max: null, step: 3 })).toBe(5);
    expect(builderStepper.plus(5, { min: 2, max: null, step: 3 })).toBe(8);
  });

  it('minus subtracts the step and never goes below min', () => {
    expect(builderStepper.minus(5, { min: 1, max: null, step: 2 })).toBe(3);
    expect(builderStepper.minus(2, { min: 1, max: null, step: 2 })).toBe(1);
  });

  it('disables minus below 2', () => {
    expect(builderStepper.minusDisabled(1)).toBe(true);
    expect(builderStepper.minusDisabled(2)).toBe(false);
  });
});

describe('§5 other product-block steppers', () => {
  it('caps plus at max and then disables it', () => {
    expect(blockStepper.plus(1, 3)).toEqual({ value: 2, plusDisabled: false });
    expect(blockStepper.plus(2, 3)).toEqual({ value: 3, plusDisabled: true });
    expect(blockStepper.plus(3, 3)).toEqual({ value: 3, plusDisabled: true });
    expect(blockStepper.plus(7, null)).toEqual({ value: 8, plusDisabled: false });
  });

  it('lets minus work only from 2 up', () => {
    expect(blockStepper.minus(2)).toBe(1);
    expect(blockStepper.minus(1)).toBe(1);
  });

  it('clamps a typed value to [min, max]', () => {
    expect(blockStepper.typed(0, 1, 5)).toBe(1);
    expect(blockStepper.typed(9, 1, 5)).toBe(5);
    expect(blockStepper.typed(3, 1, null)).toBe(3);
  });
});

describe('§5 theme stepper', () => {
  const control = { min: 1, max: 5, step: 1, disabled: false };

  it('does nothing when the control is disabled', () => {
    expect(themeStepper.increase(2, { ...control, disabled: true })).toBe(2);
    expect(themeStepper.decrease(2, { ...control, disabled: true })).toBe(2);
  });

  it('blocks increase at max', () => {
    expect(themeStepper.increase(4, control)).toBe(5);
    expect(themeStepper.increase(5, control)).toBe(5);
    expect(themeStepper.increase(4, { ...control, step: 3 })).toBe(5);
  });

  it('blocks decrease at min and never goes below 0', () => {
    expect(themeStepper.decrease(2, control)).toBe(1);
    expect(themeStepper.decrease(1, control)).toBe(1);
    expect(themeStepper.decrease(1, { ...control, min: null })).toBe(0);
    expect(themeStepper.decrease(0, { ...control, min: -5 })).toBe(0);
  });

  it('steps by 1 when the step is "any" or missing', () => {
    expect(themeStepper.increase(1, { ...control, step: parseStep('any') })).toBe(2);
    expect(themeStepper.decrease(3, { ...control, step: parseStep(null) })).toBe(2);
  });

  it('makes a value above max the max on blur', () => {
    expect(themeStepper.blur(9, 5)).toBe(5);
    expect(themeStepper.blur(3, 5)).toBe(3);
    expect(themeStepper.blur(9, null)).toBe(9);
  });

  it('reports when a control has nothing left to do', () => {
    expect(themeStepper.atBounds(1, control)).toEqual({ atMin: true, atMax: false });
    expect(themeStepper.atBounds(5, control)).toEqual({ atMin: false, atMax: true });
    expect(themeStepper.atBounds(0, { min: null, max: null, step: 1 })).toEqual({ atMin: true, atMax: false });
  });
});

describe('§5 bundle items', () => {
  it("clamps to the input's min and max when the item is checked", () => {
    expect(bundleItem.onCheck(0, 1, 4)).toBe(1);
    expect(bundleItem.onCheck(6, 1, 4)).toBe(4);
  });

  it('steps by the input\'s step (1 when "any" or empty)', () => {
    expect(bundleItem.plus(1, { min: 1, max: null, step: parseStep('any') })).toBe(2);
    expect(bundleItem.plus(1, { min: 1, max: null, step: parseStep('') })).toBe(2);
    expect(bundleItem.plus(1, { min: 1, max: null, step: 0.5 })).toBe(1.5);
  });

  it('stops plus at max, and minus at min and never below 0', () => {
    expect(bundleItem.plus(4, { min: 1, max: 4, step: 1 })).toBe(4);
    expect(bundleItem.minus(1, { min: 1, max: null, step: 1 })).toBe(1);
    expect(bundleItem.minus(1, { min: null, max: null, step: 2 })).toBe(0);
    expect(bundleItem.minus(0.2, { min: -1, max: null, step: 1 })).toBe(0);
  });
});
