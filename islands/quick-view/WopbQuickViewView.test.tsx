import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, textResponse } from '../../protocol/testing.ts';
import { closeQuickView } from './session.ts';
import WopbQuickViewView from './WopbQuickViewView.tsx';

// The stylesheet's <link> never loads in happy-dom; the component does not wait on it here.
vi.mock('../../dom-bridge/stylesheet.ts', () => ({ loadStylesheet: () => Promise.resolve() }));

/** A ProductX grid card with its trigger, and ProductX's nonce. */
const CARD =
  '<div class="wopb-block-item"><div class="wopb-product-new-meta"><div class="wopb-quickview-btn" data-postid="101" data-list="101,102">' +
  '<span>Quick View</span></div></div><h3 class="wopb-block-title"><a href="/product/golden-hour/">Golden Hour Pack</a></h3></div>';

/** ProductX's answer: its header's close link, the product's title and a previous/next arrow. */
const ANSWER =
  '<div class="wopb-modal-header"><a class="wopb-modal-close"><svg></svg></a></div>' +
  '<div class="wopb-modal-body" data-product_id="101"><div class="wopb-quick-view-content"><h1 class="product_title">Golden Hour Pack</h1>' +
  '<p>Twelve presets.</p></div></div><div class="wopb-quick-view-navigation wopb-d-none">' +
  '<div class="wopb-nav-arrow wopb-quick-view-next" data-postid="102" data-list="101,102"><span class="wopb-nav-title">Moody Forest</span></div></div>';

beforeEach(() => {
  document.body.innerHTML = CARD;
  Object.assign(window, { wopb_core: { security: 'abc1234567' } });
});

afterEach(() => {
  closeQuickView();
  resetProtocolForTests();
  Reflect.deleteProperty(window, 'wopb_core');
});

const trigger = (): HTMLElement => document.querySelector<HTMLElement>('.wopb-quickview-btn')!;

describe('WopbQuickViewView', () => {
  it('the trigger is a button named for its product; it opens a dialog saying it loads, then shows the product', async () => {
    let answer: (response: Response) => void = () => {};
    fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<WopbQuickViewView element={trigger()} />);
    const button = screen.getByRole('button', { name: 'Quick view: Golden Hour Pack' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading…'));
    const dialog = screen.getByRole('dialog', { name: 'Quick view' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    answer(textResponse(ANSWER));
    await screen.findByRole('dialog', { name: 'Golden Hour Pack' });
    expect(within(dialog).getByText('Twelve presets.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next product: Moody Forest' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a failed answer says why, with the way to the product page and a button to close', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<WopbQuickViewView element={trigger()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quick view: Golden Hour Pack' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are probably offline.');
    expect(within(alert).getByRole('link', { name: 'View the product page' }).getAttribute('href')).toMatch(/\/product\/golden-hour\/$/);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
