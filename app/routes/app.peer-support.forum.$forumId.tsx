import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Forum | Haven" }];

export const loader = beingBuiltLoader;

export default function Forum() {
  return (
    <BeingBuilt
      title="Forum"
      summary="A peer-support forum with posts, replies, likes and flagging."
    />
  );
}
