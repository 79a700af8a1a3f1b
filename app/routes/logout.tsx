import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

export async function action({ context }: ActionFunctionArgs) {
  return redirect("/login", { headers: { "Set-Cookie": await context.accounts.logout() } });
}

export function loader() {
  return redirect("/app");
}
