import type { UserRow } from "../db/schema";

/** The user as the API and the UI see it (field names from the spec). */
export interface PublicUser {
  _id: string;
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  preferences: { preferredTherapist: string | null };
  emailVerified: boolean;
  createdAt: string;
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    email: user.email,
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    firstName: user.firstName,
    lastName: user.lastName,
    // A same-origin URL served to the signed-in owner only; the key in it changes with every upload.
    profileImage: user.profileImageKey ? `/app/profile-image?v=${user.profileImageKey.split("/").pop()}` : null,
    preferences: { preferredTherapist: user.preferredTherapistId },
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
