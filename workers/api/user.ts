import { Hono } from "hono";
import { z } from "zod";
import { changePassword, deleteAccount, updateName } from "../accounts/profile";
import { decodeImageDataUrl, saveProfileImage } from "../accounts/profile-image";
import { toPublicUser } from "../accounts/public-user";
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
    let account = c.var.member.account;
    if (input.profileImage !== undefined) {
      account = await saveProfileImage(c.var.services, account, decodeImageDataUrl(input.profileImage));
    }
    const user = input.name === undefined ? toPublicUser(account) : await updateName(c.var.services, account, input.name);
    return c.json({ user });
  })
  .put("/password", async (c) => {
    const { currentPassword, newPassword } = await parseJson(c, passwordSchema);
    await changePassword(c.var.services, c.var.member, {
      currentPassword,
      newPassword,
      confirmPassword: newPassword,
    });
    return c.json({ success: true, message: "Password changed successfully!" });
  })
  .delete("/account", async (c) => {
    await deleteAccount(c.var.services, c.var.member);
    return c.json({ success: true });
  });
