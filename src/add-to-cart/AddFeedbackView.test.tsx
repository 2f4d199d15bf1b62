import { render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddFeedbackState } from './add-feedback.ts';
import AddFeedbackView from './AddFeedbackView.tsx';

const config = { cartUrl: '/cart/', i18nViewCart: 'View cart', isCart: false };

function holderAfterButton(): HTMLElement {
  document.body.innerHTML = '<p><a class="button">Add to cart</a><span data-island-root style="display: contents"></span></p>';
  return document.querySelector<HTMLElement>('[data-island-root]')!;
}

describe('AddFeedbackView', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the View cart link after the button once an add is in, and the failure as an alert', async () => {
    const holder = holderAfterButton();
    const $feedback = atom<AddFeedbackState>({ pending: 0, added: false, link: false, error: '' });
    render(<AddFeedbackView $feedback={$feedback} config={config} holder={holder} />);
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
    $feedback.set({ pending: 0, added: true, link: true, error: '' });
    expect((await screen.findByRole('link', { name: 'View cart' })).getAttribute('href')).toBe('/cart/');
    expect(holder.querySelector('a')?.textContent).toBe('View cart');
    $feedback.set({ pending: 0, added: false, link: true, error: 'You are probably offline.' });
    expect((await screen.findByRole('alert')).textContent).toBe('You are probably offline.');
    expect(holder.lastElementChild?.getAttribute('role')).toBe('alert');
  });
});
