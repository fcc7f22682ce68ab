import { integer, max, min } from 'superstruct';

/** The largest id a table holds (PostgreSQL integer): a larger number is refused as not an id, never sent to the database. */
export const MAX_ID = 2_147_483_647;

/** A row id in a request: a whole number from 1 to MAX_ID. */
export const id = () => max(min(integer(), 1), MAX_ID);
