import { describe, expect, it } from 'vitest';
import { focusables, inertOutside, trapTab } from './focus-trap.ts';

function page(): HTMLElement {
  document.body.innerHTML =
    '<div id="page"><a href="/x" id="opener">cart</a></div><div id="shop-islands-live-region"></div>' +
    '<div id="drawer"><div class="panel" tabindex="-1"><button id="first">Close</button><input id="mid" /><button id="hidden" hidden>x</button><a id="last" href="/cart/">View</a></div></div>';
  return document.getElementById('drawer')!;
}

function tab(shift = false): KeyboardEvent {
  return new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, cancelable: true });
}

describe('modal mechanics shared by our dialogs', () => {
  it('lists what Tab reaches, hidden controls left out', () => {
    expect(focusables(page()).map((el) => el.id)).toEqual(['first', 'mid', 'last']);
  });

  it('makes the rest of the page inert except the live region, and undoes it', () => {
    const drawer = page();
    const undo = inertOutside(drawer);
    expect(document.getElementById('page')!.inert).toBe(true);
    expect(document.getElementById('shop-islands-live-region')!.inert).toBe(false);
    expect(drawer.inert).toBe(false);
    undo();
    expect(document.getElementById('page')!.inert).toBe(false);
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    const drawer = page();
    const panel = drawer.querySelector<HTMLElement>('.panel')!;
    document.getElementById('last')!.focus();
    const forward = tab();
    expect(trapTab(forward, panel)).toBe(true);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    expect(trapTab(tab(true), panel)).toBe(true);
    expect(document.activeElement?.id).toBe('last');
    document.getElementById('mid')!.focus();
    expect(trapTab(tab(), panel)).toBe(false);
  });

  it('keeps focus on a panel with nothing to focus', () => {
    document.body.innerHTML = '<div id="empty" tabindex="-1"><p>Loading…</p></div>';
    const empty = document.getElementById('empty')!;
    const press = tab();
    expect(trapTab(press, empty)).toBe(true);
    expect(press.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(empty);
  });
});
