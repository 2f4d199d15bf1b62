// Linted as islands/card-swatches/Bad.ts: an island reaching into another island's folder.
import { mount } from '../add-to-cart/AddToCartButton.ts';

export const use = mount;
