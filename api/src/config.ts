import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Largest JSON body accepted; uploads (a later issue) set their own limit on their routes. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; without it the API keeps its data in PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite's data folder, inside dataDir. */
  pgliteDir: string;
  mediaDir: string;
  corsOrigins: string[];
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

/** Reads and checks the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];

  const port = Number(env.PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');

  const corsOrigins = env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : DEFAULT_CORS_ORIGINS;
  const badOrigins = corsOrigins.filter((origin) => !isOrigin(origin));
  if (badOrigins.length > 0) problems.push(`CORS_ORIGINS must be a comma-separated list of origins like http://localhost:3000, got "${badOrigins.join(', ')}"`);

  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);

  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR || path.join(API_ROOT, '.data'));
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    corsOrigins,
    logLevel,
  };
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
