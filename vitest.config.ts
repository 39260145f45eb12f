import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Eight projects: unit tests; the same API suite (*.api.test.ts) against a real SQLite file and a
 * throwaway PostgreSQL cluster that the postgres project starts itself, and once more on SQLite
 * with the uploads in an S3 bucket (an s3rver the api-s3 project starts itself); the security suite
 * (tests/security: fuzzing, payload corpus, access-control matrix, sqlmap when installed); the site
 * behind Debian's nginx with the shipped configuration (tests/proxy);
 * the project's scripts (`npm run dev` in a copy of the project, the project Node of
 * scripts/runtime.mjs); and the production install
 * (tests/production: the built package without development dependencies). `npm run test:fast` is
 * the first two.
 */
const api = ['src/**/*.api.test.ts'];

/** The fuzzing of every endpoint (tests/security) takes about ten minutes on its own. */
const isLongest = (file: TestSpecification) => file.moduleId.endsWith('tests/security/fuzz.test.ts');

/**
 * Vitest's order (by project, then the slowest of the last run first), except that the fuzzing
 * starts first: on a clean clone there is no last run, and started late it ran on alone for minutes
 * after everything else had finished.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most files wait on
    // servers, databases and timers: two workers, the fuzzing started first, took the suite from 28 to
    // 17 minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          exclude: [...api, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-sqlite',
          include: api,
          env: { TEST_DB: 'sqlite' },
          // Each file starts its own server on its own database and leaves no state in the modules,
          // so a worker keeps the server's modules loaded from file to file: half the time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: api,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['src/server/test/postgres-cluster.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-s3',
          include: api,
          env: { TEST_DB: 'sqlite', TEST_FILE_STORE: 's3' },
          globalSetup: ['src/server/test/s3-server.ts'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'dev', include: ['scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'security', include: ['tests/security/**/*.test.ts'], env: { TEST_DB: 'sqlite' } },
      },
      {
        extends: true,
        // The site behind Debian's nginx with docs/deploy.md's configuration (issue 28).
        test: { name: 'proxy', include: ['tests/proxy/**/*.test.ts'], env: { TEST_DB: 'sqlite' } },
      },
      {
        extends: true,
        test: {
          name: 'production',
          include: ['tests/production/**/*.test.ts'],
          globalSetup: ['tests/production/build.ts'],
        },
      },
    ],
  },
});
