// Linted as server/bad.ts: the reference backend importing client code.
import { readShopConfig } from '../dom-bridge/config.ts';

export const use = readShopConfig;
