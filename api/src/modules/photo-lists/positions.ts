import { sql, type SQL } from 'drizzle-orm';
import { byPosition, type PhotoPosition } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import type { Outcome } from '../../db/transaction';
import type { PhotoListRefusal } from './messages';

/**
 * A list's photos as a JSON array of { id, image, position } in position order ('[]' when none), for a select list.
 * `from` names the photo table as `ph` and the list, e.g. sql`order_item_photos ph where ph.order_item_id = i.id`.
 */
export const photoListJson = (from: SQL) =>
  sql`coalesce((select json_agg(json_build_object('id', ph.id, 'image', ph.image, 'position', ph.position)
    order by ph.position, ph.id) from ${from}), '[]'::json)`;

export interface PlacedPhoto {
  id: number;
  position: number;
}

/** The ids in order with `id` put at `position` (past the end: last). */
export function insertedAt(ids: number[], id: number, position: number): number[] {
  const at = Math.min(position, ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
}

/**
 * The order after a reorder call: each named photo goes to its given position and the others keep their order around
 * it, so a full list of positions is exactly the new order and a single move is what a drag does (a photo moved down
 * lands after the one it replaced, moved up before it). Positions past the end mean last. An id that is not in the
 * list, or one named twice, is refused: the caller changes nothing.
 */
export function movedOrder(
  current: PlacedPhoto[],
  moves: PhotoPosition[],
  field = 'positions',
): Outcome<number[], PhotoListRefusal> {
  // The list's path in the request body ('' when the body is the list itself), for the refusal's field.
  const idField = (index: number) => (field ? `${field}.${index}.id` : `${index}.id`);
  const wanted = new Map<number, number>();
  for (const [index, move] of moves.entries()) {
    if (wanted.has(move.id)) return { ok: false, refusal: { reason: 'namedTwice', id: move.id, field: idField(index) } };
    wanted.set(move.id, move.position);
  }
  const known = new Set(current.map((photo) => photo.id));
  const strayIndex = moves.findIndex((move) => !known.has(move.id));
  if (strayIndex >= 0) return { ok: false, refusal: { reason: 'unknownPhoto', field: idField(strayIndex) } };
  const ordered = byPosition(current);
  const keys = new Map(
    ordered.map((photo, index) => {
      const target = wanted.get(photo.id) ?? index;
      return [photo.id, [target, Math.sign(target - index), index] as const];
    }),
  );
  const key = (id: number) => keys.get(id) ?? [0, 0, 0];
  const order = ordered
    .map((photo) => photo.id)
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
    });
  return { ok: true, value: order };
}

/** Writes positions 0..n-1 in this order, in one statement touching only the rows whose position changes. */
export async function writeOrder(
  db: Db,
  table: 'cart_item_images' | 'marketplace_photos',
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${sql.identifier(table)} as t set position = v.position from (values ${values}) as v(id, position)
      where t.id = v.id and t.position <> v.position`,
  );
}
