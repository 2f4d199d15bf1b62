/**
 * The cart-sync chunk loads only when the cart may have changed; what is asked while it loads is not lost.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../dom-bridge/emit.ts';
import { watchCartFromOtherPlaces } from './cart-wakeup.ts';

const sync = vi.hoisted(() => ({ startCartSync: vi.fn(), commitAnnounced: vi.fn() }));
vi.mock('./cart-sync.ts', () => sync);

afterEach(() => vi.clearAllMocks());

describe('waking the cart sync', () => {
  it('a refresh a script asks for while the chunk loads (woken by an add) is done once it starts', async () => {
    watchCartFromOtherPlaces({ cartHashKey: 'wc_cart_hash_test' }, false);
    const announced = [{ 'div.widget_shopping_cart_content': '<div></div>' }, 'hash', document.body];
    emit('added_to_cart', announced);
    emit('wc_fragment_refresh');
    await vi.waitFor(() => expect(sync.startCartSync).toHaveBeenCalledTimes(1));
    expect(sync.startCartSync).toHaveBeenCalledWith({ refresh: true });
    expect(sync.commitAnnounced).toHaveBeenCalledWith(announced);
  });
});
