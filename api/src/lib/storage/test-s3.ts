// For tests: a local S3-compatible server (s3rver) on a free loopback port, files in a temporary folder.
import { after } from 'node:test';
import S3rver from 's3rver';
import type { S3Config } from '../../config';
import { temporaryDir } from '../../test/setup';

export interface TestS3 {
  /** The S3_* variables for testConfig; the bucket does not exist until the app (or a test) makes it. */
  env: NodeJS.ProcessEnv;
  /** The settings as Config['s3'] carries them. */
  settings: S3Config;
}

/** Starts the server for this test file; it stops after the file's tests. */
export async function startTestS3(bucket = 'media'): Promise<TestS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: await temporaryDir('shop-s3rver-'),
    silent: true,
  });
  const { port } = await server.run();
  after(async () => {
    server.httpServer.closeAllConnections();
    await server.close();
  });
  // s3rver accepts any key pair (S3RVER / S3RVER by default) but checks signatures only with its own.
  const settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
  };
}
