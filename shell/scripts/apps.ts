import path from 'node:path';
import type { RemoteName } from '@shop/shared/contracts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface FrontEnd {
  name: 'shell' | RemoteName;
  dir: string;
  port: number;
}

/** Every front end with its folder and local port (each its own origin). */
export const frontEnds: FrontEnd[] = [
  { name: 'mf_catalog', dir: path.join(repoRoot, 'mf-catalog'), port: 3001 },
  { name: 'mf_cart_checkout', dir: path.join(repoRoot, 'mf-cart-checkout'), port: 3002 },
  { name: 'mf_account', dir: path.join(repoRoot, 'mf-account'), port: 3003 },
  { name: 'mf_uploader', dir: path.join(repoRoot, 'mf-uploader'), port: 3004 },
  { name: 'shell', dir: path.join(repoRoot, 'shell'), port: 3000 },
];

export const remotes = frontEnds.filter((app) => app.name !== 'shell');
export const shellApp = frontEnds.find((app) => app.name === 'shell')!;
export const API_PORT = Number(process.env.API_PORT ?? 4000);
