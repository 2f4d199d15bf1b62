/**
 * The spec's widgets that have no island yet, as the claims they will add: name, the markup
 * they will claim (read off the captured pages where it exists), strategy, and where the claim
 * goes: `entry` (the money path, and what any page may show) or a claim group: the one kind of
 * page that shows it, the theme's chrome, or ProductX's blocks.
 * `npm run size` builds the real entry with these beside the real claims (scripts/lib/registry-45.ts)
 * and holds it to the entry budget, so the registry is proven to fit every widget of the spec.
 */
export type PlannedHome = 'entry' | 'product' | 'cart' | 'checkout' | 'account' | 'content' | 'chrome' | 'blocks';

export interface PlannedClaim {
  name: string;
  selector: string;
  hydrate: string;
  home: PlannedHome;
}

// Every widget of the spec has its real claim now; a widget planned later is listed here until it does.
export const PLANNED_CLAIMS: readonly PlannedClaim[] = [];

/**
 * Sniffs of the claim groups the planned widgets add that do not exist yet. The chrome, content and
 * account groups are real (src/claims/), so their sniffs are already in the registry; their planned
 * claims weigh on those groups' chunks, not on the entry.
 */
export const PLANNED_GROUP_SNIFFS: Partial<Record<Exclude<PlannedHome, 'entry' | 'product' | 'cart' | 'checkout'>, string>> = {
  // ProductX's blocks: grids, filters, search, carousels, deals, and the slider add buttons inside them.
  blocks: '.wopb-block-wrapper, .wp-block-product-blocks',
};
