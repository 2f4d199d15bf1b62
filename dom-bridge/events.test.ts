import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from './events.ts';
import { emit, emitOn } from './emit.ts';

type Win = { jQuery?: unknown };

function withJQuery(): JQueryStatic {
  (window as unknown as Win).jQuery = jQuery;
  return jQuery;
}

afterEach(() => {
  jQuery(document.body).off();
  jQuery(document).off();
  delete (window as unknown as Win).jQuery;
});

describe('without jQuery', () => {
  it('emit reaches on() and plain DOM listeners once, with args', () => {
    const button = document.createElement('a');
    const heard = vi.fn();
    const native = vi.fn();
    const off = on('added_to_cart', (args) => heard(args));
    document.body.addEventListener('added_to_cart', (e) => native((e as CustomEvent).detail.args));
    emit('added_to_cart', [{ a: '1' }, 'hash', button]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith([{ a: '1' }, 'hash', button]);
    expect(native).toHaveBeenCalledTimes(1);
    off();
    emit('added_to_cart');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('hears native CustomEvents dispatched by other scripts (args [] without our detail)', () => {
    const heard = vi.fn();
    on('wc_fragment_refresh', (args) => heard(args));
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true, cancelable: true }));
    expect(heard).toHaveBeenCalledWith([]);
  });

  it('emitOn bubbles from a form to body listeners', () => {
    document.body.innerHTML = '<form class="variations_form"></form>';
    const form = document.querySelector('form')!;
    const atForm = vi.fn();
    const atBody = vi.fn();
    on('found_variation', (args) => atForm(args), form);
    on('found_variation', (args) => atBody(args));
    emitOn(form, 'found_variation', [{ variation_id: 3 }]);
    expect(atForm).toHaveBeenCalledExactlyOnceWith([{ variation_id: 3 }]);
    expect(atBody).toHaveBeenCalledExactlyOnceWith([{ variation_id: 3 }]);
  });
});

describe('with jQuery on the page', () => {
  it('our emit reaches on(), jQuery handlers and DOM listeners exactly once each', () => {
    const $ = withJQuery();
    const button = document.createElement('a');
    button.className = 'add_to_cart_button';
    document.body.append(button);
    const heard = vi.fn();
    const legacy = vi.fn();
    const legacyOnDocument = vi.fn();
    const native = vi.fn();
    on('added_to_cart', (args) => heard(args));
    $(document.body).on('added_to_cart', (_e, fragments, hash, $button) => legacy(fragments, hash, $button));
    $(document).on('added_to_cart', legacyOnDocument);
    document.body.addEventListener('added_to_cart', native);

    const fragments = { 'a.cart-contents': '<a class="cart-contents">1</a>' };
    emit('added_to_cart', [fragments, 'h1', button]);

    expect(heard).toHaveBeenCalledExactlyOnceWith([fragments, 'h1', button]);
    expect(legacy).toHaveBeenCalledTimes(1);
    const [gotFragments, gotHash, $button] = legacy.mock.calls[0]!;
    expect(gotFragments).toBe(fragments);
    expect(gotHash).toBe('h1');
    expect($button.jquery).toBeTypeOf('string'); // the platform's handlers call $button.data(...)
    expect($button[0]).toBe(button);
    expect(legacyOnDocument).toHaveBeenCalledTimes(1);
    expect(native).toHaveBeenCalledTimes(1);
    expect(($ as unknown as { event: { triggered?: string } }).event.triggered).toBeUndefined();
  });

  it("another script's jQuery trigger reaches on() once, its $button unwrapped", () => {
    const $ = withJQuery();
    const button = document.createElement('a');
    const heard = vi.fn();
    on('added_to_cart', (args) => heard(args));
    const fragments = { x: '<p></p>' };
    $(document.body).trigger('added_to_cart', [fragments, 'h2', $(button)]);
    expect(heard).toHaveBeenCalledExactlyOnceWith([fragments, 'h2', button]);
  });

  it("another script's native CustomEvent reaches on() once and jQuery handlers once", () => {
    const $ = withJQuery();
    const heard = vi.fn();
    const legacy = vi.fn();
    on('wc_fragment_refresh', (args) => heard(args));
    $(document.body).on('wc_fragment_refresh', legacy);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(legacy).toHaveBeenCalledTimes(1);
  });

  it('nested emits inside a handler are delivered normally', () => {
    const $ = withJQuery();
    const legacyInner = vi.fn();
    const heardInner = vi.fn();
    $(document.body).on('inner_event', legacyInner);
    on('inner_event', (args) => heardInner(args));
    on('outer_event', () => emit('inner_event', ['x']));
    emit('outer_event');
    expect(heardInner).toHaveBeenCalledExactlyOnceWith(['x']);
    expect(legacyInner).toHaveBeenCalledTimes(1);
  });

  it('a throwing jQuery handler of another script does not make emit throw', () => {
    const $ = withJQuery();
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const heard = vi.fn();
    on('added_to_cart', (args) => heard(args));
    $(document.body).on('added_to_cart', () => {
      throw new TypeError("Cannot read properties of undefined (reading 'block')");
    });
    expect(() => emit('added_to_cart', [{}, 'h'])).not.toThrow();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(expect.any(TypeError));
    vi.unstubAllGlobals();
  });

  it('unsubscribe removes the jQuery side too', () => {
    const $ = withJQuery();
    const heard = vi.fn();
    const off = on('removed_from_cart', (args) => heard(args));
    off();
    $(document.body).trigger('removed_from_cart', [{}, '']);
    emit('removed_from_cart');
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('jQuery arriving after us', () => {
  it('emit picks it up at call time', () => {
    const heard = vi.fn();
    on('wc_cart_button_updated', (args) => heard(args));
    const $ = withJQuery();
    const legacy = vi.fn();
    $(document.body).on('wc_cart_button_updated', legacy);
    emit('wc_cart_button_updated', [document.body]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(legacy).toHaveBeenCalledTimes(1);
  });

  it('on() subscribed before jQuery hears its triggers once it is there (bound on the next click)', () => {
    const heard = vi.fn();
    const off = on('added_to_cart', (args) => heard(args));
    const $ = withJQuery();
    document.body.click(); // e.g. the click on a legacy add-to-cart button
    $(document.body).trigger('added_to_cart', [{}, 'h3', $(document.body)]);
    expect(heard).toHaveBeenCalledExactlyOnceWith([{}, 'h3', document.body]);
    off();
    $(document.body).trigger('added_to_cart', [{}, 'h4']);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('late binding also happens on load', () => {
    const heard = vi.fn();
    on('wc_fragment_refresh', (args) => heard(args));
    const $ = withJQuery();
    window.dispatchEvent(new Event('load'));
    $(document.body).trigger('wc_fragment_refresh');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('on: where the event was fired', () => {
  it('hands the handler the element the event was fired on, for DOM and jQuery triggers', () => {
    document.body.innerHTML = '<form><select></select></form>';
    const form = document.querySelector('form')!;
    const select = document.querySelector('select')!;
    const heard: Array<[unknown[], EventTarget | null]> = [];
    const off = on('change', (args, source) => heard.push([args, source]), form);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    emitOn(form, 'change', ['x']);
    expect(heard).toEqual([
      [[], select],
      [['x'], form],
    ]);
    off();
  });
});
