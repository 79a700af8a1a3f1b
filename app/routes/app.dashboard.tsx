import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Progress | Haven" }];

export const loader = beingBuiltLoader;

export default function Progress() {
  return (
    <BeingBuilt
      title="Progress"
      summary="Your progress dashboard: mood entries, session statistics, charts and insights computed from your own data."
    />
  );
}
