<?php
/**
 * Checks the plugin's script handling without WordPress: the few WordPress functions it
 * calls at load are stubbed. Run: php integrations/wordpress/tests/script-tags.php
 * Prints one line per check and `N passed, N failed`; exits 1 on a failure.
 */

define( 'ABSPATH', __DIR__ );
$GLOBALS['shop_islands_hooks'] = array();
function add_action( $name, $callback ) {
	$GLOBALS['shop_islands_hooks'][ $name ] = $callback;
}
function add_filter( $name, $callback ) {
	$GLOBALS['shop_islands_hooks'][ $name ] = $callback;
}
function apply_filters( $name, $value ) {
	return $value;
}

require dirname( __DIR__ ) . '/shop-islands.php';

$results = array( 'passed' => 0, 'failed' => 0 );
function check( $what, $actual, $expected ) {
	global $results;
	$ok = $actual === $expected;
	$results[ $ok ? 'passed' : 'failed' ]++;
	echo ( $ok ? 'ok   ' : 'FAIL ' ) . $what . ( $ok ? '' : "\n  expected: " . var_export( $expected, true ) . "\n  actual:   " . var_export( $actual, true ) ) . "\n";
}

/** The filter the plugin hooks on `script_loader_tag`. */
function shop_islands_hooks_filter() {
	return $GLOBALS['shop_islands_hooks']['script_loader_tag'];
}

$src   = '<script src="https://shop.test/wp-content/plugins/woocommerce/assets/js/frontend/%s.min.js?ver=9.9.5" id="%s-js" defer data-wp-strategy="defer"></script>' . "\n";
$print = shop_islands_hooks_filter();

check(
	'a replaced handle loses its own script element',
	$print( sprintf( $src, 'add-to-cart', 'wc-add-to-cart' ), 'wc-add-to-cart' ),
	''
);
check(
	'inline scripts added before and after a replaced handle stay (they may set up other plugins)',
	$print( "<script id=\"wc-checkout-js-before\">var a = 1;</script>\n" . sprintf( $src, 'checkout', 'wc-checkout' ) . "<script id=\"wc-checkout-js-after\">var b = 2;</script>\n", 'wc-checkout' ),
	"<script id=\"wc-checkout-js-before\">var a = 1;</script>\n<script id=\"wc-checkout-js-after\">var b = 2;</script>\n"
);
check(
	'sourcebuster (handle sourcebuster-js, element id sourcebuster-js-js) is replaced by the page-view tracking',
	$print( '<script src="https://shop.test/sourcebuster.min.js?ver=9.9.5" id="sourcebuster-js-js"></script>', 'sourcebuster-js' ),
	''
);
check(
	'the country and state fields keep the platform script (not replaced)',
	$print( sprintf( $src, 'country-select', 'wc-country-select' ), 'wc-country-select' ),
	sprintf( $src, 'country-select', 'wc-country-select' )
);
check(
	'a handle whose name starts like a replaced one is left alone',
	shop_islands_strip_script_element( sprintf( $src, 'cart-fragments', 'wc-cart-fragments' ), 'wc-cart' ),
	sprintf( $src, 'cart-fragments', 'wc-cart-fragments' )
);
check(
	'single-quoted attributes, attributes in another order',
	shop_islands_strip_script_element( "<script type='text/javascript' id='wc-cart-js' src='https://shop.test/cart.min.js'></script>", 'wc-cart' ),
	''
);
check(
	'every handle the front end replaces is in the list',
	array_values( array_diff( array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-cart', 'wc-checkout', 'sourcebuster-js', 'wc-order-attribution' ), shop_islands_replaced_scripts() ) ),
	array()
);

echo "{$results['passed']} passed, {$results['failed']} failed\n";
exit( $results['failed'] > 0 ? 1 : 0 );
