import { Hono } from "hono";
import { z } from "zod";
import { changePassword, deleteAccount, updateName } from "../accounts/profile";
import { toPublicUser } from "../accounts/service";
import { Invalid } from "../errors";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

const profileSchema = z.object({
  name: z.string({ error: "Name cannot be empty" }).optional(),
  profileImage: z.string().optional(),
});

const passwordSchema = z.object({
  currentPassword: z.string({ error: "Please enter your current password" }),
  newPassword: z.string({ error: "Password must be at least 8 characters long" }),
});

export const userRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .put("/profile", async (c) => {
    const input = await parseJson(c, profileSchema);
    if (input.profileImage !== undefined) {
      throw new Invalid("Profile images cannot be changed yet; this arrives with the profile settings.", "profileImage", "NOT_AVAILABLE");
    }
    const user = input.name === undefined ? toPublicUser(c.var.auth.user) : await updateName(c.var.services, c.var.auth.user, input.name);
    return c.json({ user });
  })
  .put("/password", async (c) => {
    const { currentPassword, newPassword } = await parseJson(c, passwordSchema);
    await changePassword(c.var.services, c.var.auth.user, c.var.auth.sessionId, {
      currentPassword,
      newPassword,
      confirmPassword: newPassword,
    });
    return c.json({ success: true, message: "Password changed successfully!" });
  })
  .delete("/account", async (c) => {
    await deleteAccount(c.var.services, c.var.auth.user);
    return c.json({ success: true });
  });
