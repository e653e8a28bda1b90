// `node --test scripts/lint-rules.test.mjs` (a step of `npm test`): the architecture rules of
// eslint.config.js bite. scripts/lint-fixtures/ is laid out like the apps with one planted
// violation a file; it is linted here with the repository's own config (the folder is ignored by
// `npm run lint`, so `ignore: false`), and each planted violation must be reported by the intended
// rule, the legal files by none.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = 'scripts/lint-fixtures';

const PATHS = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

/** Each planted violation: the file, the rule and a piece of the message that must report it. */
const PLANTED = {
  'apps/server/src/kernel/db/bad-imports-module.ts': [PATHS, 'The kernel imports no module'],
  'apps/server/src/kernel/bad-imports-app.ts': [PATHS, 'The kernel imports no module'],
  'apps/server/src/kernel/bad-imports-cli.ts': [PATHS, 'The kernel imports no module'],
  'apps/server/src/kernel/bad-imports-adapter.ts': [PATHS, 'The kernel imports no module'],
  'apps/server/src/adapters/sms/bad-imports-module.ts': [PATHS, 'An adapter imports no module'],
  'apps/server/src/modules/wallet/bad-imports-internal.ts': [PATHS, 'only through its module.ts'],
  'apps/server/src/lib/bad-cycle-a.ts': [CYCLE, 'cycle'],
  'apps/server/src/lib/bad-cycle-b.ts': [CYCLE, 'cycle'],
  'apps/web/src/features/deposit/bad-imports-feature.tsx': [PATHS, 'no other feature'],
  'apps/web/src/features/deposit/bad-imports-feature-relative.tsx': [PATHS, 'no other feature'],
  'apps/web/src/features/deposit/bad-imports-app.tsx': [PATHS, 'nothing from app/'],
  'apps/web/src/features/bonus/bad-cycle-a.ts': [CYCLE, 'cycle'],
  'apps/web/src/features/bonus/bad-cycle-b.ts': [CYCLE, 'cycle'],
  'apps/backoffice/src/features/deposit/bad-imports-app.tsx': [PATHS, 'nothing from app/'],
  'apps/backoffice/src/features/deposit/bad-imports-feature.tsx': [PATHS, 'no other feature'],
  'apps/backoffice/src/features/bonus/bad-cycle-a.ts': [CYCLE, 'cycle'],
  'apps/backoffice/src/features/bonus/bad-cycle-b.ts': [CYCLE, 'cycle'],
};

/** Legal on purpose: each must lint clean (no message of any rule). */
const LEGAL = [
  'apps/server/src/modules/wallet/good-imports-module.ts',
  'apps/server/src/modules/wallet/module.ts',
  'apps/server/src/modules/otp/module.ts',
  'apps/server/src/adapters/sms/outbox.ts',
  'apps/web/src/features/deposit/good-imports-own-and-shared.tsx',
  'apps/backoffice/src/features/deposit/good-imports-own-and-shared.tsx',
];

/** @type {Map<string, import('eslint').Linter.LintMessage[]>} */
const messages = new Map();

before(async () => {
  const eslint = new ESLint({ cwd: root, ignore: false });
  for (const result of await eslint.lintFiles([fixtures]))
    messages.set(path.relative(path.join(root, fixtures), result.filePath), result.messages);
});

const show = (list) => list.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`);

describe('architecture rules on the planted violations', () => {
  for (const [file, [rule, text]] of Object.entries(PLANTED))
    it(`${file}: ${rule}`, () => {
      const found = messages.get(file);
      assert.ok(found, `${file} was not linted`);
      assert.ok(
        found.some((m) => m.ruleId === rule && m.message.includes(text)),
        `expected ${rule} ("${text}"), got ${JSON.stringify(show(found))}`,
      );
      // nothing else is wrong in a fixture: a message from another rule means a broken fixture
      assert.deepEqual(show(found.filter((m) => m.ruleId !== rule)), []);
    });

  for (const file of LEGAL)
    it(`${file}: legal, no message`, () => {
      const found = messages.get(file);
      assert.ok(found, `${file} was not linted`);
      assert.deepEqual(show(found), []);
    });

  it('every file with a message is a planted violation', () => {
    const unexpected = [...messages]
      .filter(([file, list]) => list.length && !(file in PLANTED))
      .map(([file, list]) => `${file}: ${show(list).join('; ')}`);
    assert.deepEqual(unexpected, []);
  });

  it('`npm run lint` leaves the fixtures out', async () => {
    const eslint = new ESLint({ cwd: root });
    assert.equal(
      await eslint.isPathIgnored(path.join(root, fixtures, Object.keys(PLANTED)[0])),
      true,
    );
  });
});
