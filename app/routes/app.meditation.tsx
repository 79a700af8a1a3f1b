import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Meditation | Haven" }];

export const loader = beingBuiltLoader;

export default function Meditation() {
  return (
    <BeingBuilt
      title="Meditation"
      summary="Six guided meditation sessions, from 8 to 20 minutes, with a gentle countdown timer."
    />
  );
}
