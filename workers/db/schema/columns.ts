import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** When a row was written, in milliseconds; the database fills it in when the insert does not. */
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
