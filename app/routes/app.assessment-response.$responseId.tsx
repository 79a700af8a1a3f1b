import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Assessment Results | Haven" }];

export const loader = beingBuiltLoader;

export default function AssessmentResult() {
  return (
    <BeingBuilt
      title="Assessment Results"
      summary="Your assessment results: the score band, key findings and recommendations, and your answers."
    />
  );
}
