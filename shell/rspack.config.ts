import { createRspackConfigs } from '@shop/shared/build';
import { localRemotesMap } from '@shop/shared/apps';
import { SHOP_NAME } from '@shop/shared/constants';

const [browserBuild, ...serverBuild] = createRspackConfigs({
  dir: import.meta.dirname,
  name: 'shell',
  title: SHOP_NAME,
});
const config = browserBuild!;

// In dev the shell's page is served by the dev server, which hands out the remotes map of the dev servers.
config.devServer = {
  ...config.devServer,
  setupMiddlewares: (middlewares) => {
    middlewares.unshift({
      name: 'remotes-map',
      path: '/remotes.json',
      middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(localRemotesMap()));
      },
    });
    return middlewares;
  },
};

export default [config, ...serverBuild];
