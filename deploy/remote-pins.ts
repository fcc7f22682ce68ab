// The pins of the remotes' server builds in docker-compose.yml and deploy/k8s (docs/decisions/0028): what
// `npm run deploy:pins` writes and what both topologies read. Kept apart from the script so the manifests' test can
// check them without a Docker engine.
import { REMOTE_APPS, type FrontEnd } from '@shop/shared/apps';
import { REMOTE_SERVER_BUILD } from '../shell/server/remotes-map';

/** The file `npm run deploy:pins` writes: compose reads it with --env-file, kubectl turns it into a ConfigMap. */
export const PINS_FILE = 'deploy/remote-pins.env';
/** The ConfigMap the Kubernetes shell takes its pins from (`kubectl create configmap remote-pins --from-env-file`). */
export const PINS_CONFIG_MAP = 'remote-pins';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The remotes whose pages the shell's server renders with their server build: each needs a pin. */
export const pinnedRemotes = (): FrontEnd[] => REMOTE_APPS.filter((remote) => remote.serverEntry);

/** The variable holding a remote's pin: mf_catalog → MF_CATALOG_SERVER_BUILD_SHA256. */
export const pinVariable = (remote: FrontEnd): string => `${remote.name.toUpperCase()}_SERVER_BUILD_SHA256`;

/** Where a remote's server build sits in its image (WORKDIR /app, see shell/remote.Dockerfile). */
export const serverBuildInImage = (remote: FrontEnd): string => `${remote.folder}/dist/${REMOTE_SERVER_BUILD}`;

/** The digest in `sha256sum`'s answer ("<hex>  <file>"); anything else is refused. */
export function parseSha256sum(output: string): string {
  const digest = output.trim().split(/\s+/)[0] ?? '';
  if (!SHA256_HEX.test(digest))
    throw new Error(`Not a SHA-256 from sha256sum: ${JSON.stringify(output.slice(0, 200))}`);
  return digest;
}

/** The pins file: one VARIABLE=digest line per pinned remote, in the table's order. */
export function pinsFile(digests: Map<FrontEnd, string>, builtFrom: string): string {
  const lines = pinnedRemotes().map((remote) => {
    const digest = digests.get(remote);
    if (!digest || !SHA256_HEX.test(digest)) throw new Error(`No SHA-256 for ${remote.name}'s server build`);
    return `${pinVariable(remote)}=${digest}`;
  });
  return [
    '# Written by `npm run deploy:pins`: the SHA-256 of each remote server build the shell may run, taken from',
    `# ${builtFrom}. Rebuilt images need new pins; until then the shell refuses their builds (0028).`,
    ...lines,
    '',
  ].join('\n');
}
