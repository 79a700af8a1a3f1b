/**
 * The D1 schema, one file per area. drizzle-kit reads this folder to generate migrations, and `npm test` checks
 * that it finds nothing new (scripts/check-migrations.mjs), so the schema and the migrations cannot drift apart.
 */
export * from "./accounts";
export * from "./ai";
export * from "./assessments";
export * from "./audit";
export * from "./chat";
export * from "./dreams";
export * from "./contest";
export * from "./email";
export * from "./journal";
export * from "./meditation";
export * from "./forums";
export * from "./progress";
export * from "./safety";
export * from "./subscriptions";
export * from "./therapists";
