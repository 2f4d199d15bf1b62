<?php
/**
 * Plugin Name: Shop Islands
 * Description: Enqueues the shop-islands front end (one ES module) in place of the legacy scripts it replaces.
 * Version: 0.1.0
 * Requires at least: 6.5
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * Installed from the zip `npm run package` writes (Plugins → Add New → Upload Plugin): the zip
 * holds this file with the built dist/ beside it, so there is nothing to copy. The script's URL
 * follows the plugin folder whether it was unzipped, copied or linked (shop_islands_script_url());
 * the `shop_islands_script_url` filter points it at a CDN instead. Without a built entry next to
 * this file and without that filter, the plugin changes nothing: the shop keeps its own scripts.
 *
 * The replaced handles leave the page just before WordPress prints scripts, once the
 * platform has localized them: the platform attaches its config globals
 * (wc_add_to_cart_params, wc_checkout_params, …) only to handles still enqueued at print
 * time, and the script reads those globals. So this plugin prints the globals itself, as
 * WordPress would, then dequeues the handles. The address forms' scripts (the country select
 * and selectWoo, the address locale, the account page's script) go too: the bundle's address
 * fields and account alerts islands do their work from the config printed here. On product pages
 * the gallery's libraries go too (flexslider, jQuery zoom, PhotoSwipe 4), with PhotoSwipe's
 * stylesheets and the template it prints in the footer.
 *
 * Libraries leave by the page's dependency graph, not by name: a handle some registered script
 * declares as a dependency (jQuery and migrate, blockUI, js-cookie, ProductX's slick, wp-hooks,
 * wp-i18n, wp-url, wp-api-fetch …; not one with localized config of its own, such as the
 * platform's general script) leaves, enqueued directly or pulled in, once no kept script needs it;
 * one a kept script still needs stays. Filter `shop_islands_kept_libraries` to keep one anyway
 * (say, inline code another plugin attached to jQuery).
 *
 * Compare switch, for side-by-side measurements on a test shop only: with
 * `define( 'SHOP_ISLANDS_COMPARE', true );` in wp-config.php (never set by default), a request
 * carrying the cookie `shop_islands_off=1` gets the shop's own scripts: the plugin changes
 * nothing for it. Keep it off a shop behind a page cache (one visitor's variant would be served to all).
 */

defined( 'ABSPATH' ) || exit;

/**
 * Script handles replaced by shop-islands. Filter `shop_islands_replaced_scripts`
 * to keep one (say, a payment gateway depends on it).
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	return (array) apply_filters( 'shop_islands_replaced_scripts', shop_islands_default_replaced_scripts() );
}

/**
 * The handles the islands replace on this page, before the site's filter.
 *
 * @return string[]
 */
