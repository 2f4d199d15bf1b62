/*
 * Bench-only stand-in for WooCommerce 9.9's legacy add-to-cart script (wc-add-to-cart,
 * assets/js/frontend/add-to-cart.min.js), which is not on npm. Written from a reading of what the
 * platform's script does, not copied from it; the bench serves it on the legacy baseline page only,
 * and nothing ships it. What it does, as the platform's does:
 * - a click on `.add_to_cart_button:not(.wc-interactive)` that is `.ajax_add_to_cart` with a
 *   `data-product_id` is stopped, the button loses `added` and gets `loading` in the click's own
 *   task, `should_send_ajax_request.adding_to_cart` may veto it, `adding_to_cart` fires with the
 *   posted fields (the button's jQuery data, then its data-* attributes), and one POST to
 *   `/?wc-ajax=add_to_cart` goes out (form-encoded, JSON answer); adds and removes queue, one at a time;
 * - the answer: `{error, product_url}` sends the browser to the product, `cart_redirect_after_add`
 *   to the cart, anything else fires `added_to_cart` with (fragments, cart_hash, button);
 * - on `added_to_cart`: the button loses `loading`, gets `added` and a "View cart" link after it
 *   (not on the cart page), `wc_cart_button_updated` fires; every fragment's region is marked
 *   `updating`, faded and blocked (blockUI), then replaced by the fragment's HTML, unblocked, and
 *   `wc_fragments_loaded` fires; the live region reads the button's `data-success_message`;
 * - a mini-cart remove link blocks its row, POSTs `/?wc-ajax=remove_from_cart` with its
 *   `cart_item_key`, and fires `removed_from_cart` (or follows the link when that fails).
 */
jQuery(function ($) {
  var params = window.wc_add_to_cart_params;
  if (typeof params === 'undefined') return;

  var $body = $(document.body);
  var endpointUrl = function (name) {
    return String(params.wc_ajax_url).replace('%%endpoint%%', name);
  };

  // Requests run one after another, in the order of the clicks that asked for them.
  var pending = [];
  function sendFirst() {
    var request = pending[0];
    var whenDone = request.complete;
    request.complete = function () {
      if (typeof whenDone === 'function') whenDone();
      pending.shift();
      if (pending.length > 0) sendFirst();
    };
    $.ajax(request);
  }
  function queueRequest(request) {
    pending.push(request);
    if (pending.length === 1) sendFirst();
  }

  // One polite status region for the whole page, reused when the theme printed one.
  var $status = $('.widget_shopping_cart_live_region');
  if ($status.length === 0) {
    $status = $('<div class="widget_shopping_cart_live_region screen-reader-text" role="status"></div>').appendTo('body');
  }
  function clearStatus() {
    // Emptied first, so a screen reader announces the next message even when it repeats.
    $status.text('').removeAttr('aria-relevant');
  }

  function onAddClick(event) {
    var $button = $(this);
    if (!$button.is('.ajax_add_to_cart')) return;
    if (!$button.attr('data-product_id')) return true;
    clearStatus();
    event.preventDefault();
    $button.removeClass('added').addClass('loading');
    if ($body.triggerHandler('should_send_ajax_request.adding_to_cart', [$button]) === false) {
      $body.trigger('ajax_request_not_sent.adding_to_cart', [false, false, $button]);
      return true;
    }
    // The button's data-* attributes win over values scripts stored with $.fn.data.
    var fields = {};
    $.each($button.data(), function (name, value) {
      fields[name] = value;
    });
    $.each($button[0].dataset, function (name, value) {
      fields[name] = value;
    });
    $body.trigger('adding_to_cart', [$button, fields]);
    queueRequest({
      type: 'POST',
      url: endpointUrl('add_to_cart'),
      data: fields,
      dataType: 'json',
      success: function (answer) {
        if (!answer) return;
        if (answer.error && answer.product_url) {
          window.location = answer.product_url;
          return;
        }
        if (params.cart_redirect_after_add === 'yes') {
          window.location = params.cart_url;
          return;
        }
        $body.trigger('added_to_cart', [answer.fragments, answer.cart_hash, $button]);
      },
    });
  }

  function onRemoveClick(event) {
    var $link = $(this);
    clearStatus();
    event.preventDefault();
    $link.closest('.woocommerce-mini-cart-item').block({ message: null, overlayCSS: { opacity: 0.6 } });
    var leave = function () {
      window.location = $link.attr('href');
    };
    queueRequest({
      type: 'POST',
      url: endpointUrl('remove_from_cart'),
      data: { cart_item_key: $link.data('cart_item_key') },
      dataType: 'json',
      success: function (answer) {
        if (!answer || !answer.fragments) return leave();
        $body.trigger('removed_from_cart', [answer.fragments, answer.cart_hash, $link]);
      },
      error: leave,
    });
  }

  function showButtonDone(_event, fragments, _hash, $button) {
    if (!$button) return;
    $button.removeClass('loading');
    if (fragments) $button.addClass('added');
    if (fragments && !params.is_cart && $button.parent().find('.added_to_cart').length === 0) {
      var text = params.i18n_view_cart;
      $button.after('<a href="' + params.cart_url + '" class="added_to_cart wc-forward" title="' + text + '">' + text + '</a>');
    }
    $body.trigger('wc_cart_button_updated', [$button]);
  }

  function applyFragments(fragments) {
    if (!fragments) return;
    // Every region shows it is updating (faded, blocked) before any is replaced.
    $.each(fragments, function (selector) {
      $(selector)
        .addClass('updating')
        .fadeTo('400', '0.6')
        .block({ message: null, overlayCSS: { opacity: 0.6 } });
    });
    $.each(fragments, function (selector, html) {
      $(selector).replaceWith(html);
      $(selector).stop(true).css('opacity', '1').unblock();
    });
    $body.trigger('wc_fragments_loaded');
  }

  function announce(_event, _fragments, _hash, $button) {
    var message = $button && $button.data('success_message');
    if (!message) return;
    // delay() only queues effects: the text is set at once, as the platform's script does.
    $status.delay(1000).text(message).attr('aria-relevant', 'all');
  }

  $body
    .on('click', '.add_to_cart_button:not(.wc-interactive)', onAddClick)
    .on('click', '.remove_from_cart_button', onRemoveClick)
    .on('added_to_cart', function (event, fragments, hash, $button) {
      showButtonDone(event, fragments, hash, $button);
      applyFragments(fragments);
      announce(event, fragments, hash, $button);
    })
    .on('removed_from_cart', function (event, fragments, hash, $button) {
      applyFragments(fragments);
      announce(event, fragments, hash, $button);
    })
    .on('ajax_request_not_sent.adding_to_cart', showButtonDone);
});
