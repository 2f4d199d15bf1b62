import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ISLAND_WAKE_ATTR } from '../../dom-bridge/constants.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import { commitWishlist, resetWishlistForTests } from '../../src/wishlist/wishlist-commit.ts';
import { resetStartForTests } from '../../src/wishlist/wishlist-start.ts';
import WishlistVariationView from './WishlistVariationView.tsx';

/** A variable product's form (103) with its wishlist button, as the product page prints them. */
const PRODUCT_PAGE =
  '<div class="single-product"><form class="variations_form" data-product_id="103">' +
  '<input type="hidden" name="variation_id" class="variation_id" value="0"></form>' +
  '<button class="woosw-btn woosw-btn-103" data-id="103" aria-label="Add to wishlist">Add to wishlist</button></div>';

const form = (): HTMLFormElement => document.querySelector('form')!;
const button = (): HTMLElement => document.querySelector<HTMLElement>('.woosw-btn')!;

function renderFollower(): void {
  render(<WishlistVariationView element={button()} />);
}

beforeEach(() => {
  document.body.innerHTML = PRODUCT_PAGE;
});
afterEach(() => {
  resetWishlistForTests();
  resetStartForTests();
});

describe('WishlistVariationView', () => {
  it('points the button at the chosen variation, shown added when it is listed; reset points it back at the parent', () => {
    commitWishlist({ key: 'TEST01', fragments: {}, ids: { '104': { parent: 103 } } }, 'cache');
    renderFollower();
    expect(screen.getByRole('button', { name: 'Browse wishlist' })).toBeTruthy();

    act(() => emitOn(form(), 'found_variation', [{ variation_id: 105 }]));
    expect(button().getAttribute('data-id')).toBe('105');
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();

    act(() => emitOn(form(), 'found_variation', [{ variation_id: 104 }]));
    expect(screen.getByRole('button', { name: 'Browse wishlist' })).toBeTruthy();

    act(() => emitOn(form(), 'reset_data'));
    expect(button().getAttribute('data-id')).toBe('103');
    // The parent shows as added: one of its variations is listed.
    expect(screen.getByRole('button', { name: 'Browse wishlist' })).toBeTruthy();
  });

  it('catches up with the choice that woke it', () => {
    form().querySelector('input')!.value = '105';
    button().setAttribute(ISLAND_WAKE_ATTR, 'found_variation');
    renderFollower();
    expect(button().getAttribute('data-id')).toBe('105');
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
  });

  it('follows a later add of the chosen variation', () => {
    renderFollower();
    act(() => emitOn(form(), 'found_variation', [{ variation_id: 105 }]));
    act(() => void commitWishlist({ key: 'TEST01', fragments: {}, ids: { '105': { parent: 103 } } }));
    expect(screen.getByRole('button', { name: 'Browse wishlist' })).toBeTruthy();
  });
});
