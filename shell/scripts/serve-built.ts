import path from 'node:path';
import { createRemoteServer, createShellServer } from '../server/servers';
import { createRemotesMapSource, DEFAULT_REMOTE_PORTS } from '../server/remotes-map';
const root = path.resolve(import.meta.dirname, '../..');
const dirs = { mf_catalog: 'mf-catalog', mf_cart_checkout: 'mf-cart-checkout', mf_account: 'mf-account', mf_uploader: 'mf-uploader' };
for (const [name, port] of Object.entries(DEFAULT_REMOTE_PORTS)) {
  try { const app = await createRemoteServer(path.join(root, dirs[name as keyof typeof dirs], 'dist')); await app.listen({ port }); } catch (e) { console.error(name, (e as Error).message); }
}
const shell = await createShellServer({ distDir: path.join(root, 'shell/dist'), apiUrl: 'http://localhost:4000', remotesMap: createRemotesMapSource() });
await shell.listen({ port: 3000 });
console.log('up');
