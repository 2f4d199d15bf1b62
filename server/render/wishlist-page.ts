/** The wishlist page (`/wishlist/`), a plain page holding the add-on's `[woosw_list]` output. */
import type { PageSpec } from '../views.ts';

export function wishlistPageSpec(list: string, wishlist?: PageSpec['wishlist']): PageSpec {
  return {
    title: 'Wishlist',
    bodyClass:
      'wp-singular page-template-default page page-id-42 wp-embed-responsive wp-theme-storefront theme-storefront woocommerce-no-js storefront-align-wide right-sidebar woocommerce-active',
    navCurrent: '',
    breadcrumb: [{ label: 'Home', href: '/' }, { label: 'Wishlist' }],
    main: () =>
      `\n<article id="post-42" class="post-42 page type-page status-publish hentry">\n<header class="entry-header"><h1 class="entry-title">Wishlist</h1></header>\n` +
      `<div class="entry-content">\n${list}\n</div>\n</article>\n`,
    sidebar: true,
    isCart: false,
    ...(wishlist ? { wishlist } : {}),
  };
}
