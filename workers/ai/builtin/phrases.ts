/**
 * The shared wording of the built-in therapist. Several variants per move, so a session never repeats
 * a sentence; slots ({phrase}, {feeling}, ...) carry the person's own words.
 */

export const REFLECT_PHRASE = [
  "It sounds like {phrase}.",
  "What I'm hearing is that {phrase}.",
  "If I've understood you, {phrase}.",
  "You're telling me that {phrase}.",
  "It seems that {phrase}.",
  "I'm hearing that {phrase}.",
  "Let me make sure I've got this: {phrase}.",
  "So what's happening is that {phrase}.",
];

export const REFLECT_PHRASE_AND_FEELING = [
  "It sounds like {phrase}, and that's left you feeling {feeling}.",
  "What I'm hearing is that {phrase}, and underneath it you feel {feeling}.",
  "If I've understood you, {phrase}, and it leaves you feeling {feeling}.",
  "So {phrase}, and no wonder you feel {feeling}.",
];

export const REFLECT_FEELING = [
  "I can hear how {feeling} you've been feeling.",
  "Feeling {feeling} like that takes a real toll.",
  "It makes sense that you'd feel {feeling} with all of this.",
  "No wonder you're feeling {feeling}.",
  "Feeling {feeling} is hard, and I'm glad you said it out loud.",
  "That {feeling} feeling sounds really heavy.",
];

export const REFLECT_POSITIVE_FEELING = [
  "I'm really glad to hear you're feeling {feeling}.",
  "Feeling {feeling} sounds like a welcome change.",
  "Feeling {feeling} is worth noticing and holding onto.",
];

// A self-judgement is reflected as something the mind says, never agreed with as a fact.
export const REFLECT_THOUGHT = [
  'It sounds like part of you keeps saying "{thought}".',
  'That\'s a painful thing to hear from your own mind: "{thought}".',
  'Your mind is telling you "{thought}", and that hurts.',
  'So there\'s a voice in there saying "{thought}".',
];

// A figure of speech is answered as the feeling it carries, in the person's own image.
export const REFLECT_METAPHOR = [
  "When {image}, I hear that {meaning}.",
  "{image}: that tells me {meaning}.",
  "Hearing that {image}, it sounds like {meaning}.",
];

export const REFLECT_PREDICTION = [
  'So part of you is expecting "{prediction}".',
  'Your mind is predicting "{prediction}", and that\'s a heavy thing to carry.',
  'It sounds like a worried part of you is saying "{prediction}".',
];

export const REFLECT_THING = [
  "It sounds like {thing} is a big part of this.",
  "I'm hearing that {thing} is weighing on you.",
  "It seems {thing} is very much on your mind.",
];

export const ACKNOWLEDGE = [
  "Thank you for telling me.",
  "I appreciate you sharing that.",
  "Okay, I'm with you.",
  "That helps me understand.",
  "Thank you, I'm following you.",
  "I'm glad you said that.",
];

export const VALIDATE = [
  "That's a lot to carry.",
  "That sounds really hard.",
  "That would weigh on anyone.",
  "It takes courage to say that.",
  "That's not a small thing.",
  "You've been dealing with a lot.",
  "Anyone in your shoes might struggle with that.",
  "Thank you for trusting me with that.",
];

export const RECALL = [
  "Earlier you mentioned {earlier}, and I'm keeping that in mind too.",
  "I'm also holding onto what you said earlier about {earlier}.",
  "I'm also thinking about what you shared earlier about {earlier}.",
  "I haven't forgotten what you told me about {earlier}.",
  "You brought up {earlier} earlier, and it may be part of this picture.",
];

export const REPETITION = [
  "{thing} has come up a few times now, which tells me it really matters.",
  "I notice we keep coming back to {thing}, so it seems important.",
  "You've mentioned {thing} more than once now, and I don't want to rush past it.",
];

export const REPEATED_MESSAGE = [
  "You've said something very like this before, and that tells me it's still weighing on you.",
  "This sounds close to what you said earlier, so it must still be sitting heavily with you.",
];

export const GREET_FIRST = [
  "Hi {name}, I'm {therapist}, an AI therapist, and I'm glad you're here.",
  "Hello {name}, I'm {therapist}; I'm an AI therapist, and this is a space just for you.",
  "Hi, I'm {therapist}, an AI therapist, and I'm glad you're here.",
  "Hello, I'm {therapist}; I'm an AI therapist, and this is a space just for you.",
];

export const GREET_AGAIN = ["Hello again, {name}.", "Hi again, {name}.", "Hello again, it's good to hear from you.", "Hi again, I'm still here."];

export const OPENER = [
  "Of course, we can skip the assessment and simply talk.",
  "That's completely fine; we can go straight to talking.",
  "Absolutely, let's just talk.",
];

export const OPENER_INTRO = [
  "I'm {therapist}, an AI therapist, and this is your space.",
  "I'm {therapist}, an AI therapist, and I'm here to listen.",
];

export const HOW_AM_I = [
  "Thank you for asking; as an AI I don't have days the way you do, but I'm fully here for you.",
  "That's kind of you to ask; I'm an AI, so I'm always ready to listen, and right now I'm focused on you.",
];

export const IDENTITY = [
  "I'm an AI therapist, not a human, and I'm not a substitute for a licensed professional.",
  "To be completely honest, I'm an AI, not a person, and I can't replace care from a licensed therapist or doctor.",
  "I'm not a real person; I'm an AI, and it matters to me that you know that.",
];

export const IDENTITY_OFFER = [
  "What I can do is listen closely, help you make sense of things and share tools that research supports.",
  "I can still listen without judgment and offer evidence-based tools, and help you think about finding a human therapist too.",
  "I'm here any time to listen and offer practical tools, alongside any human support you have.",
];

