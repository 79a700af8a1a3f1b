/**
 * The Help Center's content as plain data: the public /help-center page renders it, and the in-app help assistant
 * will retrieve from it. Isomorphic (see README.md): only other shared rules, no bindings, safe in the browser bundle.
 *
 * Every answer must stay true to the product. When a plan, limit or screen changes, change the answer here too.
 */

import { ASSESSMENT_MINUTES_TEXT } from "./assessments";

export interface HelpQuestion {
  question: string;
  answer: string;
}

export type HelpCategoryId =
  | "getting-started"
  | "ai-therapy"
  | "features"
  | "community"
  | "account"
  | "privacy"
  | "troubleshooting";

export interface HelpCategory {
  /** Also the in-page anchor on /help-center. */
  id: HelpCategoryId;
  title: string;
  description: string;
  questions: HelpQuestion[];
}

export interface QuickGuide {
  /** The in-page anchor on /help-center. */
  id: string;
  title: string;
  summary: string;
  steps: string[];
}

export const QUICK_GUIDES: readonly QuickGuide[] = [
  {
    id: "guide-first-session",
    title: "Start your first session",
    summary: "From sign-up to your first conversation in a few minutes.",
    steps: [
      "Select Get Started and create your account with your name, email and a password of at least 8 characters. Your 7-day free trial starts straight away, with no payment details needed.",
      "On Home, look through Available Therapists and pick the specialty that fits what you are facing, for example anxiety, grief or relationships.",
      `Your therapist may suggest a short assessment (${ASSESSMENT_MINUTES_TEXT}) so the conversation starts from where you are. Take it, or choose Continue Chat to talk directly.`,
      "Type your message and press Enter to send it (Shift+Enter starts a new line). Take your time: there is no clock running.",
      "When you are done, end the session from the chat header. It stays under Recent Sessions on Home, so you can reread it or pick up where you left off.",
    ],
  },
  {
    id: "guide-choose-plan",
    title: "Choose the right plan",
    summary: "What the trial, Base and Advanced plans include.",
    steps: [
      "During your 7-day free trial you can use every feature and all 10 therapists. The trial ends at 23:59:59 UTC on its last day, and Home shows how long is left.",
      "Base ($9.99 a month) gives you one AI therapist of your choice, picked when you subscribe or on Home right after, with unlimited chat, basic progress tracking and email support.",
      "Advanced ($19.99 a month) opens all 10 therapists, voice mode, memory across sessions, the peer support forums and priority support.",
      "Subscribe or upgrade from Plans and subscription in the app. Upgrading from Base to Advanced takes effect at once.",
      "You can cancel any time from Profile settings or Plans and subscription and keep access until the end of the period you have paid for.",
    ],
  },
  {
    id: "guide-track-progress",
    title: "Track how you are doing",
    summary: "Mood entries, assessments and insights that show change over time.",
    steps: [
      "Open Progress and select Add Mood. Rate your happiness, anxiety and stress from 1 to 10; it takes under a minute.",
      "Log a mood entry once a day, ideally at a similar time, so the charts compare like with like.",
      "Take the assessment that goes with your therapist from Assessments. Your results list key findings and recommendations you can discuss in chat.",
      "Check the AI Insights panel on Progress for your mood trend, patterns and suggestions, and refresh it after adding new entries.",
      "Use the Journal for the things numbers miss, and ask for AI insights on any entry when you want a second perspective.",
    ],
  },
  {
    id: "guide-privacy-safety",
    title: "Stay safe and in control",
    summary: "Crisis resources, your privacy and your data.",
    steps: [
      "Save these now: call or text 988 (Suicide & Crisis Lifeline, US), or text HOME to 741741 (Crisis Text Line). Outside the US, call your local emergency number or crisis line.",
      "Remember that Haven's therapists are AI, not humans. They can support you between appointments, but they are not a substitute for professional care.",
      "Your chat messages and journal text are encrypted at rest with AES-256-GCM, and Haven uses no third-party trackers.",
      "Download a PDF of your data at any time from the Therapist Handover page or the AI Transparency page, for yourself or to share with a human therapist.",
      "If you decide to leave, delete your account from Profile settings or AI Transparency; your data is removed within 30 days.",
    ],
  },
];

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    id: "getting-started",
    title: "Getting started",
    description: "Creating an account, the free trial and what Haven is for.",
    questions: [
      {
        question: "What is Haven, and who is it for?",
        answer:
          "Haven is a mental-health support app for adults and teenagers aged 13 and over. You can talk any time with AI therapists in ten specialties (anxiety, depression, stress, relationships, family, marriage, grief, trauma, self-esteem and addiction), and use mood tracking, specialised assessments, a journal with AI insights, guided meditation, a dream companion and peer support forums. Haven's therapists are AI, not humans, and Haven is not a substitute for professional care or emergency services.",
      },
      {
        question: "How do I create an account?",
        answer:
          "Select Get Started, then enter your name, email address and a password of at least 8 characters, confirm the password and agree to the Terms of Service and Privacy Policy. You must be at least 13 years old; if you are under 18, you may need a parent's or guardian's consent where you live. Your 7-day free trial starts as soon as your account is created.",
      },
      {
        question: "How does the 7-day free trial work?",
        answer:
          "Every new account gets a 7-day free trial with every feature, including all 10 AI therapists, voice mode and peer support. No payment details are needed to start it. The trial lasts seven days, counting the day you register, and ends at 23:59:59 UTC on the seventh day; a banner on Home and in chat shows the days, hours and minutes left. When it ends, your conversations and entries are kept safe, and you choose the Base or Advanced plan to keep talking with your therapists.",
      },
      {
        question: "What should I do if I am in crisis right now?",
        answer:
          "Please reach a person now. In the US, call or text 988 to reach the Suicide & Crisis Lifeline, or text HOME to 741741 to reach the Crisis Text Line. If you are in immediate danger, call 911 or your local emergency number. Outside the US, contact your local emergency number or crisis line. Haven's AI therapists will point you to these resources if you mention a crisis, but they cannot call for help or send anyone to you.",
      },
    ],
  },
  {
    id: "ai-therapy",
    title: "AI therapy",
    description: "How the AI therapists work, and what they can and cannot do.",
    questions: [
      {
        question: "Are Haven's therapists real people?",
        answer:
          "No. Haven's therapists are AI, not humans, and every chat says so. They draw on evidence-based approaches such as CBT, DBT, ACT and motivational interviewing, but they are not licensed clinicians: they cannot diagnose, prescribe medication or replace professional care. If you would like to work with a human therapist, the Therapist Handover page lists trusted therapy platforms and lets you export a PDF summary to bring with you.",
      },
      {
        question: "How do I choose a therapist and start a session?",
        answer:
          `On Home, Available Therapists shows each therapist's specialty and approach. Choose the one closest to what you are facing; you can talk to a different specialist later. During the trial and on the Advanced plan all 10 therapists are open. On the Base plan you talk with the one therapist you choose, when you subscribe or on Home right after. Your first chat may offer a short assessment of ${ASSESSMENT_MINUTES_TEXT}; you can take it or select Continue Chat.`,
      },
      {
        question: "Does my therapist remember our earlier conversations?",
        answer:
          "Within a session, your therapist follows the whole conversation. Memory across sessions, where your therapist can refer back to earlier chats, is part of the Advanced plan and the free trial. On the Base plan each new session starts fresh, and your past sessions stay under Recent Sessions on Home so you can reread or continue them.",
      },
      {
        question: "Can I talk to my therapist by voice?",
        answer:
          "Yes, on the Advanced plan and during the free trial. Select the microphone button in chat, speak, and your words appear in the message box so you can check them before sending. Voice input uses your browser's speech recognition, which works in Chrome, Edge and Safari, and you need to allow microphone access when asked.",
      },
    ],
  },
  {
    id: "features",
    title: "Features",
    description: "Mood tracking, assessments, meditation, journal and dreams.",
    questions: [
      {
        question: "How does mood tracking work?",
        answer:
          "On the Progress page, select Add Mood and rate your happiness, anxiety and stress on sliders from 1 to 10. Your entries feed a chart of the past week, your session statistics and an AI Insights panel that describes your mood trend (improving, declining or stable), patterns and recommendations, based on what you have actually logged. One entry a day is enough to see a trend.",
      },
      {
        question: "What are the specialised assessments?",
        answer:
          `Each therapist has a short questionnaire for their specialty, answered one question at a time, in ${ASSESSMENT_MINUTES_TEXT}. Your results show a risk level, key findings and recommendations, and your therapist can use them to tailor your conversations. Assessments are a reflection tool, not a diagnosis. You can retake one at any time; a retake replaces your previous results.`,
      },
      {
        question: "How do the guided meditations work?",
        answer:
          "Meditation offers six guided sessions, each between 5 and 30 minutes: Morning Mindfulness (10 min), Stress Relief (15 min), Sleep Preparation (20 min), Anxiety Calm (12 min), Mindful Breathing (8 min) and Body Awareness (18 min). Choose one to see its instructions, then select Begin Your Journey to start the guided text and a countdown timer you can pause, resume or reset.",
      },
      {
        question: "What do the journal and the dream companion do?",
        answer:
          "The journal lets you write entries with a title (up to 200 characters), your thoughts (up to 10,000 characters), a mood and tags. Entries are private by default, and you can ask for AI insights on any entry: themes, mood and gentle recommendations. The dream companion lets you log dreams by typing or dictating, rate their vividness and lucidity, and get an AI reading of symbols, emotions and themes, plus patterns across your dreams over time.",
      },
    ],
  },
  {
    id: "community",
    title: "Community",
    description: "Peer support forums, community guidelines and the community token.",
    questions: [
      {
        question: "What are the peer support forums?",
        answer:
          "Peer support forums are moderated topic communities where members share experiences, ask questions, reply and encourage each other. They are part of the Advanced plan and the free trial. Peer support is people helping people: it complements, but does not replace, professional care.",
      },
      {
        question: "How do I join a forum?",
        answer:
          "Open Peer Support in the app, choose a forum and select Join Discussion. You will see the forum's community guidelines and crisis resources; select I Agree & Join Discussion to join. Once you are a member you can enter the forum, post, reply and like posts, and you can leave a forum at any time.",
      },
      {
        question: "Can I post anonymously, and how do I report a harmful post?",
        answer:
          "Where a forum allows it, tick the anonymous option when you write a post or reply and your name is hidden from other members. Even so, avoid sharing details that could identify you. Every post and reply has a flag button: use it for anything harmful, abusive or unsafe, and our moderators will review it. If someone seems to be in danger, flag the post and encourage them to call or text 988 or text HOME to 741741.",
      },
      {
        question: "What is the Haven community token?",
        answer:
          "Haven has a community token on the Solana network. Its purpose is community rewards, and its utility is governance and rewards: for example, prizes in the daily social-media contest and a say in community decisions. The token is entirely optional; you never need it to use Haven. Its address is shown on the Crypto Vision page once it has launched. Nothing about the token is financial advice.",
      },
    ],
  },
  {
    id: "account",
    title: "Account and billing",
    description: "Plans, upgrades, cancellation, passwords and deleting your account.",
    questions: [
      {
        question: "What do the Base and Advanced plans include?",
        answer:
          "Base costs $9.99 a month and gives you one AI therapist, chosen when you subscribe or right after, with unlimited chat sessions, basic progress tracking, basic mood analysis and email support. Advanced costs $19.99 a month and includes all 10 specialised therapists, voice mode, memory across sessions, peer support forums, advanced progress tracking, mood tracking with AI analysis and priority support, including phone support. Plans are billed monthly in advance.",
      },
      {
        question: "How do I upgrade or downgrade my plan?",
        answer:
          "To upgrade from Base to Advanced, open Plans and subscription in the app and select Upgrade on the Advanced plan; the upgrade takes effect immediately. Downgrades from Advanced to Base are handled by our support team: email us from the address on your account and tell us which therapist you would like to keep.",
      },
      {
        question: "How do I cancel my subscription?",
        answer:
          "Open Profile settings or Plans and subscription, select Cancel subscription, then confirm. There is no cancellation fee. You keep full access until the end of the period you have already paid for, and Home shows the date it ends. You can subscribe again at any time, and your conversations and entries will still be there.",
      },
      {
        question: "How do I change my password or delete my account?",
        answer:
          "To change your password, open Profile settings, select Change password under Security and privacy, and enter your current password and a new one of at least 8 characters. To delete your account, select Delete account in Profile settings and confirm twice: you are signed out and your data is removed within 30 days. If you have forgotten your password, select Forgot password on the sign-in page. Your email address cannot be changed in the app; write to support if you need help with it.",
      },
    ],
  },
  {
    id: "privacy",
    title: "Privacy and security",
    description: "How your data is protected, exported and deleted.",
    questions: [
      {
        question: "How is my data protected?",
        answer:
          "Your chat messages and journal text, along with dream entries and written assessment answers, are encrypted at rest with AES-256-GCM, and everything travels over HTTPS. Your session is kept in a single HttpOnly cookie that page scripts cannot read. Haven uses no third-party trackers or advertising cookies, and we do not sell your data.",
      },
      {
        question: "Is my conversation shared with AI providers?",
        answer:
          "To write a reply, your therapist needs the text of your message and the recent conversation. Depending on how Haven is configured, that text is processed either by Haven's built-in engine or by an AI model provider acting on our behalf, which may use it only to produce the reply. Nothing you write is used for advertising. The AI Transparency page in the app explains how your data is used.",
      },
      {
        question: "How do I export my data?",
        answer:
          "Any signed-in user, on any plan or trial, can download their data as a PDF: select Export Your Therapy Data on the Therapist Handover page, or Export Data on the AI Transparency page. The PDF is a readable copy of your information that you can keep or share with a human therapist.",
      },
      {
        question: "How long do you keep my data, and how old do I need to be?",
        answer:
          "We keep your data while your account is active. If you delete your account, your data is removed within 30 days of the request. If an account stays inactive for 2 years, its data may be deleted. You must be at least 13 years old to use Haven, and if you are under 18 you may need a parent's or guardian's consent.",
      },
    ],
  },
  {
    id: "troubleshooting",
    title: "Troubleshooting",
    description: "Fixes for sign-in, chat, plan access and voice problems.",
    questions: [
      {
        question: "I cannot sign in. What should I do?",
        answer:
          "Check that your email address is spelled correctly and that Caps Lock is off; passwords are case-sensitive. After several failed attempts you will see \"Too many login attempts. Please wait a few minutes before trying again.\" Wait about 15 minutes and try once more. If you have forgotten your password, select Forgot password on the sign-in page and we will email you a link to choose a new one.",
      },
      {
        question: "My therapist is not responding. What can I do?",
        answer:
          "If you see \"Sorry, I'm having trouble responding right now. Please try again.\", check your internet connection and send your message again. Your earlier messages are saved, so reloading the page is safe. If it keeps happening, email support and tell us roughly when it happened.",
      },
      {
        question: "Why am I being sent to the subscription page?",
        answer:
          "Most of the app needs a running free trial or a paid plan, so once your trial or subscription has ended you are taken to Plans and subscription. Your conversations and entries are kept safe: choose a plan to continue. On the Base plan you can only open the therapist you chose; selecting another shows \"You need an Advanced Plan to access this therapist. Please upgrade your subscription.\"",
      },
      {
        question: "Voice input is not working.",
        answer:
          "Voice input needs a browser with speech recognition: Chrome, Edge or Safari. Allow microphone access when your browser asks; if you declined earlier, re-enable it in your browser's site settings. If you see \"No speech detected. Please try again.\", speak shortly after selecting the microphone button, and check that the right microphone is connected. Voice mode is part of the Advanced plan and the free trial.",
      },
    ],
  },
];

