import { describe, expect, it } from 'vitest';
import { TAB_TITLE, VIDEO_PLAY } from './content-claims.ts';
import { CONTENT_SELECTORS } from './content-constants.ts';

describe('content selectors', () => {
  // Spelled twice on purpose (content-constants.ts says why): the island must look for what its claim claims by.
  it('names a toggle’s title and a video’s play button as the claims do', () => {
    expect(CONTENT_SELECTORS.tabTitle).toBe(TAB_TITLE);
    expect(CONTENT_SELECTORS.videoPlay).toBe(VIDEO_PLAY);
  });
});
