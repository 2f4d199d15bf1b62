/**
 * Issue 25 point 4, issue 28: no interaction is lost before an island is live, whatever its
 * strategy. A change, input or submit on claimed markup is held and replayed once the island is
 * live (or, when it failed, left to the page's plain behaviour), a click on a `href="#"` toggle
 * does not navigate, and a held interaction wakes the island at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_STATE_ATTR } from '../../dom-bridge/constants.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { defineIsland, type ClaimGroup, type HydrateStrategy, type RegisteredIsland } from '../island.ts';
import { startRuntime, type Runtime } from '../runtime.ts';
import { takeStarted } from './interaction.ts';

let runtime: Runtime | undefined;
const undos: Array<() => void> = [];

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  undos.splice(0).forEach((undo) => undo());
  document.body.innerHTML = '';
});

/** What the live island saw, in order: `change:price`, `input:12`, `submit`, `click`. */
type Log = string[];

/**
 * An island on `selector` whose chunk arrives when the test says (or fails); once live it logs the
 * change, input, submit and click events it gets, handling submits and clicks itself as islands do.
 */
function heldIsland(selector: string, hydrate: HydrateStrategy | readonly HydrateStrategy[], log: Log) {
  let arrive!: () => void;
  let fail!: () => void;
  const chunk = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = () => reject(new Error('chunk 404'));
  });
  chunk.catch(() => {});
  const loads: number[] = [];
  const island = defineIsland<Record<string, never>>({
    name: 'held',
    selector,
    hydrate,
    load: async () => {
      loads.push(1);
      await chunk;
      return {
        mount: (element: HTMLElement) => {
          const onEvent = (event: Event): void => {
            const target = event.target as HTMLInputElement;
            if (event.type === 'submit' || event.type === 'click') event.preventDefault();
            log.push(event.type === 'change' || event.type === 'input' ? `${event.type}:${target.value}` : event.type);
          };
          const types = ['change', 'input', 'submit', 'click'];
          for (const type of types) element.addEventListener(type, onEvent);
          return Promise.resolve(() => types.forEach((type) => element.removeEventListener(type, onEvent)));
        },
      };
    },
  });
  return { island, arrive: () => arrive(), fail: () => fail(), loads };
}

