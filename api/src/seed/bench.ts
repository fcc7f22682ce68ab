import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Slug prefix of generated products, so a second run can find and replace them. */
export const BENCH_SLUG_PREFIX = 'bench-';

const ADJECTIVES = ['Classic', 'Modern', 'Vintage', 'Cinematic', 'Cosy', 'Bright', 'Gentle', 'Bold', 'Festive', 'Dreamy', 'Golden', 'Silver'];

/**
 * Adds `count` products for benchmarks and query plans, copied in turn from the demo catalogue (which must be seeded
 * first): varied names, prices, clip properties, ages, popularity and availability; the same media files, images,
 * categories and caption fields as the product each copies. A few INSERT ... SELECT over generate_series, one
 * transaction, no files written; earlier bench products are replaced. Answers the number of products now in the shop.
 */
export async function addBenchProducts(db: Db, count: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from products where slug like ${`${BENCH_SLUG_PREFIX}%`}`);
    await tx.execute(sql`create temporary table bench_map on commit drop as
      with base as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from products)
      select g, b.id as base_id, null::int as new_id
      from generate_series(1, ${count}::int) g join base b on b.n = g % b.total`);
    await tx.execute(sql`insert into products (slug, name, description, price_cents, type, is_available, preview, clip_image_count, clip_duration, ctime, popularity)
      select ${BENCH_SLUG_PREFIX} || m.g || '-' || p.slug,
        (${sql.raw(`array['${ADJECTIVES.join("','")}']`)})[1 + m.g % ${ADJECTIVES.length}] || ' ' || p.name || ' No. ' || m.g,
        p.description,
        greatest(p.price_cents + ((m.g * 37) % 41 - 20) * 100 + (m.g % 100), 100),
        p.type,
        m.g % 23 <> 0,
        p.preview,
        case when p.type = 2 then 5 + (m.g * 7) % 56 end,
        case when p.type = 2 then 30 + (m.g * 13) % 331 end,
        now() - make_interval(mins => m.g * 37),
        (m.g * 7919) % 1000
      from bench_map m join products p on p.id = m.base_id
      order by m.g`);
    await tx.execute(sql`update bench_map m set new_id = p.id from products b, products p where b.id = m.base_id and p.slug = ${BENCH_SLUG_PREFIX} || m.g || '-' || b.slug`);
    await tx.execute(sql`insert into product_images (product_id, image, position)
      select m.new_id, i.image, i.position from bench_map m join product_images i on i.product_id = m.base_id`);
    await tx.execute(sql`insert into product_categories (product_id, category_id)
      select m.new_id, c.category_id from bench_map m join product_categories c on c.product_id = m.base_id`);
    await tx.execute(sql`insert into caption_fields (product_id, label, position, data_type, required, parameters)
      select m.new_id, f.label, f.position, f.data_type, f.required, f.parameters from bench_map m join caption_fields f on f.product_id = m.base_id`);
    const result = (await tx.execute(sql`select count(*)::int as total from products`)) as unknown as { rows: { total: number }[] };
    return result.rows[0]?.total ?? 0;
  });
}