function shop_islands_default_replaced_scripts() {
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
		// The address forms (the checkout's, the cart's shipping calculator, the account's addresses): the
		// country select and its state field, the address locale, the account page's alert focus, and the
		// searchable select they ran on (the island keeps the native select). Their config
		// (wc_country_select_params, wc_address_i18n_params) is still printed, for the address fields island.
		'wc-country-select',
		'wc-address-i18n',
		'wc-account-i18n',
		'selectWoo',
		// The stock theme's (Storefront) header cart, menu toggle and sub-menus, handheld footer bar
		// and sticky add-to-cart bar; the sticky bar's config is still printed, for its island.
		'storefront-header-cart',
		'storefront-navigation',
		'storefront-handheld-footer-bar',
		'storefront-sticky-add-to-cart',
		// The product gallery island's carousel, zoom and lightbox: WooCommerce 9.x handles, then
		// the wc- handles of 10.3+ (which keeps the old names as aliases depending on them).
		'flexslider',
		'zoom',
		'photoswipe-ui-default',
		'photoswipe',
		'wc-flexslider',
		'wc-zoom',
		'wc-photoswipe-ui-default',
		'wc-photoswipe',
		// The bought-together add-on's front end (WPC Frequently Bought Together): its config
		// (woobt_vars) is still printed, for the bundle island.
		'woobt-frontend',
		// The marketing add-on's (Omnisend) loader and front-end script: the islands load the provider
		// after the page's load event, track the views and identify the shopper (#shop-islands-tracking).
		// Its checkout script stays: it reports the started checkout, which no island does (plain fetch, no jQuery).
		'woocommerce.js',
		'omnisend-front-script.js',
		// The wishlist add-on's front end (WPC Smart Wishlist): its config (woosw_vars) is still
		// printed, for the wishlist island.
		'woosw-frontend',
		// ProductX's (wopb) front end: its core (load more, pagination, tabs, slider add, share, view
		// ping, the product search block), the filter block, the header's show/hide on scroll, the
		// tabs' flex menu, the slick its product slider runs on (the slider island uses Swiper), the
		// quick view and the flip image. Their config (wopb_core, wopb_quickview) is still printed,
		// for the islands. The filter and header scripts depend on the core: all leave together.
		'wopb-script',
		'wopb-filter-script',
		'wopb-header-behavior',
		'wopb-flexmenu-script',
		'wopb-slick-script',
		'wopb-quickview',
		'wopb-flip-image-script',
	);
	// The platform's select2 (registered beside selectWoo), if a page enqueues it; another plugin's select2 stays.
	if ( shop_islands_is_plugin_copy( 'select2', 'woocommerce' ) ) {
		$handles[] = 'select2';
	}
	// Its own copy of slick leaves with it; a slick the theme or another plugin registered stays.
	if ( shop_islands_is_plugin_copy( 'slick', 'woo-bought-together' ) ) {
		$handles[] = 'slick';
	}
	// The wishlist's own perfect-scrollbar and notiny (its message toast) leave with it.
	foreach ( array( 'perfect-scrollbar', 'notiny' ) as $library ) {
		if ( shop_islands_is_plugin_copy( $library, 'woo-smart-wishlist' ) ) {
			$handles[] = $library;
		}
	}
	// The chrome theme's own scripts for what the chrome group's islands do (on its every page).
	if ( shop_islands_chrome_theme() ) {
		$handles = array_merge( $handles, shop_islands_theme_scripts() );
	}
	// The page builder's runtime, on a page whose every builder element the bundle handles.
	if ( shop_islands_builder_runtime_replaceable() ) {
		$handles = array_merge( $handles, shop_islands_builder_runtime_handles() );
	}
	// The platform's general script, where the islands do all it does on this page.
	if ( shop_islands_replaces_platform_script() ) {
		$handles[] = 'woocommerce';
	}
	return $handles;
}

/**
 * Whether the theme's chrome (its header, modals, banners) is on every page, so the bundle's chrome
 * claim group loads everywhere: the theme the bundle was made for (`minimog`). Filter
 * `shop_islands_chrome_theme` for a child theme under another name.
 *
 * @return bool
 */
function shop_islands_chrome_theme() {
	return (bool) apply_filters( 'shop_islands_chrome_theme', function_exists( 'get_template' ) && 'minimog' === get_template() );
}

/**
 * Whether the theme is Storefront, on whose every page the bundle's Storefront group loads (it sniffs the
 * theme's menu toggle) and claims what the general script did on any page. Filter
 * `shop_islands_storefront_theme` for a child theme under another name.
 *
 * @return bool
 */
function shop_islands_storefront_theme() {
	return (bool) apply_filters( 'shop_islands_storefront_theme', function_exists( 'get_template' ) && 'storefront' === get_template() );
}

/**
 * Whether the islands do everything the platform's general script (`woocommerce`) does on this page:
 * the sort select and the result count's announcement (the discovery group, on any listing), the store
 * notice (the entry; shop_islands_store_notice() shows it), the password toggle, field descriptions
 * and focus on role-alert notices (the chrome group and every group of the platform's own pages), and
 * the coming-soon banner's dismiss link (the chrome group only). So: every page of the chrome theme and
 * of Storefront (its group loads everywhere), and on another theme the pages where one of those groups
 * loads: the platform's own pages (shop and product archives, products, cart, checkout, account) and a
 * page of ProductX blocks (the discovery group); never while the coming-soon banner may show (its
 * dismiss link is claimed in the chrome group only). Another theme's other pages (home, posts, a builder
 * page, the wishlist) load no such group: the script stays there. Filter
 * `shop_islands_replace_platform_script` to decide otherwise.
 *
 * @return bool
 */
function shop_islands_replaces_platform_script() {
	$group_page = shop_islands_platform_page() || shop_islands_listing_blocks_page() || shop_islands_storefront_theme();
	$replaced   = shop_islands_chrome_theme() || ( $group_page && ! shop_islands_coming_soon_banner() );
	return (bool) apply_filters( 'shop_islands_replace_platform_script', $replaced );
}

/**
 * Whether the page shown is a post or page whose content holds ProductX blocks (`product-blocks/…`),
 * which print the `.wopb-block-wrapper` the bundle's discovery group sniffs. Read from the content,
 * which is known from the head on, where the platform's general script is printed.
 *
 * @return bool
 */
