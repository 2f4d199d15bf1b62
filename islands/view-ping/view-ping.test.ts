import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, jsonResponse, textResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { viewPingIsland } from './index.ts';
import { delayAfterLoad } from './view-ping.ts';

const MARKER = '<script id="wopb-script-js-extra">var wopb_core = {};</script>';

let runtime: Runtime | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback', 'performance'] });
  useConfig({ nonces: { rest: 'r', wopb: 'w' } });
});
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vi.useRealTimers();
  resetProtocolForTests();
  document.body.className = '';
});

describe('view ping (§7 /wopb/views, §9 3 s after load)', () => {
  it('computes the time left until 3 s after the load event', () => {
    expect(delayAfterLoad(1000, 800)).toBe(2800);
    expect(delayAfterLoad(5000, 800)).toBe(0);
    expect(delayAfterLoad(100, 800)).toBe(3000);
  });

  it('sends {postID} once, 3 s after load, and never again on this page', async () => {
    document.body.className = 'single single-product postid-103';
    document.body.innerHTML = MARKER;
    const server = fakeServer(() => jsonResponse(null));
    runtime = startRuntime([viewPingIsland]);
    const marker = document.getElementById('wopb-script-js-extra')!;
    const hydrated = whenLive(marker);
    let settled = false;
    void hydrated.then(() => (settled = true));
    while (!settled) await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(2900);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ postID: 103, wpnonce: 'w' });

    // The marker re-inserted (a fragment swap): still one view.
    marker.remove();
    document.body.insertAdjacentHTML('beforeend', MARKER);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requests).toHaveLength(1);
  });

  it('is not claimed off product pages, and warns without a post id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.className = 'single-product';
    document.body.innerHTML = MARKER;
    runtime = startRuntime([viewPingIsland]);
    // Not hydrated, markup left alone (the runtime marks it 'skipped').
    expect(document.getElementById('wopb-script-js-extra')!.getAttribute('data-island-state')).not.toBe('live');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no postid-N body class'));
    runtime.stop();
    document.body.className = 'page';
    document.body.innerHTML = MARKER;
    runtime = startRuntime([viewPingIsland]);
    expect(document.getElementById('wopb-script-js-extra')!.hasAttribute('data-island')).toBe(false);
  });

  it('only logs a failure (§8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.className = 'single-product postid-7';
    document.body.innerHTML = MARKER;
    fakeServer(() => textResponse('<html>Fatal</html>', { status: 500 }));
    runtime = startRuntime([viewPingIsland]);
    await vi.advanceTimersByTimeAsync(6000);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[shop-islands] view-ping: Error occured.please try again', expect.anything()),
    );
  });
});
