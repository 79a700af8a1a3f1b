import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Dream | Haven" }];

export const loader = beingBuiltLoader;

export default function DreamDetail() {
  return (
    <BeingBuilt
      title="Dream"
      summary="A single dream with its analysis, a reflection and your notes."
    />
  );
}
