/** The profile page's FAQ, in the six categories the product lists. */
export const PROFILE_FAQ = [
  {
    category: "Account and profile",
    questions: [
      { q: "Can I change my email address?", a: "Not yet: your email identifies your account. Write to support if you need it changed." },
      { q: "How is my name used?", a: "Only to greet you in the app. Your therapists see your first name; nobody else sees it." },
    ],
  },
  {
    category: "Subscription and billing",
    questions: [
      { q: "How long is the free trial?", a: "7 days with every feature, ending at 23:59:59 UTC on the last day. No card is needed." },
      { q: "Can I downgrade from Advanced to Base?", a: "Yes, through support: write to us and we will switch your plan at the end of the period." },
    ],
  },
  {
    category: "AI therapy",
    questions: [
      { q: "Am I talking to a person?", a: "No. Every Haven therapist is an AI. It is not a substitute for a licensed therapist or for emergency help." },
      { q: "Do therapists remember earlier sessions?", a: "On the trial and the Advanced plan, a short encrypted summary of each finished session carries over to the next one with the same therapist." },
    ],
  },
  {
    category: "App features",
    questions: [
      { q: "Can I use voice?", a: "On the trial and the Advanced plan you can dictate messages and have replies read aloud, in browsers that support speech." },
      { q: "Where is my chat history?", a: "Recent sessions are on Home. Open one to continue, end it, or delete it for good." },
    ],
  },
  {
    category: "Privacy and security",
    questions: [
      { q: "Who can read my conversations?", a: "Only you. Messages are encrypted at rest with AES-256-GCM, and we use no third-party trackers." },
      { q: "What does deleting my account remove?", a: "Everything: your profile, sessions, messages and subscription record are deleted at once, and you are signed out everywhere." },
    ],
  },
  {
    category: "Technical support",
    questions: [
      { q: "The app says Connection Issue.", a: "Check your Wi-Fi or mobile data and try again. Nothing you wrote is lost: each message is saved before the reply." },
      { q: "I changed my password. Why was I signed out elsewhere?", a: "For your safety, changing your password signs out every other device." },
    ],
  },
] as const;
