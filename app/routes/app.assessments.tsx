import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Specialized Assessments | Haven" }];

export const loader = beingBuiltLoader;

export default function Assessments() {
  return (
    <BeingBuilt
      title="Specialized Assessments"
      summary="Short, validated questionnaires for each specialty (such as PHQ-9 and GAD-7) that help your therapist understand where you are."
    />
  );
}
