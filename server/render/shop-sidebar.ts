/**
 * The shop archive's sidebar widgets (issue 13): the platform's product categories widget, as
 * WooCommerce prints it (`ul.product-categories`, `li.cat-parent > ul.children`, counts). The
 * catalogue's categories are flat; the fixture shop files Mobile Presets under Lightroom Presets so
 * the widget has a parent for the accordion (the parent lists its own products).
 */
import type { Catalogue, Category } from '../catalogue.ts';
import { escAttr, escHtml } from '../formatting/escape.ts';

/** The fixture shop's category tree: child slug → parent slug. */
const PARENT_OF: Readonly<Record<string, string>> = { 'mobile-presets': 'lightroom-presets' };

function count(catalogue: Catalogue, category: Category): number {
  return catalogue.products.filter((p) => p.categories.includes(category.id)).length;
}

function item(catalogue: Catalogue, category: Category, current: number | null, children: Category[]): string {
  const classes = ['cat-item', `cat-item-${category.id}`];
  if (children.length > 0) classes.push('cat-parent');
  if (category.id === current) classes.push('current-cat');
  if (children.some((c) => c.id === current)) classes.push('current-cat-parent');
  const sub = children.length > 0 ? `<ul class='children'>\n${children.map((c) => item(catalogue, c, current, [])).join('')}</ul>\n` : '';
  return (
    `<li class="${classes.join(' ')}"><a href="/product-category/${escAttr(category.slug)}/">${escHtml(category.name)}</a> ` +
    `<span class="count">(${count(catalogue, category)})</span>${sub}</li>\n`
  );
}

/** WooCommerce's product categories widget; `currentId` marks the category page being shown. */
export function productCategoriesWidget(catalogue: Catalogue, currentId: number | null = null): string {
  const roots = catalogue.categories.filter((c) => !PARENT_OF[c.slug]);
  const childrenOf = (parent: Category): Category[] => catalogue.categories.filter((c) => PARENT_OF[c.slug] === parent.slug);
  const items = roots.map((c) => item(catalogue, c, currentId, childrenOf(c)));
  return (
    `\t<div id="woocommerce_product_categories-2" class="widget woocommerce widget_product_categories">` +
    `<h2 class="widgettitle">Product categories</h2><ul class="product-categories">${items.join('')}</ul></div>\n`
  );
}

/** The stylesheet that makes the sidebar a slide-in panel at or below 991 px (the theme's part). */
export const SHOP_SIDEBAR_STYLESHEET = `<link rel='stylesheet' id='shop-sidebar-fixture-css' href='/fixtures-html/assets/shop-sidebar.css' media='all' />\n`;

/** The theme's 'Filters' button, shown at or below 991 px (the stylesheet), opening the sidebar. */
export function filtersToggle(): string {
  return `<button type="button" class="shop-filters-toggle" aria-controls="secondary" aria-expanded="false">Filters</button>\n`;
}

/** The archive sidebar's widgets: the panel's close button (shown only as a panel) and the categories. */
export function shopSidebarWidgets(catalogue: Catalogue, currentId: number | null = null): string {
  return `\t<button type="button" class="shop-filters-close" aria-label="Close filters">&times;</button>\n${productCategoriesWidget(catalogue, currentId)}`;
}
