/** The subscription page's comparison, trust badges and FAQ (sent as loader data). */
export const COMPARISON: { feature: string; free: boolean; base: boolean; advanced: boolean }[] = [
  { feature: "AI therapists", free: false, base: true, advanced: true },
  { feature: "All 10 specialised therapists", free: false, base: false, advanced: true },
  { feature: "Unlimited chat sessions", free: false, base: true, advanced: true },
  { feature: "Cross-referencing of chat history", free: false, base: false, advanced: true },
  { feature: "Voice mode (dictation and read-aloud)", free: false, base: false, advanced: true },
  { feature: "Progress tracking", free: false, base: true, advanced: true },
  { feature: "Mood tracking with AI analysis", free: false, base: false, advanced: true },
  { feature: "Peer support forums", free: false, base: false, advanced: true },
  { feature: "Help Center and crisis resources", free: true, base: true, advanced: true },
  { feature: "Priority support", free: false, base: false, advanced: true },
];

export const TRUST_BADGES = [
  { title: "Cancel anytime", body: "No fees; you keep access until the period ends." },
  { title: "Secure payments", body: "Card details never touch Haven's servers." },
  { title: "Private by design", body: "Conversations are encrypted at rest." },
  { title: "No hidden costs", body: "One monthly price, shown up front." },
];

export const SUBSCRIPTION_FAQ = [
  {
    q: "What happens when my free trial ends?",
    a: "Your therapists and tools pause until you choose a plan. Nothing you wrote is deleted, and you can still export or delete your data.",
  },
  {
    q: "Can I switch from Base to Advanced?",
    a: "Yes, at any time: the upgrade applies immediately and every therapist opens right away.",
  },
  {
    q: "Can I downgrade from Advanced to Base?",
    a: "Downgrades go through support: write to us and we will switch your plan at the end of the current period.",
  },
  {
    q: "How does cancelling work?",
    a: "Cancel here with one click. Your plan stays active until the end of the period you paid for, and you are not charged again.",
  },
];
