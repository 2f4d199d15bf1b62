<?php
/**
 * Plugin Name: Shop Islands
 * Description: Enqueues the shop-islands front end (one ES module) and dequeues the legacy scripts it replaces.
 * Version: 0.1.0
 * Requires at least: 6.5
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * Copy the built dist/ folder next to this file (or point the `shop_islands_script_url`
 * filter at a CDN). The platform keeps printing its config globals
 * (wc_add_to_cart_params, wc_cart_fragments_params, …): the script reads them, so
 * the legacy handles are dequeued but their localized data is printed on our handle.
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
		'storefront-header-cart',
	);
	return (array) apply_filters( 'shop_islands_replaced_scripts', $handles );
}

/**
 * Localized data the platform attaches to the handles we dequeue, re-printed for our script.
 *
 * @return array<string, string> handle => global variable name
 */
function shop_islands_config_globals() {
	return array(
		'wc-add-to-cart'           => 'wc_add_to_cart_params',
		'wc-cart-fragments'        => 'wc_cart_fragments_params',
		'wc-add-to-cart-variation' => 'wc_add_to_cart_variation_params',
		'wc-single-product'        => 'wc_single_product_params',
	);
}

add_action(
	'wp_enqueue_scripts',
	function () {
		$url = apply_filters( 'shop_islands_script_url', plugins_url( 'dist/shop-islands.js', __FILE__ ) );
		// No version query: the chunks import helpers back from the entry's exact URL.
		wp_enqueue_script_module( 'shop-islands', $url, array(), null );

		// A handle with no file that carries the platform's localized config globals.
		wp_register_script( 'wc-settings-shop-islands', false, array(), null, array( 'in_footer' => false ) );
		wp_enqueue_script( 'wc-settings-shop-islands' );

		$scripts = wp_scripts();
		$globals = shop_islands_config_globals();
		foreach ( shop_islands_replaced_scripts() as $handle ) {
			if ( isset( $globals[ $handle ] ) && wp_script_is( $handle, 'enqueued' ) ) {
				$data = $scripts->get_data( $handle, 'data' );
				if ( is_string( $data ) && '' !== $data ) {
					wp_add_inline_script( 'wc-settings-shop-islands', $data, 'before' );
				}
			}
			wp_dequeue_script( $handle );
		}
	},
	100
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