/** Lower-cases, unifies curly quotes and trims punctuation at the edges of a search word. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

function searchTerms(query: string): string[] {
  return normalise(query)
    .split(/\s+/)
    .map((term) => term.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, ""))
    .filter(Boolean);
}

/**
 * The categories whose questions match `query`, in their usual order, each holding only its matching questions.
 * A question matches when every word of the query appears (case-insensitively) in its question or answer.
 * An empty query returns every category unchanged.
 */
export function searchHelp(query: string): HelpCategory[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return HELP_CATEGORIES.map((category) => ({ ...category }));
  return HELP_CATEGORIES.map((category) => ({
    ...category,
    questions: category.questions.filter((entry) => {
      const haystack = normalise(`${entry.question}\n${entry.answer}`);
      return terms.every((term) => haystack.includes(term));
    }),
  })).filter((category) => category.questions.length > 0);
}

/**
 * The pages the help copy names, so the help assistant (and the Help Center) can link them where they are named.
 * Names are matched with their capitals, as the copy writes them.
 */
export const HELP_PAGE_LINKS: Readonly<Record<string, string>> = {
  "Profile settings": "/app/profile",
  "Plans and subscription": "/app/subscription",
  "Forgot password": "/forgot-password",
  "Help Center": "/help-center",
  "Therapist Handover": "/app/therapist-handover",
  "AI Transparency": "/app/transparency",
  "Peer Support": "/app/peer-support",
  Assessments: "/app/assessments",
  "Crypto Vision": "/crypto-powered",
};
