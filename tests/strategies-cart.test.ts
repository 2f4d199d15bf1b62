/** The hydration strategies the cart drawer uses: a page-wide trigger, an event, and several at once. */
import { afterEach, describe, expect, it } from 'vitest';
import { ISLAND_STATE_ATTR } from '../dom-bridge/constants.ts';
import { emit } from '../dom-bridge/emit.ts';
import { whenLive } from './support/hydration.ts';
import { defineIsland, type HydrateStrategy, type RegisteredIsland } from '../src/island.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';

let runtime: Runtime | undefined;
afterEach(() => runtime?.stop());

function drawerLike(hydrate: HydrateStrategy | readonly HydrateStrategy[], log: string[]): RegisteredIsland {
  return defineIsland<Record<string, never>>({
    name: 'drawer',
    selector: '#drawer',
    hydrate,
    props: () => ({ ok: true, props: {} }),
    load: () =>
      Promise.resolve({
        mount: () => {
          const onClick = (event: MouseEvent): void => {
            if (!(event.target instanceof Element) || !event.target.closest('a.toggle')) return;
            event.preventDefault();
            log.push('opened');
          };
          document.addEventListener('click', onClick);
          return Promise.resolve(() => document.removeEventListener('click', onClick));
        },
      }),
  });
}

describe('cart drawer hydration strategies', () => {
  it('interaction anywhere: a click on the trigger outside the element is held, the island loads, the click is replayed', async () => {
    document.body.innerHTML = '<header><a class="toggle" href="/cart/">cart</a></header><div id="drawer"></div>';
    const log: string[] = [];
    runtime = startRuntime([drawerLike({ on: 'interaction', trigger: 'a.toggle', anywhere: true }, log)]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a.toggle')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await whenLive(document.getElementById('drawer')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['opened']);
  });

  it('interaction anywhere: a trigger replaced while the chunk loads (a fragments refresh) gets the held click', async () => {
    document.body.innerHTML = '<header><a class="toggle" href="/cart/"><span>cart</span></a></header><div id="drawer"></div>';
    const log: string[] = [];
    runtime = startRuntime([drawerLike({ on: 'interaction', trigger: 'a.toggle', anywhere: true }, log)]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a.toggle span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    document.querySelector('header')!.innerHTML = '<a class="toggle" href="/cart/"><span>cart 1</span></a>';
    await whenLive(document.getElementById('drawer')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['opened']);
  });

  it('event: the first of the named events loads it and marks the element with the event’s name', async () => {
    document.body.innerHTML = '<div id="drawer"></div>';
    runtime = startRuntime([drawerLike({ on: 'event', names: ['added_to_cart'] }, [])]);
    const drawer = document.getElementById('drawer')!;
    expect(drawer.getAttribute(ISLAND_STATE_ATTR)).toBe('pending');
    emit('added_to_cart', [{}, '', null]);
    await whenLive(drawer);
    expect(drawer.getAttribute('data-island-wake')).toBe('added_to_cart');
  });

  it('several strategies: whichever fires first hydrates, once', async () => {
    document.body.innerHTML = '<a class="toggle" href="/cart/">cart</a><div id="drawer"></div>';
    const log: string[] = [];
    runtime = startRuntime([
      drawerLike(
        [
          { on: 'interaction', trigger: 'a.toggle', anywhere: true },
          { on: 'event', names: ['added_to_cart'] },
        ],
        log,
      ),
    ]);
    const drawer = document.getElementById('drawer')!;
    emit('added_to_cart');
    await whenLive(drawer);
    emit('added_to_cart');
    document.querySelector<HTMLAnchorElement>('a.toggle')!.click();
    expect(log).toEqual(['opened']);
    expect(runtime.claimedCount()).toBe(1);
  });
});
