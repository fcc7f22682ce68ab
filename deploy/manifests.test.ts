/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { shellConfig } from '../shell/server/config';
import { createRemotesSource } from '../shell/server/remotes-map';
import { parseSha256sum, pinnedRemotes, pinsFile, PINS_CONFIG_MAP, pinVariable } from './remote-pins';

// The production topology, checked without a Docker engine or a cluster (none runs on our machines): docker-compose.yml
// parses and names every part, and docker-compose.yml and deploy/k8s/ describe one topology: the same images, container
// ports, commands and environment variable names for every part the shop builds. A variable added to one and not the
// other fails here. The shell in both pins the server builds it runs, from what `npm run deploy:pins` writes.

const root = path.resolve(__dirname, '..');
const k8sDir = path.join(root, 'deploy/k8s');

interface ComposeService {
  image?: string;
  build?: { dockerfile: string; args?: Record<string, string> };
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  healthcheck?: { disable?: boolean };
}
interface Container {
  image: string;
  command?: string[];
  ports?: { containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { configMapKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
}
interface K8sObject {
  kind: string;
  metadata: { name: string };
  spec: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const k8s: K8sObject[] = readdirSync(k8sDir)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((doc) => doc.toJS() as K8sObject),
  );

/** Compose's interpolation of a value: `${NAME}`, `${NAME:?message}` (an error when NAME is unset or empty). */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::\?([^}]*))?\}/g, (_all, name: string, message?: string) => {
    const found = vars[name];
    if (found) return found;
    if (message !== undefined) throw new Error(`${name}: ${message}`);
    return '';
  });
}

/** A fake digest for every pin `npm run deploy:pins` writes, by variable. */
const DIGEST = 'c'.repeat(64);
const pins = Object.fromEntries(pinnedRemotes().map((remote) => [pinVariable(remote), DIGEST]));
const pinnedByName = Object.fromEntries(pinnedRemotes().map((remote) => [remote.name, DIGEST]));

/** The shell's REMOTES in docker-compose.yml, as compose hands it over with the pins file. */
const composeRemotes = () => interpolate(compose.services.shell!.environment!.REMOTES!, pins);

describe('docker-compose.yml', () => {
  it('names every part of the production topology', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'api',
        'mf-account',
        'mf-cart-checkout',
        'mf-catalog',
        'mf-uploader',
        'object-storage',
        'postgres',
        'redis',
        'shell',
        'worker',
      ].sort(),
    );
  });

  it('gives every service a health check and every built service a Dockerfile that exists', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, health: Boolean(service.healthcheck) }).toEqual({ name, health: true });
      if (service.build) {
        const dockerfile = readFileSync(path.join(root, service.build.dockerfile), 'utf8');
        expect(dockerfile).toMatch(/^FROM /m);
        if (service.build.args?.APP) expect(service.build.args.APP).toBe(name);
      }
    }
  });

  it('lets the shell’s server reach every remote by service name for server rendering', () => {
    const config = shellConfig({ ...compose.services.shell!.environment, REMOTES: composeRemotes() });
    const publicUrls = Object.values(createRemotesSource(config)().map);
    const internal = config.remotesServerOrigins;
    for (const url of publicUrls) {
      const { origin, port } = new URL(url);
      const service = Object.entries(compose.services).find(([, s]) => s.ports?.some((p) => p.startsWith(`${port}:`)));
      expect({ origin, internal: internal[origin] }).toEqual({ origin, internal: `http://${service?.[0]}:3000` });
    }
  });
});

