import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIMED_CLASS, ISLAND_STATE_ATTR } from '../dom-bridge/constants.ts';
import { whenLive } from './support/hydration.ts';
import {
  defineIsland,
  type ClaimGroup,
  type HydrateStrategy,
  type IslandModule,
  type RegisteredIsland,
  type Unmount,
} from '../src/island.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';
import { waitFor } from '@testing-library/react';
import { readDataset } from '../dom-bridge/attrs.ts';
import { addToCartIsland } from '../islands/add-to-cart/index.ts';
import { formEncode, resetProtocolForTests } from '../protocol/client.ts';
import { capture, fakeServer, jsonResponse, useConfig } from '../protocol/testing.ts';
import { resetEarlyAddForTests } from '../src/add-to-cart/early-add.ts';
import { reactIsland } from '../src/react-island.ts';

let runtime: Runtime | undefined;
afterEach(() => runtime?.stop());

/** A test island that counts clicks it handles and the listeners it holds. */
function clickCounter(selector: string, hydrate: HydrateStrategy, options: { fail?: boolean; log?: string[] } = {}) {
  const live = { listeners: 0, mounts: 0 };
  const module: IslandModule<{ label: string }> = {
    async mount(element, props): Promise<Unmount> {
      const onClick = (event: Event): void => {
        event.preventDefault();
        options.log?.push(`${props.label}`);
      };
      element.addEventListener('click', onClick);
      live.listeners += 1;
      live.mounts += 1;
      return () => {
        element.removeEventListener('click', onClick);
        live.listeners -= 1;
      };
    },
  };
  const island = defineIsland<{ label: string }>({
    name: 'counter',
    selector,
    hydrate,
    props: (element) => {
      const label = element.getAttribute('data-label');
      return label ? { ok: true, props: { label } } : { ok: false, reason: 'no data-label' };
    },
    load: () => (options.fail ? Promise.reject(new Error('chunk 404')) : Promise.resolve(module)),
  });
  return { island, live };
}

