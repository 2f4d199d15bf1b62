/**
 * Claims the theme's `#popup-search` (issue 14, §2 "Popup search"), in the chrome claim group. It is
 * on every page, so nothing loads until the shopper asks: a click on the search icon, the header
 * field or the category placeholder loads it and is replayed; a focus inside the header's search form
 * (a keyboard user tabbing to the field) loads it too, so focusing the field opens it.
 */
import { POPUP_SEARCH_TRIGGERS, SEARCH_CLAIMS } from '../../dom-bridge/search-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const popupSearchIsland = defineIsland<Record<string, never>>({
  name: 'popup-search',
  selector: SEARCH_CLAIMS.popup,
  hydrate: [
    { on: 'interaction', trigger: POPUP_SEARCH_TRIGGERS, anywhere: true },
    // Focus on the header's search field (a keyboard user tabbing to it) opens the popup; focus on
    // anything else (a pressed product link) is no intent to search and loads nothing.
    { on: 'event', names: ['focusin'], within: SEARCH_CLAIMS.headerSearch },
  ],
  load: () => import('./PopupSearch.ts'),
});
