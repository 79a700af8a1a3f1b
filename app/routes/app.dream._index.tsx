import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Dream Companion | Haven" }];

export const loader = beingBuiltLoader;

export default function DreamCompanion() {
  return (
    <BeingBuilt
      title="Dream Companion"
      summary="Log your dreams by typing or dictating, and explore patterns, symbols and statistics over time."
    />
  );
}
