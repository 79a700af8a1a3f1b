import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";

export interface ApiEnv {
  Bindings: Env;
  Variables: {
    services: ServiceContext;
    /** The signed-in person, set by `requireAuth`. */
    member: Member;
  };
}
