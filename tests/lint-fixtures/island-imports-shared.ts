// Linted as islands/card-swatches/Good.ts: an island using shared code, the bridge and its own folder.
import { defineIsland } from '../../src/island.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { readSwatches } from './swatches.ts';

export const use = [defineIsland, warn, readSwatches];
