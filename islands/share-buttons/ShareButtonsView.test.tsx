import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, jsonResponse, textResponse, useConfig } from '../../protocol/testing.ts';
import ShareButtonsView from './ShareButtonsView.tsx';

const BLOCK = `
  <div class="wopb-share">
    <div class="wopb-share-count-section"><span class="wopb-share-count">4</span><span class="wopb-share-label">Shares</span></div>
    <div class="wopb-share-item-inner-block" postId="103" count="4">
      <div class="wopb-share-item"><a href="javascript:" class="wopb-share-item-facebook" url="http://www.facebook.com/sharer.php?u=x">Facebook</a></div>
    </div>
  </div>`;

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useConfig({ nonces: { wopb: 'a55ef599c1' } });
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
  document.body.innerHTML = BLOCK;
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetProtocolForTests();
});

const block = (): HTMLElement => document.querySelector<HTMLElement>('.wopb-share')!;

function renderShare(): ReturnType<typeof render> {
  return render(<ShareButtonsView element={block()} postId={103} />);
}

describe('ShareButtonsView', () => {
  it('a share opens the popup, the block is busy while it is counted, then shows the new count', async () => {
    let answer: (response: Response) => void = () => {};
    fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderShare();
    expect(screen.getByText('4')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Facebook' }));
    expect(open).toHaveBeenCalledWith('http://www.facebook.com/sharer.php?u=x', 'sharer', expect.stringContaining('width=800'));
    await waitFor(() => expect(block().getAttribute('aria-busy')).toBe('true'));
    answer(jsonResponse({ success: true, data: { success: true, count: 5 } }));
    expect(await screen.findByText('5')).toBeTruthy();
    await waitFor(() => expect(block().hasAttribute('aria-busy')).toBe(false));
  });

  it('keeps the printed count when counting fails, and says nothing to the shopper', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer(() => textResponse('0'));
    renderShare();
    fireEvent.click(screen.getByRole('link', { name: 'Facebook' }));
    await waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(block().hasAttribute('aria-busy')).toBe(false));
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the links to ProductX once unmounted', () => {
    renderShare().unmount();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Facebook' }))).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });
});
