import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Shiller Contest | Haven" }];

export const loader = beingBuiltLoader;

export default function ShillerContest() {
  return (
    <BeingBuilt
      title="Shiller Contest"
      summary="Daily community rounds: share a post about Haven, climb the leaderboard and earn community rewards."
    />
  );
}
