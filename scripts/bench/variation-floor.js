/*
 * The variation bench's control (issue 10): what the browser itself needs to show a variation, with
 * no island in the way. Installed after money-probe.js (so the probe still sees the choice first), it
 * takes the timed select's input and change from every other listener and does the least a variation
 * script must: read the page's variations, find the match and write the box's price, availability
 * and description, then show it. The figure it gives (choice → variation painted) is the floor the
 * islands' figure is read against: style, layout, paint and presentation of the same box on the
 * same page, under the same CPU throttle.
 */
(function () {
  function chosenValues(form) {
    var values = {};
    form.querySelectorAll('select[name^="attribute_"]').forEach(function (select) {
      values[select.getAttribute('data-attribute_name') || select.name] = select.value;
    });
    return values;
  }
  function matches(variation, chosen) {
    return Object.keys(variation.attributes).every(function (name) {
      var value = variation.attributes[name];
      return !value || value === chosen[name];
    });
  }
  function showBare(event) {
    var select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.hasAttribute('data-bench-timed')) return;
    event.stopImmediatePropagation();
    if (event.type !== 'change') return;
    var form = select.closest('form.variations_form');
    var box = form && form.querySelector('.single_variation');
    if (!box) return;
    var chosen = chosenValues(form);
    var variation = JSON.parse(form.getAttribute('data-product_variations') || '[]').find(function (entry) {
      return matches(entry, chosen);
    });
    if (!variation) return;
    box.innerHTML =
      '<div class="woocommerce-variation-description">' +
      (variation.variation_description || '') +
      '</div><div class="woocommerce-variation-price">' +
      (variation.price_html || '') +
      '</div><div class="woocommerce-variation-availability">' +
      (variation.availability_html || '') +
      '</div>';
    box.style.display = '';
  }
  addEventListener('input', showBare, true);
  addEventListener('change', showBare, true);
})();
