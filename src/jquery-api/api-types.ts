/** Types shared by the stubs and the real functions (no code: the stubs' chunk stays small). */
export type JQueryApiName =
  | 'wc_variation_form'
  | 'wc_set_content'
  | 'wc_reset_content'
  | 'wc_set_variation_attr'
  | 'wc_reset_variation_attr'
  | 'wc_maybe_trigger_slide_position_reset'
  | 'wc_variations_image_update'
  | 'wc_variations_image_reset'
  | 'wc_product_gallery';

/** A call made to a stub before the real function arrived: the function, the collection, the arguments. */
export type EarlyCall = [name: JQueryApiName, target: JQuery, args: unknown[]];

declare global {
  /** The platform's plugin functions on a jQuery collection, as other scripts call them. */
  // Same type parameter as @types/jquery's declaration, which this one merges into.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface JQuery<TElement = HTMLElement> {
    wc_variation_form(): this;
    wc_set_content(content: string): this;
    wc_reset_content(): this;
    wc_set_variation_attr(attr: string, value: string | number | false | null | undefined): this;
    wc_reset_variation_attr(attr: string): this;
    wc_maybe_trigger_slide_position_reset(variation?: unknown): this;
    wc_variations_image_update(variation?: unknown): this;
    wc_variations_image_reset(): this;
    wc_product_gallery(args?: unknown): this;
  }
}
