// @vitest-environment node
/**
 * The layer rules are lint rules (eslint.config.js): each deliberately bad import in
 * tests/lint-fixtures/ fails lint where it would stand, and a good one passes.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function importErrors(fixture: string, standsAt: string): Promise<string[]> {
  const code = readFileSync(`tests/lint-fixtures/${fixture}`, 'utf8');
  const [result] = await eslint.lintText(code, { filePath: standsAt });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('layer boundaries (npm test runs eslint over the tree)', () => {
  it.each([
    ['island-imports-island.ts', 'islands/card-swatches/Bad.ts', /island never imports another island/],
    ['bridge-imports-store.ts', 'dom-bridge/bad.ts', /dom-bridge stays pure/],
    ['server-imports-client.ts', 'server/bad.ts', /server\/ never imports client code/],
    ['client-imports-server.ts', 'protocol/bad.ts', /protocol\/ depends only on dom-bridge/],
  ])(
    '%s fails lint at %s',
    async (fixture, standsAt, message) => {
      const errors = await importErrors(fixture, standsAt);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(message);
    },
    30_000,
  );

  it('an island importing src/, dom-bridge/ and its own folder passes', async () => {
    expect(await importErrors('island-imports-shared.ts', 'islands/card-swatches/Good.ts')).toEqual([]);
  }, 30_000);
});
