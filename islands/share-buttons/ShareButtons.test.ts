import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, fields, jsonResponse, textResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { shareButtonsIsland } from './index.ts';
import { popupFeatures, readCount, shareUrl } from './share.ts';

// ProductX's share block, as its social-share block prints it.
const BLOCK = `
  <div class="wp-block-product-blocks-social-share"><div class="wopb-product-wrapper"><div class="wopb-share">
    <div class="wopb-share-layout wopb-inline-true">
      <div class="wopb-share-count-section"><span class="wopb-share-count">4</span><span class="wopb-share-label">Shares</span></div>
      <div class="wopb-share-item-inner-block" postId="103" count="4">
        <div class="wopb-share-item wopb-social-facebook"><a href="javascript:" class="wopb-share-item-facebook" url="http://www.facebook.com/sharer.php?u=http://shop.test/product/x/">Facebook</a></div>
        <div class="wopb-share-item wopb-social-twitter"><a href="javascript:" class="wopb-share-item-twitter" url="http://twitter.com/share?url=http://shop.test/product/x/">Twitter</a></div>
      </div>
    </div>
  </div></div></div>`;

let runtime: Runtime;
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useConfig({ nonces: { wopb: 'a55ef599c1' } });
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
  document.body.innerHTML = BLOCK;
  runtime = startRuntime([shareButtonsIsland]);
});
afterEach(() => {
  runtime.stop();
  vi.unstubAllGlobals();
  resetProtocolForTests();
});

const block = () => document.querySelector<HTMLElement>('.wopb-share')!;
const link = (network: string) => document.querySelector<HTMLAnchorElement>(`.wopb-share-item-${network}`)!;
const count = () => document.querySelector('.wopb-share-count')!.textContent;

describe('share helpers', () => {
  it('reads the share URL from url, data-url or a real href, never javascript:', () => {
    const a = document.createElement('a');
    a.setAttribute('href', 'javascript:');
    expect(shareUrl(a)).toBeNull();
    a.setAttribute('data-url', ' http://x.test/?u=1');
    expect(shareUrl(a)).toBe('http://x.test/?u=1');
    a.setAttribute('url', 'http://y.test/');
    expect(shareUrl(a)).toBe('http://y.test/');
  });

  it('opens an 800×500 popup centred on the screen (§9), without an opener', () => {
    expect(popupFeatures({ width: 1920, height: 1080 })).toBe(
      'width=800,height=500,left=550,top=240,screenX=550,screenY=240,resizable=yes,noopener',
    );
  });

  it('reads printed counts leniently', () => {
    expect(readCount(' 12 ')).toBe(12);
    expect(readCount('x')).toBe(0);
    expect(readCount(null)).toBe(0);
  });
});

describe('share-buttons island', () => {
  it('opens the popup, posts wopb_share_count and shows data.count; the next share posts the new count', async () => {
    let served = 4;
    const server = fakeServer(() => jsonResponse({ success: true, data: { success: true, count: ++served } }));
    link('facebook').click();
    await whenLive(block());
    expect(open).toHaveBeenCalledWith(
      'http://www.facebook.com/sharer.php?u=http://shop.test/product/x/',
      'sharer',
      expect.stringContaining('width=800,height=500'),
    );
    await waitFor(() => expect(count()).toBe('5'));
    expect(fields(server.requests[0]!.body)).toEqual([
      ['action', 'wopb_share_count'],
      ['postId', '103'],
      ['shareCount', '4'],
      ['wpnonce', 'a55ef599c1'],
    ]);
    expect(block().classList.contains('wopb-share-loading')).toBe(false);

    link('twitter').click();
    await waitFor(() => expect(count()).toBe('6'));
    expect(fields(server.requests[1]!.body)).toContainEqual(['shareCount', '5']);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('shows the loading state while counting, then only logs a failure (§8) and clears it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    link('facebook').click();
    await whenLive(block());
    await waitFor(() => expect(block().classList.contains('wopb-share-loading')).toBe(true));
    expect(block().getAttribute('aria-busy')).toBe('true');
    answer(textResponse('0'));
    await waitFor(() => expect(block().classList.contains('wopb-share-loading')).toBe(false));
    expect(block().hasAttribute('aria-busy')).toBe(false);
    expect(count()).toBe('4');
    expect(warn).toHaveBeenCalledWith('[shop-islands] share-buttons: Error occured.please try again', expect.anything());
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('gives a block without a postId back to its server markup on the first click, with one warning', async () => {
    runtime.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = BLOCK.replace('postId="103"', '');
    runtime = startRuntime([shareButtonsIsland]);
    link('facebook').click();
    await waitFor(() => expect(block().getAttribute('data-island-state')).toBe('failed'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toContain('no postId attribute');
    expect(open).not.toHaveBeenCalled();
  });
});
