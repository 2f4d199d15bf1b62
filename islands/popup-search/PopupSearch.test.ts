import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests, setFetchForTests } from '../../protocol/client.ts';
import { mount } from './PopupSearch.ts';

const MARKUP =
  '<div id="page"><a href="/?s=" class="page-open-popup-search">Search</a>' +
  '<div class="header-search-form"><form class="search-form" action="/"><input class="search-field" name="s" id="hs"></form></div></div>' +
  '<div id="popup-search" aria-hidden="true" hidden><div class="inner"><form class="search-form" action="/">' +
  '<input type="search" class="search-field" name="s" aria-label="Search"><select class="search-select" name="category" aria-label="Category"><option value="">All</option></select></form>' +
  '<button type="button" id="search-popup-close">Close</button>' +
  '<div class="row-popular-search-keywords"><a href="/?s=Film" data-keyword="Film">Film</a></div>' +
  '<div class="popup-search-results" hidden><span class="popup-search-current"></span><div class="minimog-grid"></div></div></div></div>';

const TEMPLATE =
  '<div class="grid-item"><h3><a href="/product/a/">A</a></h3></div><div class="grid-item"><h3><a href="/product/b/">B</a></h3></div>';

let unmount: (() => void) | undefined;
const urls: string[] = [];
const popup = (): HTMLElement => document.getElementById('popup-search')!;
const field = (): HTMLInputElement => popup().querySelector('.search-field')!;

function type(text: string): void {
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

async function start(search: Record<string, string> = { ajax_disable: '', delay: '500' }): Promise<void> {
  (globalThis as Record<string, unknown>).minimog_params = { search };
  document.body.innerHTML = MARKUP;
  unmount = await mount(popup());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  urls.length = 0;
  setFetchForTests((input) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, data: { template: TEMPLATE } }), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
});
afterEach(() => {
  unmount?.();
  resetProtocolForTests();
  vi.useRealTimers();
  delete (globalThis as Record<string, unknown>).minimog_params;
});

describe('popup search', () => {
  it('opens from the icon as a modal, focuses the input at 300 ms, and Esc returns focus to the icon', async () => {
    await start();
    const icon = document.querySelector<HTMLElement>('.page-open-popup-search')!;
    icon.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    icon.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(popup().hidden).toBe(false);
    expect(popup().getAttribute('role')).toBe('dialog');
    expect(document.getElementById('page')!.inert).toBe(true);
    vi.advanceTimersByTime(299);
    expect(document.activeElement).not.toBe(field());
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(field());
    field().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(popup().hidden).toBe(true);
    expect(document.getElementById('page')!.inert).toBe(false);
    expect(document.activeElement).toBe(icon);
  });

  it('waits for the configured delay, then shows the results, the query and the count', async () => {
    await start();
    type('fi');
    vi.advanceTimersByTime(2000);
    expect(urls).toEqual([]);
    type('fil');
    vi.advanceTimersByTime(250);
    type('film');
    vi.advanceTimersByTime(499);
    expect(urls).toEqual([]);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(popup().querySelectorAll('.minimog-grid .grid-item')).toHaveLength(2));
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('minimog-ajax=minimog_search_products');
    expect(urls[0]).toContain('s=film');
    expect(popup().querySelector('.popup-search-current')?.textContent).toBe('film');
    expect(popup().querySelector<HTMLElement>('.row-popular-search-keywords')?.hidden).toBe(true);
    expect(popup().querySelector('[role="status"]')?.textContent).toBe('2 products found for “film”.');
  });

  it('with ajax_disable asks nothing and leaves the keyword links to the results page', async () => {
    await start({ ajax_disable: '1' });
    type('film');
    vi.advanceTimersByTime(5000);
    const keyword = popup().querySelector<HTMLElement>('[data-keyword]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    keyword.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(urls).toEqual([]);
  });

  it('text typed in the header field before it was live is carried into the open popup and searched (issue 28)', async () => {
    (globalThis as Record<string, unknown>).minimog_params = { search: { ajax_disable: '', delay: '500' } };
    document.body.innerHTML = MARKUP;
    const header = document.getElementById('hs') as HTMLInputElement;
    header.focus();
    header.value = 'film';
    unmount = await mount(popup());
    expect(popup().hidden).toBe(false);
    expect(field().value).toBe('film');
    vi.advanceTimersByTime(500);
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    expect(urls[0]).toContain('s=film');
  });

  it('a character typed before the 300 ms focus moves focus to the field at once; other keys do not', async () => {
    await start();
    document.querySelector<HTMLElement>('.page-open-popup-search')!.click();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true }));
    expect(document.activeElement).not.toBe(field());
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', bubbles: true }));
    expect(document.activeElement).toBe(field());
    // The 300 ms timer is gone with it: focus moved elsewhere in the popup stays there.
    popup().querySelector<HTMLElement>('.search-select')!.focus();
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe(popup().querySelector('.search-select'));
  });

  it('Esc before the 300 ms focus closes it (focus is still on the page behind) and gives focus back to the opener', async () => {
    await start();
    const opener = document.querySelector<HTMLElement>('.page-open-popup-search')!;
    opener.focus();
    opener.click();
    expect(popup().hidden).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(popup().hidden).toBe(true);
    expect(document.activeElement).toBe(opener);
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe(opener);
  });

  it('unmounting closes it and removes every listener', async () => {
    await start();
    document.querySelector<HTMLElement>('.page-open-popup-search')!.click();
    unmount?.();
    unmount = undefined;
    expect(popup().hidden).toBe(true);
    expect(document.getElementById('page')!.inert).toBe(false);
    document
      .querySelector<HTMLElement>('.page-open-popup-search')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(popup().hidden).toBe(true);
  });
});
