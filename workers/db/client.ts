import { drizzle } from "drizzle-orm/d1";

/**
 * A drizzle handle over D1, made per request (cheap). Without the schema: given one, drizzle rebuilds its relational
 * config of every table on each call, about a third of a simple request's CPU (decision record 0049), and the
 * relational API (`db.query.*`) it enables is not used; queries name their tables (`db.select().from(users)`).
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Database = ReturnType<typeof createDb>;
