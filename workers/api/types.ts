import type { Authenticated } from "../auth/sessions";
import type { ServiceContext } from "../context";

export interface ApiEnv {
  Bindings: Env;
  Variables: {
    services: ServiceContext;
    auth: Authenticated;
  };
}
