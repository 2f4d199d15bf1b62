import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { quantityStepperIsland } from './index.ts';

function stepper(attrs: string): string {
  return (
    `<form class="cart"><div class="quantity">` +
    `<button type="button" class="quantity-button minus" aria-label="Decrease quantity">−</button>` +
    `<label for="q">Quantity</label><input type="number" id="q" class="input-text qty text" name="quantity" ${attrs}>` +
    `<button type="button" class="quantity-button plus" aria-label="Increase quantity">+</button></div></form>` +
    `<div class="quantity"><input type="number" class="qty" name="other" value="1"></div>`
  );
}

let runtime: Runtime | undefined;
afterEach(() => runtime?.stop());

const input = (): HTMLInputElement => document.getElementById('q') as HTMLInputElement;
const plus = (): HTMLElement => screen.getByRole('button', { name: 'Increase quantity' });
const minus = (): HTMLElement => screen.getByRole('button', { name: 'Decrease quantity' });

function start(attrs: string): void {
  document.body.innerHTML = stepper(attrs);
  runtime = startRuntime([quantityStepperIsland]);
}

describe('theme quantity stepper', () => {
  it('claims only quantities with plus/minus buttons', () => {
    start('value="1" min="1" max="3" step="1"');
    const boxes = document.querySelectorAll('.quantity');
    expect(boxes[0]!.getAttribute('data-island')).toBe('quantity-stepper');
    expect(boxes[1]!.hasAttribute('data-island')).toBe(false);
  });

  it('steps up to max and down to min; the first press is replayed once live (§5 theme stepper)', async () => {
    start('value="1" min="1" max="3" step="1"');
    const changes: string[] = [];
    input().addEventListener('change', () => changes.push(input().value));
    plus().click();
    await waitFor(() => expect(input().value).toBe('2'));
    plus().click();
    plus().click();
    expect(input().value).toBe('3');
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    minus().click();
    minus().click();
    minus().click();
    expect(input().value).toBe('1');
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    expect(changes).toEqual(['2', '3', '2', '1']);
  });

  it("keeps the theme's own stepper (delegated on the document) from stepping a second time", async () => {
    start('value="1" min="1" max="3" step="1"');
    const themeHandler = vi.fn();
    document.addEventListener('click', themeHandler);
    try {
      plus().click();
      await waitFor(() => expect(input().value).toBe('2'));
      plus().click();
      expect(input().value).toBe('3');
      expect(themeHandler).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('click', themeHandler);
    }
  });

  it('steps by 1 when the step is "any", and never below 0 without a min', async () => {
    start('value="1" step="any"');
    plus().click();
    await waitFor(() => expect(input().value).toBe('2'));
    minus().click();
    minus().click();
    minus().click();
    expect(input().value).toBe('0');
  });

  it('makes a value above max the max on blur', async () => {
    start('value="1" min="1" max="4" step="1"');
    plus().click();
    await waitFor(() => expect(input().value).toBe('2'));
    input().value = '9';
    input().dispatchEvent(new Event('blur'));
    expect(input().value).toBe('4');
  });

  it('does nothing when the input is disabled', async () => {
    start('value="2" min="1" max="4" step="1" disabled');
    plus().click();
    await waitFor(() => expect(document.querySelector('.quantity')!.getAttribute('data-island-state')).toBe('live'));
    expect(input().value).toBe('2');
  });

  it('follows limits another script sets on the input (the variation form)', async () => {
    start('value="1" min="1" step="1"');
    plus().click();
    await waitFor(() => expect(input().value).toBe('2'));
    input().setAttribute('max', '2');
    input().dispatchEvent(new Event('change'));
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    plus().click();
    expect(input().value).toBe('2');
  });
});
