import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Assessment | Haven" }];

export const loader = beingBuiltLoader;

export default function AssessmentTaking() {
  return (
    <BeingBuilt
      title="Assessment"
      summary="Taking an assessment one question at a time, with your progress saved as you go."
    />
  );
}
