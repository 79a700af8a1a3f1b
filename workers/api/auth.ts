import { Hono } from "hono";
import { login, logout, register, toPublicUser } from "../accounts/service";
import { requestMeta } from "../context";
import { loginSchema, registerApiSchema } from "../shared/auth-validation";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

export const authRoutes = new Hono<ApiEnv>()
  .post("/register", async (c) => {
    const input = await parseJson(c, registerApiSchema);
    const { user, session } = await register(c.var.services, input, requestMeta(c.req.raw));
    return c.json({ token: session.token, user }, 201);
  })
  .post("/login", async (c) => {
    const input = await parseJson(c, loginSchema);
    const { user, session } = await login(c.var.services, input, requestMeta(c.req.raw));
    return c.json({ token: session.token, user });
  })
  .get("/profile", requireAuth, (c) => c.json({ user: toPublicUser(c.var.auth.user) }))
  .post("/logout", requireAuth, async (c) => {
    await logout(c.var.services, c.var.auth.user.id, c.var.auth.sessionId);
    return c.json({ success: true });
  });