function start(islands: RegisteredIsland[]): Runtime {
  runtime = startRuntime(islands);
  return runtime;
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('island runtime', () => {
  it('claims server markup, marks it the way legacy scripts skip, and reports when it is live', async () => {
    document.body.innerHTML = '<a class="x" data-label="one" href="/one">one</a>';
    const { island } = clickCounter('a.x', { on: 'now' });
    start([island]);
    const link = document.querySelector('a.x')!;
    expect(link.classList.contains(CLAIMED_CLASS)).toBe(true);
    expect(link.getAttribute('data-island')).toBe('counter');
    await whenLive(link);
    expect(link.getAttribute(ISLAND_STATE_ATTR)).toBe('live');
  });

  it('leaves markup with broken props unclaimed and says why once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<a class="x" href="/plain">plain</a><a class="x" data-label="ok" href="/ok">ok</a>';
    const { island } = clickCounter('a.x', { on: 'now' });
    start([island]);
    const [broken, fine] = document.querySelectorAll('a.x');
    expect(broken!.classList.contains(CLAIMED_CLASS)).toBe(false);
    expect(broken!.getAttribute(ISLAND_STATE_ATTR)).toBe('skipped');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('no data-label');
    await whenLive(fine!);
  });

  it('keeps other islands working when one chunk fails, and hands the failed markup back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<a class="bad" data-label="b">b</a><a class="good" data-label="g">g</a>';
    const bad = clickCounter('a.bad', { on: 'now' }, { fail: true });
    const good = clickCounter('a.good', { on: 'now' });
    start([bad.island, good.island]);
    await whenLive(document.querySelector('a.good')!);
    await settle();
    const failed = document.querySelector('a.bad')!;
    expect(failed.getAttribute(ISLAND_STATE_ATTR)).toBe('failed');
    expect(failed.classList.contains(CLAIMED_CLASS)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('mounts markup inserted later and unmounts markup that leaves the page', async () => {
    document.body.innerHTML = '<div id="region"></div>';
    const { island, live } = clickCounter('a.x', { on: 'now' });
    start([island]);
    const region = document.getElementById('region')!;
    region.innerHTML = '<a class="x" data-label="late">late</a>';
    await whenLive(region.querySelector('a.x')!);
    expect(live.listeners).toBe(1);
    region.innerHTML = '';
    await settle();
    expect(live.listeners).toBe(0);
    expect(runtime!.claimedCount()).toBe(0);
  });

  it('looks once into markup inserted later that holds no island, however many islands there are (issue 10)', async () => {
    document.body.innerHTML = '<div id="region"></div>';
    const counters = Array.from({ length: 40 }, (_, at) => clickCounter(`a.x${at}`, { on: 'now' }));
    start(counters.map(({ island }) => island));
    const region = document.getElementById('region')!;
    const all = vi.spyOn(Element.prototype, 'querySelectorAll');
    // What a variation choice inserts in its box: the price and the stock, in the choice's own task.
    region.innerHTML = '<div class="price"><span>€ 49</span></div><p class="stock">In stock</p>';
    await settle();
    // One querySelector per inserted element, never a querySelectorAll per island (80 calls here before).
    expect(all).not.toHaveBeenCalled();
    all.mockRestore();
    // An island among them is still found.
    region.innerHTML = '<div><a class="x7" data-label="late">late</a></div>';
    await whenLive(region.querySelector('a.x7')!);
    expect(counters[7]!.live.mounts).toBe(1);
  });

  it('keeps roots and listeners flat when a region is replaced 1,000 times', async () => {
    document.body.innerHTML = '<div id="region"></div>';
    const { island, live } = clickCounter('a.x', { on: 'now' });
    start([island]);
    for (let round = 0; round < 1000; round++) {
      const region = document.getElementById('region')!;
      const next = document.createElement('div');
      next.id = 'region';
      next.innerHTML = `<a class="x" data-label="r${round}">r</a><a class="x" data-label="s${round}">s</a>`;
      region.replaceWith(next);
      if (round % 100 === 0) await settle();
    }
    const last = document.querySelectorAll('a.x');
    await Promise.all([...last].map(whenLive));
    await settle();
    expect(runtime!.claimedCount()).toBe(2);
    expect(live.listeners).toBe(2);
  });

  it('holds clicks made before hydration and replays them in order once live', async () => {
    document.body.innerHTML = '<a class="x" data-label="A" href="#a">A</a><a class="x" data-label="B" href="#b">B</a>';
    const log: string[] = [];
    const { island } = clickCounter('a.x', { on: 'interaction' }, { log });
    start([island]);
    const [a, b] = [...document.querySelectorAll<HTMLElement>('a.x')];
    expect(a!.getAttribute(ISLAND_STATE_ATTR)).toBe('pending');
    a!.click();
    b!.click();
    a!.click();
    await Promise.all([whenLive(a!), whenLive(b!)]);
    await settle();
    expect(log).toEqual(['A', 'B', 'A']);
  });

  it('wakes on the press (the code its click needs comes then), fetches the chunk once, and the click finds it live', async () => {
    document.body.innerHTML = '<a class="x" data-label="A" href="#a">A</a><p class="elsewhere">text</p>';
    const log: string[] = [];
    const { island, live } = clickCounter('a.x', { on: 'interaction' }, { log });
    let fetches = 0;
    const counted: RegisteredIsland = {
      ...island,
      prepare(element) {
        const prepared = island.prepare(element);
        if (!prepared.ok) return prepared;
        return { ...prepared, preload: () => (fetches++, prepared.preload()) };
      },
    };
    start([counted]);
    const link = document.querySelector<HTMLElement>('a.x')!;
    document.querySelector('p.elsewhere')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(fetches).toBe(0);
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(fetches).toBe(1);
    await settle();
    await whenLive(link);
    link.click();
    expect(live.mounts).toBe(1);
    expect(log).toEqual(['A']);
    expect(fetches).toBe(1);
  });

  it('a press on an island whose chunk fails raises nothing; its click still goes to the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    document.body.innerHTML = '<a class="x" data-label="A" href="#went-to-server">A</a>';
    const { island } = clickCounter('a.x', { on: 'interaction' }, { fail: true });
    start([island]);
    const link = document.querySelector<HTMLElement>('a.x')!;
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    link.click();
    await settle();
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(seen.filter((prevented) => !prevented)).toHaveLength(1);
  });

  it('gives a click back to the server link when its island cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<a class="x" data-label="A" href="#went-to-server">A</a>';
    const { island } = clickCounter('a.x', { on: 'interaction' }, { fail: true });
    start([island]);
    const link = document.querySelector<HTMLElement>('a.x')!;
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    link.click();
    link.click();
    await settle();
    // The first held click is replayed unintercepted (the browser follows the link); the second is dropped.
    expect(seen.filter((prevented) => !prevented)).toHaveLength(1);
    expect(link.getAttribute(ISLAND_STATE_ATTR)).toBe('failed');
  });

  it('lets nested islands own their own markup', async () => {
    document.body.innerHTML = '<div class="outer" data-label="outer"><a class="inner" data-label="inner" href="#i">i</a></div>';
    const log: string[] = [];
    const outer = clickCounter('div.outer', { on: 'interaction', trigger: 'button.outer-only' }, { log });
    const inner = clickCounter('a.inner', { on: 'interaction' }, { log });
    start([outer.island, inner.island]);
    const link = document.querySelector<HTMLElement>('a.inner')!;
    link.click();
    await whenLive(link);
    await settle();
    expect(document.querySelector('div.outer')!.getAttribute(ISLAND_STATE_ATTR)).toBe('pending');
    expect(log).toEqual(['inner']);
  });
});

