import { describe, expect, it } from 'vitest';
import { chosenShippingMethods, orderReviewPayload } from './review-payload.ts';

const FORM = `<form>
  <input id="billing_country" name="billing_country" value="US"><input id="billing_state" name="billing_state" value="CA">
  <input id="billing_postcode" name="billing_postcode" value="94103"><input id="billing_city" name="billing_city" value="SF">
  <input id="billing_address_1" name="billing_address_1" value="1 Main St">
  <div id="ship-to-different-address"><input type="checkbox" name="ship_to_different_address" value="1"></div>
  <input id="shipping_country" name="shipping_country" value="GB"><input id="shipping_city" name="shipping_city" value="London">
  <input type="radio" name="payment_method" value="bacs"><input type="radio" name="payment_method" value="cheque" checked>
  <ul><li><input type="radio" name="shipping_method[0]" data-index="0" value="flat_rate:1" class="shipping_method">
  <input type="radio" name="shipping_method[0]" data-index="0" value="free_shipping:2" class="shipping_method" checked></li></ul>
</form>`;

describe('orderReviewPayload (the platform’s update_order_review data)', () => {
  it('sends the billing address as both addresses, the payment method, the form and the chosen shipping methods', () => {
    document.body.innerHTML = FORM;
    const form = document.querySelector('form')!;
    const payload = orderReviewPayload(form, { updateShippingMethod: true });
    expect(payload).toMatchObject({
      payment_method: 'cheque',
      country: 'US',
      state: 'CA',
      postcode: '94103',
      city: 'SF',
      address: '1 Main St',
      address_2: '',
      s_country: 'US',
      s_city: 'SF',
      shipping_method: { 0: 'free_shipping:2' },
    });
    expect(new URLSearchParams(String(payload.post_data)).get('payment_method')).toBe('cheque');
  });

  it('sends the shipping address when "ship to a different address" is ticked; no shipping methods after a coupon', () => {
    document.body.innerHTML = FORM;
    const form = document.querySelector('form')!;
    form.querySelector<HTMLInputElement>('[name="ship_to_different_address"]')!.checked = true;
    const payload = orderReviewPayload(form, { updateShippingMethod: false });
    expect(payload).toMatchObject({ country: 'US', s_country: 'GB', s_city: 'London', s_state: '' });
    expect(payload).not.toHaveProperty('shipping_method');
    expect(chosenShippingMethods(form)).toEqual({ 0: 'free_shipping:2' });
  });
});
