/*
 * shop-islands: the platform's jQuery plugin API from the moment jQuery is there. The plugin takes
 * add-to-cart-variation.js and single-product.js off the page, yet other scripts call their
 * functions in jQuery's ready handlers, before any of our chunks can arrive. Each missing function
 * records its calls here; src/jquery-api/ replaces these stubs with the real functions and replays
 * the calls in order. Printed by the plugin right after jQuery (wp_add_inline_script).
 */
(function ($) {
  if (!$ || !$.fn) return;
  var calls = (window.shopIslandsJQueryCalls = window.shopIslandsJQueryCalls || []);
  [
    'wc_variation_form',
    'wc_set_content',
    'wc_reset_content',
    'wc_set_variation_attr',
    'wc_reset_variation_attr',
    'wc_maybe_trigger_slide_position_reset',
    'wc_variations_image_update',
    'wc_variations_image_reset',
    'wc_product_gallery',
  ].forEach(function (name) {
    if ($.fn[name]) return;
    var stub = function () {
      calls.push([name, this, Array.prototype.slice.call(arguments)]);
      return this;
    };
    stub.shopIslandsStub = true;
    $.fn[name] = stub;
  });
})(window.jQuery);
