import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/**
 * Every table that holds a person's rows (it has a `user_id` column), read from the drizzle schema itself, so a
 * table added by any area is exported and migrated without anyone remembering to list it here.
 */
export interface PersonalTable {
  /** The SQL table name. */
  name: string;
  /** Every column's SQL name, in schema order. */
  columns: string[];
  /** The columns holding values sealed with `sealText` (named `*_enc` by convention). */
  sealedColumns: string[];
}

export const SEALED_COLUMN_SUFFIX = "_enc";

function readPersonalTables(): PersonalTable[] {
  const tables: PersonalTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    const columns = config.columns.map((column) => column.name);
    if (!columns.includes("user_id")) continue;
    tables.push({ name: config.name, columns, sealedColumns: columns.filter((name) => name.endsWith(SEALED_COLUMN_SUFFIX)) });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

export const PERSONAL_TABLES: readonly PersonalTable[] = readPersonalTables();
