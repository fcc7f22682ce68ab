/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

// The production topology, checked without a Docker engine or a cluster (none runs on our machines): docker-compose.yml
// parses and names every part, and docker-compose.yml and deploy/k8s/ describe one topology: the same images, container
// ports, commands and environment variable names for every part the shop builds. A variable added to one and not the
// other fails here.

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
  env?: { name: string }[];
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
    const shell = compose.services.shell!.environment!;
    const publicUrls = Object.values(JSON.parse(shell.REMOTES!) as Record<string, string>);
    const internal = JSON.parse(shell.REMOTES_SERVER_ORIGINS!) as Record<string, string>;
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
/** The names of the variables a container is given: its own env and every key of the ConfigMaps and Secrets it names. */
const envNames = (container: Container): string[] => {
  const keysOf = (kind: string, name: string) => {
    const object = byKind(kind).find((candidate) => candidate.metadata.name === name);
    if (!object) throw new Error(`No ${kind} named ${name} in deploy/k8s`);
    return Object.keys({ ...object.data, ...object.stringData });
  };
  return [
    ...(container.env ?? []).map((entry) => entry.name),
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
