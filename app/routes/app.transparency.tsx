import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "AI Transparency | Haven" }];

export const loader = beingBuiltLoader;

export default function Transparency() {
  return (
    <BeingBuilt
      title="AI Transparency"
      summary="How Haven uses your data and AI, with data export and account deletion in one place."
    />
  );
}
