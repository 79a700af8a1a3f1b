import type { Specialty } from "../types";

/**
 * What people ask a therapist for directly ("what can I do tonight to fall asleep?", "help me plan tomorrow with
 * breaks"), and a concrete answer to each. A direct question gets its answer first and then at most one question;
 * reflecting it back ("so what's happening is that how do you sleep") or answering with an unrelated technique step
 * would leave the person without what they came for.
 *
 * Kinds are tried in order, so the specific ones (a nightmare, a craving at 7pm) come before the broad ones (sleep,
 * breathing). Answers may use slots filled from the conversation; an answer whose slot is unknown is skipped. Answers
 * with `when` fit a particular wording and are preferred when it matches; answers with `specialties` are that
 * therapist's way of saying it. Example sentences in quotes never ask a question, so a reply keeps its one question
 * at the end.
 */
export interface RequestAnswer {
  text: string;
  when?: RegExp;
  specialties?: readonly Specialty[];
}

export interface RequestKind {
  id: string;
  /** Matched against the message in lower case, without greetings or the therapist's name. */
  match: RegExp;
  answers: readonly RequestAnswer[];
  /** The one question after the answer: whether it fits, or what would get in the way. */
  check: readonly string[];
}

/**
 * A message asks for something when it is a question or says "help me", "any tips", "teach me"... A statement ending
 * in a full stop ("I can't sleep.") is shared, not asked: it gets listening first.
 */
const ASKS =
  /\?|^(how|what|can|could|would|should|is|are|am|do|does|any|give|help|teach|tell|show|explain|who|where|which|please)\b|\b(help me|can you|could you|would you|any (tips|ideas|advice|suggestions)|i need (help|tips|ideas|advice|a plan)|teach me|show me|tell me how|walk me through)\b/;

