// Finds Debian's Chromium, installs it when running as root, or stops with the one command that installs it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium';

if (!existsSync(CHROMIUM_PATH)) {
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's chromium…`);
    execSync(install, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.error(`Chromium not found at ${CHROMIUM_PATH}. Install it with:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
}
