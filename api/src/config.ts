import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, FRONT_ENDS, LOCAL_SHOP_URL, localOrigin } from '@shop/shared/apps';
import { SOCIAL_PROVIDERS } from '@shop/shared/contracts';

export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Largest JSON body accepted; uploads (a later issue) set their own limit on their routes. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  /** NODE_ENV=production: the local payment provider must be asked for, and no demo staff account is made. */
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL server; without it the API keeps its data in PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite's data folder, inside dataDir. */
  pgliteDir: string;
  mediaDir: string;
  corsOrigins: string[];
  /**
   * Partner sites embedding the photo uploader: allowed (with credentials, for the upload-session cookie) on the
   * marketplace endpoints and /api/media only; every other route allows corsOrigins alone.
   */
  marketplaceOrigins: string[];
  logLevel: LogLevel;
  /** How long visitors' catalogue answers are reused (ms); 0 turns the cache off. */
  catalogCacheTtlMs: number;
  /** The site's public origin (the shell), for links in mail and OAuth redirect addresses. */
  publicUrl: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For is believed, so rate limits see the client's address. */
  trustProxy: boolean | string;
  /** Lifetimes of a session (ttlMs without remember me) and how long one may go unused (idleMs) before it ends. */
  sessions: { ttlMs: number; rememberMeTtlMs: number; idleMs: number };
  rateLimits: RateLimits;
  /** Shared rate-limit counters for replicas; in-process counters without it. */
  redisUrl: string | undefined;
  /**
   * Background jobs (docs/decisions/0021): `workers` (WORKERS=on|off, default on) runs the job workers in this process;
   * `ffmpegPath` (FFMPEG_PATH) replaces the binary of @ffmpeg-installer/ffmpeg; a failed render is retried after
   * `renderRetryDelaySeconds` (RENDER_RETRY_DELAY_SECONDS, default 30), doubling each time.
   */
  jobs: { workers: boolean; ffmpegPath: string | undefined; renderRetryDelaySeconds: number };
  mail: { from: string; smtpUrl: string | undefined; outboxDir: string | undefined };
  social: Partial<Record<SocialProviderName, SocialProviderConfig>>;
  /** Uploaded photos and chunks go to this S3-compatible bucket when S3_* is set; to mediaDir without it. */
  s3: S3Config | undefined;
  payments: PaymentsConfig;
  /** Signs the short-lived video links (docs/decisions/0022): VIDEO_LINK_SECRET, required in production; else made at start. */
  videoLinkSecret: string;
}

/** Stripe Checkout when STRIPE_SECRET_KEY is set, else the local provider (no keys, no network). */
export interface PaymentsConfig {
  provider: 'local' | 'stripe';
  /**
   * Checks webhook signatures: STRIPE_WEBHOOK_SECRET, or for the local provider without it a secret made at start (the
   * local provider signs its own events and delivers them to this same process).
   */
  webhookSecret: string;
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Where the SDK sends API calls (STRIPE_API_HOST, _PORT, _PROTOCOL): a stand-in in tests; Stripe's own without them. */
  host: string | undefined;
  port: number | undefined;
  protocol: 'http' | 'https' | undefined;
}

