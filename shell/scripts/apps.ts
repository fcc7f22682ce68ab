// Where the apps of the one table (@shop/shared/apps) sit in this checkout.
import path from 'node:path';
import type { FrontEnd } from '@shop/shared/apps';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export const appDir = (app: FrontEnd) => path.join(repoRoot, app.folder);
