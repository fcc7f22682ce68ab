// Prints EXPLAIN ANALYZE of the catalogue's statements for representative requests, on the database of DATABASE_URL
// (seed it with `npm run seed:bench -w api` first). Used to choose the indexes in docs/decisions/0011.
// npx tsx scripts/explain-catalog.ts [--summary]
import { sql, type SQL } from 'drizzle-orm';
import { create } from 'superstruct';
import { CatalogQueryStruct, PopularQueryStruct } from '@shop/shared/contracts';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { catalogPageQuery, popularQuery } from '../src/modules/catalog/repository';
import { rows } from '../src/db/sql';

const summary = process.argv.includes('--summary');
const filter = (value: unknown) => JSON.stringify(value);
const CASES: Record<string, Record<string, string>> = {
  'default order, page 1': {},
  'bench: categories + price, price asc, page 3': {
    _filter: filter({ categories: { operator: 'in', value: [2] }, price: { operator: 'between', value: [20, 60] } }),
    _sort: 'price',
    _order: 'asc',
    _page: '3',
  },
  'price desc, page 3': { _sort: 'price', _order: 'desc', _page: '3' },
  'popularity, page 1': { _sort: 'popularity' },
  'newest first, page 1': { _sort: 'ctime', _order: 'desc' },
  'duration desc': { _sort: 'clipProperties.duration', _order: 'desc' },
  'duration asc + duration filter': {
    _sort: 'clipProperties.duration',
    _order: 'asc',
    _filter: filter({ duration: { operator: 'between', value: [60, 120] } }),
  },
  'amount desc + amount filter': {
    _sort: 'clipProperties.imageCount',
    _order: 'desc',
    _filter: filter({ amount: { operator: 'between', value: [20, 30] } }),
  },
  'random, page 2': { _sort: 'random', seed: 'abc', _page: '2' },
  'bench: keyword "golden ann"': { q: 'golden ann' },
  'keyword "wed" (many matches)': { q: 'wed' },
  'related: categories + clip + not-in, _limit 9': {
    _filter: filter({
      categories: { operator: 'in', value: [1, 5] },
      type: { operator: 'eq', value: 2 },
      id: { operator: 'not-in', value: [2] },
    }),
    _limit: '9',
  },
  'ids in (product cache)': { _filter: filter({ id: [5, 50, 500, 5000] }) },
};

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
if (!config.databaseUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL database seeded with npm run seed:bench -w api');
const database = await createDatabase({ url: config.databaseUrl });
const explain = async (label: string, query: SQL) => {
  const plan = await rows<{ 'QUERY PLAN': string }>(database.db, sql`explain (analyze, buffers, costs off) ${query}`);
  const lines = plan.map((row) => row['QUERY PLAN']);
  console.log(`\n### ${label}`);
  console.log(
    summary
      ? lines.filter((line) => /time:|Index|Seq Scan|Sort|Bitmap|Execution/.test(line)).join('\n')
      : lines.join('\n'),
  );
};
try {
  for (const [label, query] of Object.entries(CASES))
    await explain(label, catalogPageQuery(create(query, CatalogQueryStruct)));
  await explain('popular, categories 1,2', popularQuery(create({ categories: '1,2' }, PopularQueryStruct)));
} finally {
  await database.close();
}