function shop_islands_listing_blocks_page() {
	$post = function_exists( 'is_singular' ) && is_singular() ? get_post() : null;
	return is_object( $post ) && false !== strpos( (string) $post->post_content, '<!-- wp:product-blocks/' );
}

/**
 * Whether this is one of the platform's own pages (the body classes or markup the bundle's stock
 * groups sniff: `.single-product`, `.woocommerce-cart`, `.woocommerce-checkout`,
 * `.woocommerce-account`, the listings' `.woocommerce-ordering`). Read from the platform's
 * conditionals, which hold from the head on, where its general script is printed.
 *
 * @return bool
 */
function shop_islands_platform_page() {
	foreach ( array( 'is_woocommerce', 'is_cart', 'is_checkout', 'is_account_page' ) as $conditional ) {
		if ( function_exists( $conditional ) && call_user_func( $conditional ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether the platform may print its coming-soon footer banner on this page: the store is in
 * coming-soon mode and the visitor can manage it (only they see the store, and the banner).
 *
 * @return bool
 */
function shop_islands_coming_soon_banner() {
	return function_exists( 'get_option' ) && 'yes' === get_option( 'woocommerce_coming_soon' )
		&& function_exists( 'current_user_can' ) && current_user_can( 'manage_woocommerce' );
}

/**
 * The store notice: the platform prints it hidden (`display:none`) for its general script to show,
 * unless the visitor's cookie (`store_notice{id}`) says they dismissed it. Where that script left the
 * page, the notice is shown from the same cookie here (the store-notice island only handles Dismiss).
 *
 * @param string $html The notice as the platform prints it.
 * @return string
 */
function shop_islands_store_notice( $html ) {
	$general_script_prints = wp_script_is( 'woocommerce', 'done' ) || ( wp_script_is( 'woocommerce', 'enqueued' ) && ! in_array( 'woocommerce', shop_islands_replaced_scripts(), true ) );
	if ( '' === shop_islands_script_url() || $general_script_prints || ! preg_match( '/data-notice-id="([^"]*)"/', $html, $id ) ) {
		return $html;
	}
	$cookie = 'store_notice' . $id[1];
	if ( isset( $_COOKIE[ $cookie ] ) && 'hidden' === $_COOKIE[ $cookie ] ) {
		return $html;
	}
	return str_replace( ' style="display:none;"', '', $html );
}
add_filter( 'woocommerce_demo_store', 'shop_islands_store_notice' );

/**
 * The page's libraries: every handle some registered script declares as a dependency (jQuery and
 * migrate, blockUI, js-cookie, ProductX's slick, wp-hooks, wp-i18n, wp-url, wp-api-fetch …), read from the
 * dependency graph WordPress holds for this page (`$wp_scripts->registered[ … ]->deps`), never from
 * a list of names. A declared dependency that carries localized config of its own is a script that
 * works on the page, not a library (the platform's general script, its country select and address
 * locale, which the account's address form enqueues directly): it stays unless the replaced list
 * takes it.
 *
 * @return array<string, true> handle => true
 */
function shop_islands_libraries() {
	$scripts   = wp_scripts();
	$libraries = array();
	foreach ( $scripts->registered as $script ) {
		foreach ( isset( $script->deps ) ? (array) $script->deps : array() as $dependency ) {
			$libraries[ $dependency ] = true;
		}
	}
	foreach ( array_keys( $libraries ) as $handle ) {
		$config = $scripts->get_data( $handle, 'data' );
		if ( is_string( $config ) && '' !== $config ) {
			unset( $libraries[ $handle ] );
		}
	}
	return $libraries;
}

/**
 * Libraries kept on the page even when no kept script needs them, with what they need. Filter
 * `shop_islands_kept_libraries` to keep one on purpose (inline code another plugin attached to
 * jQuery, a script printed by hand that calls it).
 *
 * @return string[]
 */
function shop_islands_kept_libraries() {
	return (array) apply_filters( 'shop_islands_kept_libraries', array() );
}

/**
 * What a script uses without declaring it (the graph cannot tell): the platform's country select
 * turns its selects into selectWoo ones when selectWoo is on the page, which the platform enqueues
 * beside it, never as its dependency. A country select a site keeps (the replaced scripts' filter, or
 * a kept script depending on the checkout's) keeps its selectWoo.
 *
 * @return array<string, string[]> handle => handles it uses
 */
function shop_islands_undeclared_dependencies() {
	return array( 'wc-country-select' => array( 'selectWoo' ) );
}

/**
 * The scripts `$roots` bring onto the page, as WordPress prints them: the roots and their
 * dependencies, transitively.
 *
 * @param string[] $roots Script handles.
 * @return array<string, true> handle => true
 */
function shop_islands_needed_scripts( $roots ) {
	$scripts    = wp_scripts();
	$undeclared = shop_islands_undeclared_dependencies();
	$needed     = array();
	$stack      = array_values( $roots );
	while ( $stack ) {
		$next = array_pop( $stack );
		if ( isset( $needed[ $next ] ) ) {
			continue;
		}
		$needed[ $next ] = true;
		$deps            = isset( $scripts->registered[ $next ] ) ? (array) $scripts->registered[ $next ]->deps : array();
		$stack           = array_merge( $stack, $deps, isset( $undeclared[ $next ] ) ? $undeclared[ $next ] : array() );
	}
	return $needed;
}

/**
 * Once the replaced scripts left: every library still enqueued directly that no kept script needs
 * leaves too (a library only pulled in as a dependency is printed only while something needs it).
 * Kept scripts are the queued handles that are not libraries, and the libraries kept on purpose.
 */
function shop_islands_release_libraries() {
	$scripts   = wp_scripts();
	$libraries = shop_islands_libraries();
	$kept      = shop_islands_kept_libraries();
	foreach ( $scripts->queue as $handle ) {
		if ( ! isset( $libraries[ $handle ] ) ) {
			$kept[] = $handle;
		}
	}
	$needed = shop_islands_needed_scripts( $kept );
	foreach ( $scripts->queue as $handle ) {
		if ( isset( $libraries[ $handle ] ) && ! isset( $needed[ $handle ] ) ) {
			wp_dequeue_script( $handle );
		}
	}
}

/**
 * Whether the script registered as `$handle` is the file a plugin ships (under plugins/`$folder`/),
 * for generic handles such as `slick` that other plugins and themes register too.
 *
 * @param string $handle Script handle.
 * @param string $folder The plugin's folder.
 * @return bool
 */
function shop_islands_is_plugin_copy( $handle, $folder ) {
	$scripts = wp_scripts();
	$src     = isset( $scripts->registered[ $handle ]->src ) ? (string) $scripts->registered[ $handle ]->src : '';
	return false !== strpos( $src, '/plugins/' . $folder . '/' );
}

/**
 * The chrome theme's own front-end scripts the chrome group's islands replace (issue 15): the header,
 * its menus and sticky state, the top bar, the mobile menu, the preloader, the popup search, the cookie
 * notice, the theme's modals and its login, register and lost-password forms. The theme's source has
 * no public repository of its own; these handles are the ones public copies of its enqueue code
 * register (inc/class-enqueue.php and its login class, as child themes and snippets quote them):
 * - `{theme}-script` (assets/js/main.js: preloader, sticky header, the menus through smartmenus, the
 *   top bar's collapse, the mobile menu, the popup search, the cookie notice, the modal triggers);
 * - `{theme}-modal` (assets/js/modal.js: the theme's modals);
 * - `{theme}-login` (assets/js/login.js: the account modals' forms; jquery.validate, registered as
 *   `validate`, is only its dependency and leaves with it);
 * - `smartmenus` (the menus' jQuery plugin), only the copy under the theme's folder.
 * `{theme}` is the chrome theme's folder name (get_template(): `minimog`, also under a child theme).
 * As for every replaced handle, one that another enqueued script still depends on stays (the
 * theme's WooCommerce script depends on `{theme}-script`, its quick view on `{theme}-modal`). Filter
 * `shop_islands_theme_scripts` (the handles, then the theme's name) to keep one or add one, such as
 * a handle a theme release renamed.
 *
 * @return string[]
 */
function shop_islands_theme_scripts() {
	$theme   = function_exists( 'get_template' ) ? (string) get_template() : 'minimog';
	$handles = array( $theme . '-login', $theme . '-modal', $theme . '-script' );
	if ( shop_islands_is_theme_copy( 'smartmenus', $theme ) ) {
		$handles[] = 'smartmenus';
	}
	return (array) apply_filters( 'shop_islands_theme_scripts', $handles, $theme );
}

/**
 * Whether the script registered as `$handle` is the file the theme `$theme` ships (under
 * themes/`$theme`/), for generic handles such as `smartmenus` that plugins register too.
 *
 * @param string $handle Script handle.
 * @param string $theme  The theme's folder.
 * @return bool
 */
function shop_islands_is_theme_copy( $handle, $theme ) {
	$scripts = wp_scripts();
	$src     = isset( $scripts->registered[ $handle ]->src ) ? (string) $scripts->registered[ $handle ]->src : '';
	return false !== strpos( $src, '/themes/' . $theme . '/' );
}

/**
 * PhotoSwipe 4's stylesheets, which leave with its script (the gallery island brings its own
 * lightbox styles): WooCommerce's names, then wc- names in case a release prefixes them as 10.3
 * did the scripts. Filter `shop_islands_replaced_styles` to keep one.
 *
 * @return string[]
 */
function shop_islands_replaced_styles() {
	$handles = array( 'photoswipe-default-skin', 'photoswipe', 'wc-photoswipe-default-skin', 'wc-photoswipe' );
	return (array) apply_filters( 'shop_islands_replaced_styles', $handles );
}

/**
 * The URL of the built entry, or '' when there is none to enqueue. `$file` is this file as PHP
 * resolved it (links followed). plugin_basename() maps it back into the plugins folder through
 * the links WordPress registers with wp_register_plugin_realpath() for every plugin it loads
 * from the active list, so plugins_url() gives the same URL for a folder unzipped, copied or
 * linked. A file WordPress never saw there (a loader's require of a linked folder), or a folder
 * without dist/, has no URL to give: '' unless the `shop_islands_script_url` filter supplies one.
 *
 * @param string $file The plugin's main file.
 * @return string
 */
function shop_islands_script_url( $file = __FILE__ ) {
	$basename = plugin_basename( $file );
	$in_place = is_file( WP_PLUGIN_DIR . '/' . $basename ) || is_file( WPMU_PLUGIN_DIR . '/' . $basename );
	$built    = is_file( dirname( $file ) . '/dist/shop-islands.js' );
	$url      = $in_place && $built ? plugins_url( 'dist/shop-islands.js', $file ) : '';
	$url      = (string) apply_filters( 'shop_islands_script_url', $url );
	return shop_islands_compare_off() ? '' : $url;
}

/**
 * The compare switch (side-by-side measurements on a test shop): with the constant
 * `SHOP_ISLANDS_COMPARE` defined true, a request carrying the cookie `shop_islands_off=1` gets no
 * entry URL, and without one the plugin changes nothing on the page.
 *
 * @return bool
 */
function shop_islands_compare_off() {
	return defined( 'SHOP_ISLANDS_COMPARE' ) && true === constant( 'SHOP_ISLANDS_COMPARE' )
		&& isset( $_COOKIE['shop_islands_off'] ) && '1' === $_COOKIE['shop_islands_off'];
}

/**
 * Whether an enqueued script the plugin does not replace needs `$handle`, directly or through
 * its dependencies: such a handle stays on the page, as WordPress prints dependencies.
 *
 * @param string $handle Script handle.
 * @return bool
 */
function shop_islands_needed_by_kept_script( $handle ) {
	$scripts = wp_scripts();
	$seen    = array();
	$stack   = array_diff( $scripts->queue, shop_islands_replaced_scripts() );
	while ( $stack ) {
		$next = array_pop( $stack );
		if ( isset( $seen[ $next ] ) ) {
			continue;
		}
		$seen[ $next ] = true;
		$deps          = isset( $scripts->registered[ $next ] ) ? $scripts->registered[ $next ]->deps : array();
		if ( in_array( $handle, $deps, true ) ) {
			return true;
		}
		$stack = array_merge( $stack, $deps );
	}
	return false;
}

/**
 * Takes the replaced handles off the page, keeping their localized config, then the libraries no
 * kept script needs. Runs at priority 6 of both print actions: after the platform localizes
 * (priority 5), before WordPress prints. A replaced handle on the page, queued or only pulled in by
 * a queued script (the checkout script pulls in the country select and the address locale), leaves;
 * one another enqueued script still depends on stays, with its config, as WordPress prints it
 * (filter `shop_islands_replaced_scripts` to keep one on purpose). Configs are printed once
 * everything that leaves has left, so a handle that stayed only for a dependent that left later
 * still leaves its config behind.
 */
function shop_islands_take_over_scripts() {
	if ( is_admin() || '' === shop_islands_script_url() ) {
		return;
	}
	$scripts = wp_scripts();
	$leaving = array_values( array_filter( shop_islands_replaced_scripts(), 'shop_islands_script_on_page' ) );
	// A library kept on purpose stays even when what pulled it in leaves.
	foreach ( shop_islands_kept_libraries() as $library ) {
		if ( wp_script_is( $library, 'enqueued' ) ) {
			wp_enqueue_script( $library );
		}
	}
	foreach ( $leaving as $handle ) {
		wp_dequeue_script( $handle );
	}
	shop_islands_keep_pulled_in_scripts( $leaving );
	// A script still on the page keeps what it uses without declaring it (a kept country select, its selectWoo).
	foreach ( shop_islands_undeclared_dependencies() as $user => $used ) {
		foreach ( wp_script_is( $user, 'enqueued' ) ? array_intersect( $used, $leaving ) : array() as $handle ) {
			wp_enqueue_script( $handle );
		}
	}
	shop_islands_release_libraries();
	foreach ( $leaving as $handle ) {
		$data = $scripts->get_data( $handle, 'data' );
		if ( ! wp_script_is( $handle, 'enqueued' ) && is_string( $data ) && '' !== $data && ! isset( $GLOBALS['shop_islands_printed_configs'][ $handle ] ) ) {
			wp_print_inline_script_tag( $data, array( 'id' => $handle . '-js-extra' ) );
			// Once per page: a handle enqueued again after it left (the cart's shipping calculator enqueues the
			// country select in the page's body) leaves again on the footer pass without a second copy.
			$GLOBALS['shop_islands_printed_configs'][ $handle ] = true;
		}
		shop_islands_print_builder_config( $handle );
	}
}

/** Handles whose config the take-over printed on this page (each is printed once). */
$GLOBALS['shop_islands_printed_configs'] = array();

/**
 * What leaving scripts pulled in that a site's filter kept off the replaced list (the checkout's country
 * select, say): it stays, enqueued in its own right, instead of leaving with what pulled it in.
 *
 * @param string[] $leaving The replaced handles leaving the page.
 */
function shop_islands_keep_pulled_in_scripts( $leaving ) {
	$scripts = wp_scripts();
	$kept    = array_diff( shop_islands_default_replaced_scripts(), shop_islands_replaced_scripts() );
	$seen    = array();
	$stack   = $leaving;
	while ( $stack ) {
		$handle = array_pop( $stack );
		if ( isset( $seen[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		foreach ( isset( $scripts->registered[ $handle ] ) ? (array) $scripts->registered[ $handle ]->deps : array() as $dependency ) {
			if ( in_array( $dependency, $leaving, true ) ) {
				$stack[] = $dependency;
			} elseif ( in_array( $dependency, $kept, true ) ) {
				wp_enqueue_script( $dependency );
			}
		}
	}
}

/**
 * Whether `$handle` is on the page: queued, or a dependency of a queued script.
 *
 * @param string $handle Script handle.
 * @return bool
 */
function shop_islands_script_on_page( $handle ) {
	return wp_script_is( $handle, 'enqueued' );
}

/*
 * The page builder (Elementor, the spec's {builder}): its front-end runtime leaves a page only when
 * every builder element on it is one the bundle handles. The builder announces each element it
 * renders (`elementor/frontend/before_render`); the plugin notes those it does not handle (another
 * widget type, an entrance animation, a background slideshow). The decision is taken in the footer,
 * where the builder's scripts print, once the page's elements (content, header and footer templates)
 * have rendered: a page where the builder rendered nothing we saw keeps its runtime.
 */
$GLOBALS['shop_islands_builder'] = array(
	'seen'      => 0,
	'unhandled' => array(),
	'complete'  => false,
);

/**
 * The builder's widget types the bundle handles: those it drives (image and basic gallery with the
 * lightbox, image carousel, toggle, accordion, video) and those that need no script at all. Filter
 * `shop_islands_builder_widgets` to add one a site's own code handles, or take one out.
 *
 * @return string[]
 */
function shop_islands_builder_widgets() {
	$widgets = array(
		'image',
		'image-gallery',
		'image-carousel',
		'toggle',
		'accordion',
		'video',
		'heading',
		'text-editor',
		'button',
		'shortcode',
		'html',
		'spacer',
		'divider',
		'icon',
		'icon-box',
		'image-box',
		'icon-list',
		'social-icons',
		'testimonial',
		'star-rating',
	);
	return (array) apply_filters( 'shop_islands_builder_widgets', $widgets );
}

/**
 * Notes one element the builder renders. Containers, sections and columns (the theme's collapsible
 * columns among them) are handled unless they animate in or run a background slideshow: those wait
 * for the runtime (an entrance-animated element stays invisible without it).
 *
 * @param object $element The builder's element (Element_Base).
 */
function shop_islands_record_builder_element( $element ) {
	$state = &$GLOBALS['shop_islands_builder'];
	++$state['seen'];
	$settings = method_exists( $element, 'get_settings_for_display' ) ? (array) $element->get_settings_for_display() : array();
	$name     = method_exists( $element, 'get_name' ) ? (string) $element->get_name() : '';
	$widget   = method_exists( $element, 'get_type' ) && 'widget' === $element->get_type();
	$handled  = ! $widget || in_array( $name, shop_islands_builder_widgets(), true );
	foreach ( array( 'animation', '_animation' ) as $key ) {
		if ( ! empty( $settings[ $key ] ) && 'none' !== $settings[ $key ] ) {
			$handled = false;
		}
	}
	if ( isset( $settings['background_background'] ) && 'slideshow' === $settings['background_background'] ) {
		$handled = false;
	}
	if ( ! $handled ) {
		$state['unhandled'][] = $name;
	}
}
add_action( 'elementor/frontend/before_render', 'shop_islands_record_builder_element' );

/** The page's elements have all rendered (content, then the footer's): the decision can be taken. */
function shop_islands_builder_page_rendered() {
	$GLOBALS['shop_islands_builder']['complete'] = true;
}
add_action( 'wp_footer', 'shop_islands_builder_page_rendered', 1 );

/**
 * Whether the builder's runtime can leave this page: known only in the footer, after at least one
 * builder element rendered, and only if the bundle handles every one.
 *
 * @return bool
 */
function shop_islands_builder_runtime_replaceable() {
	$state = $GLOBALS['shop_islands_builder'];
	return $state['complete'] && $state['seen'] > 0 && ! $state['unhandled'];
}

/**
 * The builder's runtime: its front end, its modules and webpack runtime, and its own copies of Swiper
 * and waypoints (a Swiper another plugin or the theme registered stays).
 *
 * @return string[]
 */
function shop_islands_builder_runtime_handles() {
	$handles = array( 'elementor-frontend', 'elementor-frontend-modules', 'elementor-webpack-runtime' );
	foreach ( array( 'swiper', 'elementor-waypoints' ) as $library ) {
		if ( shop_islands_is_plugin_copy( $library, 'elementor' ) ) {
			$handles[] = $library;
		}
	}
	return $handles;
}

/**
 * The builder prints its page config (`elementorFrontendConfig`: breakpoints, the kit's lightbox
 * settings, texts) as its runtime's inline 'before' script; when the runtime left, the plugin prints
 * it, as WordPress would have, for the islands.
 *
 * @param string $handle Script handle just taken off the page.
 */
function shop_islands_print_builder_config( $handle ) {
	if ( 'elementor-frontend' !== $handle || wp_script_is( $handle, 'enqueued' ) ) {
		return;
	}
	$before = wp_scripts()->get_data( $handle, 'before' );
	$before = is_array( $before ) ? array_filter( $before, 'is_string' ) : array();
	if ( $before ) {
		wp_print_inline_script_tag( implode( "\n", $before ), array( 'id' => $handle . '-js-before' ) );
	}
}

/** The object a localized script's data string (`var name = {...};`) holds, or an empty array. */
function shop_islands_localized_object( $data ) {
	if ( ! is_string( $data ) || ! preg_match( '/=\s*(\{.*\})\s*;/s', $data, $match ) ) {
		return array();
	}
	$value = json_decode( $match[1], true );
	return is_array( $value ) ? $value : array();
}

/**
 * The tracking settings the islands read (`#shop-islands-tracking`, JSON, which a strict CSP allows):
 * the marketing add-on's brand id, home URL and loader URL (from its `omnisend_snippet_vars` and its
 * loader's handle), its identify nonce, and the pixel's id and script URL (filter `shop_islands_pixel`:
 * `array( 'id' => …, 'script_url' => … )`). Null when there is nothing to track.
 */
function shop_islands_tracking_settings() {
	$scripts  = wp_scripts();
	$settings = array();
	$snippet  = shop_islands_localized_object( $scripts->get_data( 'woocommerce.js', 'data' ) );
	if ( ! empty( $snippet['brand_id'] ) ) {
		// The add-on checks identify against its front script's nonce; the checkout script's is for the started checkout only.
		$identify = shop_islands_localized_object( $scripts->get_data( 'omnisend-front-script.js', 'data' ) );
		$settings['marketing'] = array(
			'brand_id'       => (string) $snippet['brand_id'],
			'home_url'       => isset( $snippet['home_url'] ) ? (string) $snippet['home_url'] : '',
			'identify_nonce' => isset( $identify['nonce'] ) ? (string) $identify['nonce'] : '',
		);
		// The loader's URL as the add-on registered it, without its query (the islands add brandID and the date-hour).
		if ( ! empty( $scripts->registered['woocommerce.js']->src ) ) {
			$settings['marketing']['script_url'] = strtok( (string) $scripts->registered['woocommerce.js']->src, '?' );
		}
	}
	$pixel = apply_filters( 'shop_islands_pixel', null );
	if ( is_array( $pixel ) && ! empty( $pixel['id'] ) && ! empty( $pixel['script_url'] ) ) {
		$settings['pixel'] = array(
			'id'         => (string) $pixel['id'],
			'script_url' => (string) $pixel['script_url'],
		);
	}
	$settings = apply_filters( 'shop_islands_tracking_settings', $settings );
	return $settings ? $settings : null;
}

/** Prints the tracking settings once, on the first print pass that has them (before the replaced handles leave). */
function shop_islands_print_tracking_settings() {
	static $printed = false;
	if ( $printed || is_admin() || '' === shop_islands_script_url() ) {
		return;
	}
	$settings = shop_islands_tracking_settings();
	if ( null === $settings ) {
		return;
	}
	$printed = true;
	wp_print_inline_script_tag(
		wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ),
		array(
			'type' => 'application/json',
			'id'   => 'shop-islands-tracking',
		)
	);
}
add_action( 'wp_print_scripts', 'shop_islands_print_tracking_settings', 6 );
add_action( 'wp_print_footer_scripts', 'shop_islands_print_tracking_settings', 6 );
add_action( 'wp_print_scripts', 'shop_islands_take_over_scripts', 6 );
add_action( 'wp_print_footer_scripts', 'shop_islands_take_over_scripts', 6 );

/**
 * Takes PhotoSwipe 4's stylesheets and footer template off the page when its script leaves (no
 * script kept still needs it). Runs before each place they are printed: the head's styles
 * (wp_print_styles), the template (wp_footer, priority 10) and late styles (footer scripts).
 * WooCommerce decides these from the theme's gallery support; that support stays declared,
 * since `wc-product-gallery-slider` also sets the size the gallery's images are printed at.
 */
function shop_islands_take_over_lightbox() {
	if ( is_admin() || '' === shop_islands_script_url() ) {
		return;
	}
	foreach ( array( 'photoswipe', 'wc-photoswipe' ) as $handle ) {
		if ( ! in_array( $handle, shop_islands_replaced_scripts(), true ) || shop_islands_needed_by_kept_script( $handle ) ) {
			return;
		}
	}
	foreach ( shop_islands_replaced_styles() as $handle ) {
		wp_dequeue_style( $handle );
	}
	remove_action( 'wp_footer', 'woocommerce_photoswipe' );
}
add_action( 'wp_print_styles', 'shop_islands_take_over_lightbox' );
add_action( 'wp_footer', 'shop_islands_take_over_lightbox', 9 );
add_action( 'wp_print_footer_scripts', 'shop_islands_take_over_lightbox', 6 );

/**
 * The platform's jQuery plugin API ($.fn.wc_variation_form, …) answers from the moment jQuery is
 * there: its scripts leave the page, but other scripts still call those functions in jQuery's ready
 * handlers, before our chunks arrive. Small recording stubs, printed right after jQuery (only when
 * jQuery is printed); the bundle replaces them and replays the calls.
 */
function shop_islands_stub_jquery_api() {
	$stub = file_get_contents( __DIR__ . '/jquery-api-stub.js' );
	if ( false !== $stub ) {
		wp_add_inline_script( 'jquery-core', $stub );
	}
}

add_action(
	'wp_enqueue_scripts',
	function () {
		$url = shop_islands_script_url();
		if ( '' === $url ) {
			return;
		}
		// No version query: the chunks import helpers back from the entry's exact URL.
		wp_enqueue_script_module( 'shop-islands', $url, array(), null );
		shop_islands_stub_jquery_api();
	},
	100
);

add_action(
	'wp_footer',
	function () {
		if ( '' === shop_islands_script_url() ) {
			return;
		}
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
