import { describe, expect, it, vi } from 'vitest';
import { mount } from './Ordering.ts';

describe('sort select', () => {
  it('submits its form as soon as it changes (submit event first), and only for the sort select', async () => {
    document.body.innerHTML = `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby">
      <option value="menu_order" selected>Default sorting</option><option value="price">Sort by price: low to high</option></select>
      <input type="text" name="other"><input type="hidden" name="paged" value="1"></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const unmount = await mount(form);
    form.querySelector('input[name="other"]')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).not.toHaveBeenCalled();
    const select = form.querySelector('select') as HTMLSelectElement;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
    unmount();
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('stands down where the platform’s general script stayed on the page (it submits the form itself)', async () => {
    document.body.innerHTML = `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby">
      <option value="menu_order" selected>Default sorting</option><option value="price">Sort by price: low to high</option></select></form>
      <script id="woocommerce-js" type="text/plain"></script>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await mount(form);
    const select = form.querySelector('select') as HTMLSelectElement;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).not.toHaveBeenCalled();
  });
});
