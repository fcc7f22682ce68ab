/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// No Docker engine runs on our machines: check the production topology file parses and names every part.
const compose = parse(readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8')) as {
  services: Record<
    string,
    {
      build?: { dockerfile: string; args?: Record<string, string> };
      healthcheck?: unknown;
      image?: string;
      environment?: Record<string, string>;
      ports?: string[];
    }
  >;
};

describe('docker-compose.yml', () => {
  it('names every part of the production topology', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'mf-account', 'mf-cart-checkout', 'mf-catalog', 'mf-uploader', 'object-storage', 'postgres', 'redis', 'shell', 'worker'].sort(),
    );
  });

  it('gives every service a health check and every built service a Dockerfile that exists', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, health: Boolean(service.healthcheck) }).toEqual({ name, health: true });
      if (service.build) {
        const dockerfile = readFileSync(path.resolve(__dirname, '../..', service.build.dockerfile), 'utf8');
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