describe('a React island woken before the load event', () => {
  it('does not hold back the mounts of the islands behind it while it waits for the load event', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML =
      '<div class="react" data-label="r"><button type="button">Open</button></div><a class="plain" data-label="p" href="#p">p</a>';
    const reactOne = defineIsland<Record<string, never>>({
      name: 'react-one',
      selector: 'div.react',
      hydrate: { on: 'now' },
      load: () => Promise.resolve(reactIsland('react-one', () => Promise.resolve({ default: () => null }))),
    });
    const plain = clickCounter('a.plain', { on: 'now' });
    start([reactOne, plain.island]);
    const plainLink = document.querySelector<HTMLElement>('a.plain')!;
    await whenLive(plainLink);
    expect(document.querySelector('div.react')!.getAttribute(ISLAND_STATE_ATTR)).toBe('pending');
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await whenLive(document.querySelector<HTMLElement>('div.react')!);
    readyState.mockRestore();
  });
});

describe('defineIsland', () => {
  it('mounts an island that reads nothing from its markup without a props reader', async () => {
    document.body.innerHTML = '<div class="plain"></div>';
    const mounted: unknown[] = [];
    const plain = defineIsland<Record<string, never>>({
      name: 'plain',
      selector: 'div.plain',
      hydrate: { on: 'now' },
      load: () =>
        Promise.resolve({ mount: async (_element: HTMLElement, props: Record<string, never>) => (mounted.push(props), () => {}) }),
    });
    start([plain]);
    await whenLive(document.querySelector('div.plain')!);
    expect(mounted).toEqual([{}]);
  });

  it('insists on a props reader when the island has props (checked by the type-checker)', () => {
    const definition = {
      name: 'needs-props',
      selector: 'a',
      hydrate: { on: 'now' } as const,
      load: () => Promise.resolve({ mount: async () => () => {} }),
    };
    // @ts-expect-error props is required: { productId: string } cannot be made up from nothing.
    expect(defineIsland<{ productId: string }>(definition).name).toBe('needs-props');
  });
});