export const MEDICATION = [
  "I can't give advice about medication; starting, stopping or changing a dose is something to go through with your doctor or pharmacist.",
  "Medication questions belong with your doctor or pharmacist, who know your health history, so I won't advise on that.",
  "Whether to take, stop or change any medication is a decision for you and your prescriber, so I'll leave the medical side to them.",
];

export const MEDICATION_QUESTION = ["What's been on your mind about it?", "What's making you think about it right now?"];

export const DIAGNOSIS = [
  "I can't diagnose, and a label from me wouldn't be reliable; a doctor or licensed therapist can do a proper assessment if you'd like one.",
  "A diagnosis needs a proper assessment by a doctor or licensed clinician, so I won't put a label on it.",
];

export const DIAGNOSIS_OFFER = [
  "What I can do is help with what you're going through right now.",
  "Whatever the name for it, what you're experiencing matters, and we can work on it together.",
];

export const DIAGNOSIS_QUESTION = ["What made you wonder about that?", "What have you been noticing that made you ask?"];

export const ADVICE_CHECK = [
  "How does that sound as a place to start?",
  "Which part of that feels most doable for you?",
  "What do you make of trying something like that?",
  "How would that fit into your life right now?",
];

export const UNSURE_ACK = [
  "That's okay; not knowing is a perfectly fine place to start.",
  "That's alright, some things are hard to put into words.",
  "No problem, there's no right answer here.",
  "That's completely okay, we can come at it another way.",
];

export const DECLINE_ACK = [
  "That's completely okay; you decide what you share here, and we never need to go into details.",
  "Of course, we can leave that to one side; you're in charge of what we talk about.",
];

export const GENTLE_GENERIC = [
  "If you had to pick one word for how you're feeling right now, what would it be?",
  "On a scale from 0 to 10, how heavy does today feel?",
  "What's taking up the most space in your mind right now?",
  "What's one small thing that happened today, good or bad?",
];

// Neutral on purpose: a "yes" may answer an open question as easily as a closed one.
export const YES_ACK = ["Okay, thank you.", "Alright, I'm with you.", "Thanks, that helps me follow.", "Okay, good to know."];

export const NO_ACK = [
  "That's completely fine.",
  "Okay, thank you for being honest about that.",
  "That's alright; we can take this another way.",
  "Fair enough, we don't have to go there.",
];

export const THANKS_ACK = [
  "You're very welcome, {name}.",
  "You're welcome; I'm glad this is helping.",
  "I'm glad that was useful.",
  "Thank you for saying so.",
];

export const SUMMARY_INTRO = [
  "Let me gather up what we've covered so far.",
  "Before we go on, let me pull together what I've heard.",
  "Let me pause and sum up what we've talked about.",
];

export const SUMMARY_QUESTION = [
  "What feels most important to take with you from this?",
  "How does that summary sit with you?",
  "What would you add to that?",
];

export const CLOSING_THANKS = [
  "Thank you for talking with me today, {name}.",
  "Thank you for talking with me today.",
  "I'm glad you came to talk today.",
];

export const CLOSING_PLAN = ["Good luck with your next step: {plan}.", "I'll be curious to hear how it goes with your next step: {plan}."];

export const CLOSING_FAREWELL = [
  "Take good care of yourself, and come back whenever you'd like to talk.",
  "I'll be here whenever you want to pick this up again.",
];

export const CONCERN_CHECK = [
  "I want to check in gently, because what you said matters to me.",
  "I'd like to pause for a moment and check how you're really doing.",
];

// {crisisLines} and {emergency} are the person's own (their crisis country's), never a fixed country's.
export const CONCERN_RESOURCES = [
  "If you ever feel unsafe, you can {crisisLines}, at any time of day or night.",
  "Support is there around the clock if things get worse: {crisisLines}.",
];

export const CONCERN_QUESTION = [
  "Are you having any thoughts of harming yourself or ending your life?",
  "How safe are you feeling right now?",
];

export const CRISIS_CARE = [
  "I'm really glad you told me, and I'm taking what you said seriously.",
  "Thank you for telling me; what you're feeling matters, and so do you.",
];

export const CRISIS_RESOURCES = [
  "Please reach out for support right now: {crisisLines}, and if you're in immediate danger, call {emergency}.",
  "You can {crisisLines} at any hour to talk with someone trained to help, and please call {emergency} if you're in immediate danger.",
];

export const CRISIS_PRESENCE = [
  "I'm an AI, so I can't be with you in person, but I'm here and I'm staying in this conversation with you.",
  "I'm an AI and can't be there physically, but I'm not going anywhere while we talk.",
];

export const CRISIS_QUESTION = ["Are you somewhere safe right now?", "Is there someone nearby who could be with you while you reach out?"];

// The plan may be an action ("go for a walk") or a thing ("a walk after lunch"); both read well after a colon.
export const MEMORY_PLAN = ["Last time you chose a next step: {plan}.", "When we last spoke, the step you picked was: {plan}."];

export const MEMORY_PLAN_QUESTION = ["How did that go?", "How has that been going?"];

export const MEMORY_RECAP = ["Last time {earlier}.", "I remember that last time {earlier}."];

export const MEMORY_NOTE = ["From last time, I have this note: {earlier}"];

export const DEEPEN_COMMON = [
  "What else feels important for me to understand?",
  "What's been the hardest part of all this for you?",
  "What would you most like to be different?",
  "What do you need most right now?",
  "What's coming up for you as we talk about this?",
  "How are you feeling now, compared with when we started?",
  "Where would you like to go from here?",
  "What else comes up for you around {thing}?",
];
