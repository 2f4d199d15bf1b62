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
 * The replaced handles leave the page just before WordPress prints scripts, once the
 * platform has localized them: the platform attaches its config globals
 * (wc_add_to_cart_params, wc_checkout_params, …) only to handles still enqueued at print
 * time, and the script reads those globals. So this plugin prints the globals itself, as
 * WordPress would, then dequeues the handles; the dependencies only they needed (blockUI,
 * wp-util and underscore, js-cookie) go with them. The country/state scripts the cart and
 * checkout forms still need are kept.
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
 * Dependencies of a replaced handle that the platform's own forms still need without it: the
 * country/state fields of the cart's shipping calculator and of the checkout.
 *
 * @return array<string, string[]> handle => dependencies to keep
 */
function shop_islands_kept_dependencies() {
	$fields = array( 'wc-country-select', 'wc-address-i18n' );
	return array(
		'wc-cart'     => $fields,
		'wc-checkout' => $fields,
	);
}

/**
 * Takes the replaced handles off the page, keeping their localized config. Runs at priority 6
 * of both print actions: after the platform localizes (priority 5), before WordPress prints.
 * A handle another enqueued script still depends on stays, with its config, as WordPress
 * prints it (filter `shop_islands_replaced_scripts` to keep one on purpose).
 */
function shop_islands_take_over_scripts() {
	if ( is_admin() ) {
		return;
	}
	$scripts = wp_scripts();
	$kept    = shop_islands_kept_dependencies();
	foreach ( shop_islands_replaced_scripts() as $handle ) {
		if ( ! in_array( $handle, $scripts->queue, true ) ) {
			continue;
		}
		foreach ( isset( $kept[ $handle ] ) ? $kept[ $handle ] : array() as $dependency ) {
			wp_enqueue_script( $dependency );
		}
		wp_dequeue_script( $handle );
		$data = $scripts->get_data( $handle, 'data' );
		if ( ! wp_script_is( $handle, 'enqueued' ) && is_string( $data ) && '' !== $data ) {
			wp_print_inline_script_tag( $data, array( 'id' => $handle . '-js-extra' ) );
		}
	}
}
add_action( 'wp_print_scripts', 'shop_islands_take_over_scripts', 6 );
add_action( 'wp_print_footer_scripts', 'shop_islands_take_over_scripts', 6 );

add_action(
	'wp_enqueue_scripts',
	function () {
		$url = apply_filters( 'shop_islands_script_url', plugins_url( 'dist/shop-islands.js', __FILE__ ) );
		// No version query: the chunks import helpers back from the entry's exact URL.
		wp_enqueue_script_module( 'shop-islands', $url, array(), null );
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
