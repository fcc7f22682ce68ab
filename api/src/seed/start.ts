import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ensureDefaultEditableTexts } from '../modules/content/repository';
import { ensureDemoStaffAccount } from '../modules/support/staff-account';
import { ensureDemoCoupons } from './coupons';
import { ensureDemoAccount } from './demo-account';
import { seedIfEmpty } from './index';

/**
 * What every start does after the migrations: the demo catalogue into an empty database, every known editable text
 * that is missing, and, outside production only, the demo shopper, its coupons and the demo staff account (their
 * passwords and codes are in the README).
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'production' | 'mediaDir'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  if (await seedIfEmpty(db, { mediaDir: config.mediaDir }))
    log.info({ ms: Date.now() - started }, 'seeded the demo shop');
  await ensureDefaultEditableTexts(db);
  if (config.production) return;
  await ensureDemoCoupons(db);
  if (await ensureDemoAccount(db)) log.info('made the demo account');
  if (await ensureDemoStaffAccount(db, { production: config.production })) log.info('made the demo staff account');
}
