import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './FieldDescription.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const FIELD =
  '<p class="form-row"><label for="billing_vat">VAT number</label><span class="woocommerce-input-wrapper">' +
  '<input type="text" id="billing_vat" name="billing_vat"><span class="description" id="billing_vat-description" aria-hidden="true" style="display:none">For business orders only.</span></span></p>' +
  '<p><input type="text" id="elsewhere"></p>';

describe('field description (§2 Field descriptions)', () => {
  it('opens when its field gets focus, closes on Escape; the field names it in aria-describedby', async () => {
    document.body.innerHTML = FIELD;
    const description = document.querySelector<HTMLElement>('.description')!;
    const field = document.querySelector<HTMLInputElement>('#billing_vat')!;
    const unmount = await mount(description);
    expect(field.getAttribute('aria-describedby')).toBe('billing_vat-description');
    field.dispatchEvent(new FocusEvent('focus'));
    expect(description.style.display).toBe('block');
    expect(description.getAttribute('aria-hidden')).toBe('false');
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(description.getAttribute('aria-hidden')).toBe('true');
    unmount();
  });

  it('stands down where the platform’s general script stayed on the page (it slides the description itself)', async () => {
    document.body.innerHTML = `${FIELD}<script id="woocommerce-js" type="text/plain"></script>`;
    const description = document.querySelector<HTMLElement>('.description')!;
    const field = document.querySelector<HTMLInputElement>('#billing_vat')!;
    await mount(description);
    field.dispatchEvent(new FocusEvent('focus'));
    expect(description.style.display).toBe('none');
    expect(field.hasAttribute('aria-describedby')).toBe(false);
  });
});
