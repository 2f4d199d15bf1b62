import { describe, expect, it } from 'vitest';
import { CONTENT_CLAIMS } from './content-claims.ts';
import { CONTENT_SELECTORS } from './content-constants.ts';

describe('content selectors', () => {
  // Spelled twice on purpose (content-constants.ts says why): the island must look for what its claim claims by.
  it('names a toggle’s title and a video’s play button as the claims do', () => {
    expect(CONTENT_SELECTORS.tabTitle).toBe(CONTENT_CLAIMS.tabTitle);
    expect(CONTENT_SELECTORS.videoPlay).toBe(CONTENT_CLAIMS.videoPlay);
  });
});
