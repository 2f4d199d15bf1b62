/**
 * Issue 18: a press on a claim group's markup before the group has arrived is held (busy in the
 * click's own task) and replayed as a fresh click once the group's islands are claimed, so an
 * island that starts on interaction takes it; if the group cannot load, the click goes on to the
 * page's own behaviour.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { defineIsland, type ClaimGroup, type RegisteredIsland } from '../island.ts';
import { startRuntime, type Runtime } from '../runtime.ts';

let runtime: Runtime | undefined;

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
});

/** A group whose chunk arrives when the test says so (or fails). */
function heldGroup(sniff: string, islands: readonly RegisteredIsland[]): { group: ClaimGroup; arrive: () => void; fail: () => void } {
  let arrive!: () => void;
  let fail!: () => void;
  const loaded = new Promise<{ islands: readonly RegisteredIsland[] }>((resolve, reject) => {
    arrive = () => resolve({ islands });
    fail = () => reject(new Error('chunk 404'));
  });
  loaded.catch(() => {});
  return { group: { sniff, load: () => loaded }, arrive, fail };
}

/** An island on `#menu` that opens on its opener's click (what a menu, a drawer or a lightbox does). */
function menuIsland(opened: string[]): RegisteredIsland {
  return defineIsland<Record<string, never>>({
    name: 'menu',
    selector: '#menu',
    hydrate: { on: 'interaction', trigger: '.opener' },
    load: () =>
      Promise.resolve({
        mount: async (element: HTMLElement) => {
          const onClick = (event: Event): void => {
            event.preventDefault();
            opened.push('opened');
          };
          element.addEventListener('click', onClick);
          return () => element.removeEventListener('click', onClick);
        },
      }),
  });
}

const PAGE =
  '<header id="page-header"><nav id="menu"><a class="opener" href="#shop"><span>Shop</span></a></nav></header><p id="outside">text</p>';

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

describe('a press before its claim group has arrived', () => {
  it('is busy at once, held, and opens the island once the group and its chunk are in', async () => {
    document.body.innerHTML = PAGE;
    const opened: string[] = [];
    const { group, arrive } = heldGroup('#page-header', [menuIsland(opened)]);
    runtime = startRuntime([], document, [group]);
    const opener = document.querySelector('.opener')!;
    const first = click(opener.querySelector('span')!);
    expect(first.defaultPrevented).toBe(true);
    expect(opener.getAttribute('aria-busy')).toBe('true');
    arrive();
    await whenLive(document.querySelector<HTMLElement>('#menu')!);
    await vi.waitUntil(() => opened.length > 0);
    expect(opened).toEqual(['opened']);
    expect(opener.hasAttribute('aria-busy')).toBe(false);
  });

  it('goes on to the page’s own behaviour when the group cannot load', async () => {
    document.body.innerHTML = PAGE;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { group, fail } = heldGroup('#page-header', []);
    runtime = startRuntime([], document, [group]);
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    const opener = document.querySelector('.opener')!;
    click(opener);
    expect(seen).toEqual([]);
    fail();
    await vi.waitUntil(() => seen.length > 0);
    // The replay reached the page unprevented: the link does what it did without script.
    expect(seen).toEqual([false]);
    expect(opener.hasAttribute('aria-busy')).toBe(false);
    warn.mockRestore();
  });

  it('leaves presses outside the group’s markup, and clicks on plain text inside it, alone', () => {
    document.body.innerHTML = PAGE;
    const { group } = heldGroup('#page-header', []);
    runtime = startRuntime([], document, [group]);
    expect(click(document.querySelector('#outside')!).defaultPrevented).toBe(false);
    expect(click(document.querySelector('#menu')!).defaultPrevented).toBe(false);
  });
});
