/** The wishlist button's states with the add-on's icons (§4 "Wishlist button"): normal → adding (loading icon) → added. */
import { describe, expect, it } from 'vitest';
import { showButtonState } from './wishlist-buttons.ts';

const TEXTS = {
  buttonText: 'Add to wishlist',
  buttonTextAdded: 'Browse wishlist',
  normalIcon: 'woosw-icon-5',
  addedIcon: 'woosw-icon-8',
  loadingIcon: 'woosw-icon-4',
};

function iconButton(): HTMLButtonElement {
  document.body.innerHTML =
    '<button class="woosw-btn woosw-btn-14 woosw-btn-has-icon" data-id="14" aria-label="Add to wishlist">' +
    '<span class="woosw-btn-icon woosw-icon-5"></span><span class="woosw-btn-text">Add to wishlist</span></button>';
  return document.querySelector('button')!;
}

describe('wishlist button states (§4)', () => {
  it('adding shows the loading icon and is busy, keeping its name; added shows the added icon and text', () => {
    const button = iconButton();
    const icon = button.querySelector('.woosw-btn-icon')!;
    showButtonState(button, 'adding', TEXTS);
    expect(icon.className).toBe('woosw-btn-icon woosw-icon-4');
    expect(button.classList.contains('woosw-adding')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Add to wishlist');
    showButtonState(button, 'added', TEXTS);
    expect(icon.className).toBe('woosw-btn-icon woosw-icon-8');
    expect(button.querySelector('.woosw-btn-text')!.textContent).toBe('Browse wishlist');
    expect(button.getAttribute('aria-label')).toBe('Browse wishlist');
    expect(button.classList.contains('woosw-adding')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.classList.contains('woosw-added')).toBe(true);
    showButtonState(button, 'normal', TEXTS);
    expect(icon.className).toBe('woosw-btn-icon woosw-icon-5');
    expect(button.textContent).toBe('Add to wishlist');
    expect(button.classList.contains('woosw-btn-added')).toBe(false);
  });
});
