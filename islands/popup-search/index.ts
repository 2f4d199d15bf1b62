/**
 * Claims the theme's `#popup-search` (issue 14, §2 "Popup search"), in the chrome claim group. It is
 * on every page, so nothing loads until the shopper asks: a click on the search icon, the header
 * field or the category placeholder loads it and is replayed; the first focus anywhere on the page
 * (a keyboard user tabbing towards the header field) loads it too, so focusing the field opens it.
 */
import { POPUP_SEARCH_TRIGGERS, SEARCH_CLAIMS } from '../../dom-bridge/search-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const popupSearchIsland = defineIsland<Record<string, never>>({
  name: 'popup-search',
  selector: SEARCH_CLAIMS.popup,
  hydrate: [
    { on: 'interaction', trigger: POPUP_SEARCH_TRIGGERS, anywhere: true },
    { on: 'event', names: ['focusin'] },
  ],
  load: () => import('./PopupSearch.ts'),
});
