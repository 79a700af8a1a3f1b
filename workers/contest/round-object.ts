import { DurableObject } from "cloudflare:workers";

/**
 * One contest day (UTC): serialises submissions and holds the live leaderboard.
 * Its behaviour arrives with the contest feature; the class is declared now so the binding and its
 * SQLite storage migration exist from the first deploy.
 */
export class ContestRound extends DurableObject<Env> {}
