import { json, type MetaFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalDocument, utcDate, type LegalSection } from "~/components/public-layout";

export const meta: MetaFunction = () => [
  { title: "Privacy Policy | Haven" },
  {
    name: "description",
    content:
      "What Haven collects, how it is encrypted and used, the AI providers involved, your choices, data export and deletion.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ date: utcDate(context.now()), supportEmail: context.publicConfig.supportEmail });
}

export default function PrivacyPolicy() {
  const { date, supportEmail } = useLoaderData<typeof loader>();
  const email = (
    <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
      {supportEmail}
    </a>
  );

  const sections: LegalSection[] = [
    {
      id: "what-we-collect",
      title: "What we collect",
      body: (
        <>
          <p>We collect only what we need to provide Haven and keep it safe:</p>
          <ul>
            <li>
              <strong>Account details:</strong> your name, email address and, if you add one, a profile image. We store
              your password only as a salted, one-way hash, never in readable form.
            </li>
            <li>
              <strong>What you create:</strong> your chat messages with our AI therapists, mood entries, assessment
              answers and results, journal entries, dream logs, meditation sessions and any posts or replies in the peer
              support forums.
            </li>
            <li>
              <strong>Subscription details:</strong> your plan, its status and billing period. Card details go directly
              to our payment processor; we never see or store your full card number.
            </li>
            <li>
              <strong>Security information:</strong> your IP address and basic device information when you sign in,
              used to protect accounts (for example, to limit repeated failed sign-ins), and a record of security
              events such as sign-ins, password changes and account deletion, which never includes what you wrote.
            </li>
            <li>
              <strong>Contest entries:</strong> if you take part in the community contest, the post link and public
              wallet address you submit.
            </li>
          </ul>
          <p>We do not collect your location, your contacts or anything from other apps on your device.</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      body: (
        <>
          <ul>
            <li>To provide Haven: replies from your AI therapist, insights, assessment results and your progress.</li>
            <li>
              To keep you safe: every message you write is checked automatically for signs of crisis so that we can show
              crisis resources straight away.
            </li>
            <li>To secure your account and prevent abuse, fraud and spam.</li>
            <li>To manage your trial and subscription, and to send you essential service emails.</li>
            <li>To answer you when you contact support.</li>
          </ul>
          <p>
            We do not sell your personal information, we do not use it for advertising and we do not share it with data
            brokers.
          </p>
        </>
      ),
    },
    {
      id: "ai-providers",
      title: "AI providers",
      body: (
        <>
          <p>
            Haven&apos;s therapists are AI, not humans. To write a reply or an insight, the text it needs (your message
            and the relevant recent context) is processed either by Haven&apos;s built-in engine on our own
            infrastructure or by an AI model provider acting on our behalf. Providers we use may process that text only
            to produce the response for you, under contract, and may not use it for their own purposes such as
            advertising.
          </p>
          <p>
            Crisis detection runs on our own servers and does not depend on an AI provider. The AI Transparency page in
            the app explains in more detail how your data is used.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "How we protect your data",
      body: (
        <ul>
          <li>
            <strong>Encryption at rest:</strong> chat messages, journal text, dream entries and written assessment
            answers are encrypted with AES-256-GCM before they are stored.
          </li>
          <li>
            <strong>Encryption in transit:</strong> every connection to Haven uses HTTPS.
          </li>
          <li>
            <strong>Access checks:</strong> every request for personal data is checked against the signed-in account,
            so no one else can open your records.
          </li>
          <li>
            <strong>Audit trail:</strong> security-relevant actions are logged, without their content, so that
            problems can be investigated.
          </li>
        </ul>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and tracking",
      body: (
        <>
          <p>
            Haven uses one cookie: an HttpOnly session cookie that keeps you signed in. Page scripts cannot read it, it
            is sent only over secure connections, and it is cleared when you sign out.
          </p>
          <p>
            We use no analytics cookies, no advertising cookies and no third-party trackers, pixels or scripts. Our
            pages load nothing from other websites.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "When we share information",
      body: (
        <>
          <p>We share personal information only:</p>
          <ul>
            <li>
              with service providers who run parts of Haven for us (hosting, AI processing, payment processing and email
              delivery), only for that purpose and under contract;
            </li>
            <li>with other members, when you choose to post in a peer support forum (anonymously, if the forum allows);</li>
            <li>when the law requires it, for example a valid court order, and we will tell you unless we are prohibited;</li>
            <li>with your explicit consent, for example a data export you choose to share with a therapist.</li>
          </ul>
          <p>
            If you use the community token or enter the contest, wallet addresses and transactions on the Solana
            blockchain are public and permanent by design; we cannot change or delete them.
          </p>
        </>
      ),
    },
    {
      id: "your-choices",
      title: "Your choices and rights",
      body: (
        <>
          <ul>
            <li>
              <strong>Export:</strong> download your data as a PDF at any time from the Therapist Handover page or the
              AI Transparency page, on any plan or trial.
            </li>
            <li>
              <strong>Correct:</strong> update your name and profile image in Profile settings.
            </li>
            <li>
              <strong>Delete:</strong> delete your account from Profile settings or the AI Transparency page. You can
              also delete individual chat sessions, journal entries, dreams and posts.
            </li>
            <li>
              <strong>Ask:</strong> write to {email} for a copy of your data, or with any question or objection about
              how we use it.
            </li>
          </ul>
          <p>
            Depending on where you live, you may have further rights under laws such as the GDPR or the California
            Consumer Privacy Act. We honour those requests, and we will never treat you differently for making one.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep data",
      body: (
        <>
          <p>
            We keep your data while your account is active. When you ask us to delete your account, we delete your data
            within 30 days of your request, except records we must keep by law, such as billing records.
          </p>
          <p>
            If an account is inactive for 2 years, its data may be deleted. We will email you before we do, so that you
            can sign in to keep it or export a copy.
          </p>
        </>
      ),
    },
    {
      id: "age",
      title: "Age requirements",
      body: (
        <p>
          You must be at least 13 years old to use Haven. If you are under 18, you may need a parent&apos;s or
          guardian&apos;s consent, depending on where you live. If we learn that someone under 13 has created an
          account, we will delete it and its data.
        </p>
      ),
    },
    {
      id: "international",
      title: "Where your data is processed",
      body: (
        <p>
          Haven runs on a global network so that it responds quickly wherever you are. Your data may therefore be
          processed in countries other than your own. Wherever it is processed, it receives the protections described in
          this policy.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We will update this policy when our practices change, and we will change the date at the top of this page when
          we do. If a change materially affects how we use your information, we will tell you by email or in the app
          before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions, requests or concerns about your privacy: write to {email}. You can also read our{" "}
          <Link to="/terms-of-service" className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>{" "}
          or visit the{" "}
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
      title="Privacy Policy"
      dateLabel="Last updated"
      date={date}
      intro={
        <p>
          Haven is a place where people share some of the most personal parts of their lives. This policy explains, in
          plain language, what we collect, why, how we protect it and the control you have over it.
        </p>
      }
      sections={sections}
    />
  );
}