const ours = Object.entries(compose.services).filter(([, service]) => service.image?.startsWith('story-shop/'));
const byKind = (kind: string) => k8s.filter((object) => object.kind === kind);
const containerOf = (name: string): Container => {
  const deployment = byKind('Deployment').find((object) => object.metadata.name === name);
  if (!deployment) throw new Error(`No Deployment named ${name} in deploy/k8s`);
  return (deployment.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers[0]!;
};
/** Variables only given to be expanded into others (`$(NAME)`), as the pins are into REMOTES. */
const expansionInputs = (container: Container): string[] =>
  (container.env ?? [])
    .map((entry) => entry.name)
    .filter((name) => container.env!.some((entry) => entry.value?.includes(`$(${name})`)));
/**
 * The names of the variables a container's program reads: its own env and every key of the ConfigMaps and Secrets it
 * names, without those only expanded into others.
 */
const envNames = (container: Container): string[] => {
  const keysOf = (kind: string, name: string) => {
    const object = byKind(kind).find((candidate) => candidate.metadata.name === name);
    if (!object) throw new Error(`No ${kind} named ${name} in deploy/k8s`);
    return Object.keys({ ...object.data, ...object.stringData });
  };
  return [
    ...(container.env ?? []).map((entry) => entry.name).filter((name) => !expansionInputs(container).includes(name)),
    ...(container.envFrom ?? []).flatMap((source) => [
      ...(source.configMapRef ? keysOf('ConfigMap', source.configMapRef.name) : []),
      ...(source.secretRef ? keysOf('Secret', source.secretRef.name) : []),
    ]),
  ];
};
/**
 * The port the part listens on inside its container: PORT, else the container side of its published port; none for a
 * part without a health check (the worker serves no HTTP, though it shares the API's environment).
 */
const composePort = (service: ComposeService): number | undefined => {
  if (service.healthcheck?.disable) return undefined;
  if (service.environment?.PORT) return Number(service.environment.PORT);
  const published = service.ports?.[0];
  return published ? Number(published.split(':').at(-1)) : undefined;
};

it('builds the parts the shop is made of in both', () => {
  expect(ours.map(([name]) => name).sort()).toEqual(
    ['api', 'mf-account', 'mf-cart-checkout', 'mf-catalog', 'mf-uploader', 'shell', 'worker'].sort(),
  );
  expect(
    byKind('Deployment')
      .map((object) => object.metadata.name)
      .sort(),
  ).toEqual(ours.map(([name]) => name).sort());
});

describe.each(ours)('%s', (name, service) => {
  const container = containerOf(name);

  it('runs the same image and command', () => {
    expect(container.image).toBe(service.image);
    expect(container.command).toEqual(service.command);
  });

  it('listens on the same port, behind a Service of its name (the worker has none)', () => {
    const port = composePort(service);
    expect(container.ports?.map((entry) => entry.containerPort)[0]).toBe(port);
    const serviceObject = byKind('Service').find((object) => object.metadata.name === name);
    if (port === undefined) expect(serviceObject).toBeUndefined();
    else expect((serviceObject?.spec as { ports: { targetPort: number }[] }).ports[0]!.targetPort).toBe(port);
  });

  it('is given the same environment variables', () => {
    expect(envNames(container).sort()).toEqual(Object.keys(service.environment ?? {}).sort());
  });
});

it('routes /api, /auth and /video-story to the API, the rest of the shop to the shell, and scales the API on CPU', () => {
  const [ingress] = byKind('Ingress');
  const rules = (
    ingress!.spec as {
      rules: { host: string; http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
    }
  ).rules;
  const shop = rules[0]!.http.paths;
  const target = (prefix: string) => shop.find((entry) => entry.path === prefix)?.backend.service.name;
  expect(['/api', '/auth', '/video-story'].map(target)).toEqual(['api', 'api', 'api']);
  expect(target('/')).toBe('shell');
  const [autoscaler] = byKind('HorizontalPodAutoscaler');
  expect((autoscaler!.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name).toBe('api');
});

describe('pinned server builds (docs/decisions/0028)', () => {
  it('docker-compose.yml’s shell pins every remote that renders on the server, from the pins file', () => {
    const { serverBuilds } = createRemotesSource(shellConfig({ REMOTES: composeRemotes() }))();
    expect(serverBuilds).toEqual(pinnedByName);
    // Without the pins file compose stops before starting anything, and says what to run.
    expect(() => interpolate(compose.services.shell!.environment!.REMOTES!, {})).toThrow('npm run deploy:pins');
  });

  it('deploy/k8s’s shell pins the same remotes, from the ConfigMap made of the pins file', () => {
    const env = containerOf('shell').env!;
    const fromConfigMap = Object.fromEntries(
      env.flatMap(({ name, valueFrom }) =>
        valueFrom?.configMapKeyRef?.name === PINS_CONFIG_MAP ? [[name, valueFrom.configMapKeyRef.key]] : [],
      ),
    );
    expect(fromConfigMap).toEqual(Object.fromEntries(Object.keys(pins).map((name) => [name, name])));
    // Kubernetes expands $(NAME) in a value with the variables defined before it.
    const remotes = env.find((entry) => entry.name === 'REMOTES')!.value!;
    expect(env.findIndex((entry) => entry.name === 'REMOTES')).toBeGreaterThan(
      Math.max(...Object.keys(pins).map((name) => env.findIndex((entry) => entry.name === name))),
    );
    const expanded = remotes.replace(/\$\((\w+)\)/g, (_all, name: string) => pins[name] ?? `$(${name})`);
    expect(createRemotesSource(shellConfig({ REMOTES: expanded }))().serverBuilds).toEqual(pinnedByName);
  });

  it('npm run deploy:pins writes exactly those variables, each a digest as sha256sum printed it', () => {
    const digests = new Map(pinnedRemotes().map((remote) => [remote, parseSha256sum(`${DIGEST}  routes.cjs\n`)]));
    const lines = pinsFile(digests, 'the test’s images')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(Object.fromEntries(lines.map((line) => line.split('=')))).toEqual(pins);
    expect(() => parseSha256sum('sha256sum: routes.cjs: No such file or directory\n')).toThrow('Not a SHA-256');
    expect(() => pinsFile(new Map(), 'no images')).toThrow('No SHA-256');
  });
});