export interface S3Config {
  bucket: string;
  /** Empty for AWS itself; the service's URL otherwise (MinIO: http://object-storage:9000). */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface RateLimitRule {
  /** Part of the counter's key. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimits {
  signInPerIp: RateLimitRule;
  /** Sign-ins of one email from one client address. */
  signInPerIdentity: RateLimitRule;
  /** Sign-ins of one email from any address: far higher, so a stranger cannot lock a customer out. */
  signInPerIdentityCeiling: RateLimitRule;
  passwordResetPerIp: RateLimitRule;
  passwordResetPerIdentity: RateLimitRule;
  signUpPerIp: RateLimitRule;
  /** Current-password checks (change password) per signed-in user. */
  passwordCheckPerUser: RateLimitRule;
  /** New marketplace upload sessions (the shop_upload_session cookie) per client address. */
  uploadSessionPerIp: RateLimitRule;
  /** Chunks of chunked uploads per owner (user or upload session). */
  uploadChunkPerOwner: RateLimitRule;
  /** Marketplace photo saves and submits, per uploader (user or upload session) and per client address. */
  marketplaceUploadPerOwner: RateLimitRule;
  marketplaceUploadPerIp: RateLimitRule;
  marketplaceSubmitPerOwner: RateLimitRule;
  marketplaceSubmitPerIp: RateLimitRule;
  /** Support chat messages (new tickets and messages) per signed-in user. */
  supportMessagePerUser: RateLimitRule;
  /** Coupon codes tried (POST /api/cart/apply-coupon) per signed-in user: codes cannot be guessed by trying them all. */
  couponApplyPerUser: RateLimitRule;
  /** POST /api/editable-text (restores a known text's default) per client address. */
  editableTextPerIp: RateLimitRule;
}

export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];
export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Microsoft only: the Entra tenant (common, consumers, organizations or a tenant id). */
  tenant?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Default limits (counted per fixed window); each count can be changed with the RATE_LIMIT_* variable named beside it. */
const RATE_LIMIT_DEFAULTS: Record<keyof RateLimits, RateLimitRule & { variable: string }> = {
  signInPerIp: { name: 'sign-in-ip', limit: 50, windowMs: 15 * MINUTE_MS, variable: 'RATE_LIMIT_SIGN_IN_PER_IP' },
  signInPerIdentity: { name: 'sign-in-identity-ip', limit: 10, windowMs: 15 * MINUTE_MS, variable: 'RATE_LIMIT_SIGN_IN_PER_IDENTITY' },
  signInPerIdentityCeiling: { name: 'sign-in-identity', limit: 100, windowMs: 15 * MINUTE_MS, variable: 'RATE_LIMIT_SIGN_IN_IDENTITY_CEILING' },
  passwordResetPerIp: { name: 'reset-ip', limit: 20, windowMs: HOUR_MS, variable: 'RATE_LIMIT_RESET_PER_IP' },
  passwordResetPerIdentity: { name: 'reset-identity', limit: 5, windowMs: HOUR_MS, variable: 'RATE_LIMIT_RESET_PER_IDENTITY' },
  signUpPerIp: { name: 'sign-up-ip', limit: 30, windowMs: HOUR_MS, variable: 'RATE_LIMIT_SIGN_UP_PER_IP' },
  passwordCheckPerUser: { name: 'password-check-user', limit: 10, windowMs: 15 * MINUTE_MS, variable: 'RATE_LIMIT_PASSWORD_CHECK_PER_USER' },
  uploadSessionPerIp: { name: 'upload-session-ip', limit: 30, windowMs: HOUR_MS, variable: 'RATE_LIMIT_UPLOAD_SESSION_PER_IP' },
  // Generous: 200 photos of 8 MB are 800 chunks; the limit only stops a runaway or hostile client.
  uploadChunkPerOwner: { name: 'upload-chunk-owner', limit: 3000, windowMs: HOUR_MS, variable: 'RATE_LIMIT_UPLOAD_CHUNK_PER_OWNER' },
  // A page takes up to 200 photos, each maybe retried; several buyers may share one address (an office, a carrier NAT).
  marketplaceUploadPerOwner: { name: 'marketplace-upload-owner', limit: 600, windowMs: HOUR_MS, variable: 'RATE_LIMIT_MARKETPLACE_UPLOAD_PER_OWNER' },
  marketplaceUploadPerIp: { name: 'marketplace-upload-ip', limit: 2000, windowMs: HOUR_MS, variable: 'RATE_LIMIT_MARKETPLACE_UPLOAD_PER_IP' },
  marketplaceSubmitPerOwner: { name: 'marketplace-submit-owner', limit: 10, windowMs: HOUR_MS, variable: 'RATE_LIMIT_MARKETPLACE_SUBMIT_PER_OWNER' },
  marketplaceSubmitPerIp: { name: 'marketplace-submit-ip', limit: 50, windowMs: HOUR_MS, variable: 'RATE_LIMIT_MARKETPLACE_SUBMIT_PER_IP' },
  supportMessagePerUser: { name: 'support-message-user', limit: 30, windowMs: MINUTE_MS, variable: 'RATE_LIMIT_SUPPORT_MESSAGE_PER_USER' },
  // A shopper types a code or two, maybe mistyped; twenty tries in 15 minutes leave room for that and no more.
  couponApplyPerUser: { name: 'coupon-apply-user', limit: 20, windowMs: 15 * MINUTE_MS, variable: 'RATE_LIMIT_COUPON_APPLY_PER_USER' },
  // A page asks at most once per missing text (there are 8), and every start seeds them all.
  editableTextPerIp: { name: 'editable-text-ip', limit: 30, windowMs: HOUR_MS, variable: 'RATE_LIMIT_EDITABLE_TEXT_PER_IP' },
};

