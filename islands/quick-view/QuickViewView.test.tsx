import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, jsonResponse, textResponse } from '../../protocol/testing.ts';
import QuickViewView from './QuickViewView.tsx';
import { closeQuickView } from './session.ts';

// The stylesheet's <link> never loads in happy-dom; the component does not wait on it here.
vi.mock('../../dom-bridge/stylesheet.ts', () => ({ loadStylesheet: () => Promise.resolve() }));

const CARD = `<li class="product"><a class="woocommerce-LoopProduct-link" href="/product/beanie/">Beanie</a>
  <a href="/product/beanie/" class="minimog-quick-view-btn" data-pid="7">Quick view</a></li>`;

beforeEach(() => {
  Object.assign(window, { minimog_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
  document.body.innerHTML = `<ul class="products">${CARD}</ul>`;
});

afterEach(() => {
  closeQuickView();
  resetProtocolForTests();
  Reflect.deleteProperty(window, 'minimog_params');
});

const trigger = (): HTMLElement => document.querySelector<HTMLElement>('.minimog-quick-view-btn')!;

describe('QuickViewView', () => {
  it("opens the product's quick view as a dialog named by its title, the template's text in it; Close gives focus back", async () => {
    fakeServer(() => jsonResponse({ template: '<div class="product"><h2 class="product_title">Beanie</h2><p>Warm wool.</p></div>' }));
    render(<QuickViewView element={trigger()} />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Beanie' });
    expect(within(dialog).getByText('Warm wool.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('a failed answer says why in the dialog, with the way to the product page; the trigger is not busy', async () => {
    fakeServer(() => textResponse('Internal Server Error', { status: 500 }));
    render(<QuickViewView element={trigger()} />);
    fireEvent.click(trigger());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The response is not a valid JSON response.');
    expect(within(alert).getByRole('link', { name: 'View the product page' }).getAttribute('href')).toMatch(/\/product\/beanie\/$/);
    expect(screen.getByRole('dialog', { name: 'Quick view' })).toBeTruthy();
    await waitFor(() => expect(trigger().hasAttribute('aria-busy')).toBe(false));
  });

  it('while its template loads the trigger is busy', async () => {
    fakeServer(() => new Promise<Response>(() => {}));
    render(<QuickViewView element={trigger()} />);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
