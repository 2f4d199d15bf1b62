<?php
/**
 * Checks the plugin's script handling without WordPress: the WordPress functions it calls are
 * stubbed over a small model of the script queue. Run: php integrations/wordpress/tests/replaced-scripts.php
 * Prints one line per check and `N passed, N failed`; exits 1 on a failure.
 */

define( 'ABSPATH', __DIR__ );

/*
 * A plugins folder on disk for the URL checks: a copied plugin folder, and folders that live
 * elsewhere (a checkout) and are linked into it, as a developer or a deploy tool would.
 */
$sandbox = sys_get_temp_dir() . '/shop-islands-php-check-' . getmypid();
mkdir( $sandbox . '/wp-content/plugins', 0777, true );
mkdir( $sandbox . '/wp-content/mu-plugins' );
$sandbox = realpath( $sandbox );
register_shutdown_function(
	function () use ( $sandbox ) {
		exec( 'rm -rf ' . escapeshellarg( $sandbox ) );
	}
);
define( 'WP_PLUGIN_DIR', $sandbox . '/wp-content/plugins' );
define( 'WPMU_PLUGIN_DIR', $sandbox . '/wp-content/mu-plugins' );
define( 'WP_PLUGIN_URL', 'https://shop.test/wp-content/plugins' );
define( 'WPMU_PLUGIN_URL', 'https://shop.test/wp-content/mu-plugins' );

/** The part of WP_Scripts the plugin touches: the queue, each handle's deps and localized data. */
class Shop_Islands_Fake_Scripts {
	public $queue      = array();
	public $registered = array();
	public $data       = array();
	public $before     = array();

	/** Registers each handle with its dependencies, as WP_Dependencies keeps them (->deps). */
	public function register_all( $deps ) {
		$this->registered = array();
		foreach ( $deps as $handle => $handle_deps ) {
			$this->registered[ $handle ] = (object) array( 'deps' => $handle_deps );
		}
	}

	public function get_data( $handle, $key ) {
		if ( 'before' === $key ) {
			return isset( $this->before[ $handle ] ) ? $this->before[ $handle ] : false;
		}
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
			$stack         = array_merge( $stack, isset( $this->registered[ $next ] ) ? $this->registered[ $next ]->deps : array() );
		}
		return false;
	}
}

