import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelMessageSink, type PanelMessageMap, type PanelMessages } from './panel-messages.ts';
import { PanelMessagesView } from './PanelMessagesView.tsx';

/** The drawer's panel messages rendered on `root`, set as the drawer's flows set them; dispose unmounts them. */
function panelMessages(root: HTMLElement): PanelMessages & { dispose(): void } {
  let shown: PanelMessageMap = new Map();
  const view = render(<PanelMessagesView root={root} messages={shown} />);
  const sink = panelMessageSink(root, (change) => {
    shown = change(shown);
    view.rerender(<PanelMessagesView root={root} messages={shown} />);
  });
  return { set: sink.set, dispose: view.unmount };
}

let messages: ReturnType<typeof panelMessages>;
const drawer = (): HTMLElement => document.getElementById('drawer')!;
const modal = (name: string): HTMLElement => drawer().querySelector<HTMLElement>(`[data-template="${name}"]`)!;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<div id="drawer"><div class="fly-cart-addon-modal" data-template="coupon"><form><div class="fly-cart-addon__notices"></div></form></div>' +
    '<div class="fly-cart-addon-modal" data-template="note"></div></div>';
  messages = panelMessages(drawer());
});
afterEach(() => {
  messages.dispose();
  vi.useRealTimers();
});

describe('drawer panel messages', () => {
  it('shows an error as the platform’s error list in the panel’s notices area, and takes it focus after 500 ms', () => {
    messages.set('coupon', { error: 'Please enter a coupon code.' });
    const alert = modal('coupon').querySelector('.fly-cart-addon__notices > ul.woocommerce-error[role="alert"]')!;
    expect(alert.innerHTML).toBe('<li>Please enter a coupon code.</li>');
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(alert);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(alert);
  });

  it('shows the server’s notices as sent, in the panel itself before its template arrived; the same notices again stay as they are', () => {
    messages.set('note', { html: '<ul class="woocommerce-error" role="alert"><li>Not saved.</li></ul>' });
    const alert = modal('note').querySelector<HTMLElement>(':scope > div.fly-cart-addon__message > ul.woocommerce-error[role="alert"]')!;
    expect(alert.textContent).toBe('Not saved.');
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(alert);
    messages.set('note', { html: '<ul class="woocommerce-error" role="alert"><li>Not saved.</li></ul>' });
    expect(alert.isConnected).toBe(true);
    expect(document.activeElement).toBe(alert);
  });

  it('says a new text in the element already shown; null and dispose take it away', () => {
    messages.set('coupon', { error: 'First.' });
    const shown = modal('coupon').querySelector('ul')!;
    messages.set('coupon', { error: 'Second.' });
    expect(modal('coupon').querySelector('ul')).toBe(shown);
    expect(shown.textContent).toBe('Second.');
    messages.set('coupon', null);
    expect(modal('coupon').querySelector('ul')).toBeNull();
    messages.set('coupon', { error: 'Third.' });
    messages.dispose();
    expect(drawer().querySelector('[role="alert"]')).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
  });
});
