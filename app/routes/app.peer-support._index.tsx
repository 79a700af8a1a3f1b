import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Peer Support | Haven" }];

export const loader = beingBuiltLoader;

export default function PeerSupport() {
  return (
    <BeingBuilt
      title="Peer Support"
      summary="Moderated topic forums where you can share, ask and support others, with crisis resources always in reach."
    />
  );
}
