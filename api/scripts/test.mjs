// Node 20's test runner takes no globs (they came in Node 21), so this lists src/**/*.test.ts itself.
// Extra arguments go to node, e.g. `npm test -w api -- --test-name-pattern=media`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const files = readdirSync(path.join(apiDir, 'src'), { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('src', file))
  .sort();
// One media folder for the whole run: the first test file generates the seed's pictures, the others reuse them.
const mediaDir = mkdtempSync(path.join(tmpdir(), 'shop-api-test-media-'));
// Two files at a time, one per core of the CI machine (each file has its own database): 448 s → 328 s on PostgreSQL.
const { status } = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, TEST_MEDIA_DIR: mediaDir },
});
rmSync(mediaDir, { recursive: true, force: true });
process.exit(status ?? 1);
