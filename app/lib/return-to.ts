/**
 * A `returnTo` value as an in-app path, or null. Only paths under /app are allowed, so a crafted link cannot send
 * someone to another site; the chat passes them without the leading slash ("app/chat/th_grief").
 */
export function inAppPath(returnTo: string | null | undefined): string | null {
  if (!returnTo) return null;
  const path = `/${returnTo.replace(/^\/+/, "")}`;
  return /^\/app(\/[A-Za-z0-9_\-/]*)?(\?[A-Za-z0-9_\-=&%]*)?$/.test(path) && !path.includes("//") ? path : null;
}
