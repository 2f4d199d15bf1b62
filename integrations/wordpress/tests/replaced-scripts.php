<?php
/**
 * Checks the plugin's script handling without WordPress: the WordPress functions it calls are
 * stubbed over a small model of the script queue. Run: php integrations/wordpress/tests/replaced-scripts.php
 * Prints one line per check and `N passed, N failed`; exits 1 on a failure.
 */

define( 'ABSPATH', __DIR__ );

/** The part of WP_Scripts the plugin touches: the queue, each handle's deps and localized data. */
class Shop_Islands_Fake_Scripts {
	public $queue = array();
	public $deps  = array();
	public $data  = array();

	public function get_data( $handle, $key ) {
		return 'data' === $key && isset( $this->data[ $handle ] ) ? $this->data[ $handle ] : false;
	}

	/** WordPress counts a handle as enqueued when it is queued or a dependency of one that is. */
	public function is_enqueued( $handle ) {
		$seen  = array();
		$stack = $this->queue;
		while ( $stack ) {
			$next = array_pop( $stack );
			if ( $next === $handle ) {
				return true;
			}
			if ( isset( $seen[ $next ] ) ) {
				continue;
			}
			$seen[ $next ] = true;
			$stack         = array_merge( $stack, isset( $this->deps[ $next ] ) ? $this->deps[ $next ] : array() );
		}
		return false;
	}
}

$GLOBALS['fake_scripts'] = new Shop_Islands_Fake_Scripts();
$GLOBALS['hooks']        = array();
function add_action( $name, $callback, $priority = 10 ) {
	$GLOBALS['hooks'][ $name ][ $priority ] = $callback;
}
function add_filter( $name, $callback, $priority = 10 ) {
	add_action( $name, $callback, $priority );
}
function apply_filters( $name, $value ) {
	return $value;
}
function is_admin() {
	return false;
}
function wp_scripts() {
	return $GLOBALS['fake_scripts'];
}
function wp_script_is( $handle, $status ) {
	return 'enqueued' === $status && $GLOBALS['fake_scripts']->is_enqueued( $handle );
}
function wp_enqueue_script( $handle ) {
	if ( ! in_array( $handle, $GLOBALS['fake_scripts']->queue, true ) ) {
		$GLOBALS['fake_scripts']->queue[] = $handle;
	}
}
function wp_dequeue_script( $handle ) {
	$GLOBALS['fake_scripts']->queue = array_values( array_diff( $GLOBALS['fake_scripts']->queue, array( $handle ) ) );
}
function wp_print_inline_script_tag( $data, $attributes ) {
	echo '<script id="' . $attributes['id'] . '">' . $data . "</script>\n";
}

require dirname( __DIR__ ) . '/shop-islands.php';

$results = array(
	'passed' => 0,
	'failed' => 0,
);
function check( $what, $actual, $expected ) {
	global $results;
	$ok = $actual === $expected;
	$results[ $ok ? 'passed' : 'failed' ]++;
	echo ( $ok ? 'ok   ' : 'FAIL ' ) . $what . ( $ok ? '' : "\n  expected: " . var_export( $expected, true ) . "\n  actual:   " . var_export( $actual, true ) ) . "\n";
}

/** Sets up a page's scripts, runs the plugin's hook on one print action, returns what it printed. */
function print_pass( $action, $queue, $deps = array(), $data = array() ) {
	$GLOBALS['fake_scripts']->queue = $queue;
	$GLOBALS['fake_scripts']->deps  = $deps;
	$GLOBALS['fake_scripts']->data  = $data;
	ob_start();
	call_user_func( $GLOBALS['hooks'][ $action ][6] );
	return ob_get_clean();
}

$platform_deps = array(
	'wc-add-to-cart'           => array( 'jquery', 'jquery-blockui' ),
	'wc-add-to-cart-variation' => array( 'jquery', 'wp-util', 'jquery-blockui' ),
	'wc-checkout'              => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ),
	'wc-country-select'        => array( 'jquery' ),
	'wc-address-i18n'          => array( 'jquery', 'wc-country-select' ),
);
$add_to_cart_params = 'var wc_add_to_cart_params = {"ajax_url":"\/wp-admin\/admin-ajax.php"};';

$printed = print_pass( 'wp_print_scripts', array( 'wc-add-to-cart', 'woocommerce' ), $platform_deps, array( 'wc-add-to-cart' => $add_to_cart_params ) );
check( 'a replaced handle\'s config is printed as WordPress would print it', $printed, '<script id="wc-add-to-cart-js-extra">' . $add_to_cart_params . "</script>\n" );
check( 'the replaced handle leaves the queue, and its blockUI with it', array( wp_script_is( 'wc-add-to-cart', 'enqueued' ), wp_script_is( 'jquery-blockui', 'enqueued' ) ), array( false, false ) );
check( 'scripts it does not replace stay', wp_script_is( 'woocommerce', 'enqueued' ), true );

print_pass( 'wp_print_scripts', array( 'wc-add-to-cart-variation' ), $platform_deps );
check( 'the variation script goes, and wp-util (underscore) with it', wp_script_is( 'wp-util', 'enqueued' ), false );

print_pass( 'wp_print_footer_scripts', array( 'wc-checkout', 'woocommerce' ), $platform_deps, array( 'wc-checkout' => 'var wc_checkout_params = {};' ) );
check(
	'on the checkout the country/state scripts stay for the address fields',
	array( wp_script_is( 'wc-checkout', 'enqueued' ), wp_script_is( 'wc-country-select', 'enqueued' ), wp_script_is( 'wc-address-i18n', 'enqueued' ) ),
	array( false, true, true )
);

$deps_with_gateway = $platform_deps + array( 'some-gateway' => array( 'wc-checkout' ) );
$printed           = print_pass( 'wp_print_scripts', array( 'wc-checkout', 'some-gateway' ), $deps_with_gateway, array( 'wc-checkout' => 'var wc_checkout_params = {};' ) );
check( 'a handle another script depends on stays, and WordPress prints its config (not twice)', array( wp_script_is( 'wc-checkout', 'enqueued' ), $printed ), array( true, '' ) );

$printed = print_pass( 'wp_print_scripts', array( 'woocommerce' ), $platform_deps, array( 'wc-add-to-cart' => $add_to_cart_params ) );
check( 'a replaced handle that is not on the page prints nothing', $printed, '' );

check(
	'every handle the front end replaces is in the list',
	array_values( array_diff( array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-cart', 'wc-checkout', 'sourcebuster-js', 'wc-order-attribution' ), shop_islands_replaced_scripts() ) ),
	array()
);
check( 'both print passes are hooked after the platform localizes (priority 5)', array( isset( $GLOBALS['hooks']['wp_print_scripts'][6] ), isset( $GLOBALS['hooks']['wp_print_footer_scripts'][6] ) ), array( true, true ) );

echo "{$results['passed']} passed, {$results['failed']} failed\n";
exit( $results['failed'] > 0 ? 1 : 0 );
