import { setFlagsFromString } from 'node:v8';
import { configOrExit, runProcess } from './run-process';
import { prepareDatabase } from './seed/start';

// Room on the heap between full collections. V8 set the next one at about 1.6 times what the last one kept (some
// 44 MB here), which a stream of requests reached again within a few MB, so the API was marking its whole heap nearly
// all the time: under chunked uploads it ran a full collection every 15 MB or so received. A limit of twice the kept
// size halved the API's CPU per MB uploaded, for a heap at most about 45 MB larger (docs/decisions/0018).
setFlagsFromString('--heap-growing-percent=100');

const config = configOrExit();
await runProcess({
  config,
  name: 'API',
  async start(app, database) {
    await prepareDatabase(database.db, config, app.log);
    const url = await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        database: database.driver,
        mediaDir: config.mediaDir,
        workers: config.jobs.workers,
        startupMs: Math.round(performance.now()),
      },
      `API ready at ${url}/api`,
    );
  },
});
