/*
 * Bench-only stand-in for WooCommerce 9.9's legacy cart fragments script (wc-cart-fragments,
 * assets/js/frontend/cart-fragments.min.js), which is not on npm. Written from a reading of what
 * the platform's script does, not copied from it; served by the bench on the legacy baseline page
 * only. What it does, as the platform's does:
 * - the cart's fragments live in sessionStorage under `fragment_name`, the cart hash under
 *   `cart_hash_key` (also in localStorage, so other tabs notice), and `wc_cart_created` dates them;
 * - on load, cached fragments are put into the page (and `wc_fragments_loaded` fires) only when
 *   they hold the mini-cart, their hash equals the `woocommerce_cart_hash` cookie and they are
 *   less than a day old; otherwise (a first visit: nothing cached) one POST to
 *   `/?wc-ajax=get_refreshed_fragments` (fetch, `time=…` body, `request_timeout` ms) replaces every
 *   fragment's region, caches the answer and fires `wc_fragments_refreshed`;
 * - `added_to_cart` / `removed_from_cart` cache the fragments they carry; `wc_fragment_refresh`,
 *   `updated_wc_div`, another tab's hash change and a page restored from the back/forward cache
 *   ask the server again; the cache is refreshed a day after it was made;
 * - the `hide_cart_widget_if_empty` mini-cart widgets are shown only while the
 *   `woocommerce_items_in_cart` cookie counts items, and as soon as an add starts.
 */
jQuery(function ($) {
  var params = window.wc_cart_fragments_params;
  if (typeof params === 'undefined') return;

  var DAY_MS = 24 * 60 * 60 * 1000;
  var hashKey = params.cart_hash_key;
  var $body = $(document.body);

  // Private browsing modes that throw on setItem count as no storage at all.
  var canStore = true;
  try {
    canStore = 'sessionStorage' in window && window.sessionStorage !== null;
    sessionStorage.setItem('wc', 'test');
    sessionStorage.removeItem('wc');
    localStorage.setItem('wc', 'test');
    localStorage.removeItem('wc');
  } catch (_error) {
    canStore = false;
  }

  function markCartCreated() {
    if (canStore) sessionStorage.setItem('wc_cart_created', String(new Date().getTime()));
  }
  function storeHash(hash) {
    if (!canStore) return;
    localStorage.setItem(hashKey, hash);
    sessionStorage.setItem(hashKey, hash);
  }
  function putIntoPage(fragments) {
    $.each(fragments, function (selector, html) {
      $(selector).replaceWith(html);
    });
  }

  function onRefreshed(answer) {
    if (!answer || !answer.fragments) return;
    putIntoPage(answer.fragments);
    if (canStore) {
      sessionStorage.setItem(params.fragment_name, JSON.stringify(answer.fragments));
      storeHash(answer.cart_hash);
      if (answer.cart_hash) markCartCreated();
    }
    $body.trigger('wc_fragments_refreshed');
  }

  function refreshFromServer() {
    var abort = new AbortController();
    var timer = setTimeout(function () {
      abort.abort();
    }, params.request_timeout);
    fetch(String(params.wc_ajax_url).replace('%%endpoint%%', 'get_refreshed_fragments'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: 'time=' + new Date().getTime(),
      signal: abort.signal,
    })
      .then(function (response) {
        clearTimeout(timer);
        if (!response.ok) throw new Error(response.statusText);
        return response.json();
      })
      .then(onRefreshed)
      .catch(function () {
        $body.trigger('wc_fragments_ajax_error');
      });
  }

  /** Puts the cached cart into the page; throws when there is none fit to show (the caller refreshes). */
  function restoreCached(scheduleRefresh) {
    var cached = JSON.parse(sessionStorage.getItem(params.fragment_name));
    var hash = sessionStorage.getItem(hashKey) || '';
    var cookieHash = Cookies.get('woocommerce_cart_hash') || '';
    var created = sessionStorage.getItem('wc_cart_created');
    if (hash && !created) throw new Error('no cart creation time');
    if (created) {
      var expires = Number(created) + DAY_MS;
      var now = new Date().getTime();
      if (expires < now) throw new Error('cached fragments expired');
      scheduleRefresh(expires - now);
    }
    if (!cached || !cached['div.widget_shopping_cart_content'] || hash !== cookieHash) throw new Error('nothing cached for this cart');
    putIntoPage(cached);
    $body.trigger('wc_fragments_loaded');
  }

  if (canStore) {
    var dayTimer = null;
    var scheduleRefresh = function (ms) {
      clearTimeout(dayTimer);
      dayTimer = setTimeout(refreshFromServer, ms);
    };
    $body.on('wc_fragment_refresh updated_wc_div', refreshFromServer);
    $body.on('added_to_cart removed_from_cart', function (_event, fragments, hash) {
      if (!sessionStorage.getItem(hashKey)) markCartCreated();
      sessionStorage.setItem(params.fragment_name, JSON.stringify(fragments));
      storeHash(hash);
    });
    $body.on('wc_fragments_refreshed', function () {
      scheduleRefresh(DAY_MS);
    });
    // Another tab changed the cart: its hash in localStorage no longer matches this tab's.
    $(window).on('storage onstorage', function (event) {
      if (event.originalEvent.key === hashKey && localStorage.getItem(hashKey) !== sessionStorage.getItem(hashKey)) refreshFromServer();
    });
    $(window).on('pageshow', function (event) {
      if (!event.originalEvent.persisted) return;
      $('.widget_shopping_cart_content').empty();
      $body.trigger('wc_fragment_refresh');
    });
    try {
      restoreCached(scheduleRefresh);
    } catch (_error) {
      refreshFromServer();
    }
  } else {
    refreshFromServer();
  }

  var $emptyHidden = $('.hide_cart_widget_if_empty').closest('.widget_shopping_cart');
  if (Cookies.get('woocommerce_items_in_cart') > 0) $emptyHidden.show();
  else $emptyHidden.hide();
  $body.on('adding_to_cart', function () {
    $('.hide_cart_widget_if_empty').closest('.widget_shopping_cart').show();
  });
});
