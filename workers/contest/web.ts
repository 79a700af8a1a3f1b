import { Unauthorized } from "../errors";
import { parseInput } from "../validation";
import type { WebScope } from "../web/scope";
import { submissionSchema } from "./schemas";
import { contestPage, creatorRewardsBalance, submitEntry } from "./service";
import type { Member } from "../accounts/member";

/**
 * The contest for Remix loaders and actions. The page's own JSON routes (submit, refresh, balance) answer signed-out
 * callers with 401 instead of a redirect, so the page can say so in place.
 */
export function contestWeb(scope: WebScope) {
  const { services } = scope;
  async function signedIn(): Promise<Member> {
    const member = await scope.currentMember();
    if (!member) throw new Unauthorized();
    return member;
  }
  return {
    contest: {
      page: (member: Member) => contestPage(services, member),
      /** The same data as the page's loader, for the page's refreshes (after an entry, at the end of the round). */
      refresh: async () => contestPage(services, await signedIn()),
      submit: async (body: unknown) => submitEntry(services, await signedIn(), parseInput(submissionSchema, body)),
      balance: () => creatorRewardsBalance(services),
    },
  };
}
