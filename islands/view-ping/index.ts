/**
 * Records a product view (§2, §7 "POST REST /wopb/views"). Claims ProductX's
 * `wopb_core` script on a product page: a marker clicks never reach, so the
 * first-interaction strategy never treats the page itself as an island. No React.
 */
import { POST_ID_CLASS, VIEW_PING_MARKER } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';

export interface ViewPingProps {
  postId: number;
}

export const viewPingIsland = defineIsland<ViewPingProps>({
  name: 'view-ping',
  selector: VIEW_PING_MARKER,
  hydrate: { on: 'idle' },
  props(element) {
    const postId = Number(POST_ID_CLASS.exec(element.ownerDocument.body.className)?.[1]);
    return postId > 0 ? { ok: true, props: { postId } } : { ok: false, reason: 'no postid-N body class' };
  },
  load: () => import('./view-ping.ts'),
});
