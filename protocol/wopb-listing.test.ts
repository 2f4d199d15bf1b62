import { describe, expect, it } from 'vitest';
import { html, parseBlockList, parseFreshNonce, StaleNonce } from './wopb-listing.ts';

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
  it('takes a markup fragment; an empty answer is a stale nonce; an error page or broken JSON is no answer (fault matrix)', () => {
    const parse = html('wopb_load_more');
    expect(parse('<div class="wopb-block-item ">…</div>')).toBe('<div class="wopb-block-item ">…</div>');
    expect(() => parse('  ')).toThrow(StaleNonce);
    expect(() => parse('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>')).toThrow(
      /An unknown error occurred/,
    );
    expect(() => parse('<html lang="en"><body>Error</body></html>')).toThrow();
    expect(() => parse('{"fragments":{"div.widget_shopping_cart_content":"<div')).toThrow();
  });
});
