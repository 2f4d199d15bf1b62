<?php
/**
 * Plugin Name: Shop Islands
 * Description: Enqueues the shop-islands front end (one ES module) in place of the legacy scripts it replaces.
 * Version: 0.1.0
 * Requires at least: 6.5
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * Copy the built dist/ folder next to this file (or point the `shop_islands_script_url`
 * filter at a CDN).
 *
 * The replaced handles stay enqueued and only their own <script src> element is left out
 * of the page. Dequeuing them would lose their config: the platform localizes a handle
 * (wc_add_to_cart_params, wc_checkout_params, wc_order_attribution, …) only when it is
 * printed, and the script reads those globals. Keeping the handles also keeps their
 * dependencies, so the platform's country/state fields (wc-country-select,
 * wc-address-i18n) still work on the cart and checkout pages.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Script handles replaced by shop-islands. Filter `shop_islands_replaced_scripts`
 * to keep one (say, a payment gateway depends on it).
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	$handles = array(
		'wc-add-to-cart',
		'wc-cart-fragments',
		'wc-add-to-cart-variation',
		'wc-single-product',
		'wc-cart',
		'wc-checkout',
		// Order attribution: both would count each page view.
		'sourcebuster-js',
		'wc-order-attribution',
		'storefront-header-cart',
	);
	return (array) apply_filters( 'shop_islands_replaced_scripts', $handles );
}

/**
 * Removes a handle's own <script src … id="{handle}-js"> element from what WordPress prints
 * for it, keeping the rest: its localized data (`{handle}-js-extra`), translations and
 * inline scripts added before or after it.
 *
 * @param string $tag    The HTML WordPress prints for the handle.
 * @param string $handle The script handle.
 * @return string
 */
function shop_islands_strip_script_element( $tag, $handle ) {
	$id = preg_quote( $handle . '-js', '#' );
	return (string) preg_replace( '#<script\b(?=[^>]*\bsrc=)(?=[^>]*\bid=([\'"])' . $id . '\1)[^>]*>\s*</script>\s*#i', '', $tag );
}

add_action(
	'wp_enqueue_scripts',
	function () {
		$url = apply_filters( 'shop_islands_script_url', plugins_url( 'dist/shop-islands.js', __FILE__ ) );
		// No version query: the chunks import helpers back from the entry's exact URL.
		wp_enqueue_script_module( 'shop-islands', $url, array(), null );
	},
	100
);

add_filter(
	'script_loader_tag',
	function ( $tag, $handle ) {
		return in_array( $handle, shop_islands_replaced_scripts(), true ) ? shop_islands_strip_script_element( $tag, $handle ) : $tag;
	},
	10,
	2
);

add_action(
	'wp_footer',
	function () {
		$config = apply_filters(
			'shop_islands_config',
			array(
				'vendors' => array(
					'theme'     => 'minimog',
					'platform'  => 'woocommerce',
					'builder'   => 'elementor',
					'marketing' => 'omnisend',
				),
			)
		);
		printf(
			'<script type="application/json" id="shop-islands-config">%s</script>',
			wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP )
		);
	},
	5
);