export const REQUEST_KINDS: readonly RequestKind[] = [
  {
    id: "nightmare",
    match: /\b(nightmares?|bad dreams?)\b/,
    answers: [
      {
        text: "After a nightmare, ground yourself before you try to sleep again: switch on a soft light, put your feet on the floor, and tell yourself where you are and what day it is. Then breathe out slowly, longer than you breathe in, for a minute or two, and if you're still wide awake after about twenty minutes, get up and do something calm in dim light until you feel sleepy.",
      },
      {
        text: "Keeping a small routine for after a nightmare helps: a glass of water, a soft light, your feet on the floor and five slow breaths out. Some people keep a familiar object or a calming playlist by the bed, so the way back to sleep is ready before they need it.",
      },
    ],
    check: ["Which part of that could you set up before bed tonight?", "What usually helps you feel safe at night?"],
  },
  {
    id: "night-worry",
    match:
      /\b(overthink\w*|racing thoughts|ruminat\w*|can't switch off|can't stop thinking|(mind|head|thoughts) (won't|doesn't|wont|can't) (stop|switch off|shut off|quiet))\b.{0,40}\b(night|bed|sleep)|\b(night|bed|sleep)\b.{0,40}\b(overthink\w*|racing thoughts|ruminat\w*|switch off|(mind|head|thoughts) (won't|doesn't|wont|can't) (stop|switch off|shut off|quiet|stop spinning|stop racing))/,
    answers: [
      {
        text: "A busy mind at night settles better when the thinking happens earlier: an hour before bed, write down what's on your mind and one next step for each thing, so your brain knows it's parked until tomorrow. Keep screens out of that last hour, and if the thoughts loop in bed, breathe in for four and out for six and gently bring your attention back to the breath each time it wanders.",
      },
      {
        text: "Try a short worry time earlier in the evening, fifteen minutes to write your worries down, and when one comes back in bed, tell it that it's on the list for tomorrow. If you've been lying awake for about twenty minutes, get up and read something calm in dim light until you feel sleepy.",
      },
    ],
    check: ["Which of those feels most doable tonight?", "What tends to be on your mind when you can't switch off?"],
  },
  {
    id: "sleep",
    match:
      /\b(fall asleep|get to sleep|go to sleep|get back to sleep|back to sleep|sleep better|sleep (faster|more|well)|can't sleep|cannot sleep|insomnia|trouble sleeping|stay asleep|sleep(ing)? (tips|advice|problems?|routine)|help me sleep|(help|helps) (me )?(with )?(my )?sleep|(can|do|could|should) i (get some )?sleep)\b/,
    answers: [
      {
        text: "For tonight, keep the last hour before bed free of screens, with the lights low, and have no caffeine after lunch. If you're still awake after about twenty minutes, get up and do something quiet in dim light until you feel sleepy, then go back to bed. Getting up at the same time every morning, even after a bad night, steadies your body clock over the next week or two.",
      },
      {
        text: "A wind-down routine helps your body learn when it's time to sleep: the same bedtime and wake-up time, a warm shower, a cool, dark bedroom and your phone charging outside the room. If worries keep you up, write them down on paper before bed so they can wait until tomorrow.",
      },
    ],
    check: ["Which of those could you try tonight?", "What usually happens in the hour before you go to bed?"],
  },
  {
    id: "breathing",
    match: /\bbreath(e|ing)?\b/,
    answers: [
      {
        text: "Here's one you can do anywhere, even at a desk: breathe in gently through your nose for a count of four, then out slowly through your mouth for a count of six, and repeat for about two minutes. The longer breath out is what tells your body to calm down, so if counting feels fiddly, just make each breath out a little slower than the breath in.",
      },
      {
        text: "Try box breathing: breathe in for a count of four, hold for four, breathe out for four and hold for four, and repeat for four or five rounds. Resting a hand on your belly helps you feel the breath slow down, and your shoulders can drop a little with each breath out.",
      },
    ],
    check: ["How does that feel if you try a few rounds now?", "When in your day could you use it?"],
  },
  {
    id: "study-start",
    match: /\b(first|start|begin)\b.{0,40}\b(stud\w*|revis\w*|homework)\b|\b(stud\w*|revis\w*|homework)\b.{0,40}\b(first|start|begin)\b/,
    answers: [
      {
        text: "When you sit down to study, start with a short list of what you need to cover, circle the one topic that matters most, and work on just that for twenty-five minutes with your phone in another room. Then take a five-minute break away from your desk, and choose the next topic from the list.",
      },
    ],
    check: ["Which topic would you start with tomorrow?", "What usually gets in the way when you sit down to study?"],
  },
  {
    id: "study-breaks",
    match: /\bhow (can|do|could|should) i (study|revise|focus|concentrate)\b|\b(stud(y|ying)|revis(e|ing|ion)|homework|exams?)\b.{0,60}\b(breaks?|rest|focus|schedule|plan)\b|\b(breaks?|rest|focus|schedule|plan)\b.{0,60}\b(stud(y|ying)|revis(e|ing|ion)|homework|exams?)\b/,
    answers: [
      {
        text: "When you're low, keep study blocks short and kind: twenty-five minutes on one small topic, then a five-minute break to move or get some water, and stop after two or three blocks if that's all you have today. Starting is the hardest part, so begin with the easiest task, and count what you did rather than what you didn't.",
        when: /\b(low|down|depressed|tired|exhausted|drained|flat)\b/,
      },
      {
        text: "Study in blocks of about twenty-five to fifty minutes with a timer, then take a five to ten minute break away from the screen: stand up, stretch, walk around or get some water, and leave your phone out of reach while you study. After three or four blocks, take a longer break of twenty to thirty minutes, and give each block one topic so you know exactly what it's for.",
      },
      {
        text: "Plan your study day around breaks rather than squeezing them in: fifty minutes of study, ten minutes off, and a proper lunch break away from your books. Breaks work best when you move, step outside or have a snack, rather than scrolling your phone.",
      },
    ],
    check: ["How could that fit into your study plan for this week?", "What usually happens when you try to take a break?"],
  },
  {
    id: "work-breaks",
    match: /\bbreaks?\b.{0,40}\b(work|working|home|desk|office|job)\b|\b(work|working|home|desk|office|job)\b.{0,40}\bbreaks?\b/,
    answers: [
      {
        text: "When you work from home nothing interrupts you, so breaks need a plan: work in blocks of about fifty minutes, then take a five to ten minute break away from the desk, and have lunch in a different room, with a short walk outside if you can. A timer for the blocks and a set finishing time each day help keep work from spreading into the evening.",
        when: /\bhome\b/,
      },
      {
        text: "Plan your breaks like meetings: after each block of about fifty minutes of work, take five to ten minutes away from your desk, and take a real lunch break, with a short walk outside if you can. Setting a timer helps, because breaks are the first thing stress squeezes out.",
      },
    ],
    check: ["Which break would be easiest to start with tomorrow?", "What usually stops you from taking a break?"],
  },
  {
    id: "couple-time",
    match: /\bplan\b.{0,50}\b(evening|night|date|time together|weekend)\b|\b(evening|date night|time together)\b.{0,50}\bplan\b/,
    answers: [
      {
        text: "Here's a simple shape: after dinner, put both phones in another room and take a twenty-minute walk or sit somewhere comfortable together. Start by each sharing one thing you appreciated about the other this week, then take turns talking about what's on your mind, listening without trying to fix, and keep money or other hard topics for a separate, agreed time.",
      },
    ],
    check: ["Which evening this week could work for you both?", "How do you think your partner would respond to that?"],
  },
  {
    id: "plan-day",
    match:
      /\b(plan|schedule|structure|organi[sz]e|routine)\b.{0,50}\b(day|tomorrow|today|morning|week|weekend)\b|\b(day|tomorrow|today|morning)\b.{0,50}\b(plan|schedule|breaks?)\b/,
    answers: [
      {
        text: "Let's keep it gentle: in the morning, get up at a set time, open the curtains, have breakfast, then do one small task for twenty minutes and take a break. In the afternoon, get outside for a short walk and do one thing you used to enjoy, with rest breaks in between, and in the evening, wind down at a set time and stop for the day.",
        specialties: ["depression", "grief", "trauma"],
      },
      {
        text: "Here's a simple shape for tomorrow: in the morning, start with your most important task for forty-five minutes, then take a ten-minute break away from your screen. Do a second focused block before lunch, take a proper lunch break with a short walk outside, and in the afternoon do one or two smaller tasks with a five-minute break between them, then stop at a set time so the evening is yours.",
      },
    ],
    check: ["What would you put in that first block tomorrow?", "Which part of that plan might be hardest to keep to?"],
  },
  {
    id: "breaks",
    match: /\b(make |find )?time for (breaks?|myself|me)\b|\bme time\b|\btake (more |proper |real )?breaks\b/,
    answers: [
      {
        text: "Breaks don't have to be long to count: plan two or three short ones into the day at set times, ten minutes each, say after lunch and in the late afternoon, and use them to step outside, stretch or sit with a cup of tea rather than catch up on chores. If you care for someone, asking a friend, a relative or a local respite service to cover one hour a week can give you a proper break too.",
      },
    ],
    check: ["When in your day could the first one fit?", "What usually fills the time a break could take?"],
  },
  {
    id: "where-to-start",
    match: /\bwhere (do|should|can) i (even )?(start|begin)\b|\bwhat (do|should) i (do|tackle) first\b|\btoo much to do\b|\bprioriti[sz]e\b/,
    answers: [
      {
        text: "Start by writing everything down, so it's out of your head and on paper, then circle the one or two things that are truly urgent and pick one small task you can finish today. Anything that isn't urgent can wait on the list, and it's worth asking which things could be dropped, shared or done more simply.",
      },
    ],
    check: ["What's the one thing you'd circle first?", "Who could take something off that list?"],
  },
  {
    id: "reconnect",
    match: /\breconnect\b|\b(feel|get|be) close(r)? again\b|\bspend (more )?time together\b|\bfeel connected again\b/,
    answers: [
      {
        text: "Small, regular moments do more than big gestures: ten minutes a day with phones away to talk about each other's day, a short walk together, and one planned evening a week that's just for the two of you. Noticing and answering each other's small bids for attention, like a comment, a look or a touch, rebuilds closeness over time.",
      },
    ],
    check: ["Which of those could you start this week?", "When in your week could that evening go?"],
  },
  {
    id: "calm-before",
    match: /\bbefore (my |the |an? |this )?(interview|exam|test|presentation|meeting|date|party|appointment|flight|speech|call)\b/,
    answers: [
      {
        text: "Before the {event}, calm your body first: breathe in for four and out for six for a couple of minutes, and if your heart races, tell yourself that this is nerves, it means you care, and you can handle it. It also helps to prepare two or three points you'd like to get across, say them out loud once, and arrive a little early.",
      },
    ],
    check: ["Which of those would you like to practise before the {event}?", "What worries you most about the {event}?"],
  },
  {
    id: "panic",
    match: /\bpanic( attacks?)?\b|\bcalm (myself |me )?down\b|\bheart (is )?racing\b/,
    answers: [
      {
        text: "When panic builds, slow your breathing first: in for four and out for six, letting the breath out be the longest part. Then ground yourself by pressing your feet into the floor and naming five things you can see, and remind yourself that this is anxiety: it's uncomfortable but not dangerous, and it peaks and passes, usually within ten minutes or so.",
      },
    ],
    check: ["Which part of that do you think you'd remember in the moment?", "Where do panic attacks usually catch you?"],
  },
  {
    id: "grounding",
    match: /\bground(ing)?\b|\bflashbacks?\b|\btriggered\b|\bback there\b/,
    answers: [
      {
        text: "Try the 5-4-3-2-1 exercise: name five things you can see, four you can feel, three you can hear, two you can smell and one you can taste. Then press your feet into the floor, breathe out slowly, longer than you breathe in, and tell yourself where you are and what day it is, which brings your attention back to the present, where you are safe.",
      },
      {
        text: "Another grounding tool is temperature and touch: hold something cold, like a glass of cold water or an ice cube, or a textured object such as a smooth stone, and describe it to yourself in detail. Naming what you notice right now keeps you anchored in the present.",
      },
    ],
    check: ["How does it feel to try the first part of that now?", "Where could you practise it while things are calm?"],
  },
  {
    id: "exposure",
    match:
      /\bexposure\b|\b(start|get back to|go back to|get back into|start again|try again)\b.{0,20}\b(driving|drive|going out|flying|parties|party|leaving the house|social events)\b|\b(driving|drive) again\b|\bface (it|my fears?|this|them)\b/,
    answers: [
      {
        text: "Start with the smallest step that feels about two or three out of ten scary, and stay with it until the anxiety eases, usually within ten to twenty minutes. For driving, that might be sitting in the parked car with the engine off, then driving around the block on a quiet street, then a short familiar route, repeating each step a few times before you move up.",
        when: /\bdriv/,
      },
      {
        text: "Exposure works in small steps: list situations from the easiest to the hardest, start with one that feels about three out of ten scary, and stay until the anxiety eases, usually within ten to twenty minutes. For parties, that might be staying for twenty minutes, then an hour, then starting one conversation, repeating each step a few times before moving up.",
        when: /\bpart(y|ies)\b|\bsocial\b|\bpeople\b/,
      },
      {
        text: "Start with the smallest step that feels about two or three out of ten scary, and stay with it until the anxiety eases, usually within ten to twenty minutes. Repeat that step a few times over the week, and only move up to the next one once it feels easier.",
      },
    ],
    check: ["What could your first, smallest step be?", "What would a two-out-of-ten step look like for you?"],
  },
  {
    id: "normal",
    match: /\bis (it|this|that) (normal|okay|ok|common|weird|strange|wrong)\b|\bam i (normal|weird|crazy|strange|overreacting)\b|\bdo other people (feel|get)\b/,
    answers: [
      {
        text: "Yes, feeling numb is a common response after something overwhelming: it's your nervous system protecting you by turning the volume down. It usually eases as you feel safer, and grounding, gentle movement and time with people you trust can help feelings come back little by little.",
        when: /\bnumb/,
      },
      {
        text: "Yes, anger is a normal part of grief: anger at the loss, at the unfairness of it, sometimes at the person who died or at yourself. It doesn't mean you loved them any less, and it often softens when it has somewhere to go, like writing it down, moving your body or saying it out loud to someone who understands.",
        when: /\b(angry|anger|mad|furious)\b/,
        specialties: ["grief"],
      },
      {
        text: "Yes, feeling {feeling} is a very common reaction, and it makes sense given what you're going through. Feelings like this tend to ease when they're noticed rather than fought, and talking about them, like you're doing now, is part of that.",
      },
      {
        text: "Yes, that's a very common reaction, and it makes sense given what you're going through. Reactions like this tend to ease when they're noticed rather than fought, and talking about them, like you're doing now, is part of that.",
      },
    ],
    check: ["When does it tend to be strongest?", "What do you notice just before it comes?"],
  },
  {
    id: "say-no",
    match: /\bsay no\b|\bturn (it|him|her|them|this|that) down\b|\bpush back\b|\bstop (taking|saying yes)\b/,
    answers: [
      {
        text: "Keep it short, kind and clear, without a long justification, for example: \"I love you, and I'm not able to lend money anymore.\" If the answer is pushback, repeat the same sentence calmly rather than arguing the reasons: it's a boundary about what you will do, and you can still offer help in another way if you want to, like sitting down together to make a budget.",
        when: /\b(money|lend|lending|borrow\w*|loans?|pay (it|me) back)\b/,
      },
      {
        text: "Keep it short, calm and specific, and offer what you can do instead, for example: \"I can't take that on this week without something else slipping, so let's agree what comes first.\" You don't need a long justification, and pausing before you answer, with \"let me check and get back to you\", gives you time to decide.",
      },
    ],
    check: ["What would you like to say no to first?", "What makes saying no hard for you?"],
  },
  {
    id: "grief-occasion",
    match: /\b(birthday|anniversar\w*|christmas|holidays?|mother's day|father's day|first year)\b/,
    answers: [
      {
        text: "Hard days are easier with a plan: decide ahead of time how you'd like to spend the day, perhaps with a small ritual like lighting a candle, visiting a place they loved or sharing a favourite memory, and who you'd like to be with. Give yourself permission to change the plan on the day, and leave room for rest afterwards.",
      },
      {
        text: "Many people mark days like this with something small that keeps the bond, such as cooking a favourite meal, looking through photos or writing a few lines to the person they miss. It helps not to be alone for all of it, so it's worth asking someone to be with you or to check in on you.",
      },
    ],
    check: ["What would feel right for you on that day?", "Who would you like to have with you on that day?"],
  },
  {
    id: "remember",
    match: /\b(remember|honou?r|memorial|keep (her|him|them|their|his) memory|way to remember)\b/,
    answers: [
      {
        text: "One small way is a memory ritual: write down a favourite story about them, light a candle on a day that mattered, or cook something they loved and share it with someone who knew them. Some people keep a memory box with photos and letters and add to it over time.",
      },
      {
        text: "You could write a letter to them about what has happened since, and what you miss, or plant something, or visit a place you shared. Small, repeated rituals often hold a bond better than one big gesture.",
      },
    ],
    check: ["Which of those feels closest to what you'd want?", "What's a memory you'd like to keep close?"],
  },
  {
    id: "belongings",
    match: /\b(his|her|their|(mum|mom|dad|mother|father|grandma|grandpa|grandfather|grandmother|husband|wife|partner|son|daughter|friend)'s)\s+(old |personal |)(things|stuff|belongings|clothes|possessions|room)\b/,
    answers: [
      {
        text: "There's no rush: many people wait months before sorting belongings, and that's okay. When you're ready, start with one small box, keep what brings comfort, set aside a few things to pass on to family or friends, and ask someone to help so you're not doing it alone; taking photos of things you can't keep is another way to hold on to them.",
      },
    ],
    check: ["Is there one thing you already know you'd like to keep?", "Who could help you when you feel ready?"],
  },
  {
    id: "seek-support",
    match:
      /\b(talk|speak|open up) to (someone|somebody|anyone|a professional|a therapist|a counsell?or|a doctor)\b|\b(get|find) (professional )?help\b|\bwho (can|could|should) i (talk|speak|turn) to\b/,
    answers: [
      {
        text: "A free debt advice service is a good first call: it can help you make a plan, talk to lenders and avoid costly mistakes, and your bank can often pause or spread payments if you explain. If gambling is part of it, a free gambling support helpline is confidential too, and telling one person you trust can take some of the weight off.",
        when: /\b(debts?|owe|rent|bills|loans?|money)\b/,
      },
      {
        text: "Yes, talking to someone is a good idea: a friend you trust, your doctor or a licensed therapist. You can keep it simple, for example: \"I've been feeling low for a while and I'd like to talk about it.\" If saying it out loud feels too hard, a text or a written note works too, and your doctor is a good first stop for professional help.",
      },
    ],
    check: ["Who feels like the easiest person to start with?", "What would make it easier to take that first step?"],
  },
  {
    id: "ask-for-need",
    match: /\b(tell|ask|show) (him|her|them|my \w+) (that )?(i need|for|i want|how i feel)\b|\b(need|want|ask for) (more )?(reassurance|space|support|time)\b/,
    answers: [
      {
        text: "Asking for what you need isn't clingy; it's being clear. Pick a calm moment, not right after a late reply, and say it simply, for example: \"I feel anxious when I don't hear from you for a long time, and a quick message when you're busy would really help me.\" One clear request lands better than a list, and you can ask what works for them too.",
      },
    ],
    check: ["How would you put it in your own words?", "When might be a calm moment to say it?"],
  },
  {
    id: "soft-start",
    match:
      /\b(bring (it|this|that) up|raise (it|this)|talk about (it|money|this|that))\b.{0,40}\b(without|fight|argument|row|better|differently|calmly|gently)\b|\bwithout (it )?(turning into|becoming|starting|causing) an? (fight|argument|row)\b|\bgets? defensive\b/,
    answers: [
      {
        text: "Start gently and at a calm time, not in the middle of a disagreement: say how you feel and what you need, without blaming, for example \"I feel anxious about our money and I'd like us to sit down and make a plan together.\" Stick to one topic, and if either of you gets flooded, agree to take a twenty-minute break and come back to it.",
        when: /\bmoney\b/,
      },
      {
        text: "Start gently and at a calm time, not in the middle of a disagreement: say how you feel and what you need, without blaming, for example \"I feel worried about this and I'd like us to talk it through together.\" Stick to one topic, and if either of you gets flooded, agree to take a twenty-minute break and come back to it.",
      },
    ],
    check: ["How would you like to word your first sentence?", "When would be a calm time to raise it?"],
  },
  {
    id: "hard-conversation",
    match: /\bhow (can|do|should|would) i (even )?(talk|speak) to\b|\bhow (can|do|should|would) i (even )?(ask|check in with|check on) (her|him|them|my \w+)\b|\bhow (can|do|should|would) i (even )?(tell|bring (it|this|that) up|raise|approach)\b/,
    answers: [
      {
        text: "Choose a quiet moment when you won't be rushed, and start simply, for example: \"I've been having a hard time lately, and I'd like to talk to you about it.\" You don't have to explain everything at once; saying one or two things and what would help, like listening or checking in, is enough for a first conversation, and a message works too if saying it out loud feels too hard.",
        when: /\b(i'm|i am|i've been) (struggling|not okay|not ok|depressed|low|anxious|having a hard time)\b|\bhow i('m| am)? feel/,
      },
      {
        text: "Choose a calm, sober moment and speak from care rather than blame, for example: \"I've noticed some changes lately, and I'm worried about you because I care about you.\" Describe one or two specific things you've seen, listen to the answer, and be ready for it to take more than one conversation; support for families, like Al-Anon, can help you too.",
        when: /\b(drink\w*|drunk|alcohol|using|drugs|gambl\w*)\b/,
      },
      {
        text: "Choose a quiet moment rather than a busy one, and have one simple sentence ready to start with, for example: \"I've been thinking about you, and I wanted to see how you're doing.\" It's okay if feelings come up while you talk, since you can say \"give me a moment\" and take a breath, and keeping the first conversation short, or starting with a message, can make it less daunting.",
      },
    ],
    check: ["What would you most like them to know?", "What worries you most about that conversation?"],
  },
  {
    id: "heated",
    match: /\b(too heated|heated|escalat\w*|blow up|blows up|gets out of hand|out of control|shouting match|screaming match)\b/,
    answers: [
      {
        text: "Agree on a signal for a pause when either of you feels flooded, then take a twenty-minute break apart doing something calming, not rehearsing the argument. Come back at a time you've agreed, start gently with \"I feel...\" rather than \"you always...\", and listen to understand before you reply.",
      },
    ],
    check: ["What signal could the two of you agree on?", "What would help you calm down during the break?"],
  },
  {
    id: "apology",
    match: /\bapologi[sz]e\b|\bsay sorry\b|\bmake (it|this) up to\b/,
    answers: [
      {
        text: "A real apology names what you did and its impact, without excuses or a \"but\": for example, \"I'm sorry I sent those messages; I broke your trust, and I understand why you're hurt.\" Then listen to how it affected {partner} without defending yourself, say what you'll do differently, and accept that trust comes back through consistent actions over time.",
        when: /\bmessages?\b/,
      },
      {
        text: "A real apology names what you did and its impact, without excuses or a \"but\", then listens to how it affected the other person without defending yourself. Say what you'll do differently, and accept that trust comes back through consistent actions over time, at their pace.",
      },
    ],
    check: ["What would you want to say first?", "What do you think {partner} most needs to hear from you?"],
  },
  {
    id: "trust",
    match: /\b(rebuild|build|earn|regain|win back|get back) (her |his |their |the |some )?trust\b|\btrust (me )?again\b/,
    answers: [
      {
        text: "Trust comes back through small, consistent actions every day: be open without being asked, for example sharing your plans, do what you say you'll do, and check in about how {partner} is feeling without getting defensive when it's hard to hear. Expect it to take time, and let {partner} set the pace.",
      },
      {
        text: "Trust comes back through small, consistent actions every day: be open without being asked, do what you say you'll do, and check in about how the other person is feeling. Expect it to take time, and let them set the pace.",
      },
    ],
    check: ["Which of those could you start with today?", "What would show {partner} that something has changed?"],
  },
  {
    id: "boundary",
    match: /\b(set|setting|hold|keep|draw) (a |some |clear )?boundar(y|ies)\b|\bstand up to\b/,
    answers: [
      {
        text: "Pick a calm moment to say it, and keep it to one or two sentences about what you will do, for example: \"I want to keep visiting, and if it turns into criticism, I'll take a break and step outside.\" Then follow through calmly every time, without arguing the point: the boundary is your action, not their agreement.",
      },
    ],
    check: ["How would you say that in your own words?", "What might make it hard to follow through?"],
  },
  {
    id: "breakup",
    match: /\b(get over|move on from|cope with|deal with|getting over|moving on from) (a |the |my |this )?(break ?-?up|ex\b|divorce|heartbreak|being dumped|him|her)/,
    answers: [
      {
        text: "Give it time and some structure: expect waves of sadness and let them come, lean on friends, and keep a simple routine with sleep, meals and some movement. It also helps to limit contact and checking their social media for now, muting or unfollowing if you need to, and when you're ready, writing down what you've learned and what you want next.",
      },
    ],
    check: ["Which part of that would help most right now?", "Who could you lean on this week?"],
  },
  {
    id: "contact-ex",
    match: /\b(message|text|call|contact|reach out to|talk to|see|get back with) (my |the |an )?ex\b/,
    answers: [
      {
        text: "It's worth pausing before you decide: ask yourself what you're hoping the message will give you, and how likely it is to give you that. Many people find it helps to wait a couple of weeks, write the message without sending it, and talk it over with a friend first.",
      },
    ],
    check: ["What are you hoping would happen if you messaged them?", "How do you think you'd feel after sending it?"],
  },
  {
    id: "self-kindness",
    match:
      /\b(hard on myself|self-critic\w*|inner critic|the critic|critical voice|say to myself|tell myself|kinder (sentence|words|thing|way)|talk to myself|be kinder to myself|stop (hating|criticising|criticizing|being mean to) myself)\b/,
    answers: [
      {
        text: "Try something like: \"This is hard, I'm doing my best, and one mistake doesn't define me.\" Say it the way you'd speak to a good friend, kindly and slowly, and change the words until they feel true to you.",
        when: /\b(say|tell|sentence|words)\b/,
      },
      {
        text: "When you notice the critic, pause and ask what you'd say to a good friend who had made the same mistake, then say that to yourself, even if it feels awkward at first. Writing down one thing you handled well each evening helps too, because the critic filters those out.",
      },
      {
        text: "A self-compassion break takes a minute: notice that this hurts, remind yourself that struggling is part of being human, and offer yourself one kind sentence, the way you would to a friend.",
      },
    ],
    check: ["How does it feel to imagine saying that to yourself?", "When does the critic tend to be loudest?"],
  },
  {
    id: "what-to-say",
    match: /\bwhat (should|do|can|could) i say\b|\bwhat (should|do|can) i do when (she|he|they|my \w+) (starts?|does|says)\b/,
    answers: [
      {
        text: "Have a short phrase ready, something like \"I'm not going to discuss this now; let's talk about something else,\" and say it calmly. If it carries on, you can pause, step away from the table for a few minutes and come back, and rehearsing the words beforehand makes them much easier to find in the moment.",
      },
    ],
    check: ["What words would feel natural for you?", "How do you think the others would react?"],
  },
  {
    id: "open-up",
    match: /\bopen up\b|\b(get|make) (him|her|them|my \w+) (to )?talk\b|\btalk to me\b/,
    answers: [
      {
        text: "People, teenagers especially, often talk more side by side than face to face, so try time together doing something, like a drive, cooking or a game, without an agenda. Ask small, curious questions, listen without fixing or lecturing, and let them know the door is open, for example: \"I've noticed things feel tense, and I'm here whenever you want to talk.\"",
      },
    ],
    check: ["What's something you could do together this week?", "What happens when you try to talk now?"],
  },
  {
    id: "phone-rules",
    match: /\b(take|taking) (his|her|their|the) (phone|tablet|ipad|laptop)\b|\bscreen ?time\b|\bphone (rules|limits)\b/,
    answers: [
      {
        text: "Taking it away suddenly tends to bring more conflict; it usually works better to agree on phone rules together at a calm time, for example phones charging outside bedrooms at night, and to explain why. Involve them in setting the limits and the consequences, then stick to what you agreed, calmly and every time.",
      },
    ],
    check: ["What rule would matter most to you?", "How do you think they'd respond to being asked?"],
  },
  {
    id: "make-friends",
    match: /\bmake (new )?friends\b|\bmeet (new )?people\b|\bfind (new )?friends\b|\bbuild (a )?social life\b/,
    answers: [
      {
        text: "Friendships usually grow from seeing the same people again and again, so choose one regular activity, like a class, a club, a sports team or volunteering, and keep going for a few weeks. When you click with someone, suggest something small and specific, like coffee or a walk afterwards, and expect it to feel a bit awkward at first; that's normal.",
      },
    ],
    check: ["What kind of regular activity would you enjoy?", "What usually holds you back from suggesting something?"],
  },
  {
    id: "reach-out",
    match: /\b(should|can|could|do) i (text|message|call|invite|ask|reach out to)\b/,
    answers: [
      {
        text: "Yes, a short, friendly message is a good idea, and a specific suggestion makes it easy to say yes, like lunch again on a particular day this week. If the answer is that they're busy, that usually just means another day, so you can suggest a different time.",
        when: /\blunch\b/,
      },
      {
        text: "Yes, a short, friendly message is a good idea, and a specific suggestion makes it easy to say yes, like coffee on a particular day this week. If they're busy, that usually just means another day, so you can suggest a different time.",
      },
    ],
    check: ["What would you like your message to say?", "How would you feel if the reply took a while?"],
  },
  {
    id: "checking-phone",
    match: /\b(checking|check) (my |the )?(phone|messages|texts)\b/,
    answers: [
      {
        text: "Put your phone in another room or a drawer for a set stretch, say thirty minutes, with notifications on silent, and fill that time with something absorbing, like a walk or a call with a friend. When you feel the pull to check, notice the story your mind is telling about the silence, take a slow breath and let the feeling pass before you decide.",
      },
    ],
    check: ["What could you do in those thirty minutes?", "What story does your mind tell when a reply is late?"],
  },
  {
    id: "confidence",
    match: /\bconfiden\w*\b|\bspeak up\b|\bassertive\w*\b/,
    answers: [
      {
        text: "Before a meeting, prepare one point or question you'd like to raise and write it in your notes; speaking once early on, in the first few minutes, makes it easier to speak again. Slow breathing beforehand helps, and afterwards notice what went well before the critic reviews what didn't.",
      },
    ],
    check: ["What's one point you could prepare for your next meeting?", "What happens inside you just before you speak up?"],
  },
  {
    id: "stop-suddenly",
    match: /\b(stop|quit) (drinking|using|alcohol|taking)\b.{0,40}\b(completely|tomorrow|cold turkey|all at once|suddenly|today|right now)\b|\bcold turkey\b/,
    answers: [
      {
        text: "If you've been drinking most days, please talk to a doctor before stopping suddenly, because alcohol withdrawal can be risky, and a doctor can help you stop safely. Cutting down gradually with a plan is often a safer first step, and SAMHSA's free, confidential helpline, 1-800-662-4357, can point you to support.",
      },
    ],
    check: ["How would you feel about talking to a doctor about it?", "What would make it easier to get that support?"],
  },
  {
    id: "block-gambling",
    match: /\b(betting|gambling|casino|poker) (app|apps|site|sites|account)\b|\bstop (myself )?(from )?(gambling|betting)\b/,
    answers: [
      {
        text: "Put barriers in the way: delete the app, install a gambling blocker, and ask your bank to block gambling payments on your card. When the urge comes, delay for thirty minutes and do something else, like a walk, and tell someone you trust what you're working on so you're not doing it alone.",
      },
    ],
    check: ["Which of those barriers could you set up today?", "When does the urge to bet usually hit?"],
  },
  {
    id: "quit",
    match:
      /\b(quit|stop|give up|kick) (smoking|drinking|using|vaping|weed|gambling|drugs|alcohol|cigarettes|betting|the habit)\b|\bhow (do|can|should|could) i (quit|stop|give (it )?up)( it| this| for good)?\s*[?.!]*$/,
    answers: [
      {
        text: "Pick a quit day in the next week or two and tell someone you trust. Before then, notice your triggers, like times, places and people, and plan what you'll do instead; clear what you use out of your home, and when a craving comes, delay, distract yourself and remember it passes within twenty to thirty minutes. If you've been drinking heavily or using daily, talk to a doctor first, because stopping some substances suddenly can be risky.",
      },
    ],
    check: ["What date would feel realistic for you?", "What's the trigger you expect to be hardest?"],
  },
  {
    id: "craving",
    match: /\bcravings?\b|\burges?\b/,
    answers: [
      {
        text: "When a craving hits, remember that it rises, peaks and passes, usually within twenty to thirty minutes, so your job is to ride it out rather than fight it. Get a glass of water or a soft drink, go for a short walk or text someone, and notice the urge without acting on it; having that plan ready before the time it usually hits makes it much easier.",
      },
    ],
    check: ["What could you do instead during those twenty minutes?", "What usually sets the craving off?"],
  },
  {
    id: "cut-down",
    match: /\bcut(ting)? (down|back)\b|\bdrink less\b|\buse less\b|\bmoderate\b/,
    answers: [
      {
        text: "Set a limit before you start, such as a number of drinks, plus two or three alcohol-free days a week, and count as you go. Alternate each drink with water or a soft drink, eat first and pace yourself, and if anyone asks, a simple \"I'm taking it easy tonight\" is enough.",
      },
    ],
    check: ["What limit feels realistic for you this week?", "Which situation will make it hardest to stick to?"],
  },
  {
    id: "get-going",
    match:
      /\b(get (myself )?out of bed|get up in the mornings?|no motivation|zero motivation|don't feel like (it|doing)|can't be bothered|unmotivated|get (myself )?going)\b/,
    answers: [
      {
        text: "That's very likely, and it's okay: plan to start anyway with a tiny version, just five minutes, because with low mood action usually comes before motivation. If five minutes feels fine, carry on; if not, you've still kept a small promise to yourself.",
        when: /\bwhat if\b|\bwhen\b.{0,30}\bcomes\b/,
      },
      {
        text: "Don't wait for motivation; with low mood, action usually comes first and motivation follows. Make the first step tiny: put your alarm across the room, sit up, put your feet on the floor and open the curtains, then plan one small thing for the next ten minutes, like a shower or breakfast.",
      },
    ],
    check: ["What would be the tiniest first step for you tomorrow?", "What time would you like to try it?"],
  },
];

export function asksSomething(text: string): boolean {
  return ASKS.test(text);
}

/**
 * The kind of help a message asks for, or null when it asks for nothing the engine has a concrete answer to. A worry
 * put as a question ("what if I fail?") matches no kind, so it is listened to as the prediction it is.
 */
export function findRequest(text: string): RequestKind | null {
  if (!asksSomething(text)) return null;
  return REQUEST_KINDS.find((candidate) => candidate.match.test(text)) ?? null;
}
