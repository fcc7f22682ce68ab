// `npm run deploy:pins [-- --no-build]`: builds the remotes' images (docker compose build), reads the SHA-256 of each
// remote's server build inside the image just built and writes deploy/remote-pins.env, from which docker-compose.yml's
// and deploy/k8s's shell take their serverBuildSha256 pins. The digest comes from the operator's own image, never
// from the remote's server: a digest served beside the build proves nothing about it (docs/decisions/0028).
// --no-build pins the images as they are (pulled from a registry, built by CI) instead of building them here.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { FrontEnd } from '@shop/shared/apps';
import {
  parseSha256sum,
  pinnedRemotes,
  pinsFile,
  PINS_CONFIG_MAP,
  PINS_FILE,
  pinVariable,
  serverBuildInImage,
} from './remote-pins';

const root = path.resolve(import.meta.dirname, '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { image?: string }>;
};
const remotes = pinnedRemotes();
// A remote's compose service is named after its folder (deploy/manifests.test.ts checks it).
const imageOf = (remote: FrontEnd): string => {
  const image = compose.services[remote.folder]?.image;
  if (!image) throw new Error(`docker-compose.yml has no service ${remote.folder} with an image`);
  return image;
};

if (!process.argv.includes('--no-build')) {
  // Compose refuses to load its file while a pin is unset (`${VAR:?}`), even to build, which reads none of them.
  const unused = Object.fromEntries(remotes.map((remote) => [pinVariable(remote), 'not-read-by-a-build']));
  execFileSync('docker', ['compose', 'build', ...remotes.map((remote) => remote.folder)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...unused },
  });
}

const digests = new Map<FrontEnd, string>();
for (const remote of remotes) {
  const output = execFileSync(
    'docker',
    ['run', '--rm', '--entrypoint', 'sha256sum', imageOf(remote), serverBuildInImage(remote)],
    { encoding: 'utf8' },
  );
  digests.set(remote, parseSha256sum(output));
  console.log(
    `${remote.name}: ${imageOf(remote)} runs ${serverBuildInImage(remote)} with SHA-256 ${digests.get(remote)}`,
  );
}
writeFileSync(path.join(root, PINS_FILE), pinsFile(digests, `the images ${remotes.map(imageOf).join(', ')}`));
console.log(`\nWrote ${PINS_FILE}. Then:
  docker compose --env-file ${PINS_FILE} up -d
  kubectl create configmap ${PINS_CONFIG_MAP} --from-env-file=${PINS_FILE} --dry-run=client -o yaml | kubectl apply -f -`);
