import { describe, expect, it } from 'vitest';
import { parseBlockList, parseFreshNonce, StaleNonce } from './wopb-listing.ts';

describe('wopb listing parsers', () => {
  it('reads blockList and treats null (a bad nonce) as a stale nonce', () => {
    expect(parseBlockList({ blockList: [{ blockId: 'a', content: '<p>' }, { blockId: 1 }] })).toEqual([{ blockId: 'a', content: '<p>' }]);
    expect(() => parseBlockList(null)).toThrow(StaleNonce);
    expect(() => parseBlockList({ nope: true })).toThrow();
    expect(() => parseBlockList('<html>')).toThrow();
  });
  it('reads the fresh nonce of wopb_get_nonce', () => {
    expect(parseFreshNonce({ success: true, data: { nonce: 'a55ef599c1' } })).toBe('a55ef599c1');
    expect(() => parseFreshNonce({ success: false })).toThrow();
  });
});
