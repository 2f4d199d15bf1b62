/**
 * The product page's add to cart without a page load (§4, §7 theme calls), for simple and
 * variable products: the form's fields go to `/?wc-ajax={theme}_add_to_cart`, then the §4
 * outcome order. A failed add puts the button back and says why; the form keeps its values.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { readShopConfig, type ShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import { BUTTON_STATE_CLASSES, PRODUCT_ATTRS, PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { themeAddToCart } from '../../protocol/theme-cart.ts';
import { createHost, renderIsland } from '../../src/react-root.tsx';
import type { Unmount } from '../../src/island.ts';
import { completeAdd, failedAdd } from '../../src/add-to-cart/add-flow.ts';
import { missingOption, themeCartFields } from './form-fields.ts';
import { AddFeedback, useButtonState } from '../../src/add-to-cart/AddFeedback.tsx';

/** §5: the theme's own check before adding a variable product. */
const SELECT_OPTION_TEXT = 'Please select a product option before adding this product to your cart.';
/** The button's own success text, else the platform's "“Name” has been added to your cart." */
function successMessage(button: HTMLElement, quantity: number): string {
  const own = button.getAttribute(PRODUCT_ATTRS.successMessage);
  if (own) return own;
  const name =
    button.closest(PRODUCT_SELECTORS.product)?.querySelector(PRODUCT_SELECTORS.productTitle)?.textContent?.trim() || 'The product';
  return quantity > 1 ? `${quantity} × “${name}” have been added to your cart.` : `“${name}” has been added to your cart.`;
}

interface Props {
  button: HTMLButtonElement;
  config: ShopConfig;
}

function ProductAddToCart({ button, config }: Props): ReactNode {
  const [pending, setPending] = useState(0);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState('');
  const [viewCart, setViewCart] = useState(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const onClick = (event: MouseEvent): void => {
      const form = button.form;
      // A disabled button is the variation form's to explain (§5); a native disabled one gets no click.
      if (!form || button.classList.contains(BUTTON_STATE_CLASSES.disabled)) return;
      const missing = form.classList.contains('variations_form') ? missingOption(form) : null;
      if (missing) {
        event.preventDefault();
        window.alert(SELECT_OPTION_TEXT);
        missing.focus();
        return;
      }
      // An invalid quantity goes the browser's way: its submit path shows the field's own message.
      if (!form.checkValidity()) return;
      event.preventDefault();
      // Coexistence: legacy theme handlers must not add the same product again.
      event.stopPropagation();
      const fields = themeCartFields(form, button);
      const quantity = Number(fields.find(([name]) => name === 'quantity')?.[1] ?? 1) || 1;
      setError('');
      setAdded(false);
      setPending((count) => count + 1);
      emit(ISLAND_PLATFORM_EVENTS.addingToCart, [button, Object.fromEntries(fields)]);
      themeAddToCart(fields)
        .then((result) =>
          completeAdd(
            result,
            button,
            { ...config, buttonRedirect: button.getAttribute(PRODUCT_ATTRS.buttonRedirect) },
            successMessage(button, quantity),
          ),
        )
        .catch(failedAdd)
        .then((flow) => {
          if (!alive.current) return;
          setPending((count) => count - 1);
          if (flow.kind === 'failed') setError(flow.message);
          if (flow.kind === 'added' || (flow.kind === 'leaving' && flow.added)) setAdded(true);
          // Once shown, the link stays, like the platform's.
          if (flow.kind === 'added')
            setViewCart((shown) => shown || (!config.isCart && !button.parentElement?.querySelector(CART_PARTS.addedToCartLink)));
        });
    };
    const stopListening = listen(button, 'click', onClick);
    return () => {
      alive.current = false;
      stopListening();
    };
  }, [button, config]);

  useButtonState(button, pending, added);

  return <AddFeedback config={config} viewCart={viewCart} error={error} />;
}

/** Mounts the island on a claimed product add-to-cart button. */
export function mount(button: HTMLElement, _props: Record<string, never>): Promise<Unmount> {
  if (!(button instanceof HTMLButtonElement) || !button.form)
    return Promise.reject(new Error('the add-to-cart button is not a form button'));
  return renderIsland('product-add-to-cart', createHost(button, 'after'), <ProductAddToCart button={button} config={readShopConfig()} />);
}
