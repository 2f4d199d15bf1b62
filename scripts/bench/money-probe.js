/*
 * Installed by the bench before any page script (page.addInitScript): times what a shopper sees.
 * - click on an add-to-cart button (the first trusted one) → the button shows feedback (`loading`
 *   class or `aria-busy="true"`) → the frame that paints it;
 * - the same click → the header's cart count (`a.cart-contents .count`) changes → its frame;
 * - the same click → the header's count shows the server's answer (changed, and not marked
 *   `data-confirmed-count`, which shop-islands keeps on a count that counts an add still in flight) → its frame;
 * - the choice (`input`, then `change`) on the select the bench marks `data-bench-timed` → the variation region
 *   (`.single_variation`) changes and is not empty → the paint that shows its new content.
 * "The frame that paints it" (the add): a message posted from the next animation frame runs once that
 * frame has been rendered — and after every task queued before it, so work another script queued
 * in the same task (a React render, a gallery) counts too. The variation's paint is therefore read
 * from the browser's own Element Timing instead: the region's new elements are marked `elementtiming`
 * before the frame (a mutation observer runs before rendering) and the first entry's renderTime is the
 * time of the paint that showed them, whatever runs after. Times are performance.now() values, like
 * the events' timeStamp.
 */
(function () {
  var probe = {
    clickAt: null,
    feedbackPaintAt: null,
    countPaintAt: null,
    countConfirmedAt: null,
    changeAt: null,
    variationPaintAt: null,
  };
  window.__money = probe;
  var button = null;
  var countBefore = null;
  var region = null;
  var VARIATION_TIMING = 'bench-variation';

  function afterNextPaint(record) {
    requestAnimationFrame(function () {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () {
        record(performance.now());
      };
      channel.port2.postMessage(null);
    });
  }
  function countText() {
    var count = document.querySelector('a.cart-contents .count');
    return count ? count.textContent : null;
  }
  function countConfirmed() {
    var count = document.querySelector('a.cart-contents .count');
    return count !== null && !count.hasAttribute('data-confirmed-count');
  }
  function isBusy(element) {
    return element.classList.contains('loading') || element.getAttribute('aria-busy') === 'true';
  }
  var seen = { feedback: false, count: false, confirmed: false, variation: false };
  // The region's content changed (not only its own attributes), read from the records: serializing it
  // on every mutation would be the probe's own work inside the measured task.
  function changesRegion(record) {
    return record.type !== 'attributes' && region.contains(record.target);
  }
  function check(records) {
    if (button && !seen.feedback && isBusy(button)) {
      seen.feedback = true;
      afterNextPaint(function (at) {
        probe.feedbackPaintAt = at;
      });
    }
    if (button && !seen.count && countText() !== countBefore) {
      seen.count = true;
      afterNextPaint(function (at) {
        probe.countPaintAt = at;
      });
    }
    if (button && !seen.confirmed && countText() !== countBefore && countConfirmed()) {
      seen.confirmed = true;
      afterNextPaint(function (at) {
        probe.countConfirmedAt = at;
      });
    }
    if (region && !seen.variation && records && records.some(changesRegion) && region.textContent.trim() !== '') {
      seen.variation = true;
      region.querySelectorAll('*').forEach(function (element) {
        element.setAttribute('elementtiming', VARIATION_TIMING);
      });
    }
  }

  addEventListener(
    'click',
    function (event) {
      if (!event.isTrusted || button || !(event.target instanceof Element)) return;
      var pressed = event.target.closest('.add_to_cart_button');
      if (!pressed) return;
      probe.clickAt = event.timeStamp;
      button = pressed;
      countBefore = countText();
      check();
    },
    true,
  );
  // The choice's first event starts the clock: Playwright's selectOption, like a browser, fires input then change.
  function onChoice(event) {
    var select = event.target;
    if (region || !(select instanceof Element) || !select.hasAttribute('data-bench-timed')) return;
    var form = select.closest('form');
    region = form && form.querySelector('.single_variation');
    if (!region) return;
    probe.changeAt = event.timeStamp;
  }
  addEventListener('input', onChoice, true);
  addEventListener('change', onChoice, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (entry.identifier !== VARIATION_TIMING || probe.variationPaintAt !== null) return;
      // renderTime: when the paint was presented (0 only for cross-origin images; text always has it).
      probe.variationPaintAt = entry.renderTime || entry.startTime;
    });
  }).observe({ type: 'element' });
})();
