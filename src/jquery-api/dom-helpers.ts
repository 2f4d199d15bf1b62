/**
 * The platform's small DOM helpers (add-to-cart-variation.js), which other scripts call too.
 * They keep the server's value in a `data-o_*` attribute the first time they change something,
 * so a reset can put it back. Written with the collection's own jQuery methods, so reads look at
 * the first element and writes reach every element, exactly as the platform's do.
 */

/** An attribute value as the platform passes it: `false` removes the attribute, `undefined` changes nothing. */
export type VariationAttrValue = string | number | false | null | undefined;

/** `wc_set_content(content)`: shows `content` as the text, keeping the original in `data-o_content`. */
export function setContent(this: JQuery, content: string): JQuery {
  if (this.attr('data-o_content') === undefined) this.attr('data-o_content', this.text());
  this.text(content);
  return this;
}

/** `wc_reset_content()`: back to the text kept in `data-o_content`, if any. */
export function resetContent(this: JQuery): JQuery {
  const original = this.attr('data-o_content');
  if (original !== undefined) this.text(original);
  return this;
}

/** `wc_set_variation_attr(attr, value)`: sets `attr`, keeping the original (or '') in `data-o_{attr}`. */
export function setVariationAttr(this: JQuery, attr: string, value: VariationAttrValue): JQuery {
  if (this.attr(`data-o_${attr}`) === undefined) this.attr(`data-o_${attr}`, this.attr(attr) || '');
  if (value === false) this.removeAttr(attr);
  // jQuery reads on attr(name, undefined): the platform's call then changes nothing; null removes.
  else if (value !== undefined) this.attr(attr, value);
  return this;
}

/** `wc_reset_variation_attr(attr)`: back to the value kept in `data-o_{attr}`, if any. */
export function resetVariationAttr(this: JQuery, attr: string): JQuery {
  const original = this.attr(`data-o_${attr}`);
  if (original !== undefined) this.attr(attr, original);
  return this;
}