/** What reached the page after every listener (the browser's own behaviour), kept from navigating the test's window. */
function reachedThePage(type: string): boolean[] {
  const seen: boolean[] = [];
  const listener = (event: Event): void => {
    seen.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener(type, listener);
  undos.push(() => document.removeEventListener(type, listener));
  return seen;
}

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function type(field: HTMLInputElement, text: string): void {
  for (const at of text.split('').keys()) {
    field.value = text.slice(0, at + 1);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const ORDERING = `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby">
  <option value="menu_order" selected>Default sorting</option><option value="price">Sort by price</option></select>
  <input type="hidden" name="paged" value="1"></form>`;

describe('a change, input or submit before its island is live', () => {
  it('a change on a claimed select is held, wakes the island, and is replayed to it once live', async () => {
    document.body.innerHTML = ORDERING;
    const log: Log = [];
    // Visible never fires here: only the change can wake it.
    const { island, arrive, loads } = heldIsland('form.woocommerce-ordering', { on: 'visible' }, log);
    runtime = startRuntime([island]);
    const form = document.querySelector<HTMLElement>('form.woocommerce-ordering')!;
    const select = form.querySelector('select')!;
    const others: string[] = [];
    document.body.addEventListener('change', () => others.push('change'));
    choose(select, 'price');
    // Held: nothing else on the page saw it yet; the select keeps the shopper's choice.
    expect(others).toEqual([]);
    expect(select.value).toBe('price');
    expect(loads).toHaveLength(1);
    arrive();
    await whenLive(form);
    await settle();
    expect(log).toEqual(['input:price', 'change:price']);
    expect(others).toEqual(['change']);
  });

  it('a change on the sort select of an island that failed sends its form, which has no button (the platform’s plain behaviour)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = ORDERING;
    const { island, fail } = heldIsland('form.woocommerce-ordering', [{ on: 'idle' }, { on: 'interaction' }], []);
    runtime = startRuntime([island]);
    const form = document.querySelector<HTMLFormElement>('form.woocommerce-ordering')!;
    const submitted = reachedThePage('submit');
    choose(form.querySelector('select')!, 'price');
    choose(form.querySelector('select')!, 'menu_order');
    fail();
    await settle();
    expect(form.getAttribute(ISLAND_STATE_ATTR)).toBe('failed');
    expect(submitted).toEqual([true]);
  });

  it('a change in a failed island’s form that has its own button sends nothing: the shopper sends it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<form class="f"><select name="a"><option>1</option><option>2</option></select><button>Go</button></form>';
    const { island, fail } = heldIsland('form.f', { on: 'idle' }, []);
    runtime = startRuntime([island]);
    const submitted = reachedThePage('submit');
    choose(document.querySelector('select')!, '2');
    fail();
    await settle();
    expect(submitted).toEqual([]);
  });

  // The cart drawer's quantity field sits inside a claim of its own: offline, that chunk fails and the live drawer must still hear the typing.
  it('typing and a change in a failed island go on to the page’s other listeners (an enclosing live island, the platform’s scripts)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML =
      '<form class="f"><input name="qty"><select name="a"><option>1</option><option>2</option></select><button>Go</button></form>';
    const { island, fail } = heldIsland('form.f', { on: 'idle' }, []);
    runtime = startRuntime([island]);
    const heard: string[] = [];
    for (const kind of ['input', 'change']) {
      const listener = (event: Event): void => void heard.push(`${kind}:${(event.target as HTMLInputElement).value}`);
      document.addEventListener(kind, listener);
      undos.push(() => document.removeEventListener(kind, listener));
    }
    type(document.querySelector('input')!, '3');
    choose(document.querySelector('select')!, '2');
    expect(heard).toEqual([]);
    fail();
    await settle();
    expect(heard).toEqual(['input:3', 'input:2', 'change:2']);
  });

  it('typing is held and replayed once, in order with the other interactions, with what the field holds', async () => {
    document.body.innerHTML = '<div class="nyp"><input name="price"><select><option>a</option><option>b</option></select></div>';
    const log: Log = [];
    const { island, arrive } = heldIsland('div.nyp', { on: 'visible' }, log);
    runtime = startRuntime([island]);
    const element = document.querySelector<HTMLElement>('div.nyp')!;
    type(element.querySelector('input')!, '12');
    choose(element.querySelector('select')!, 'b');
    type(element.querySelector('input')!, '125');
    arrive();
    await whenLive(element);
    await settle();
    expect(log).toEqual(['input:125', 'input:b', 'change:b', 'input:125']);
  });

  // The island claims a wrapper, not the form: happy-dom's form.closest() answers an object other than the claimed form (in a browser, the checkout's claim is the form itself, e2e).
  const CHECKOUT =
    '<div class="wrap"><form class="checkout"><input name="email" value="a@b.c"><button type="submit" class="button">Place order</button></form></div>';

  it('a submit is held (busy on its button) and asked again of the form once the island is live', async () => {
    document.body.innerHTML = CHECKOUT;
    const log: Log = [];
    const { island, arrive } = heldIsland('div.wrap', { on: 'idle' }, log);
    runtime = startRuntime([island]);
    const form = document.querySelector<HTMLFormElement>('form.checkout')!;
    const button = form.querySelector('button')!;
    const submitted = reachedThePage('submit');
    form.requestSubmit(button);
    form.requestSubmit(button);
    expect(submitted).toEqual([]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    arrive();
    await whenLive(document.querySelector('div.wrap')!);
    await settle();
    // One replay for the double press, handled by the live island; nothing went to the server.
    expect(log).toEqual(['submit']);
    expect(submitted).toEqual([false]);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('a submit goes to the server, once, when the island failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = CHECKOUT;
    const { island, fail } = heldIsland('div.wrap', { on: 'idle' }, []);
    runtime = startRuntime([island]);
    const form = document.querySelector<HTMLFormElement>('form.checkout')!;
    const submitted = reachedThePage('submit');
    type(form.querySelector('input')!, 'x@y.z');
    form.requestSubmit(form.querySelector('button'));
    expect(submitted).toEqual([]);
    fail();
    await settle();
    expect(submitted).toEqual([true]);
  });
});

describe('a click on a `href="#"` toggle of an island not woken by a click', () => {
  const TOGGLE =
    '<div class="panel"><a href="#" class="showcoupon">Click here to enter your code</a><a href="/terms/" class="terms">Terms</a></div>';

  it('does not navigate, wakes the idle island and is replayed to it once live', async () => {
    document.body.innerHTML = TOGGLE;
    const log: Log = [];
    const { island, arrive, loads } = heldIsland('div.panel', { on: 'idle' }, log);
    runtime = startRuntime([island]);
    const toggle = document.querySelector<HTMLElement>('a.showcoupon')!;
    const followed = reachedThePage('click');
    toggle.click();
    expect(followed).toEqual([]);
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(loads).toHaveLength(1);
    arrive();
    await whenLive(document.querySelector('div.panel')!);
    await settle();
    expect(log).toEqual(['click']);
    expect(followed).toEqual([false]);
    expect(toggle.hasAttribute('aria-busy')).toBe(false);
  });

  it('a real link in it is left to the browser', () => {
    document.body.innerHTML = TOGGLE;
    const { island } = heldIsland('div.panel', { on: 'visible' }, []);
    runtime = startRuntime([island]);
    const followed = reachedThePage('click');
    document.querySelector<HTMLElement>('a.terms')!.click();
    expect(followed).toEqual([true]);
  });

  it('one outside the island, named by its interaction strategy (the checkout’s toggles), is held too', async () => {
    document.body.innerHTML = `<a href="#" class="showlogin">Click here to login</a>${TOGGLE}`;
    const { island, arrive } = heldIsland('div.panel', [{ on: 'idle' }, { on: 'interaction', trigger: 'a.showlogin', anywhere: true }], []);
    runtime = startRuntime([island]);
    const reached = reachedThePage('click');
    document.querySelector<HTMLElement>('a.showlogin')!.click();
    expect(reached).toEqual([]);
    arrive();
    await whenLive(document.querySelector('div.panel')!);
    await settle();
    // Replayed once live (the test island leaves it to the page: it listens inside its own markup).
    expect(reached).toEqual([true]);
  });
});

describe('a change before its claim group has arrived', () => {
  it('is held until the group’s islands are claimed, then held by the claim until live, and replayed', async () => {
    document.body.innerHTML = ORDERING;
    const log: Log = [];
    const { island, arrive } = heldIsland('form.woocommerce-ordering', { on: 'idle' }, log);
    let groupArrives!: () => void;
    const loaded = new Promise<{ islands: readonly RegisteredIsland[] }>(
      (resolve) => (groupArrives = () => resolve({ islands: [island] })),
    );
    const group: ClaimGroup = { sniff: '.woocommerce-ordering', load: () => loaded };
    runtime = startRuntime([], document, [group]);
    const form = document.querySelector<HTMLElement>('form.woocommerce-ordering')!;
    const others: string[] = [];
    document.body.addEventListener('change', () => others.push('change'));
    choose(form.querySelector('select')!, 'price');
    expect(others).toEqual([]);
    groupArrives();
    await vi.waitUntil(() => form.getAttribute(ISLAND_STATE_ATTR) === 'pending');
    await settle();
    // Claimed now, its chunk still on its way: still held.
    expect(others).toEqual([]);
    arrive();
    await whenLive(form);
    await settle();
    expect(log).toEqual(['input:price', 'change:price']);
  });
});

describe('work a claim starts at the click (the first listing add’s request, issue 10)', () => {
  it('starts once at the held click, and travels with that click’s replay only', async () => {
    document.body.innerHTML = '<a class="add button" href="?add-to-cart=14">Add</a>';
    const answer = Promise.resolve(new Response('{}'));
    const atClick = vi.fn(() => answer);
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const carried: Array<Promise<unknown> | undefined> = [];
    const island = defineIsland<Record<string, never>>({
      name: 'add',
      selector: 'a.add',
      hydrate: { on: 'interaction' },
      atClick,
      load: async () => {
        await chunk;
        return {
          mount: (element: HTMLElement) => {
            const onClick = (event: Event): void => {
              event.preventDefault();
              carried.push(takeStarted(event));
            };
            element.addEventListener('click', onClick);
            return Promise.resolve(() => element.removeEventListener('click', onClick));
          },
        };
      },
    });
    runtime = startRuntime([island]);
    const link = document.querySelector<HTMLElement>('a.add')!;
    link.click();
    expect(atClick).toHaveBeenCalledTimes(1);
    arrive();
    await whenLive(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
    link.click();
    expect(carried).toEqual([answer, undefined]);
  });
});
