/** The my-account navigation as the editor preview prints it (links to panels on the same page): the account group's claim, apart so the chrome group does not share a chunk with it. */
export const ACCOUNT_TABS = '.woocommerce-MyAccount-navigation[data-preview-tabs]';
