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

describe('function length (STYLE.md: functions fit on a screen)', () => {
  const fn = (lines: number): string =>
    `export function long(): number {\n  let total = 0;\n${'  total += 1;\n'.repeat(lines - 3)}  return total;\n}\n`;
  const lengthErrors = async (code: string, standsAt: string): Promise<number> => {
    const [result] = await eslint.lintText(code, { filePath: standsAt });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'max-lines-per-function').length;
  };

  it('a function over 80 lines fails lint in client and server code, not in tests', async () => {
    expect(await lengthErrors(fn(81), 'islands/card-swatches/Long.ts')).toBe(1);
    expect(await lengthErrors(fn(81), 'server/long.ts')).toBe(1);
    expect(await lengthErrors(fn(70), 'protocol/fits.ts')).toBe(0);
    expect(await lengthErrors(fn(81), 'islands/card-swatches/Long.test.ts')).toBe(0);
  }, 30_000);
});