const DEFAULT_CORS_ORIGINS = FRONT_ENDS.map((app) => localOrigin(app.port));

/** Reads and checks the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const port = Number(env.PORT || API_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');

  const corsOrigins = originList(env, 'CORS_ORIGINS', DEFAULT_CORS_ORIGINS, 'http://localhost:3000', problems);
  const marketplaceOrigins = originList(env, 'MARKETPLACE_ORIGINS', [], 'https://partner.example', problems);

  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);

  const publicUrl = (env.PUBLIC_URL || LOCAL_SHOP_URL).replace(/\/+$/, '');
  if (!isOrigin(publicUrl)) problems.push(`PUBLIC_URL must be an origin like https://shop.example, got "${env.PUBLIC_URL}"`);

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);

  const sessionHours = positiveNumber(env, 'SESSION_TTL_HOURS', 24, problems);
  const rememberDays = positiveNumber(env, 'SESSION_REMEMBER_ME_DAYS', 30, problems);
  const idleHours = positiveNumber(env, 'SESSION_IDLE_HOURS', 7 * 24, problems);

  const rateLimits = Object.fromEntries(
    Object.entries(RATE_LIMIT_DEFAULTS).map(([key, { variable, ...rule }]) => [key, { ...rule, limit: positiveInteger(env, variable, rule.limit, problems) }]),
  ) as unknown as RateLimits;

  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\/\S+$/.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  const workers = env.WORKERS ?? 'on';
  if (workers !== 'on' && workers !== 'off') problems.push(`WORKERS must be on or off, got "${env.WORKERS}"`);
  const renderRetryDelaySeconds = positiveInteger(env, 'RENDER_RETRY_DELAY_SECONDS', 30, problems);

  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/\S+$/.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const mailFrom = env.MAIL_FROM || 'Story Shop <no-reply@storyshop.example>';

  const social: Config['social'] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) social[provider] = { clientId, clientSecret, ...(provider === 'microsoft' ? { tenant: env.MICROSOFT_TENANT || 'common' } : {}) };
    else if (clientId || clientSecret) problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }

  const catalogCacheTtlMs = Number(env.CATALOG_CACHE_TTL_MS ?? 5000);
  if (!Number.isInteger(catalogCacheTtlMs) || catalogCacheTtlMs < 0) {
    problems.push(`CATALOG_CACHE_TTL_MS must be a whole number of milliseconds (0 turns the cache off), got "${env.CATALOG_CACHE_TTL_MS}"`);
  }

  const s3 = parseS3(env, problems);
  const payments = parsePayments(env, production, problems);
  const videoLinkSecret = parseVideoLinkSecret(env, production, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR || path.join(API_ROOT, '.data'));
  return {
    production,
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    corsOrigins,
    marketplaceOrigins,
    logLevel,
    catalogCacheTtlMs,
    publicUrl,
    trustProxy,
    sessions: { ttlMs: sessionHours * HOUR_MS, rememberMeTtlMs: rememberDays * 24 * HOUR_MS, idleMs: idleHours * HOUR_MS },
    rateLimits,
    redisUrl,
    jobs: { workers: workers !== 'off', ffmpegPath: env.FFMPEG_PATH || undefined, renderRetryDelaySeconds },
    mail: {
      from: mailFrom,
      smtpUrl,
      // "none" turns the JSON copies off; production has none unless MAIL_OUTBOX_DIR names a folder.
      outboxDir:
        env.MAIL_OUTBOX_DIR === 'none' || (production && !env.MAIL_OUTBOX_DIR)
          ? undefined
          : path.resolve(env.MAIL_OUTBOX_DIR || path.join(dataDir, 'outbox')),
    },
    social,
    s3,
    payments,
    videoLinkSecret,
  };
}

/** Replicas must share it, and links must survive a restart: production sets it; elsewhere a random one per process will do. */
function parseVideoLinkSecret(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): string {
  const secret = env.VIDEO_LINK_SECRET || undefined;
  if (secret && secret.length < 32) problems.push('VIDEO_LINK_SECRET must be at least 32 characters long');
  if (!secret && production) problems.push('In production set VIDEO_LINK_SECRET (at least 32 random characters; every API replica the same)');
  return secret ?? randomBytes(32).toString('base64url');
}

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together turn Stripe on; none of them: local. */
function parsePayments(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  const port = env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) problems.push(`STRIPE_API_PORT must be an integer from 1 to 65535, got "${env.STRIPE_API_PORT}"`);
  const protocol = env.STRIPE_API_PROTOCOL || undefined;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') problems.push(`STRIPE_API_PROTOCOL must be http or https, got "${protocol}"`);
  if (!secretKey) {
    if (publishableKey) problems.push('STRIPE_PUBLISHABLE_KEY needs STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) as well');
    // The local provider marks orders paid without charging anyone: a production server takes it only when told to
    // (a demo such as docker-compose.yml), never because the Stripe keys were forgotten.
    if (production && env.PAYMENT_PROVIDER !== 'local')
      problems.push('In production set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=local to take orders without charging (a demo)');
    return { provider: 'local', webhookSecret: webhookSecret ?? `whsec_local_${randomBytes(32).toString('base64url')}`, stripe: undefined };
  }
  const missing = [publishableKey ? '' : 'STRIPE_PUBLISHABLE_KEY', webhookSecret ? '' : 'STRIPE_WEBHOOK_SECRET'].filter(Boolean);
  if (missing.length > 0) problems.push(`Stripe payments need ${missing.join(' and ')} as well as STRIPE_SECRET_KEY`);
  return {
    provider: 'stripe',
    webhookSecret: webhookSecret ?? '',
    stripe: { secretKey, publishableKey: publishableKey ?? '', host: env.STRIPE_API_HOST || undefined, port, protocol: protocol as StripeConfig['protocol'] },
  };
}

