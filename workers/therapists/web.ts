import type { Member } from "../accounts/member";
import type { WebScope } from "../web/scope";
import { listTherapistsFor } from "./service";

/** The therapists, with whether the member's plan opens each, for Remix loaders. */
export function therapistsWeb({ services }: WebScope) {
  return {
    therapists: {
      listFor: (member: Member) => listTherapistsFor(services, member),
    },
  };
}