describe('claim groups (widgets of one kind of page)', () => {
  function group(sniff: string, islands: RegisteredIsland[], loads: string[], fail = false): ClaimGroup {
    return {
      sniff,
      load: () => {
        loads.push(sniff);
        return fail ? Promise.reject(new Error('chunk 404')) : Promise.resolve({ islands });
      },
    };
  }

  it('loads a group only on a page whose markup matches it, then hydrates its islands', async () => {
    document.body.className = 'single-product';
    document.body.innerHTML = '<a class="x" data-label="one">one</a>';
    const loads: string[] = [];
    const { island } = clickCounter('a.x', { on: 'now' });
    runtime = startRuntime([], document, [group('.single-product', [island], loads), group('.woocommerce-cart', [], loads)]);
    await whenLive(document.querySelector('a.x')!);
    expect(loads).toEqual(['.single-product']);
    document.body.className = '';
  });

  it('loads a group when its markup is inserted later (a quick view), once', async () => {
    document.body.innerHTML = '<div id="modal"></div>';
    const loads: string[] = [];
    const { island } = clickCounter('a.x', { on: 'now' });
    runtime = startRuntime([], document, [group('.gallery', [island], loads)]);
    await settle();
    expect(loads).toEqual([]);
    document.getElementById('modal')!.innerHTML = '<div class="gallery"><a class="x" data-label="g">g</a></div>';
    await whenLive(document.querySelector('a.x')!);
    document.getElementById('modal')!.insertAdjacentHTML('beforeend', '<div class="gallery"></div>');
    await settle();
    expect(loads).toEqual(['.gallery']);
  });

  it('a group that cannot load leaves its markup to the server and the entry’s islands working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="cart"><a class="y" data-label="y">y</a></div><a class="x" data-label="x">x</a>';
    const entry = clickCounter('a.x', { on: 'now' });
    const grouped = clickCounter('a.y', { on: 'now' });
    runtime = startRuntime([entry.island], document, [group('.cart', [grouped.island], [], true)]);
    await whenLive(document.querySelector('a.x')!);
    await settle();
    expect(document.querySelector('a.y')!.hasAttribute(ISLAND_STATE_ATTR)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the first tap (issue 10): feedback in the same frame, from the entry', () => {
  function deferredIsland(selector: string): { island: RegisteredIsland; arrive: () => void; clicks: string[] } {
    const clicks: string[] = [];
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const island = defineIsland<Record<string, never>>({
      name: 'deferred',
      selector,
      hydrate: { on: 'interaction' },
      load: async () => {
        await chunk;
        return {
          mount: (element) => {
            const onClick = (event: Event): void => {
              event.preventDefault();
              clicks.push(element.getAttribute('aria-busy') ?? 'idle');
            };
            element.addEventListener('click', onClick);
            return Promise.resolve(() => element.removeEventListener('click', onClick));
          },
        };
      },
    });
    return { island, arrive: () => arrive(), clicks };
  }

  it('a click on a button whose island is not live marks it busy at once, with the platform’s loading class', async () => {
    document.body.innerHTML = '<a class="button add" href="/?add-to-cart=1">Add</a>';
    const { island, arrive, clicks } = deferredIsland('a.add');
    start([island]);
    const button = document.querySelector<HTMLElement>('a.add')!;
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.classList.contains('loading')).toBe(true);
    arrive();
    await whenLive(button);
    await settle();
    // Handed back before the replay: the live island shows its own state from there on.
    expect(clicks).toEqual(['idle']);
    expect(button.classList.contains('loading')).toBe(false);
  });

  it('a failed island hands the pressed element back unmarked and its click goes to the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<a class="x button" data-label="x" href="#server">x</a>';
    const { island } = clickCounter('a.x', { on: 'interaction' }, { fail: true });
    start([island]);
    const link = document.querySelector<HTMLElement>('a.x')!;
    link.click();
    expect(link.getAttribute('aria-busy')).toBe('true');
    await settle();
    expect(link.getAttribute(ISLAND_STATE_ATTR)).toBe('failed');
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(link.classList.contains('loading')).toBe(false);
  });
});

