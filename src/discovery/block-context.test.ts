import { describe, expect, it } from 'vitest';
import { blockContext, dataValue } from './block-context.ts';

function element(attributes: string): Element {
  document.body.innerHTML = `<span ${attributes}></span>`;
  return document.body.firstElementChild!;
}

describe('block context (§3), read as ProductX’s script reads the data attributes', () => {
  it('parses JSON in braces or brackets, converts true/false/null and numbers, keeps other text, undefined when missing', () => {
    expect(dataValue(element(`data-x='{"queryTax":"product_cat","post__not_in":[]}'`), 'data-x')).toEqual({
      queryTax: 'product_cat',
      post__not_in: [],
    });
    expect(dataValue(element('data-x="[1,2]"'), 'data-x')).toEqual([1, 2]);
    expect(dataValue(element('data-x="true"'), 'data-x')).toBe(true);
    expect(dataValue(element('data-x="null"'), 'data-x')).toBeNull();
    expect(dataValue(element('data-x="45"'), 'data-x')).toBe(45);
    expect(dataValue(element('data-x="045"'), 'data-x')).toBe('045');
    expect(dataValue(element('data-x="{broken"'), 'data-x')).toBe('{broken');
    expect(dataValue(element('data-x=""'), 'data-x')).toBe('');
    expect(dataValue(element(''), 'data-x')).toBeUndefined();
  });

  it('reads the filter attributes as JSON and the builder from data-builder', () => {
    const button = element(
      'data-blockid="b1" data-blockname="product-blocks_product-grid-1" data-postid="45" data-builder="archive" data-filter-attributes="{&quot;queryTax&quot;:&quot;product_cat&quot;}"',
    );
    expect(blockContext(button)).toEqual({
      blockId: 'b1',
      blockName: 'product-blocks_product-grid-1',
      postId: '45',
      widgetBlockId: '',
      builder: 'archive',
      filterAttributes: { queryTax: 'product_cat' },
    });
  });
});
