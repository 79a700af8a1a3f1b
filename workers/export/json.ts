import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { openText } from "../crypto/person-text";
import { PERSONAL_TABLES, SEALED_COLUMN_SUFFIX } from "../db/personal-tables";
import { toBase64 } from "../crypto/encryption";

/**
 * The machine-readable export of everything a person owns (data portability): their account and every row of every
 * table with their `user_id`, read from the schema so a table added by any area is included without a list to keep.
 * Sealed columns (`*_enc`) are opened and exported under their name without the suffix.
 */

/** Secrets that are not the person's data: hashes that would only help someone attack the account. */
const WITHHELD_COLUMNS: Record<string, readonly string[]> = {
  users: ["password_hash"],
  auth_tokens: ["token_hash"],
};

type Row = Record<string, unknown>;

export interface PersonalDataExport {
  format: "haven-export/1";
  exportedAt: string;
  about: string;
  account: Row;
  profileImage: string | null;
  /** Every table holding the person's rows, by table name (empty tables included, so absence means nothing). */
  tables: Record<string, Row[]>;
}

/** Millisecond timestamps (columns named `*_at`) as ISO strings, for people and programs alike. */
function readable(column: string, value: unknown): unknown {
  return column.endsWith("_at") && typeof value === "number" ? new Date(value).toISOString() : value;
}

async function exportRow(ctx: ServiceContext, userId: string, table: string, row: Row): Promise<Row> {
  const withheld = WITHHELD_COLUMNS[table] ?? [];
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (withheld.includes(column)) continue;
    if (column.endsWith(SEALED_COLUMN_SUFFIX)) {
      out[column.slice(0, -SEALED_COLUMN_SUFFIX.length)] = typeof value === "string" ? await openText(ctx, userId, value) : value;
    } else {
      out[column] = readable(column, value);
    }
  }
  return out;
}

export async function exportPersonalData(ctx: ServiceContext, member: Member): Promise<PersonalDataExport> {
  const userId = member.id;
  const statements = [
    ctx.env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(userId),
    ...PERSONAL_TABLES.map((table) => ctx.env.DB.prepare(`SELECT * FROM "${table.name}" WHERE user_id = ?`).bind(userId)),
  ];
  const [accountResult, ...tableResults] = await ctx.env.DB.batch<Row>(statements);
  const account = await exportRow(ctx, userId, "users", accountResult!.results[0] ?? {});

  const tables: Record<string, Row[]> = {};
  await Promise.all(
    PERSONAL_TABLES.map(async (table, index) => {
      tables[table.name] = await Promise.all(tableResults[index]!.results.map((row) => exportRow(ctx, userId, table.name, row)));
    }),
  );

  let profileImage: string | null = null;
  if (member.account.profileImageKey) {
    const object = await ctx.env.FILES.get(member.account.profileImageKey);
    if (object) {
      profileImage = `data:${object.httpMetadata?.contentType ?? "application/octet-stream"};base64,${toBase64(new Uint8Array(await object.arrayBuffer()))}`;
    }
  }

  return {
    format: "haven-export/1",
    exportedAt: ctx.now().toISOString(),
    about:
      "Everything Haven holds about you, as stored: your account, and every row of every table that belongs to you, with " +
      "encrypted text decrypted. Times are UTC. Password and sign-in link hashes are withheld: they are security data, not yours to reuse.",
    account,
    profileImage,
    tables: Object.fromEntries(Object.entries(tables).sort(([a], [b]) => a.localeCompare(b))),
  };
}
