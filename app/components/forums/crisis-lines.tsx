import { CrisisLinesSentence, CrisisSupportBox, usePersonsCrisisLines } from "~/components/crisis-lines";
import { forumMessages } from "../../../workers/shared/forums";

/** One line under a page title: the person's crisis lines, always in reach. */
export function CrisisLine() {
  const lines = usePersonsCrisisLines();
  return (
    <p className="mt-2 text-sm text-slate-600">
      In crisis? <CrisisLinesSentence lines={lines} linkClassName="font-semibold text-rose-800 underline underline-offset-2" />
    </p>
  );
}

/** The safety box of the forum list: always there, whatever the person's plan. */
export function SafetyBox() {
  return (
    <CrisisSupportBox id="safety-box-title" tone="sky" title="Your safety comes first">
      <p>
        The forums are peer support, not a crisis service, and they are not watched around the clock. If you or someone else may be
        in danger, reach a person now:
      </p>
    </CrisisSupportBox>
  );
}

/**
 * Crisis support beside a post or reply: for its author, the lines and their Safety Plan at once; for readers, how to
 * help without carrying it alone.
 */
export function CrisisSupportCard({ forAuthor, id }: { forAuthor: boolean; id: string }) {
  return (
    <CrisisSupportBox
      id={`${id}-title`}
      level={3}
      role={forAuthor ? "alert" : undefined}
      title={forAuthor ? forumMessages.crisisAuthorTitle : forumMessages.crisisReaderTitle}
      safetyPlan={forAuthor ? "Open my Safety Plan" : null}
      prominentSafetyPlan
    >
      <p>{forAuthor ? forumMessages.crisisAuthorText : forumMessages.crisisReaderText}</p>
    </CrisisSupportBox>
  );
}
