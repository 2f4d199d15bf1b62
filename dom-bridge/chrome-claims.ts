/**
 * What the chrome group's header claims select by (issue 15): loaded with the group at page load,
 * so only these names; everything else the header islands use is chrome-constants.ts (their chunks).
 */
export const CHROME_CLAIMS = {
  navigation: '#page-navigation',
  parentLink: 'li.menu-item-has-children > a',
  /** The sticky header claims only a header the theme printed as sticky. */
  stickyHeader: '#page-header[data-sticky]',
  topBar: '#page-top-bar',
  topBarToggle: '.top-bar-toggle',
  mobileMenu: '#page-mobile-main-menu',
  mobileMenuOpener: '.page-open-mobile-menu',
  switcher: '.switcher[data-switcher]',
  switcherToggle: '.switcher-toggle',
  preloader: '#page-preloader',
} as const;
