// Linted as protocol/bad.ts: client code importing the reference backend.
import { COUPONS } from '../server/coupons.ts';

export const use = COUPONS;
