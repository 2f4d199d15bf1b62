import { afterEach, describe, expect, it, vi } from 'vitest';
import { capture } from '../../protocol/testing.ts';
import { readVariationData } from './data.ts';
import { compileTemplate, DEFAULT_UNAVAILABLE_TEMPLATE, DEFAULT_VARIATION_TEMPLATE, type VariationTemplate } from './template.ts';
import { startVariationForm } from './VariationForm.ts';

let page: DocumentFragment | undefined;
/** The platform's variable product page as captured (WooCommerce 9.9, the Hoodie), parsed inert (its scripts never run). */
function hoodiePage(): DocumentFragment {
  if (!page) {
    const template = document.createElement('template');
    template.innerHTML = capture('product-variable-hoodie.html');
    page = template.content;
  }
  return page;
}

/** The text of one of the page's `script[type="text/template"]` elements. */
function capturedTemplate(id: string): string {
  return hoodiePage().getElementById(id)!.textContent!;
}

/** The page's variations as its form prints them (`data-product_variations`). */
function capturedVariations(): Array<Record<string, unknown>> {
  const form = hoodiePage().querySelector('form.variations_form')!;
  return JSON.parse(form.getAttribute('data-product_variations')!) as Array<Record<string, unknown>>;
}

function compiled(template: string): VariationTemplate {
  const fill = compileTemplate(template);
  expect(fill).not.toBeNull();
  return fill!;
}

/** The rendered HTML as a fragment, to read what a shopper sees in each part of the box. */
function shown(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

const normalised = (html: string): string => html.replace(/>\s+</g, '><').trim();

describe('the platform’s captured variation template, without eval', () => {
  it('compiles and shows each variation’s description, price and availability in their places', () => {
    const fill = compiled(capturedTemplate('tmpl-variation-template'));
    const variations = capturedVariations();
    expect(variations.length).toBeGreaterThan(0);
    for (const variation of variations) {
      const box = shown(fill({ variation }));
      const html = (value: unknown): string => shown(String(value)).innerHTML;
      expect(box.querySelector('.woocommerce-variation-price')!.innerHTML).toBe(html(variation.price_html));
      expect(box.querySelector('.woocommerce-variation-availability')!.innerHTML).toBe(html(variation.availability_html));
      expect(box.querySelector('.woocommerce-variation-description')!.innerHTML).toBe(html(variation.variation_description));
    }
  });

  it('is the default template: both say the same for every variation', () => {
    const printed = compiled(capturedTemplate('tmpl-variation-template'));
    const fallback = compiled(DEFAULT_VARIATION_TEMPLATE);
    for (const variation of capturedVariations()) expect(normalised(printed({ variation }))).toBe(normalised(fallback({ variation })));
  });

  it('the unavailable template is its alert text', () => {
    const fill = compiled(capturedTemplate('tmpl-unavailable-variation-template'));
    expect(shown(fill({ variation: {} })).textContent!.trim()).toBe(
      'Sorry, this product is unavailable. Please choose a different combination.',
    );
    expect(compiled(DEFAULT_UNAVAILABLE_TEMPLATE)({})).toBe(DEFAULT_UNAVAILABLE_TEMPLATE);
  });
});

describe('wp.template’s language', () => {
  const variation = {
    price_html: '<span class="price">$20</span>',
    sku: 'A&B <1>',
    stock: 3,
    on_sale: false,
    description: '',
    image: { alt: 'Red "hoodie"' },
  };

  it('prints {{{ }}} as HTML and {{ }} escaped, with deeper data paths', () => {
    const fill = compiled(
      '<p>{{{ data.variation.price_html }}}</p><p>{{ data.variation.sku }}</p><img alt="{{ data.variation.image.alt }}">',
    );
    const box = shown(fill({ variation }));
    expect(box.querySelector('.price')!.textContent).toBe('$20');
    expect(box.querySelectorAll('p')[1]!.textContent).toBe('A&B <1>');
    expect(box.querySelector('img')!.getAttribute('alt')).toBe('Red "hoodie"');
  });

  it('prints numbers and booleans as written, and nothing for missing values or objects', () => {
    const fill = compiled(
      '[{{ data.variation.stock }}|{{ data.variation.on_sale }}|{{{ data.variation.nope }}}|{{ data.variation.image }}|{{ data.nope.deeper }}]',
    );
    expect(fill({ variation })).toBe('[3|false|||]');
  });

  it('keeps an <# if #> part when the value is truthy, else the else part; ! negates; blocks nest', () => {
    const fill = compiled(
      '<# if ( data.variation.description ) { #><div class="d">{{{ data.variation.description }}}</div><# } else { #>none<# } #>' +
        '<#if(!data.variation.on_sale){#>[regular<# if ( data.variation.stock ) { #> {{ data.variation.stock }} left<# } #>]<#}#>',
    );
    expect(fill({ variation })).toBe('none[regular 3 left]');
    expect(fill({ variation: { ...variation, description: '<b>Soft</b>', on_sale: true } })).toBe('<div class="d"><b>Soft</b></div>');
    expect(fill({ variation: { ...variation, stock: 0 } })).toBe('none[regular]');
  });

  it('drops the CDATA markers themes wrap around inline scripts, as the platform’s script does', () => {
    expect(compiled('/*<![CDATA[*/<p>{{ data.variation.sku }}</p>/*]]>*/')({ variation })).toBe('<p>A&#38;B &#60;1&#62;</p>');
  });

  it('refuses what only eval could run: other JavaScript, calls, unbalanced blocks', () => {
    expect(compileTemplate('<# _.each( data.variation.attributes, function ( value ) { #>{{ value }}<# } ) #>')).toBeNull();
    expect(compileTemplate('{{ data.variation.display_price.toFixed( 2 ) }}')).toBeNull();
    expect(compileTemplate('{{{ window.secret }}}')).toBeNull();
    expect(compileTemplate('<# if ( data.variation.sku ) { #>open')).toBeNull();
    expect(compileTemplate('<# } #>')).toBeNull();
    expect(compileTemplate('<# if ( data.a ) { #>a<# } else { #>b<# } else { #>c<# } #>')).toBeNull();
    expect(compileTemplate('<# if ( data.a > 1 ) { #>a<# } #>')).toBeNull();
  });
});

describe('the variation form on the captured page’s templates', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the chosen variation through the page’s template, with no console warning', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const formHtml = hoodiePage().querySelector('form.variations_form')!.outerHTML;
    const templates = Array.from(hoodiePage().querySelectorAll('script[type="text/template"]'), (script) => script.outerHTML).join('');
    document.body.innerHTML = `<div class="product">${formHtml}</div>${templates}`;
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    const stop = startVariationForm(
      form,
      Number(form.getAttribute('data-product_id')),
      readVariationData(form.getAttribute('data-product_variations')!),
    );
    vi.advanceTimersByTime(100);
    const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
    for (const select of selects) {
      select.value = select.options[select.options.length - 1]!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    vi.advanceTimersByTime(100);
    const price = form.querySelector('.single_variation .woocommerce-variation-price');
    expect(price?.textContent).toMatch(/\$\d+\.\d\d/);
    expect(warn).not.toHaveBeenCalled();
    stop();
  });
});
