import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Journal | Haven" }];

export const loader = beingBuiltLoader;

export default function Journal() {
  return (
    <BeingBuilt
      title="Journal"
      summary="A private journal, encrypted at rest, with optional insights on each entry."
    />
  );
}