$GLOBALS['fake_scripts']    = new Shop_Islands_Fake_Scripts();
$GLOBALS['fake_styles']     = new Shop_Islands_Fake_Scripts();
$GLOBALS['hooks']           = array();
$GLOBALS['filters']         = array();
$GLOBALS['wp_plugin_paths'] = array();
function add_action( $name, $callback, $priority = 10 ) {
	$GLOBALS['hooks'][ $name ][ $priority ][] = $callback;
}
function add_filter( $name, $callback, $priority = 10 ) {
	add_action( $name, $callback, $priority );
}
function remove_action( $name, $callback, $priority = 10 ) {
	if ( isset( $GLOBALS['hooks'][ $name ][ $priority ] ) ) {
		$GLOBALS['hooks'][ $name ][ $priority ] = array_values( array_diff( $GLOBALS['hooks'][ $name ][ $priority ], array( $callback ) ) );
	}
}
/** Filters are identity unless a check sets `$GLOBALS['filters'][ $name ]`. */
function apply_filters( $name, $value ) {
	return isset( $GLOBALS['filters'][ $name ] ) ? call_user_func( $GLOBALS['filters'][ $name ], $value ) : $value;
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
function wp_style_is( $handle, $status ) {
	return 'enqueued' === $status && $GLOBALS['fake_styles']->is_enqueued( $handle );
}
function wp_enqueue_script( $handle ) {
	if ( ! in_array( $handle, $GLOBALS['fake_scripts']->queue, true ) ) {
		$GLOBALS['fake_scripts']->queue[] = $handle;
	}
}
function wp_dequeue_script( $handle ) {
	$GLOBALS['fake_scripts']->queue = array_values( array_diff( $GLOBALS['fake_scripts']->queue, array( $handle ) ) );
}
function wp_dequeue_style( $handle ) {
	$GLOBALS['fake_styles']->queue = array_values( array_diff( $GLOBALS['fake_styles']->queue, array( $handle ) ) );
}
function wp_print_inline_script_tag( $data, $attributes ) {
	echo '<script id="' . $attributes['id'] . '">' . $data . "</script>\n";
}

/*
 * WordPress's plugin paths, modelled on their documented behaviour: WordPress registers each
 * plugin it loads from the active list with wp_register_plugin_realpath() (link folder => the
 * folder it resolves to), and plugin_basename() maps a resolved path back through those links
 * before taking it relative to the plugins (or must-use plugins) folder.
 */
function wp_enqueue_script_module( $id, $src ) {
	$GLOBALS['script_modules'][ $id ] = $src;
}
function wp_add_inline_script( $handle, $data ) {
	$GLOBALS['inline_scripts'][ $handle ][] = $data;
}
function wp_normalize_path( $path ) {
	return preg_replace( '#/+#', '/', str_replace( '\\', '/', $path ) );
}
function wp_register_plugin_realpath( $file ) {
	$folder   = wp_normalize_path( dirname( $file ) );
	$resolved = wp_normalize_path( dirname( realpath( $file ) ) );
	if ( wp_normalize_path( WP_PLUGIN_DIR ) === $folder || wp_normalize_path( WPMU_PLUGIN_DIR ) === $folder ) {
		return false;
	}
	if ( $folder !== $resolved ) {
		$GLOBALS['wp_plugin_paths'][ $folder ] = $resolved;
	}
	return true;
}
function plugin_basename( $file ) {
	$file = wp_normalize_path( $file );
	foreach ( $GLOBALS['wp_plugin_paths'] as $link => $resolved ) {
		if ( 0 === strpos( $file, $resolved . '/' ) ) {
			$file = $link . substr( $file, strlen( $resolved ) );
		}
	}
	foreach ( array( WP_PLUGIN_DIR, WPMU_PLUGIN_DIR ) as $folder ) {
		$prefix = wp_normalize_path( $folder ) . '/';
		if ( 0 === strpos( $file, $prefix ) ) {
			$file = substr( $file, strlen( $prefix ) );
			break;
		}
	}
	return trim( $file, '/' );
}
function plugins_url( $path, $plugin ) {
	$url    = 0 === strpos( wp_normalize_path( $plugin ), wp_normalize_path( WPMU_PLUGIN_DIR ) . '/' ) ? WPMU_PLUGIN_URL : WP_PLUGIN_URL;
	$folder = dirname( plugin_basename( $plugin ) );
	if ( '.' !== $folder ) {
		$url .= '/' . ltrim( $folder, '/' );
	}
	return $url . '/' . ltrim( $path, '/' );
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

/** Runs the callbacks hooked on `$action` at `$priority`, as do_action would. */
function run_hooks( $action, $priority ) {
	foreach ( isset( $GLOBALS['hooks'][ $action ][ $priority ] ) ? $GLOBALS['hooks'][ $action ][ $priority ] : array() as $callback ) {
		call_user_func( $callback );
	}
}

/*
 * What the platform localizes on every page it enqueues them (priority 5 of each print action, before
 * the plugin runs): its general script and the country/state scripts carry config of their own.
 */
$GLOBALS['platform_config'] = array(
	'woocommerce'       => 'var woocommerce_params = {"ajax_url":"\/wp-admin\/admin-ajax.php"};',
	'wc-country-select' => 'var wc_country_select_params = {"countries":"{}"};',
	'wc-address-i18n'   => 'var wc_address_i18n_params = {"locale":"{}"};',
);

/** A new page: the plugin has printed no config yet. */
function new_page() {
	$GLOBALS['shop_islands_printed_configs'] = array();
}

/** Sets up a new page's scripts (with the platform's config), runs the plugin's hooks on one print action, returns what they printed. */
function print_pass( $action, $queue, $deps = array(), $data = array() ) {
	new_page();
	$GLOBALS['fake_scripts']->queue = $queue;
	$GLOBALS['fake_scripts']->register_all( $deps );
	$GLOBALS['fake_scripts']->data = $data + $GLOBALS['platform_config'];
	ob_start();
	run_hooks( $action, 6 );
	return ob_get_clean();
}

// The take-over checks run as on a shop whose entry has a URL (here a CDN's, through the filter).
$GLOBALS['filters']['shop_islands_script_url'] = function () {
	return 'https://cdn.test/shop-islands/shop-islands.js';
};

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
print_pass( 'wp_print_scripts', array( 'wc-add-to-cart-variation' ), $platform_deps, array( 'wp-util' => 'var _wpUtilSettings = {"ajax":{"url":"\/wp-admin\/admin-ajax.php"}};' ) );
check( 'wp-util leaves with it even with config of its own (WordPress localizes it): only a filtered-out replaced handle stays', wp_script_is( 'wp-util', 'enqueued' ), false );

$printed = print_pass( 'wp_print_footer_scripts', array( 'wc-checkout', 'woocommerce' ), $platform_deps, array( 'wc-checkout' => 'var wc_checkout_params = {};' ) );
check(
	'on the checkout the country select and the address locale (only the checkout script\'s dependencies) leave with it; their config is printed for the address fields island',
	array( wp_script_is( 'wc-checkout', 'enqueued' ), wp_script_is( 'wc-country-select', 'enqueued' ), wp_script_is( 'wc-address-i18n', 'enqueued' ), $printed ),
	array(
		false,
		false,
		false,
		'<script id="wc-checkout-js-extra">var wc_checkout_params = {};</script>' . "\n"
			. '<script id="wc-country-select-js-extra">' . $GLOBALS['platform_config']['wc-country-select'] . "</script>\n"
			. '<script id="wc-address-i18n-js-extra">' . $GLOBALS['platform_config']['wc-address-i18n'] . "</script>\n",
	)
);

$deps_with_gateway = $platform_deps + array( 'some-gateway' => array( 'wc-checkout' ) );
$printed           = print_pass( 'wp_print_scripts', array( 'wc-checkout', 'some-gateway' ), $deps_with_gateway, array( 'wc-checkout' => 'var wc_checkout_params = {};' ) );
check( 'a handle another script depends on stays, and WordPress prints its config (not twice)', array( wp_script_is( 'wc-checkout', 'enqueued' ), $printed ), array( true, '' ) );

$printed = print_pass( 'wp_print_scripts', array( 'woocommerce' ), $platform_deps, array( 'wc-add-to-cart' => $add_to_cart_params ) );
check( 'a replaced handle that is not on the page prints nothing', $printed, '' );

check(
	'every handle the front end replaces is in the list',
	array_values( array_diff( array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-cart', 'wc-checkout', 'sourcebuster-js', 'wc-order-attribution', 'wc-country-select', 'wc-address-i18n', 'wc-account-i18n', 'selectWoo' ), shop_islands_replaced_scripts() ) ),
	array()
);
check(
	'both print passes are hooked after the platform localizes (priority 5)',
	array( in_array( 'shop_islands_take_over_scripts', $GLOBALS['hooks']['wp_print_scripts'][6], true ), in_array( 'shop_islands_take_over_scripts', $GLOBALS['hooks']['wp_print_footer_scripts'][6], true ) ),
	array( true, true )
);

// The bought-together add-on: its script and its slick copy leave, its config (woobt_vars) is printed.
$woobt_vars = 'var woobt_vars = {"wc_ajax_url":"\/?wc-ajax=%%endpoint%%","counter":"individual"};';
$GLOBALS['fake_scripts']->queue = array( 'slick', 'woobt-frontend', 'woocommerce' );
$GLOBALS['fake_scripts']->register_all( array( 'woobt-frontend' => array( 'jquery', 'slick' ), 'slick' => array( 'jquery' ) ) );
$GLOBALS['fake_scripts']->registered['slick']->src = 'https://shop.test/wp-content/plugins/woo-bought-together/assets/slick/slick.min.js';
$GLOBALS['fake_scripts']->data = array( 'woobt-frontend' => $woobt_vars );
ob_start();
run_hooks( 'wp_print_footer_scripts', 6 );
$printed = ob_get_clean();
check(
	'a bundle page: the add-on\'s script and its slick copy leave, its config is printed for the island',
	array( wp_script_is( 'woobt-frontend', 'enqueued' ), wp_script_is( 'slick', 'enqueued' ), $printed ),
	array( false, false, '<script id="woobt-frontend-js-extra">' . $woobt_vars . "</script>\n" )
);
$GLOBALS['fake_scripts']->queue = array( 'slick' );
$GLOBALS['fake_scripts']->register_all( array( 'slick' => array( 'jquery' ) ) );
$GLOBALS['fake_scripts']->registered['slick']->src = 'https://shop.test/wp-content/themes/some-theme/js/slick.min.js';
run_hooks( 'wp_print_scripts', 6 );
check( 'a slick the theme registered stays', wp_script_is( 'slick', 'enqueued' ), true );

// ProductX's listing scripts and its slick leave, its config (wopb_core) is printed for the islands.
$wopb_core = 'var wopb_core = {"ajax":"\/wp-admin\/admin-ajax.php","security":"a55ef599c1"};';
// ProductX 4.4.23's graph (classes/Functions.php, addons/quick_view, addons/flip_image): the filter and header scripts depend on the core.
$wopb_deps      = array(
	'wopb-script'            => array( 'jquery', 'wopb-flexmenu-script', 'wp-api-fetch', 'wopb-slick-script' ),
	'wopb-filter-script'     => array( 'jquery', 'wopb-script' ),
	'wopb-header-behavior'   => array( 'jquery', 'wopb-script' ),
	'wopb-flexmenu-script'   => array( 'jquery' ),
	'wopb-slick-script'      => array( 'jquery' ),
	'wopb-quickview'         => array( 'jquery', 'wp-api-fetch' ),
	'wopb-flip-image-script' => array( 'jquery', 'wp-api-fetch' ),
	'wp-api-fetch'           => array( 'wp-i18n', 'wp-url' ),
	'wp-i18n'                => array( 'wp-hooks' ),
);
$wopb_quickview = 'var wopb_quickview = {"ajax":"\/wp-admin\/admin-ajax.php","security":"a55ef599c1","isVariationSwitchActive":"true"};';
$printed        = print_pass(
	'wp_print_footer_scripts',
	array( 'wopb-slick-script', 'wopb-flexmenu-script', 'wopb-script', 'wopb-filter-script', 'wopb-header-behavior', 'wopb-quickview', 'wopb-flip-image-script', 'woocommerce' ),
	$wopb_deps,
	array(
		'wopb-script'    => $wopb_core,
		'wopb-quickview' => $wopb_quickview,
	)
);
$wopb_left      = function () {
	return array_values( array_filter( array( 'wopb-script', 'wopb-filter-script', 'wopb-header-behavior', 'wopb-flexmenu-script', 'wopb-slick-script', 'wopb-quickview', 'wopb-flip-image-script', 'wp-api-fetch', 'wp-hooks', 'jquery' ), 'wp_script_is_enqueued' ) );
};
check(
	'a ProductX page: its core, filter, header behaviour, flex menu, slick, quick view and flip image leave, with wp-api-fetch and what it pulled in; wopb_core and wopb_quickview are printed for the islands (the core\'s once its dependents left)',
	array( $wopb_left(), $printed ),
	array( array(), '<script id="wopb-script-js-extra">' . $wopb_core . "</script>\n" . '<script id="wopb-quickview-js-extra">' . $wopb_quickview . "</script>\n" )
);
print_pass( 'wp_print_footer_scripts', array( 'wopb-script', 'wopb-quickview', 'some-addon' ), $wopb_deps + array( 'some-addon' => array( 'wopb-script' ) ), array( 'wopb-script' => $wopb_core ) );
check( 'an add-on script that depends on ProductX\'s core keeps it, and the libraries the core needs', $wopb_left(), array( 'wopb-script', 'wopb-flexmenu-script', 'wopb-slick-script', 'wp-api-fetch', 'wp-hooks', 'jquery' ) );
// The search block's code is ProductX's core (its REST search through wp-api-fetch): a page with only that block loses it too.
$GLOBALS['fake_scripts']->queue = array( 'wopb-script', 'woocommerce' );
$GLOBALS['fake_scripts']->register_all( array( 'wopb-script' => array( 'jquery', 'wp-api-fetch' ) ) );
$GLOBALS['fake_scripts']->data = array( 'wopb-script' => $wopb_core );
ob_start();
run_hooks( 'wp_print_footer_scripts', 6 );
ob_end_clean();
check( 'a page with only ProductX\'s search block: the core that runs it leaves', wp_script_is( 'wopb-script', 'enqueued' ), false );

// The wishlist add-on: its script and its perfect-scrollbar copy leave, its config (woosw_vars) is printed.
$woosw_vars = 'var woosw_vars = {"wc_ajax_url":"\/?wc-ajax=%%endpoint%%","nonce":"b67021e74b","menu_action":"open_page"};';
$GLOBALS['fake_scripts']->queue = array( 'perfect-scrollbar', 'woosw-frontend', 'woocommerce' );
$GLOBALS['fake_scripts']->register_all( array( 'woosw-frontend' => array( 'jquery', 'perfect-scrollbar' ), 'perfect-scrollbar' => array( 'jquery' ) ) );
$GLOBALS['fake_scripts']->registered['perfect-scrollbar']->src = 'https://shop.test/wp-content/plugins/woo-smart-wishlist/assets/libs/perfect-scrollbar/js/perfect-scrollbar.jquery.min.js';
$GLOBALS['fake_scripts']->data = array( 'woosw-frontend' => $woosw_vars );
ob_start();
run_hooks( 'wp_print_footer_scripts', 6 );
$printed = ob_get_clean();
check(
	'a page with the wishlist: the add-on\'s script and its perfect-scrollbar leave, its config is printed for the islands',
	array( wp_script_is( 'woosw-frontend', 'enqueued' ), wp_script_is( 'perfect-scrollbar', 'enqueued' ), $printed ),
	array( false, false, '<script id="woosw-frontend-js-extra">' . $woosw_vars . "</script>\n" )
);

// The marketing add-on (Omnisend): its loader and front-end scripts leave; the islands get its settings as JSON.
if ( ! function_exists( 'wp_json_encode' ) ) {
	function wp_json_encode( $value, $flags = 0 ) {
		return json_encode( $value, $flags );
	}
}
$omnisend_deps = array(
	'woocommerce.js'              => array(),
	'omnisend-front-script.js'    => array( 'jquery' ),
	'omnisend-checkout-script.js' => array( 'jquery' ),
);
$printed       = print_pass(
	'wp_print_footer_scripts',
	array( 'woocommerce.js', 'omnisend-checkout-script.js', 'omnisend-front-script.js', 'woocommerce' ),
	$omnisend_deps,
	array(
		'woocommerce.js'              => 'var omnisend_snippet_vars = {"brand_id":"5f00000000000000000000aa","plugin_version":"1.19.3","home_url":"http:\/\/127.0.0.1:8080"};',
		'omnisend-checkout-script.js' => 'var omnisend_checkout_vars = {"ajax_url":"http:\/\/127.0.0.1:8080\/wp-admin\/admin-ajax.php","nonce":"3645a32fca"};',
		'omnisend-front-script.js'    => 'var omnisend_woo_data = {"ajax_url":"http:\/\/127.0.0.1:8080\/wp-admin\/admin-ajax.php","nonce":"b21577f3c6"};',
	)
);
$GLOBALS['fake_scripts']->registered['woocommerce.js']->src = 'https://omnisnippet1.com/platforms/woocommerce.js?brandID=5f00000000000000000000aa&v=2026-11-22T00';
check(
	'the marketing add-on\'s loader and front script leave the page; its checkout script (the started checkout, no island\'s) stays',
	array( wp_script_is( 'woocommerce.js', 'enqueued' ), wp_script_is( 'omnisend-front-script.js', 'enqueued' ), wp_script_is( 'omnisend-checkout-script.js', 'enqueued' ), wp_script_is( 'woocommerce', 'enqueued' ) ),
	array( false, false, true, true )
);
preg_match( '#<script id="shop-islands-tracking">(.*?)</script>#', $printed, $tracking_json );
check(
	'its brand id, home URL and identify nonce are printed once as the islands\' JSON settings (the front script\'s nonce, which identify checks)',
	isset( $tracking_json[1] ) ? json_decode( $tracking_json[1], true ) : null,
	array(
		'marketing' => array(
			'brand_id'       => '5f00000000000000000000aa',
			'home_url'       => 'http://127.0.0.1:8080',
			'identify_nonce' => 'b21577f3c6',
		),
	)
);
$GLOBALS['filters']['shop_islands_pixel'] = function () {
	return array(
		'id'         => '100000000000001',
		'script_url' => 'https://connect.facebook.net/en_US/fbevents.js',
	);
};
$settings                                 = shop_islands_tracking_settings();
unset( $GLOBALS['filters']['shop_islands_pixel'] );
check(
	'the loader URL without its query, and the pixel from its filter',
	array( $settings['marketing']['script_url'], $settings['pixel'] ),
	array( 'https://omnisnippet1.com/platforms/woocommerce.js', array( 'id' => '100000000000001', 'script_url' => 'https://connect.facebook.net/en_US/fbevents.js' ) )
);
check( 'printed once per page', print_pass( 'wp_print_footer_scripts', array( 'woocommerce.js' ), $omnisend_deps, array( 'woocommerce.js' => 'var omnisend_snippet_vars = {"brand_id":"b"};' ) ), '<script id="woocommerce.js-js-extra">var omnisend_snippet_vars = {"brand_id":"b"};</script>' . "\n" );

// The product gallery: flexslider, jQuery zoom and PhotoSwipe 4 leave with their stylesheets and template.

/** A product page as WooCommerce prints it: scripts, styles, the PhotoSwipe template in the footer; runs every pass. */
function product_page( $scripts, $deps ) {
	$GLOBALS['fake_styles']->queue = array( 'photoswipe-default-skin', 'woocommerce-general' );
	$GLOBALS['fake_styles']->register_all( array( 'photoswipe-default-skin' => array( 'photoswipe' ) ) );
	$GLOBALS['hooks']['wp_footer'][10] = array( 'woocommerce_photoswipe' );
	$GLOBALS['fake_scripts']->queue    = $scripts;
	$GLOBALS['fake_scripts']->register_all( $deps );
	ob_start();
	run_hooks( 'wp_print_styles', 10 );
	run_hooks( 'wp_print_scripts', 6 );
	run_hooks( 'wp_footer', 9 );
	run_hooks( 'wp_print_footer_scripts', 6 );
	ob_end_clean();
	return array(
		'scripts'  => array_values( array_filter( array( 'flexslider', 'zoom', 'photoswipe-ui-default', 'photoswipe', 'wc-flexslider', 'wc-zoom', 'wc-photoswipe-ui-default', 'wc-photoswipe', 'woocommerce' ), 'wp_script_is_enqueued' ) ),
		'styles'   => array_values( array_filter( array( 'photoswipe-default-skin', 'photoswipe', 'woocommerce-general' ), 'wp_style_is_enqueued' ) ),
		'template' => in_array( 'woocommerce_photoswipe', $GLOBALS['hooks']['wp_footer'][10], true ),
	);
}
function wp_script_is_enqueued( $handle ) {
	return wp_script_is( $handle, 'enqueued' );
}
function wp_style_is_enqueued( $handle ) {
	return wp_style_is( $handle, 'enqueued' );
}

// WooCommerce 9.x: the handles it enqueues on a product page (a 9.9 capture's script ids).
$gallery_deps = array(
	'wc-single-product'     => array( 'jquery' ),
	'flexslider'            => array( 'jquery' ),
	'zoom'                  => array( 'jquery' ),
	'photoswipe-ui-default' => array( 'photoswipe' ),
	'photoswipe'            => array(),
	'woocommerce'           => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
);
check(
	'WooCommerce 9.x product page: flexslider, zoom and PhotoSwipe leave, with PhotoSwipe\'s stylesheets and footer template',
	product_page( array( 'wc-single-product', 'zoom', 'flexslider', 'photoswipe-ui-default', 'woocommerce' ), $gallery_deps ),
	array(
		'scripts'  => array( 'woocommerce' ),
		'styles'   => array( 'woocommerce-general' ),
		'template' => false,
	)
);

// WooCommerce 10.3+: wc- handles, the old names kept as aliases that depend on them.
$gallery_deps_10_3 = array(
	'wc-flexslider'            => array( 'jquery' ),
	'wc-zoom'                  => array( 'jquery' ),
	'wc-photoswipe-ui-default' => array( 'wc-photoswipe' ),
	'wc-photoswipe'            => array(),
	'photoswipe'               => array( 'wc-photoswipe' ),
);
check(
	'WooCommerce 10.3+ product page: the wc- gallery handles leave the same way',
	product_page( array( 'wc-zoom', 'wc-flexslider', 'wc-photoswipe-ui-default' ), $gallery_deps_10_3 ),
	array(
		'scripts'  => array(),
		'styles'   => array( 'woocommerce-general' ),
		'template' => false,
	)
);
check(
	'a theme script that needs PhotoSwipe keeps it, its stylesheets and its template; flexslider still goes',
	product_page( array( 'flexslider', 'photoswipe-ui-default', 'theme-quick-view' ), $gallery_deps + array( 'theme-quick-view' => array( 'jquery', 'photoswipe-ui-default' ) ) ),
	array(
		'scripts'  => array( 'photoswipe-ui-default', 'photoswipe' ),
		'styles'   => array( 'photoswipe-default-skin', 'photoswipe', 'woocommerce-general' ),
		'template' => true,
	)
);
check(
	'on 10.3+, a theme script that needs the old alias `photoswipe` keeps wc-photoswipe and its stylesheets',
	product_page( array( 'wc-photoswipe-ui-default', 'theme-lightbox' ), $gallery_deps_10_3 + array( 'theme-lightbox' => array( 'photoswipe' ) ) ),
	array(
		'scripts'  => array( 'photoswipe', 'wc-photoswipe' ),
		'styles'   => array( 'photoswipe-default-skin', 'photoswipe', 'woocommerce-general' ),
		'template' => true,
	)
);
check(
	'the lightbox pass runs before the head\'s styles, the footer template and the late styles are printed',
	array( in_array( 'shop_islands_take_over_lightbox', $GLOBALS['hooks']['wp_print_styles'][10], true ), in_array( 'shop_islands_take_over_lightbox', $GLOBALS['hooks']['wp_footer'][9], true ), in_array( 'shop_islands_take_over_lightbox', $GLOBALS['hooks']['wp_print_footer_scripts'][6], true ) ),
	array( true, true, true )
);

// The entry's URL follows the plugin folder, copied or linked.

/** A plugin folder at `$path` (with or without a built entry), returning its main file as PHP resolves it (__FILE__). */
function plugin_folder( $path, $built = true ) {
	mkdir( $path . ( $built ? '/dist' : '' ), 0777, true );
	touch( $path . '/shop-islands.php' );
	if ( $built ) {
		touch( $path . '/dist/shop-islands.js' );
	}
	return realpath( $path . '/shop-islands.php' );
}
unset( $GLOBALS['filters']['shop_islands_script_url'] );

$copied = plugin_folder( WP_PLUGIN_DIR . '/shop-islands' );
check( 'unzipped or copied into the plugins folder: the entry\'s URL is in that folder', shop_islands_script_url( $copied ), 'https://shop.test/wp-content/plugins/shop-islands/dist/shop-islands.js' );

$linked = plugin_folder( $sandbox . '/checkout/dist-plugin/shop-islands' );
symlink( dirname( $linked ), WP_PLUGIN_DIR . '/shop-islands-dev' );
check( 'a linked folder resolves outside the plugins folder (what __FILE__ holds)', strpos( $linked, WP_PLUGIN_DIR ), false );
wp_register_plugin_realpath( WP_PLUGIN_DIR . '/shop-islands-dev/shop-islands.php' ); // As WordPress does before loading an active plugin.
check( 'linked into the plugins folder: the URL goes through the link, not the folder it points to', shop_islands_script_url( $linked ), 'https://shop.test/wp-content/plugins/shop-islands-dev/dist/shop-islands.js' );

$unregistered = plugin_folder( $sandbox . '/elsewhere/shop-islands' );
symlink( dirname( $unregistered ), WP_PLUGIN_DIR . '/shop-islands-unregistered' );
check( 'a linked folder WordPress never registered has no URL to give (not one pointing at a disk path)', shop_islands_script_url( $unregistered ), '' );

$unbuilt = plugin_folder( $sandbox . '/checkout/integrations/wordpress', false );
symlink( dirname( $unbuilt ), WP_PLUGIN_DIR . '/shop-islands-unbuilt' );
wp_register_plugin_realpath( WP_PLUGIN_DIR . '/shop-islands-unbuilt/shop-islands.php' );
check( 'a folder without a built dist/ has no URL either', shop_islands_script_url( $unbuilt ), '' );

$GLOBALS['filters']['shop_islands_script_url'] = function () {
	return 'https://cdn.test/shop-islands/shop-islands.js';
};
check( 'the filter gives the URL (a CDN) wherever the plugin is', shop_islands_script_url( $unbuilt ), 'https://cdn.test/shop-islands/shop-islands.js' );

// Enqueueing the entry also prints the jQuery API's recording stubs right after jQuery.
$GLOBALS['inline_scripts'] = array();
run_hooks( 'wp_enqueue_scripts', 100 );
check( 'the entry is enqueued as a module from its URL', $GLOBALS['script_modules']['shop-islands'], 'https://cdn.test/shop-islands/shop-islands.js' );
check(
	'the jQuery API stubs follow jQuery, so ready handlers calling $.fn.wc_variation_form never throw',
	$GLOBALS['inline_scripts'],
	array( 'jquery-core' => array( file_get_contents( dirname( __DIR__ ) . '/jquery-api-stub.js' ) ) )
);

// The page builder's runtime (Elementor): it leaves only a page whose every builder element the bundle handles.
class Shop_Islands_Fake_Element {
	private $name;
	private $type;
	private $settings;
	public function __construct( $name, $type, $settings = array() ) {
		$this->name     = $name;
		$this->type     = $type;
		$this->settings = $settings;
	}
	public function get_name() {
		return $this->name;
	}
	public function get_type() {
		return $this->type;
	}
	public function get_settings_for_display() {
		return $this->settings;
	}
}
/** Renders a builder page's elements as the builder announces them, then runs the footer's print pass; returns what the plugin printed. */
function builder_page( $elements, $swiper_src = 'https://shop.test/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js', $footer = true ) {
	$GLOBALS['shop_islands_builder'] = array(
		'seen'      => 0,
		'unhandled' => array(),
		'complete'  => false,
	);
	foreach ( $elements as $element ) {
		foreach ( $GLOBALS['hooks']['elementor/frontend/before_render'][10] as $callback ) {
			call_user_func( $callback, $element );
		}
	}
	if ( $footer ) {
		run_hooks( 'wp_footer', 1 );
	}
	$GLOBALS['fake_scripts']->queue = array( 'elementor-frontend', 'swiper', 'woocommerce' );
	$GLOBALS['fake_scripts']->register_all(
		array(
			'elementor-frontend'         => array( 'elementor-frontend-modules', 'jquery-ui-core' ),
			'elementor-frontend-modules' => array( 'elementor-webpack-runtime', 'jquery' ),
			'elementor-webpack-runtime'  => array(),
			'swiper'                     => array(),
		)
	);
	$GLOBALS['fake_scripts']->registered['swiper']->src = $swiper_src;
	$GLOBALS['fake_scripts']->registered['elementor-waypoints'] = (object) array( 'deps' => array(), 'src' => 'https://shop.test/wp-content/plugins/elementor/assets/lib/waypoints/waypoints.min.js' );
	$GLOBALS['fake_scripts']->data   = array();
	$GLOBALS['fake_scripts']->before = array( 'elementor-frontend' => array( false, $GLOBALS['builder_config'] ) );
	ob_start();
	run_hooks( $footer ? 'wp_print_footer_scripts' : 'wp_print_scripts', 6 );
	return ob_get_clean();
}
function builder_runtime_on_page() {
	return array( wp_script_is( 'elementor-frontend', 'enqueued' ), wp_script_is( 'elementor-webpack-runtime', 'enqueued' ), wp_script_is( 'swiper', 'enqueued' ) );
}
$GLOBALS['builder_config'] = 'var elementorFrontendConfig = {"kit":{"global_image_lightbox":"yes"},"responsive":{"breakpoints":{"mobile":{"value":767}}}};';
$handled_page              = array(
	new Shop_Islands_Fake_Element( 'container', 'container' ),
	new Shop_Islands_Fake_Element( 'column', 'column', array( 'tm_collapsible' => 'yes' ) ),
	new Shop_Islands_Fake_Element( 'image', 'widget' ),
	new Shop_Islands_Fake_Element( 'image-gallery', 'widget' ),
	new Shop_Islands_Fake_Element( 'image-carousel', 'widget' ),
	new Shop_Islands_Fake_Element( 'toggle', 'widget' ),
	new Shop_Islands_Fake_Element( 'accordion', 'widget', array( '_animation' => 'none' ) ),
	new Shop_Islands_Fake_Element( 'video', 'widget' ),
	new Shop_Islands_Fake_Element( 'heading', 'widget' ),
);
$printed = builder_page( $handled_page );
check(
	'a builder page of widgets the bundle handles: the runtime, its modules, webpack runtime and Swiper copy leave, its config is printed',
	array( builder_runtime_on_page(), $printed ),
	array( array( false, false, false ), '<script id="elementor-frontend-js-before">' . $GLOBALS['builder_config'] . "</script>\n" )
);
$printed = builder_page( array_merge( $handled_page, array( new Shop_Islands_Fake_Element( 'tabs', 'widget' ) ) ) );
check( 'one widget the bundle does not handle (tabs): the runtime stays, and WordPress prints its config', array( builder_runtime_on_page(), $printed ), array( array( true, true, true ), '' ) );
builder_page( array_merge( $handled_page, array( new Shop_Islands_Fake_Element( 'container', 'container', array( 'animation' => 'fadeInUp' ) ) ) ) );
check( 'an element with an entrance animation (invisible without the runtime): the runtime stays', builder_runtime_on_page(), array( true, true, true ) );
builder_page( array( new Shop_Islands_Fake_Element( 'section', 'section', array( 'background_background' => 'slideshow' ) ) ) );
check( 'a background slideshow: the runtime stays', builder_runtime_on_page(), array( true, true, true ) );
builder_page( array() );
check( 'a page where the builder rendered nothing the plugin saw (its element cache): the runtime stays', builder_runtime_on_page(), array( true, true, true ) );
builder_page( $handled_page, 'https://shop.test/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js', false );
check( 'in the head, before the page rendered, nothing of the builder leaves', builder_runtime_on_page(), array( true, true, true ) );
builder_page( $handled_page, 'https://shop.test/wp-content/themes/minimog/assets/libs/swiper/swiper.min.js' );
check( 'a Swiper the theme registered stays when the builder\'s runtime leaves', array( wp_script_is( 'elementor-frontend', 'enqueued' ), wp_script_is( 'swiper', 'enqueued' ) ), array( false, true ) );
$GLOBALS['filters']['shop_islands_builder_widgets'] = function ( $widgets ) {
	return array_merge( $widgets, array( 'tabs' ) );
};
builder_page( array_merge( $handled_page, array( new Shop_Islands_Fake_Element( 'tabs', 'widget' ) ) ) );
check( 'a widget a site\'s own code handles, added through the filter, lets the runtime leave', builder_runtime_on_page(), array( false, false, false ) );
unset( $GLOBALS['filters']['shop_islands_builder_widgets'] );

// The platform's general script (woocommerce.js) and jQuery (issue 15): they leave where the islands do all they did.
// Declared for the whole run (PHP hoists it): a stock theme until these checks say otherwise.
function get_template() {
	return isset( $GLOBALS['test_theme'] ) ? $GLOBALS['test_theme'] : 'twentytwentyfive';
}
$general_deps = array(
	'jquery'         => array( 'jquery-core', 'jquery-migrate' ),
	'woocommerce'    => array( 'jquery', 'js-cookie' ),
	'jquery-blockui' => array( 'jquery' ),
	'wc-add-to-cart' => array( 'jquery', 'jquery-blockui' ),
	'theme-script'   => array( 'theme-helpers' ),
	'theme-helpers'  => array( 'jquery' ),
	'theme-lazy'     => array(),
);
$general_data = array( 'woocommerce' => 'var woocommerce_params = {"i18n_password_show":"Show password"};' );
function general_page( $queue ) {
	global $general_deps, $general_data;
	return print_pass( 'wp_print_scripts', $queue, $general_deps, $general_data );
}
$jquery_left = function () {
	return array( wp_script_is( 'jquery', 'enqueued' ), in_array( 'jquery-migrate', $GLOBALS['fake_scripts']->queue, true ) );
};
$GLOBALS['test_theme'] = 'twentytwentyfive';
general_page( array( 'jquery', 'jquery-migrate', 'woocommerce', 'wc-add-to-cart' ) );
check(
	'a stock theme\'s page that is not the platform\'s (home, a post: no group loads there) keeps the general script, and the jQuery it needs',
	array( wp_script_is( 'woocommerce', 'enqueued' ), wp_script_is( 'jquery', 'enqueued' ) ),
	array( true, true )
);
$GLOBALS['test_theme'] = 'storefront';
general_page( array( 'jquery', 'jquery-migrate', 'woocommerce', 'wc-add-to-cart' ) );
check(
	'Storefront\'s page that is not the platform\'s (the wishlist, a builder page: its own group loads everywhere): the general script leaves, and jQuery with it',
	array( wp_script_is( 'woocommerce', 'enqueued' ), wp_script_is( 'jquery', 'enqueued' ) ),
	array( false, false )
);
$GLOBALS['test_theme'] = 'minimog';
$printed               = general_page( array( 'jquery', 'jquery-migrate', 'woocommerce', 'wc-add-to-cart', 'theme-lazy' ) );
check(
	'the chrome theme: the general script leaves with its config printed, and jQuery and jquery-migrate with it (nothing left needs them)',
	array( wp_script_is( 'woocommerce', 'enqueued' ), $jquery_left(), $printed ),
	array( false, array( false, false ), '<script id="woocommerce-js-extra">' . $general_data['woocommerce'] . "</script>\n" )
);
general_page( array( 'jquery', 'woocommerce', 'theme-script' ) );
check( 'a script that needs jQuery through another (theme-script → theme-helpers → jquery) keeps it', array( wp_script_is( 'woocommerce', 'enqueued' ), wp_script_is( 'jquery', 'enqueued' ) ), array( false, true ) );
$GLOBALS['filters']['shop_islands_replace_platform_script'] = function () {
	return false;
};
general_page( array( 'jquery', 'woocommerce' ) );
check( 'the filter keeps the general script (and jQuery, which it needs)', array( wp_script_is( 'woocommerce', 'enqueued' ), wp_script_is( 'jquery', 'enqueued' ) ), array( true, true ) );
unset( $GLOBALS['filters']['shop_islands_replace_platform_script'] );
$GLOBALS['test_theme'] = 'twentytwentyfive';

// A stock theme's own store pages (issue 13): the general script leaves there too, where the stock groups claim all it did.
// Declared for the whole run (PHP hoists them): no platform page, no coming-soon mode, until these checks say otherwise.
function is_woocommerce() {
	return isset( $GLOBALS['test_page'] ) && in_array( $GLOBALS['test_page'], array( 'shop', 'product' ), true );
}
function is_cart() {
	return isset( $GLOBALS['test_page'] ) && 'cart' === $GLOBALS['test_page'];
}
function is_checkout() {
	return isset( $GLOBALS['test_page'] ) && 'checkout' === $GLOBALS['test_page'];
}
function is_account_page() {
	return isset( $GLOBALS['test_page'] ) && 'account' === $GLOBALS['test_page'];
}
function get_option( $name ) {
	return isset( $GLOBALS['test_options'][ $name ] ) ? $GLOBALS['test_options'][ $name ] : false;
}
function current_user_can( $capability ) {
	return ! empty( $GLOBALS['test_caps'][ $capability ] );
}
$general_left = function () {
	return array( wp_script_is( 'woocommerce', 'enqueued' ), wp_script_is( 'jquery', 'enqueued' ) );
};
$left_per_page = array();
foreach ( array( 'shop', 'product', 'cart', 'checkout', 'account' ) as $store_page ) {
	$GLOBALS['test_page']         = $store_page;
	$printed                      = general_page( array( 'jquery', 'jquery-migrate', 'woocommerce', 'wc-add-to-cart', 'theme-lazy' ) );
	$left_per_page[ $store_page ] = array( $general_left(), $printed );
}
$replaced_here = array( array( false, false ), '<script id="woocommerce-js-extra">' . $general_data['woocommerce'] . "</script>\n" );
check(
	'a stock theme\'s shop, product, cart, checkout and account pages: the general script leaves with its config printed, and jQuery with it (nothing left needs it)',
	$left_per_page,
	array_fill_keys( array( 'shop', 'product', 'cart', 'checkout', 'account' ), $replaced_here )
);
$GLOBALS['test_page'] = 'shop';
general_page( array( 'jquery', 'woocommerce', 'theme-script' ) );
check( 'a stock theme\'s shop page: the general script leaves, jQuery stays for a script that still needs it', $general_left(), array( false, true ) );
print_pass( 'wp_print_scripts', array( 'jquery', 'woocommerce', 'some-gateway' ), $general_deps + array( 'some-gateway' => array( 'woocommerce' ) ), $general_data );
check( 'a stock theme\'s shop page: a script that depends on the general script keeps it (and jQuery)', $general_left(), array( true, true ) );
$GLOBALS['test_options'] = array( 'woocommerce_coming_soon' => 'yes' );
$GLOBALS['test_caps']    = array( 'manage_woocommerce' => true );
general_page( array( 'jquery', 'woocommerce' ) );
check( 'in coming-soon mode, for a manager (who sees the banner only the chrome group claims), a stock theme keeps the general script', $general_left(), array( true, true ) );
$GLOBALS['test_caps'] = array();
general_page( array( 'jquery', 'woocommerce' ) );
check( 'in coming-soon mode, for anyone else (no banner), it leaves', $general_left(), array( false, false ) );
$GLOBALS['test_options'] = array();
$GLOBALS['filters']['shop_islands_replace_platform_script'] = function () {
	return false;
};
general_page( array( 'jquery', 'woocommerce' ) );
check( 'the filter keeps the general script on a stock theme\'s store page too', $general_left(), array( true, true ) );
unset( $GLOBALS['filters']['shop_islands_replace_platform_script'] );

// The store notice: the platform prints it hidden for its general script to show; where that script left, the plugin shows it.
$store_notice = '<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="a1b2" style="display:none;">Free shipping this week <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>';
$shown_notice = str_replace( ' style="display:none;"', '', $store_notice );
general_page( array( 'jquery', 'woocommerce' ) );
check( 'the store notice filter is hooked', in_array( 'shop_islands_store_notice', $GLOBALS['hooks']['woocommerce_demo_store'][10], true ), true );
check( 'where the general script left, the store notice is printed shown', shop_islands_store_notice( $store_notice ), $shown_notice );
$_COOKIE['store_noticea1b2'] = 'hidden';
check( 'a visitor who dismissed it (cookie store_notice{id} = hidden) gets it hidden', shop_islands_store_notice( $store_notice ), $store_notice );
unset( $_COOKIE['store_noticea1b2'] );
$GLOBALS['test_page'] = null;
general_page( array( 'jquery', 'woocommerce' ) );
check( 'where the general script stays (a stock theme\'s home page), the notice is left to it', shop_islands_store_notice( $store_notice ), $store_notice );

// The chrome theme's own scripts (issue 15): they leave its pages, where the chrome group's islands do what they did.
$theme_deps = array(
	'jquery'              => array( 'jquery-core', 'jquery-migrate' ),
	'minimog-script'      => array( 'jquery', 'minimog-grid-layout' ),
	'minimog-grid-layout' => array( 'jquery' ),
	'minimog-modal'       => array( 'jquery' ),
	'minimog-login'       => array( 'validate', 'minimog-modal', 'minimog-script' ),
	'validate'            => array( 'jquery' ),
	'smartmenus'          => array( 'jquery' ),
	'minimog-wc-general'  => array( 'jquery', 'minimog-script', 'js-cookie' ),
	'minimog-wc-fly-cart' => array( 'jquery' ),
);
$theme_data = array( 'minimog-script' => 'var $minimog = {"ajaxurl":"\/wp-admin\/admin-ajax.php","header_sticky_enable":"1"};' );
/** A chrome-theme page's print pass; `$smartmenus` is where its smartmenus was registered from. */
function theme_page( $queue, $smartmenus = 'https://shop.test/wp-content/themes/minimog/assets/libs/smartmenus/jquery.smartmenus.min.js', $deps = null ) {
	global $theme_deps, $theme_data;
	new_page();
	$GLOBALS['fake_scripts']->queue = $queue;
	$GLOBALS['fake_scripts']->register_all( null === $deps ? $theme_deps : $deps );
	$GLOBALS['fake_scripts']->registered['smartmenus']->src = $smartmenus;
	$GLOBALS['fake_scripts']->data = $theme_data;
	ob_start();
	run_hooks( 'wp_print_footer_scripts', 6 );
	return ob_get_clean();
}
$theme_handles_left = function () {
	$left = array();
	foreach ( array( 'minimog-script', 'minimog-modal', 'minimog-login', 'smartmenus', 'validate', 'minimog-grid-layout' ) as $handle ) {
		$left[ $handle ] = wp_script_is( $handle, 'enqueued' );
	}
	return $left;
};
$GLOBALS['test_theme'] = 'minimog';
$printed               = theme_page( array( 'jquery', 'smartmenus', 'minimog-script', 'minimog-modal', 'minimog-login', 'minimog-wc-fly-cart' ) );
check(
	'the chrome theme: its main script, modal, login and smartmenus leave, with the libraries only they needed (jquery.validate, the grid layout); the main script\'s config is printed',
	array( $theme_handles_left(), $printed ),
	array(
		array(
			'minimog-script'      => false,
			'minimog-modal'       => false,
			'minimog-login'       => false,
			'smartmenus'          => false,
			'validate'            => false,
			'minimog-grid-layout' => false,
		),
		'<script id="minimog-script-js-extra">' . $theme_data['minimog-script'] . "</script>\n",
	)
);
check( 'the chrome theme: the theme\'s scripts the islands do not replace stay', wp_script_is( 'minimog-wc-fly-cart', 'enqueued' ), true );
theme_page( array( 'jquery', 'minimog-script', 'minimog-modal', 'minimog-login', 'minimog-wc-general' ) );
check(
	'a theme script that depends on the main one keeps it (and jQuery); the modal and the login still leave',
	array( wp_script_is( 'minimog-script', 'enqueued' ), wp_script_is( 'jquery', 'enqueued' ), wp_script_is( 'minimog-modal', 'enqueued' ), wp_script_is( 'minimog-login', 'enqueued' ) ),
	array( true, true, false, false )
);
theme_page( array( 'jquery', 'smartmenus', 'minimog-script' ), 'https://shop.test/wp-content/plugins/elementor-pro/assets/lib/smartmenus/jquery.smartmenus.min.js' );
check( 'a smartmenus a plugin registered stays (its nav menu widget runs on it)', array( wp_script_is( 'smartmenus', 'enqueued' ), wp_script_is( 'minimog-script', 'enqueued' ) ), array( true, false ) );
$GLOBALS['filters']['shop_islands_theme_scripts'] = function ( $handles ) {
	return array_values( array_diff( $handles, array( 'minimog-login' ) ) );
};
theme_page( array( 'jquery', 'minimog-script', 'minimog-modal', 'minimog-login' ) );
check( 'the filter keeps one (here the login script, and the main script and modal it depends on)', $theme_handles_left(), array( 'minimog-script' => true, 'minimog-modal' => true, 'minimog-login' => true, 'smartmenus' => false, 'validate' => true, 'minimog-grid-layout' => true ) );
unset( $GLOBALS['filters']['shop_islands_theme_scripts'] );
// A copy of the theme under another folder name, declared the chrome theme: the handles follow its name.
$GLOBALS['test_theme']                           = 'acme-store';
$GLOBALS['filters']['shop_islands_chrome_theme'] = function () {
	return true;
};
check(
	'the default list is built from the theme\'s name ({theme}-login, {theme}-modal, {theme}-script)',
	array_values( array_intersect( array( 'acme-store-login', 'acme-store-modal', 'acme-store-script' ), shop_islands_replaced_scripts() ) ),
	array( 'acme-store-login', 'acme-store-modal', 'acme-store-script' )
);
unset( $GLOBALS['filters']['shop_islands_chrome_theme'] );
$GLOBALS['test_theme'] = 'storefront';
theme_page( array( 'jquery', 'smartmenus', 'storefront-homepage' ), 'https://shop.test/wp-content/themes/storefront/assets/js/smartmenus.js', $theme_deps + array( 'storefront-homepage' => array() ) );
check(
	'a stock theme keeps its scripts no island replaces, and gets no chrome-theme handles (no chrome group there)',
	array( wp_script_is( 'storefront-homepage', 'enqueued' ), wp_script_is( 'smartmenus', 'enqueued' ), array_values( array_intersect( array( 'storefront-script', 'storefront-modal', 'storefront-login' ), shop_islands_replaced_scripts() ) ) ),
	array( true, true, array() )
);

// Issue 25: the stock theme's scripts and libraries leave by the page's dependency graph.
// Declared for the whole run (PHP hoists them): no post shown until these checks say so.
function is_singular() {
	return ! empty( $GLOBALS['test_post'] );
}
function get_post() {
	return empty( $GLOBALS['test_post'] ) ? null : (object) array( 'post_content' => $GLOBALS['test_post'] );
}
/** WooCommerce 9.9's registered front-end graph (includes/class-wc-frontend-scripts.php, order attribution) and core's, with Storefront 4.6's scripts (no dependencies). */
$stock_deps = array(
	'jquery'                         => array( 'jquery-core', 'jquery-migrate' ),
	'jquery-blockui'                 => array( 'jquery' ),
	'js-cookie'                      => array(),
	'selectWoo'                      => array( 'jquery' ),
	'wc-add-to-cart'                 => array( 'jquery', 'jquery-blockui' ),
	'wc-add-to-cart-variation'       => array( 'jquery', 'wp-util', 'jquery-blockui' ),
	'wc-cart'                        => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ),
	'wc-cart-fragments'              => array( 'jquery', 'js-cookie' ),
	'wc-checkout'                    => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ),
	'wc-country-select'              => array( 'jquery' ),
	'wc-address-i18n'                => array( 'jquery', 'wc-country-select' ),
	'wc-account-i18n'                => array( 'jquery' ),
	'wc-single-product'              => array( 'jquery' ),
	'wc-order-attribution'           => array( 'sourcebuster-js' ),
	'woocommerce'                    => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
	'flexslider'                     => array( 'jquery' ),
	'zoom'                           => array( 'jquery' ),
	'photoswipe-ui-default'          => array( 'photoswipe' ),
	'wp-util'                        => array( 'underscore', 'jquery' ),
	'wp-api-fetch'                   => array( 'wp-i18n', 'wp-url' ),
	'wp-i18n'                        => array( 'wp-hooks' ),
	'storefront-navigation'          => array(),
	'storefront-header-cart'         => array(),
	'storefront-handheld-footer-bar' => array(),
	'storefront-sticky-add-to-cart'  => array(),
	'storefront-woocommerce-brands'  => array(),
);
$sticky_params = 'var storefront_sticky_add_to_cart_params = {"trigger_class":"entry-summary"};';
/** What WordPress would print on this page now: the queue and everything it pulls in, sorted by handle. */
function printed_scripts() {
	$scripts = $GLOBALS['fake_scripts'];
	$handles = array_merge( $scripts->queue, array_keys( $scripts->registered ) );
	foreach ( $scripts->registered as $script ) {
		$handles = array_merge( $handles, $script->deps );
	}
	$printed = array_values( array_filter( array_unique( $handles ), array( $scripts, 'is_enqueued' ) ) );
	sort( $printed );
	return $printed;
}
$GLOBALS['test_theme'] = 'storefront';

// A Storefront product page as the 9.9 capture's script ids show it (product-variable-hoodie.html).
$GLOBALS['test_page'] = 'product';
$printed              = print_pass(
	'wp_print_footer_scripts',
	array( 'wc-add-to-cart', 'zoom', 'flexslider', 'photoswipe-ui-default', 'wc-single-product', 'woocommerce', 'wc-cart-fragments', 'storefront-navigation', 'comment-reply', 'sourcebuster-js', 'wc-order-attribution', 'storefront-header-cart', 'storefront-handheld-footer-bar', 'storefront-woocommerce-brands', 'wc-add-to-cart-variation', 'storefront-sticky-add-to-cart' ),
	$stock_deps,
	array( 'storefront-sticky-add-to-cart' => $sticky_params )
);
check(
	'a Storefront product page: the theme\'s navigation, handheld footer bar and sticky add-to-cart leave with the platform\'s scripts, and every library with them (jQuery, migrate, blockUI, js-cookie, underscore, wp-util); only scripts no island replaces stay',
	printed_scripts(),
	array( 'comment-reply', 'storefront-woocommerce-brands' )
);
check( 'the sticky add-to-cart bar\'s config is printed for its island', false !== strpos( $printed, '<script id="storefront-sticky-add-to-cart-js-extra">' . $sticky_params . "</script>\n" ), true );

// A library a kept script still needs stays; one nothing needs goes (a stock theme's home page: no group loads there).
$GLOBALS['test_page']  = null;
$GLOBALS['test_theme'] = 'twentytwentyfive';
print_pass(
	'wp_print_scripts',
	array( 'jquery', 'woocommerce', 'wc-add-to-cart', 'wp-api-fetch', 'wopb-flip-image-script', 'some-widget', 'storefront-navigation' ),
	$stock_deps + array(
		'wopb-flip-image-script' => array( 'jquery', 'wp-api-fetch' ),
		'some-widget'            => array( 'wp-hooks' ),
	)
);
check(
	'a library a kept script still needs stays (the general script\'s jQuery, blockUI and js-cookie; a widget\'s wp-hooks); one nothing needs goes (wp-api-fetch, enqueued directly, with wp-i18n and wp-url)',
	printed_scripts(),
	array( 'jquery', 'jquery-blockui', 'jquery-core', 'jquery-migrate', 'js-cookie', 'some-widget', 'woocommerce', 'wp-hooks' )
);
$GLOBALS['test_theme'] = 'storefront';

// Libraries enqueued directly leave when nothing kept needs them (a Storefront shop page).
$GLOBALS['test_page'] = 'shop';
print_pass( 'wp_print_scripts', array( 'jquery', 'js-cookie', 'jquery-blockui', 'woocommerce', 'wc-add-to-cart', 'storefront-navigation', 'comment-reply' ), $stock_deps );
check( 'a Storefront shop page: jQuery, js-cookie and blockUI, each enqueued directly, leave once nothing kept needs them', printed_scripts(), array( 'comment-reply' ) );

$GLOBALS['filters']['shop_islands_kept_libraries'] = function () {
	return array( 'jquery' );
};
print_pass( 'wp_print_scripts', array( 'js-cookie', 'woocommerce', 'wc-add-to-cart', 'comment-reply' ), $stock_deps );
check( 'a library kept on purpose (the filter) stays with what it needs, even when only a leaving script pulled it in; the others still go', printed_scripts(), array( 'comment-reply', 'jquery', 'jquery-core', 'jquery-migrate' ) );
unset( $GLOBALS['filters']['shop_islands_kept_libraries'] );

// The address forms (issue 25): the country select, the address locale, the account page's script and selectWoo leave; jQuery with them.
$country_params = $GLOBALS['platform_config']['wc-country-select'];
$locale_params  = $GLOBALS['platform_config']['wc-address-i18n'];
$address_config = '<script id="wc-country-select-js-extra">' . $country_params . "</script>\n" . '<script id="wc-address-i18n-js-extra">' . $locale_params . "</script>\n";
/** Whether `$printed` holds `$config` exactly once. */
function printed_once( $printed, $config ) {
	return 1 === substr_count( $printed, $config );
}
$GLOBALS['test_page'] = 'checkout';
// The 9.9 capture's checkout (checkout.html): selectWoo enqueued directly, the country and address scripts only the checkout's dependencies.
$checkout_queue = array( 'wc-add-to-cart', 'selectWoo', 'woocommerce', 'wc-checkout', 'wc-cart-fragments', 'storefront-navigation', 'sourcebuster-js', 'wc-order-attribution', 'storefront-header-cart', 'storefront-handheld-footer-bar', 'storefront-woocommerce-brands' );
$printed        = print_pass( 'wp_print_footer_scripts', $checkout_queue, $stock_deps, array( 'wc-checkout' => 'var wc_checkout_params = {};' ) );
check(
	'a Storefront checkout: the country select, the address locale and selectWoo leave with the checkout script, and jQuery with them; the country and locale config is printed once, for the address fields island',
	array( printed_scripts(), printed_once( $printed, $address_config ) ),
	array( array( 'storefront-woocommerce-brands' ), true )
);

// The cart: the shipping calculator enqueues the country select in the page's body, after the head's pass took it off.
$GLOBALS['test_page'] = 'cart';
$head                 = print_pass( 'wp_print_scripts', array( 'wc-add-to-cart', 'woocommerce', 'wc-cart', 'selectWoo', 'storefront-woocommerce-brands' ), $stock_deps, array( 'wc-cart' => 'var wc_cart_params = {};' ) );
$GLOBALS['fake_scripts']->queue[] = 'wc-country-select';
ob_start();
run_hooks( 'wp_print_footer_scripts', 6 );
$footer = ob_get_clean();
check(
	'a Storefront cart: the country select the shipping calculator enqueues again leaves again, its config printed once in all (the head\'s); jQuery and selectWoo leave',
	array( printed_scripts(), printed_once( $head . $footer, $address_config ), $footer ),
	array( array( 'storefront-woocommerce-brands' ), true, '' )
);

// The account's address form enqueues the country and address scripts directly; the account page its own script.
$GLOBALS['test_page'] = 'account';
$printed              = print_pass(
	'wp_print_footer_scripts',
	array( 'wc-add-to-cart', 'selectWoo', 'wc-account-i18n', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ),
	$stock_deps + array( 'wc-enhanced-select' => array( 'jquery', 'selectWoo' ) )
);
check(
	'an account address form: the country and address scripts, the account page\'s script and selectWoo leave, and jQuery with them; the config is printed for the islands',
	array( printed_scripts(), printed_once( $printed, $address_config ) ),
	array( array(), true )
);

// A site that keeps the country select (the filter) keeps it with its selectWoo and jQuery; the address locale still leaves.
$GLOBALS['test_page']                             = 'checkout';
$GLOBALS['filters']['shop_islands_replaced_scripts'] = function ( $handles ) {
	return array_values( array_diff( $handles, array( 'wc-country-select' ) ) );
};
$printed = print_pass( 'wp_print_footer_scripts', $checkout_queue, $stock_deps );
check(
	'the filter keeps the country select: it stays with selectWoo (which it uses undeclared) and jQuery; the address locale leaves, its config printed',
	array( printed_scripts(), printed_once( $printed, '<script id="wc-address-i18n-js-extra">' . $locale_params . "</script>\n" ), false !== strpos( $printed, 'wc_country_select_params' ) ),
	array( array( 'jquery', 'jquery-core', 'jquery-migrate', 'selectWoo', 'storefront-woocommerce-brands', 'wc-country-select' ), true, false )
);
unset( $GLOBALS['filters']['shop_islands_replaced_scripts'] );

// A gateway that depends on the checkout script keeps it, its country and address scripts, and their selectWoo.
print_pass( 'wp_print_footer_scripts', array_merge( $checkout_queue, array( 'some-gateway' ) ), $stock_deps + array( 'some-gateway' => array( 'wc-checkout' ) ) );
check(
	'a kept script depending on the checkout script keeps it with the country select, the address locale and their selectWoo',
	array_values( array_intersect( array( 'jquery', 'selectWoo', 'wc-address-i18n', 'wc-checkout', 'wc-country-select' ), printed_scripts() ) ),
	array( 'jquery', 'selectWoo', 'wc-address-i18n', 'wc-checkout', 'wc-country-select' )
);

// The platform's select2 leaves if a page enqueues it; another plugin's select2 stays.
$GLOBALS['fake_scripts']->registered = array();
$select2 = function ( $src ) use ( $stock_deps ) {
	$GLOBALS['fake_scripts']->register_all( $stock_deps + array( 'select2' => array( 'jquery' ) ) );
	$GLOBALS['fake_scripts']->registered['select2']->src = $src;
	$GLOBALS['fake_scripts']->queue                     = array( 'select2', 'wc-checkout' );
	ob_start();
	run_hooks( 'wp_print_footer_scripts', 6 );
	ob_end_clean();
	return wp_script_is( 'select2', 'enqueued' );
};
check(
	'the platform\'s select2 leaves; one another plugin registered under that name stays',
	array( $select2( 'https://shop.test/wp-content/plugins/woocommerce/assets/js/select2/select2.full.min.js' ), $select2( 'https://shop.test/wp-content/plugins/some-forms/js/select2.min.js' ) ),
	array( false, true )
);
$GLOBALS['test_page'] = null;

// The general script on another stock theme's page of ProductX blocks (the discovery group loads there); not on its
// wishlist page. On Storefront it leaves both: the theme's own group loads on every page.
$GLOBALS['test_page']  = null;
$GLOBALS['test_theme'] = 'twentytwentyfive';
$GLOBALS['test_post']  = '<!-- wp:product-blocks/product-grid-1 {"blockId":"a1b2"} /-->';
print_pass( 'wp_print_scripts', array( 'woocommerce', 'wc-add-to-cart' ), $stock_deps );
check( 'a stock theme\'s page of ProductX blocks: the general script leaves, and jQuery with it', printed_scripts(), array() );
$GLOBALS['test_post'] = '<!-- wp:shortcode -->[woosw_list]<!-- /wp:shortcode -->';
print_pass( 'wp_print_scripts', array( 'woocommerce', 'wc-add-to-cart' ), $stock_deps );
check( 'a stock theme\'s page without them (the wishlist): the general script stays, with what it needs', printed_scripts(), array( 'jquery', 'jquery-blockui', 'jquery-core', 'jquery-migrate', 'js-cookie', 'woocommerce' ) );
$GLOBALS['test_theme'] = 'storefront';
print_pass( 'wp_print_scripts', array( 'woocommerce', 'wc-add-to-cart' ), $stock_deps );
check( 'Storefront\'s wishlist page: the general script leaves, and jQuery with it', printed_scripts(), array() );
$GLOBALS['test_post'] = null;

// The compare switch: the cookie does nothing unless the test shop defined SHOP_ISLANDS_COMPARE; then the plugin changes nothing.
$GLOBALS['test_page']        = 'product';
$compare_queue               = array( 'wc-add-to-cart', 'woocommerce', 'storefront-navigation', 'storefront-sticky-add-to-cart' );
$_COOKIE['shop_islands_off'] = '1';
print_pass( 'wp_print_footer_scripts', $compare_queue, $stock_deps, array( 'storefront-sticky-add-to-cart' => $sticky_params ) );
check( 'without SHOP_ISLANDS_COMPARE, the cookie shop_islands_off=1 changes nothing: the scripts leave', printed_scripts(), array() );
define( 'SHOP_ISLANDS_COMPARE', true );
$GLOBALS['script_modules'] = array();
$GLOBALS['inline_scripts'] = array();
$printed                   = print_pass( 'wp_print_footer_scripts', $compare_queue, $stock_deps, array( 'storefront-sticky-add-to-cart' => $sticky_params ) );
run_hooks( 'wp_enqueue_scripts', 100 );
ob_start();
run_hooks( 'wp_footer', 5 );
$footer = ob_get_clean();
check(
	'with SHOP_ISLANDS_COMPARE defined true, a request with the cookie gets the shop\'s own scripts: nothing dequeued or printed, no entry, no stubs, no config',
	array( $GLOBALS['fake_scripts']->queue, $printed, $GLOBALS['script_modules'], $GLOBALS['inline_scripts'], $footer, shop_islands_store_notice( $store_notice ) ),
	array( $compare_queue, '', array(), array(), '', $store_notice )
);
unset( $_COOKIE['shop_islands_off'] );
$printed = print_pass( 'wp_print_footer_scripts', $compare_queue, $stock_deps, array( 'storefront-sticky-add-to-cart' => $sticky_params ) );
ob_start();
run_hooks( 'wp_footer', 5 );
$footer = ob_get_clean();
check(
	'with SHOP_ISLANDS_COMPARE, a request without the cookie gets the islands',
	array( printed_scripts(), false !== strpos( $printed, 'storefront_sticky_add_to_cart_params' ), false !== strpos( $footer, 'id="shop-islands-config"' ) ),
	array( array(), true, true )
);
$GLOBALS['test_page'] = null;

// The repository's own plugin file (no dist/ beside it, not in a plugins folder) with no filter: nothing to enqueue.
unset( $GLOBALS['filters']['shop_islands_script_url'] );
print_pass( 'wp_print_scripts', array( 'wc-add-to-cart', 'woocommerce' ), $platform_deps, array( 'wc-add-to-cart' => $add_to_cart_params ) );
check( 'without an entry to enqueue, the platform\'s scripts stay (a shop never loses them to a 404)', wp_script_is( 'wc-add-to-cart', 'enqueued' ), true );

echo "{$results['passed']} passed, {$results['failed']} failed\n";
exit( $results['failed'] > 0 ? 1 : 0 );
