import { describe, expect, it } from 'vitest';
import { dataAttr, readBoolean, readDataset, readJsonAttribute, readNumber, readString } from './attrs.ts';

function el(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
}

describe('readDataset', () => {
  it('keys data attributes the way dataset and jQuery .data() do', () => {
    const button = el(
      '<a href="?add-to-cart=14" class="button" data-quantity="1" data-product_id="14" data-product_sku="woo-beanie" data-foo-bar="x" data-success_message="“Beanie” added">Add</a>',
    );
    expect(readDataset(button)).toEqual({
      quantity: '1',
      product_id: '14',
      product_sku: 'woo-beanie',
      fooBar: 'x',
      success_message: '“Beanie” added',
    });
  });

  it('is empty for a missing element or no data attributes', () => {
    expect(readDataset(null)).toEqual({});
    expect(readDataset(el('<p class="x"></p>'))).toEqual({});
  });

  it('dataAttr inverts the keys', () => {
    expect(dataAttr('product_id')).toBe('data-product_id');
    expect(dataAttr('fooBar')).toBe('data-foo-bar');
  });
});

describe('scalar readers', () => {
  const node = () =>
    el('<div data-s="hi" data-n="4.5" data-bad="4x" data-empty="" data-yes="yes" data-off="off" data-bare data-odd="maybe"></div>');

  it('readString returns the value or null', () => {
    const div = node();
    expect(readString(div, 'data-s')).toBe('hi');
    expect(readString(div, 'data-empty')).toBe('');
    expect(readString(div, 'data-missing')).toBeNull();
    expect(readString(null, 'data-s')).toBeNull();
  });

  it('readNumber returns finite numbers only', () => {
    const div = node();
    expect(readNumber(div, 'data-n')).toBe(4.5);
    expect(readNumber(div, 'data-bad')).toBeNull();
    expect(readNumber(div, 'data-empty')).toBeNull();
    expect(readNumber(div, 'data-missing')).toBeNull();
  });

  it('readBoolean understands the platform spellings', () => {
    const div = node();
    expect(readBoolean(div, 'data-yes')).toBe(true);
    expect(readBoolean(div, 'data-bare')).toBe(true);
    expect(readBoolean(div, 'data-off')).toBe(false);
    expect(readBoolean(div, 'data-odd')).toBeNull();
    expect(readBoolean(div, 'data-missing')).toBeNull();
  });
});

describe('readJsonAttribute', () => {
  const isIdList = (raw: unknown): number[] | null => (Array.isArray(raw) && raw.every((n) => typeof n === 'number') ? raw : null);

  it('parses and checks the shape', () => {
    const div = el(`<form data-product_variations='[1,2,3]'></form>`);
    expect(readJsonAttribute(div, 'data-product_variations', isIdList)).toEqual({ ok: true, value: [1, 2, 3] });
  });

  it('reports broken JSON without throwing', () => {
    const div = el(`<form data-product_variations='[{"id":1'></form>`);
    const result = readJsonAttribute(div, 'data-product_variations', isIdList);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^data-product_variations is not valid JSON/);
  });

  it('reports a rejected shape, a throwing parser and a missing attribute', () => {
    const div = el(`<form data-product_variations='{"a":1}'></form>`);
    expect(readJsonAttribute(div, 'data-product_variations', isIdList)).toEqual({
      ok: false,
      reason: 'data-product_variations has an unexpected shape',
    });
    const throwing = readJsonAttribute(div, 'data-product_variations', () => {
      throw new Error('boom');
    });
    expect(throwing).toEqual({ ok: false, reason: 'data-product_variations could not be read (boom)' });
    expect(readJsonAttribute(div, 'data-nope', isIdList)).toEqual({ ok: false, reason: 'data-nope is missing' });
  });

  it('entity-encoded JSON as the platform prints it', () => {
    const div = el('<form data-product_variations="[{&quot;variation_id&quot;:33}]"></form>');
    const result = readJsonAttribute(div, 'data-product_variations', (raw) => (Array.isArray(raw) ? raw : null));
    expect(result).toEqual({ ok: true, value: [{ variation_id: 33 }] });
  });
});

describe('readDataset and the runtime marks', () => {
  it('leaves out the data-island marks the runtime adds to claimed markup', () => {
    const el = document.createElement('a');
    el.setAttribute('data-product_id', '14');
    el.setAttribute('data-island', 'add-to-cart');
    el.setAttribute('data-island-state', 'live');
    expect(readDataset(el)).toEqual({ product_id: '14' });
  });
});
