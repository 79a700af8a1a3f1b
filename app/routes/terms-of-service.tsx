import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalDocument, utcDate, type LegalSection } from "~/components/public-layout";

export const meta: MetaFunction = () => [
  { title: "Terms of Service | Haven" },
  {
    name: "description",
    content:
      "The terms for using Haven: what the service is and is not, subscriptions and payment, acceptable use, disclaimers and your rights.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ date: utcDate(context.now()), supportEmail: context.publicConfig.supportEmail });
}

export default function TermsOfService() {
  const { date, supportEmail } = useLoaderData<typeof loader>();
  const email = (
    <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
      {supportEmail}
    </a>
  );

  const sections: LegalSection[] = [
    {
      id: "acceptance",
      title: "Accepting these terms",
      body: (
        <p>
          These terms are an agreement between you and Haven. By creating an account or using Haven you agree to them.
          If you do not agree, please do not use Haven.
        </p>
      ),
    },
    {
      id: "the-service",
      title: "What Haven is, and what it is not",
      body: (
        <>
          <p>
            Haven offers conversations with AI therapists, mood tracking, assessments, a journal, guided meditation, a
            dream companion and peer support forums. Haven&apos;s therapists are AI, not humans. They are not licensed
            clinicians and they do not diagnose conditions, prescribe medication or provide medical advice.
          </p>
          <p>
            <strong>Haven is not a substitute for professional care and is not an emergency service.</strong> If you are
            in crisis or thinking about harming yourself, call or text 988 (Suicide &amp; Crisis Lifeline, US), text HOME
            to 741741 (Crisis Text Line), or call your local emergency number.
          </p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility and your account",
      body: (
        <>
          <p>
            You must be at least 13 years old to use Haven. If you are under 18, you may need a parent&apos;s or
            guardian&apos;s consent, depending on where you live, and they agree to these terms on your behalf.
          </p>
          <p>
            Give accurate information when you register, keep your password to yourself and tell us at {email} if you
            think someone else has used your account. You are responsible for activity under your account.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>Please help keep Haven safe. You agree not to:</p>
          <ul>
            <li>harass, threaten, shame or encourage harm to anyone in the forums or elsewhere;</li>
            <li>share other people&apos;s personal information or post anything unlawful;</li>
            <li>advertise, spam, or ask members for money or personal contact;</li>
            <li>try to break, overload, reverse-engineer or gain unauthorised access to Haven or other accounts;</li>
            <li>use Haven to build a competing product or to collect data about other users.</li>
          </ul>
          <p>
            Forum posts must follow each forum&apos;s community guidelines. We may remove content and limit accounts that
            break these rules.
          </p>
        </>
      ),
    },
    {
      id: "privacy",
      title: "Privacy",
      body: (
        <p>
          Your privacy matters deeply to us. Our{" "}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>{" "}
          explains what we collect, how we protect it (including encryption at rest of your conversations and journal)
          and how to export or delete your data. It forms part of these terms.
        </p>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <>
          <p>
            Haven, including its software, design, text, therapist personas and logos, belongs to Haven and its
            licensors and is protected by intellectual property laws. We give you a personal, non-exclusive,
            non-transferable licence to use Haven for your own, non-commercial purposes while these terms apply.
          </p>
          <p>
            What you write stays yours. You give us only the permission we need to store, process and display your
            content to provide Haven to you (and, for forum posts, to show them to other members). That permission ends
            when you delete the content or your account, except for copies others have already quoted in the forums.
          </p>
        </>
      ),
    },
    {
      id: "subscription-and-payment",
      title: "Subscription and payment",
      body: (
        <>
          <ul>
            <li>
              <strong>Free trial:</strong> every new account gets a 7-day free trial of every feature. It ends at
              23:59:59 UTC on its last day and does not turn into a paid plan unless you subscribe.
            </li>
            <li>
              <strong>Plans:</strong> Base costs $9.99 per month and includes one AI therapist of your choice; Advanced
              costs $19.99 per month and includes all 10 therapists and every feature.
            </li>
            <li>
              <strong>Billing:</strong> subscriptions are billed in advance on a recurring monthly basis and renew
              automatically until you cancel.
            </li>
            <li>
              <strong>Cancellation:</strong> you can cancel any time from Profile settings, with no cancellation fee. You
              keep access until the end of the period you have paid for, and you will not be charged again.
            </li>
            <li>
              <strong>Refunds:</strong> refunds are handled according to our refund policy: payments are non-refundable
              and we do not refund partial periods, except where the law requires otherwise. If you think you were charged
              in error, write to {email} within 30 days and we will refund any charge made in error.
            </li>
            <li>
              <strong>Changes to fees:</strong> we may change our prices. We will give you at least 30 days&apos; notice
              by email, and a new price applies only from your next billing period after the notice ends.
            </li>
            <li>
              <strong>Payment processing:</strong> payments are processed by a third-party payment processor, which
              handles your card details under its own terms and privacy policy. We never see or store your full card
              number.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "community-token",
      title: "Community token",
      body: (
        <p>
          Haven&apos;s community token on the Solana network is optional and is not needed to use any part of Haven.
          Contest rewards are paid as described on the contest page. Nothing on Haven is financial or investment advice;
          crypto assets are volatile, blockchain transactions cannot be reversed, and you are responsible for your own
          wallet and any taxes.
        </p>
      ),
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      body: (
        <>
          <p>
            <strong>Service provided as-is.</strong> Haven is provided &ldquo;as is&rdquo; and &ldquo;as
            available&rdquo;. To the extent the law allows, we make no warranties, express or implied, including of
            merchantability, fitness for a particular purpose or uninterrupted availability. AI responses can be wrong
            or incomplete: use your own judgment and consult a qualified professional about your health.
          </p>
          <p>
            <strong>Limit of liability.</strong> To the extent the law allows, Haven is not liable for any indirect,
            incidental, special or consequential damages, or for loss of data or profits. Our total liability for any
            claim relating to Haven is limited to the amount you paid us in the 12 months before the claim, or $100 if
            that is greater. Nothing in these terms limits liability that cannot be limited by law.
          </p>
          <p>
            <strong>Indemnification.</strong> You agree to indemnify and hold Haven harmless from claims, losses and
            costs (including reasonable legal fees) arising from your misuse of Haven, your content or your breach of
            these terms.
          </p>
        </>
      ),
    },
    {
      id: "termination",
      title: "Termination",
      body: (
        <>
          <p>
            You can stop using Haven and delete your account at any time from Profile settings; your data is then
            deleted within 30 days, as the Privacy Policy explains.
          </p>
          <p>
            We may suspend or close an account that seriously or repeatedly breaks these terms, or where the law requires
            us to. Unless it would be unsafe or unlawful, we will tell you why and give you the chance to export your
            data. Sections that by their nature should survive termination (such as disclaimers and limits of liability)
            continue to apply.
          </p>
        </>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law",
      body: (
        <p>
          These terms are governed by the laws of the United States and of the state in which Haven&apos;s operating
          company is established, without regard to conflict-of-law rules. Disputes will be handled by the competent
          courts there. Nothing in this section removes consumer protections that apply to you where you live.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms as Haven changes, and we will change the date at the top of this page when we do. If
          a change materially affects your rights, we will tell you by email or in the app before it takes effect. If you
          keep using Haven after that, you accept the updated terms; if you do not agree, you can cancel and delete your
          account.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          Questions about these terms? Write to {email}, or visit the{" "}
          <Link to="/help-center" className="font-medium text-brand-700 underline">
            Help Center
          </Link>
          .
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Terms of Service"
      dateLabel="Effective"
      date={date}
      intro={
        <p>
          Thank you for choosing Haven. These terms explain what you can expect from us and what we ask of you. We have
          tried to keep them clear; the most important point is this: Haven&apos;s therapists are AI and are not a
          substitute for professional care or emergency help.
        </p>
      }
      sections={sections}
    />
  );
}
