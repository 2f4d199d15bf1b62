import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import QuantityStepperView from './QuantityStepperView.tsx';

beforeEach(() => {
  document.body.innerHTML =
    '<div class="quantity"><button type="button" class="quantity-button minus" aria-label="Decrease quantity">−</button>' +
    '<label for="q">Quantity</label><input type="number" id="q" class="qty" value="1" min="1" max="2" step="1">' +
    '<button type="button" class="quantity-button plus" aria-label="Increase quantity">+</button></div>';
});

describe('QuantityStepperView', () => {
  it('steps the theme’s input within its bounds and says when a button has nothing left to do', () => {
    render(<QuantityStepperView element={document.querySelector<HTMLElement>('.quantity')!} />);
    const quantity = screen.getByLabelText<HTMLInputElement>('Quantity');
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    expect(quantity.value).toBe('2');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    expect(quantity.value).toBe('2');
  });

  it('leaves the buttons to the theme once unmounted', () => {
    const view = render(<QuantityStepperView element={document.querySelector<HTMLElement>('.quantity')!} />);
    view.unmount();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('1');
  });
});
