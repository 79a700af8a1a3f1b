import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Therapist Handover | Haven" }];

export const loader = beingBuiltLoader;

export default function TherapistHandover() {
  return (
    <BeingBuilt
      title="Therapist Handover"
      summary="A curated list of human therapy platforms and a PDF export of your data to take with you."
    />
  );
}
