import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Profile Settings | Haven" }];

export const loader = beingBuiltLoader;

export default function Profile() {
  return (
    <BeingBuilt
      title="Profile Settings"
      summary="Your name, photo, password, subscription and account settings."
    />
  );
}