describe('the first listing add leaves at the click (issue 10), from the entry', () => {
  const LISTING = `
    <a class="cart-contents" href="/cart/"><span class="count">0 items</span></a>
    <div class="widget_shopping_cart_content"></div>
    <ul class="products">
      <li class="product"><a href="?add-to-cart=14" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart"
        data-product_id="14" data-product_sku="woo-beanie" data-foo-bar="x">Add to cart</a></li>
      <li class="product"><a href="?add-to-cart=15" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart"
        data-product_id="15">Add to cart</a></li>
    </ul>`;

  /** The answer of the early add, handed over when the test says so. */
  interface EarlyServer {
    bodies: string[];
    urls: string[];
    answer(response: Response): void;
  }

  /** The entry's own fetch (the island's calls go through the protocol's test seam instead). */
  function stubEarlyFetch(): EarlyServer {
    const server: EarlyServer = { bodies: [], urls: [], answer: () => undefined };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        server.urls.push(url);
        server.bodies.push(String(init.body));
        return new Promise<Response>((resolve) => (server.answer = resolve));
      }),
    );
    return server;
  }

  function buttons(): HTMLAnchorElement[] {
    return [...document.querySelectorAll<HTMLAnchorElement>('a.ajax_add_to_cart')];
  }

  /** The add-to-cart island with its chunk held until `arrive()` (or failing, like a 404). */
  function heldAddToCart(outcome: 'arrive' | 'fail' = 'arrive'): { island: RegisteredIsland; arrive: () => void } {
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const island: RegisteredIsland = {
      ...addToCartIsland,
      prepare(element) {
        const prepared = addToCartIsland.prepare(element);
        if (!prepared.ok) return prepared;
        return {
          ...prepared,
          preload: () => chunk.then(() => (outcome === 'fail' ? Promise.reject(new Error('chunk 404')) : prepared.preload())),
          mount: () => chunk.then(() => (outcome === 'fail' ? Promise.reject(new Error('chunk 404')) : prepared.mount())),
        };
      },
    };
    return { island, arrive: () => arrive() };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    resetEarlyAddForTests();
    resetProtocolForTests();
    delete (window as unknown as Record<string, unknown>).wc_add_to_cart_params;
  });

  function onListing(params: Record<string, string> = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: '/cart/' }): void {
    (window as unknown as Record<string, unknown>).wc_add_to_cart_params = params;
    useConfig();
    document.body.innerHTML = LISTING;
  }

  it('sends the add at the click with the body the island would send; the island adopts it: one request, the cart once', async () => {
    onListing();
    const early = stubEarlyFetch();
    const island = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    const added = vi.fn();
    document.body.addEventListener('added_to_cart', added);
    const { island: held, arrive } = heldAddToCart();
    start([held]);
    const [first] = buttons();

    first!.click();
    expect(early.urls).toEqual(['/?wc-ajax=add_to_cart']);
    expect(first!.getAttribute(ISLAND_STATE_ATTR)).toBe('pending');
    const sent = new URLSearchParams(early.bodies[0]);
    expect([...sent]).toEqual([...formEncode(readDataset(first))]);
    expect([...sent.keys()]).toEqual(['quantity', 'product_id', 'product_sku', 'fooBar']);

    arrive();
    await whenLive(first!);
    early.answer(jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    await waitFor(() => expect(first!.classList.contains('added')).toBe(true));
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('1 item');
    expect(island.requests).toHaveLength(0);
    expect(early.urls).toHaveLength(1);
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('keeps click order: adds clicked before the answer is in wait for it and then go one at a time, never early', async () => {
    onListing();
    const early = stubEarlyFetch();
    const island = fakeServer((request) => jsonResponse({ ...JSON.parse(capture('add_to_cart-simple.json')), n: request.body }));
    const { island: held, arrive } = heldAddToCart();
    start([held]);
    const [first, second] = buttons();
    first!.click();
    second!.click();
    first!.click();
    expect(early.urls).toHaveLength(1);
    arrive();
    await Promise.all([whenLive(first!), whenLive(second!)]);
    await settle();
    expect(island.requests).toHaveLength(0); // behind the early add, still unanswered
    early.answer(jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    await waitFor(() => expect(island.requests).toHaveLength(2));
    expect(island.requests.map((request) => new URLSearchParams(request.body).get('product_id'))).toEqual(['15', '14']);
    expect(early.urls).toHaveLength(1);
  });

  it('gives the §8 message of a normal add for an early answer that is an HTML error page', async () => {
    onListing();
    const early = stubEarlyFetch();
    fakeServer(() => jsonResponse({}));
    const { island: held, arrive } = heldAddToCart();
    start([held]);
    const [first] = buttons();
    first!.click();
    arrive();
    await whenLive(first!);
    early.answer(new Response('<html><body>Fatal error</body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    await waitFor(() =>
      expect(first!.parentElement!.querySelector('[role="alert"]')?.textContent).toBe('The response is not a valid JSON response.'),
    );
  });

  it('when the chunk fails after the add left, never follows the server link: the page loads anew once the answer is in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    onListing();
    const early = stubEarlyFetch();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { island: held, arrive } = heldAddToCart('fail');
    start([held]);
    const [first] = buttons();
    const reachedTheLink: boolean[] = [];
    document.addEventListener('click', (event) => reachedTheLink.push(!event.defaultPrevented));
    first!.click();
    first!.click();
    arrive();
    await settle();
    expect(first!.getAttribute(ISLAND_STATE_ATTR)).toBe('failed');
    expect(reachedTheLink.filter(Boolean)).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled(); // the answer is not in yet
    early.answer(jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(early.urls).toHaveLength(1);
  });

  it('sends nothing early when the page prints no wc_ajax_url, nor for a second page-load click once spent', async () => {
    onListing({ cart_url: '/cart/' });
    const early = stubEarlyFetch();
    const island = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    const { island: held, arrive } = heldAddToCart();
    start([held]);
    const [first] = buttons();
    first!.click();
    arrive();
    await whenLive(first!);
    await waitFor(() => expect(island.requests).toHaveLength(1));
    expect(early.urls).toHaveLength(0);
  });

  it('only a listing button gets one: another island’s first click waits for its chunk as before', async () => {
    onListing();
    const early = stubEarlyFetch();
    document.body.insertAdjacentHTML('beforeend', '<a class="button other" data-label="x" href="#x">x</a>');
    const { island } = clickCounter('a.other', { on: 'interaction' });
    start([island]);
    const other = document.querySelector<HTMLElement>('a.other')!;
    other.click();
    await whenLive(other);
    expect(early.urls).toHaveLength(0);
  });
});
