import { describe, expect, it } from 'vitest';
import { mount } from './CategoryAccordion.ts';

const WIDGET = `<div class="widget_product_categories"><ul class="product-categories">
  <li class="cat-item cat-item-15 cat-parent"><a href="/product-category/lightroom-presets/">Lightroom Presets</a> <span class="count">(16)</span>
    <ul class="children"><li class="cat-item cat-item-19"><a href="/product-category/mobile-presets/">Mobile Presets</a></li></ul></li>
  <li class="cat-item cat-item-18"><a href="/product-category/bundles/">Bundles</a></li>
</ul></div>`;

function widget(html = WIDGET): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('.widget_product_categories') as HTMLElement;
}

describe('product categories accordion', () => {
  it('adds a closed toggle and an "All [category]" link to each parent; the toggle opens and closes the list', async () => {
    const root = widget();
    await mount(root);
    const toggle = root.querySelector('button') as HTMLButtonElement;
    const list = root.querySelector('ul.children') as HTMLElement;
    expect(root.querySelectorAll('button')).toHaveLength(1);
    expect(toggle.getAttribute('aria-label')).toBe('Lightroom Presets subcategories');
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    const first = list.querySelector('li a') as HTMLAnchorElement;
    expect(first.textContent).toBe('All Lightroom Presets');
    expect(first.getAttribute('href')).toBe('/product-category/lightroom-presets/');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    toggle.click();
    expect(list.hidden).toBe(true);
  });

  it('opens the current category’s branch; unmounting gives the widget back as printed', async () => {
    const root = widget(WIDGET.replace('cat-item-15 cat-parent', 'cat-item-15 cat-parent current-cat-parent'));
    const unmount = await mount(root);
    expect(root.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
    unmount();
    expect(root.querySelector('button')).toBeNull();
    expect(root.querySelector('.cat-item-all')).toBeNull();
    expect((root.querySelector('ul.children') as HTMLElement).hidden).toBe(false);
  });
});
