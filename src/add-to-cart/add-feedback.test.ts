import { afterEach, describe, expect, it } from 'vitest';
import { attachAddFeedback } from './add-feedback.ts';

const config = { cartUrl: '/cart/', i18nViewCart: 'View cart', isCart: false };

function button(): HTMLElement {
  document.body.innerHTML = '<p><a href="?add-to-cart=1" class="button add_to_cart_button">Add to cart</a></p>';
  return document.querySelector('a')!;
}

describe('attachAddFeedback', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows loading while adds are pending, then added with one View cart link that stays', () => {
    const target = button();
    const feedback = attachAddFeedback(target, config);
    feedback.begin();
    feedback.begin();
    expect(target.classList.contains('loading')).toBe(true);
    expect(target.getAttribute('aria-busy')).toBe('true');
    expect(feedback.end({ kind: 'added' })).toBe(false);
    expect(target.classList.contains('loading')).toBe(true);
    expect(feedback.end({ kind: 'added' })).toBe(true);
    expect(target.className).toContain('added');
    expect(target.hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
    feedback.begin();
    feedback.end({ kind: 'added' });
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
  });

  it('says why an add failed and clears the message on the next try', () => {
    const target = button();
    const feedback = attachAddFeedback(target, config);
    feedback.begin();
    feedback.end({ kind: 'failed', message: 'Sorry, try again.' });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Sorry, try again.');
    expect(target.classList.contains('added')).toBe(false);
    feedback.begin();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('adds no View cart link on the cart page or when the page already has one', () => {
    const target = button();
    target.insertAdjacentHTML('afterend', '<a class="added_to_cart wc-forward" href="/cart/">View cart</a>');
    const feedback = attachAddFeedback(target, config);
    feedback.begin();
    feedback.end({ kind: 'added' });
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
    const onCart = attachAddFeedback(button(), { ...config, isCart: true });
    onCart.begin();
    onCart.end({ kind: 'added' });
    expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(0);
  });

  it('takes everything back on remove', () => {
    const target = button();
    const feedback = attachAddFeedback(target, config);
    feedback.begin();
    feedback.end({ kind: 'failed', message: 'x' });
    feedback.remove();
    expect(document.querySelector('[data-island-root]')).toBeNull();
    expect(target.className).toBe('button add_to_cart_button');
  });
});
