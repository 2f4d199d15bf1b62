/**
 * The wc-ajax endpoint of the add-to-cart contract (protocol/cart.ts), apart from the client so the
 * entry's early add (src/add-to-cart/early-add.ts) sends the same call without loading the client.
 */
export const ADD_TO_CART_ENDPOINT = 'add_to_cart';