/** S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_ENDPOINT and S3_REGION optional), or none. */
function parseS3(env: NodeJS.ProcessEnv, problems: string[]): S3Config | undefined {
  const names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const;
  if (!names.some((name) => env[name])) return undefined;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0) problems.push(`S3 storage needs ${missing.join(', ')} as well (or no S3_* variable at all)`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/\S+$/.test(endpoint)) problems.push(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  if (missing.length > 0) return undefined;
  return {
    bucket: env.S3_BUCKET as string,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
  };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) problems.push(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const value = positiveNumber(env, name, fallback, problems);
  if (env[name] && !Number.isInteger(value)) problems.push(`${name} must be a whole number, got "${env[name]}"`);
  return value;
}

/** "true", "false" or a comma-separated list of addresses, CIDR ranges and proxy-addr names (loopback, uniquelocal). */
function parseTrustProxy(raw: string | undefined): boolean | string {
  if (!raw) return 'loopback';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

/** A comma-separated list of origins (spaces around them ignored), `fallback` when unset or empty. */
function originList(env: NodeJS.ProcessEnv, name: string, fallback: string[], example: string, problems: string[]): string[] {
  const raw = env[name];
  const origins = raw ? raw.split(',').map((origin) => origin.trim()).filter(Boolean) : fallback;
  const bad = origins.filter((origin) => !isOrigin(origin));
  if (bad.length > 0) problems.push(`${name} must be a comma-separated list of origins like ${example}, got "${bad.join(', ')}"`);
  return origins;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
