import { Hono } from "hono";
import { z } from "zod";
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from "../accounts/email-links";
import { toPublicUser } from "../accounts/public-user";
import { login, logout, register } from "../accounts/service";
import { requestMeta } from "../context";
import { loginSchema, registerApiSchema } from "../accounts/schemas";
import { plainString } from "../validation";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

const tokenSchema = z.object({ token: z.string({ error: "No verification token found. Please check your email for the correct link." }).max(200) });
const forgotSchema = z.object({ email: plainString("Email", "Email is required").max(254) });
const resetSchema = z.object({ token: z.string({ error: "The reset link is incomplete." }).max(200), password: z.string({ error: "Password must be at least 8 characters long" }) });

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
  .post("/verify-email", async (c) => {
    const { token } = await parseJson(c, tokenSchema);
    const { user, session } = await verifyEmail(c.var.services, token, requestMeta(c.req.raw));
    return c.json({ token: session.token, user });
  })
  .post("/resend-verification", requireAuth, async (c) => {
    await resendVerification(c.var.services, c.var.member.account);
    return c.json({ success: true, message: "Verification email sent successfully! Please check your inbox." });
  })
  .post("/forgot-password", async (c) => {
    const { email } = await parseJson(c, forgotSchema);
    return c.json({ success: true, message: await requestPasswordReset(c.var.services, email, requestMeta(c.req.raw)) });
  })
  .post("/reset-password", async (c) => {
    const { token, password } = await parseJson(c, resetSchema);
    await resetPassword(c.var.services, token, password);
    return c.json({ success: true, message: "Your password has been changed. Please sign in with your new password." });
  })
  .get("/profile", requireAuth, (c) => c.json({ user: toPublicUser(c.var.member.account) }))
  .post("/logout", requireAuth, async (c) => {
    await logout(c.var.services, c.var.member);
    return c.json({ success: true });
  });
