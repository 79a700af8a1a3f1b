import type { IconName } from "~/components/public-layout";
import { ASSESSMENT_MINUTES_TEXT } from "../../workers/shared/assessments";

/**
 * The landing page's copy. Only the route's loader imports it, so it reaches the browser once, as loader data in
 * the HTML, instead of a second time inside the page's JavaScript.
 */

export interface Feature {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  overview: string;
  benefits: string[];
}

export const FEATURES: Feature[] = [
  {
    id: "ai-therapy",
    icon: "chat",
    title: "AI therapy chat with 10 specialists",
    summary: "Talk through what is on your mind with an AI therapist who focuses on exactly that.",
    overview:
      "Haven has ten AI therapists, each focused on one area: anxiety, depression, stress, relationships, family, marriage, grief, trauma, self-esteem and addiction. They listen, reflect back what they hear and offer evidence-based techniques from approaches like CBT, DBT and ACT. They are AI, not humans, and they say so in every chat.",
    benefits: [
      "Available at 3am as readily as at 3pm, with no waiting list",
      "Specialists who know the tools that help with your situation",
      "Type or, on Advanced, speak your thoughts aloud",
      "Pick up where you left off, with memory across sessions on Advanced",
    ],
  },
  {
    id: "mood-tracking",
    icon: "chart",
    title: "Mood tracking & insights",
    summary: "A one-minute check-in that turns into a clear picture of how you are really doing.",
    overview:
      "Rate your happiness, anxiety and stress from 1 to 10 whenever you check in. Haven charts your week, counts your sessions and summarises your trend as improving, declining or stable, with insights drawn from what you actually logged rather than guesswork.",
    benefits: [
      "Check in in under a minute",
      "See patterns you might miss day to day",
      "AI insights with recommendations and the reasons behind them",
      "Something concrete to bring to your therapist, human or AI",
    ],
  },
  {
    id: "assessments",
    icon: "clipboard",
    title: "Specialised assessments",
    summary: "Short questionnaires, one per specialty, that help your therapist understand where you are.",
    overview:
      `Each therapist has a short assessment for their specialty, answered one question at a time in ${ASSESSMENT_MINUTES_TEXT}. Your results show key findings and recommendations, and your therapist uses them to shape your conversations. Assessments are a reflection tool, not a diagnosis.`,
    benefits: [
      "A clearer starting point for your sessions",
      "Key findings and recommendations in plain language",
      "Retake any time to see what has changed",
      "Your answers stay private and encrypted",
    ],
  },
  {
    id: "journal",
    icon: "book",
    title: "Journal with AI insights",
    summary: "A private place to write, with gentle reflections when you want them.",
    overview:
      "Write entries with a mood and tags. Entries are private by default and encrypted at rest. When you would like another perspective, ask for AI insights on an entry: the themes it notices, the mood it reads and a few gentle suggestions.",
    benefits: [
      "Private by default, encrypted at rest",
      "Insights only when you ask for them",
      "Tags and moods to find entries again",
      "Room for up to 10,000 characters per entry",
    ],
  },
  {
    id: "meditation",
    icon: "leaf",
    title: "Guided meditation",
    summary: "Six guided sessions, from a quick breathing break to a wind-down before sleep.",
    overview:
      "Choose from six guided sessions lasting 8 to 20 minutes: Morning Mindfulness, Stress Relief, Sleep Preparation, Anxiety Calm, Mindful Breathing and Body Awareness. Each comes with simple instructions, guided text that can be read aloud, a timer you can pause and resume, and a soft chime at the end.",
    benefits: [
      "Sessions short enough to fit into a busy day",
      "Clear instructions for beginners",
      "A timer you can pause, resume or reset",
      "Practices for stress, anxiety, sleep and focus",
    ],
  },
  {
    id: "dreams",
    icon: "moon",
    title: "Dream companion",
    summary: "Log your dreams and explore the symbols, emotions and patterns in them.",
    overview:
      "Type or dictate a dream as soon as you wake, rate how vivid it was and how you felt. The dream companion offers a reading of its symbols, emotions and themes, a reflection to sit with, and patterns across your dreams over time.",
    benefits: [
      "Capture a dream quickly, even by voice",
      "Reflections on symbols, emotions and themes",
      "Spot recurring dreams and patterns",
      "A gentle way to notice what is on your mind",
    ],
  },
  {
    id: "peer-support",
    icon: "users",
    title: "Peer support forums",
    summary: "Moderated communities of people who understand, because they have been there too.",
    overview:
      "Join topic forums to share experiences, ask questions and encourage others. Every forum has community guidelines and crisis resources, you can post anonymously where a forum allows it, and any post can be flagged for our moderators to review.",
    benefits: [
      "Connect with people facing similar challenges",
      "Anonymous posting where forums allow it",
      "Clear guidelines and moderation",
      "Included with Advanced and the free trial",
    ],
  },
  {
    id: "crisis-support",
    icon: "lifebuoy",
    title: "Crisis support & safety",
    summary: "Safety built in: crisis resources appear the moment you need them.",
    overview:
      "Haven checks every message for signs of crisis. If it notices one, a crisis banner with the 988 Suicide & Crisis Lifeline and the Crisis Text Line stays on screen, and your therapist responds with care and points you to people who can help right now. Haven is not an emergency service: if you are in danger, call 988 or your local emergency number.",
    benefits: [
      "Crisis resources shown the moment they are needed",
      "Call or text 988, or text HOME to 741741",
      "Responses that follow safe-messaging guidance",
      "Clear reminders of what AI support can and cannot do",
    ],
  },
];

export const REASONS: { icon: IconName; title: string; body: string }[] = [
  {
    icon: "clock",
    title: "There when you need it",
    body: "Day or night, weekday or holiday, a therapist is ready in seconds. No waiting lists, no appointments.",
  },
  {
    icon: "target",
    title: "Specialists, not a single generic bot",
    body: "Ten therapists, each focused on one area, from grief to addiction, with techniques suited to it.",
  },
  {
    icon: "lock",
    title: "Private by design",
    body: "Chats and journal entries are encrypted at rest with AES-256-GCM. No third-party trackers, no ads, and we never sell your data.",
  },
  {
    icon: "shield",
    title: "Honest about what it is",
    body: "Our therapists are AI, and they always say so. When you need a person, we help you find one and take your history with you.",
  },
  {
    icon: "lifebuoy",
    title: "Safety built in",
    body: "Crisis detection on every message, and crisis lines always one tap away.",
  },
  {
    icon: "heart",
    title: "Fair and flexible",
    body: "Try everything free for 7 days. Then $9.99 or $19.99 a month, and cancel any time.",
  },
];

export const STORIES = [
  {
    who: "A new parent, finding their feet",
    quote:
      "At 2am, with the baby finally asleep and my mind racing, there was someone to talk to. The stress therapist helped me see that I was trying to be perfect at everything. Small steps, not perfect ones.",
  },
  {
    who: "A graduate student with exam anxiety",
    quote:
      "Logging my mood every evening showed me my worst days always followed nights I had barely slept. The thought records I practised in chat made the next exam season feel manageable.",
  },
  {
    who: "Someone grieving a parent",
    quote:
      "I did not want to burden my friends again. Writing in the journal and talking it through helped me put words to it, and when I was ready, the handover page helped me find a grief counsellor.",
  },
];
