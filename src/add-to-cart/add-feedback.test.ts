import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasReactRoot } from '../react-root.tsx';
import { attachAddFeedback, type AddFeedback } from './add-feedback.ts';

const config = { cartUrl: '/cart/', i18nViewCart: 'View cart', isCart: false };

function button(): HTMLElement {
  document.body.innerHTML = '<p><a href="?add-to-cart=1" class="button add_to_cart_button">Add to cart</a></p>';
  return document.querySelector('a')!;
}

function attach(target: HTMLElement, settings = config): AddFeedback {
  return attachAddFeedback(target, settings, { name: 'add-to-cart', element: target });
}

describe('attachAddFeedback', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows loading while adds are pending, then added with one View cart link that stays', async () => {
    const target = button();
    const feedback = attach(target);
    feedback.begin();
    feedback.begin();
    expect(target.classList.contains('loading')).toBe(true);
    expect(target.getAttribute('aria-busy')).toBe('true');
    expect(feedback.end({ kind: 'added' })).toBe(false);
    expect(target.classList.contains('loading')).toBe(true);
    expect(feedback.end({ kind: 'added' })).toBe(true);
    expect(target.className).toContain('added');
    expect(target.hasAttribute('aria-busy')).toBe(false);
    expect(await screen.findByRole('link', { name: 'View cart' })).toHaveProperty('href', `${location.origin}/cart/`);
    feedback.begin();
    feedback.end({ kind: 'added' });
    expect(screen.getAllByRole('link', { name: 'View cart' })).toHaveLength(1);
    feedback.remove();
  });

  it('says why an add failed and clears the message on the next try', async () => {
    const target = button();
    const feedback = attach(target);
    feedback.begin();
    feedback.end({ kind: 'failed', message: 'Sorry, try again.' });
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, try again.');
    expect(target.classList.contains('added')).toBe(false);
    feedback.begin();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    feedback.remove();
  });

  it('adds no View cart link on the cart page or when the page already has one', async () => {
    const target = button();
    target.insertAdjacentHTML('afterend', '<a class="added_to_cart wc-forward" href="/cart/">View cart</a>');
    const feedback = attach(target);
    feedback.begin();
    feedback.end({ kind: 'added' });
    await waitFor(() => expect(hasReactRoot(target)).toBe(true));
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
    feedback.remove();
    const onCartButton = button();
    const onCart = attach(onCartButton, { ...config, isCart: true });
    onCart.begin();
    onCart.end({ kind: 'added' });
    await waitFor(() => expect(hasReactRoot(onCartButton)).toBe(true));
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(0);
    onCart.remove();
  });

  it('of an island that starts early, wakes its view on a press or focus, before any add', async () => {
    const target = button();
    const feedback = attachAddFeedback(target, config, { name: 'bought-together', element: target, startsEarly: true });
    expect(hasReactRoot(target)).toBe(false);
    target.focus();
    await waitFor(() => expect(hasReactRoot(target)).toBe(true));
    feedback.remove();
  });

  it('takes everything back on remove', async () => {
    const target = button();
    const feedback = attach(target);
    feedback.begin();
    feedback.end({ kind: 'failed', message: 'x' });
    await screen.findByRole('alert');
    feedback.remove();
    expect(document.querySelector('[data-island-root]')).toBeNull();
    expect(hasReactRoot(target)).toBe(false);
    expect(target.className).toBe('button add_to_cart_button');
  });
});
