import { CrisisSupportBox } from "~/components/crisis-lines";

/**
 * Shown gently beside a dream whose words the crisis detector graded as a crisis. The dream is always kept; this is
 * an offer of support, never a refusal.
 */
export function SupportResources() {
  return (
    <CrisisSupportBox id="dream-support-title" title="Support is here if you need it">
      <p>Your dream is saved. Some of what you wrote sounds very painful, and you don&apos;t have to carry it alone.</p>
    </CrisisSupportBox>
  );
}
