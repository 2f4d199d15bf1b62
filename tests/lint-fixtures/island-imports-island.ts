// Linted as islands/card-swatches/Bad.ts: an island reaching into another island's folder.
import { completeAdd } from '../add-to-cart/add-flow.ts';

export const use = completeAdd;
