import { configOrExit, runProcess } from './run-process';
import { prepareDatabase } from './seed/start';

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
