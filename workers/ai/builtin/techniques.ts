import type { Specialty } from "../types";

/**
 * What each therapist does, stage by stage. Templates may use slots filled from the conversation:
 * {feeling}, {thought}, {prediction}, {person}, {topic}, {habit}, {lost}; a template whose slot is unknown is skipped, and
 * templates that use the person's words are preferred over generic ones.
 * Every question ends with the reply's only question mark; leads never ask.
 */
export interface TechniqueStep {
  /** Introduces or explains the step. */
  lead: string[];
  question: string[];
  /** A simpler, more concrete way in, for "I don't know". */
  gentle: string[];
  /** Skip the step when the person has already said this (a step that asks for the thought, once it is known). */
  answeredBy?: "thought" | "prediction";
  /**
   * What the person must have said for the step to make sense: "that prediction" needs a prediction, exposure needs
   * something avoided. Without it the step is left out rather than talk about something that was never said.
   */
  needs?: readonly Need[];
}

export type Need = "thought" | "prediction" | "avoidance" | "loss" | "habit";

export interface SpecialtyGuide {
  /** What was practised, as the summary says it ("We also worked on ..."). */
  techniqueName: string;
  /** A first-reply sentence that sets the tone of this therapist's work. */
  welcome: string[];
  opening: string[];
  /** Open questions for understanding, before any technique. */
  explore: string[];
  /** The specialty's technique, in order. */
  steps: TechniqueStep[];
  /** Turning the session into one small next step, then planning for obstacles. */
  plan: TechniqueStep[];
  /** The specialty's core skill as a direct, concrete answer, for when someone asks what to do; the first fits best. */
  advice: string[];
  /** Open questions once the session's arc is complete. */
  deepen: string[];
  /** When to look for more help than an AI can give. */
  careNote: string;
}

const depression: SpecialtyGuide = {
  techniqueName: "cognitive restructuring and behavioural activation",
  welcome: ["There's no pressure to find the right words here; we can go slowly."],
  opening: ["What's been weighing on you lately?", "How have things been for you this week?"],
  explore: [
    "When you're feeling {feeling}, what tends to be going on around you?",
    "When did you first notice things starting to feel this heavy?",
    "What does a typical day look like for you at the moment?",
    "What have you stopped doing that you used to enjoy?",
    "How has all of this been affecting your sleep and energy?",
  ],
  steps: [
    {
      lead: [
        'A thought like "{thought}" can feel like a plain fact when your mood is low, even when it isn\'t the whole story.',
        "Low mood often comes with a running commentary that sounds like the truth, and catching those thoughts is the first step of cognitive restructuring.",
      ],
      question: [
        "When you feel at your lowest, what goes through your mind about yourself?",
        "What's the harshest thing your mind tells you on the bad days?",
      ],
      gentle: ["If your low mood could speak in one sentence, what would it say?"],
      answeredBy: "thought",
    },
    {
      lead: [
        'Let\'s treat "{thought}" as a guess rather than a verdict; that\'s the idea behind cognitive restructuring.',
        "In cognitive restructuring we treat a thought like that as a guess rather than a verdict, and look at it together.",
      ],
      question: [
        'If a close friend told you they believed "{thought}" about themselves, what would you say to them?',
        "What evidence supports that thought, and what doesn't quite fit it?",
      ],
      gentle: ["Can you think of even one moment recently that doesn't fit that thought?"],
      needs: ["thought"],
    },
    {
      lead: [
        "The aim isn't forced positivity, just a version of the thought that is kinder and more accurate.",
        "That's the heart of cognitive restructuring: finding something more balanced that you can actually believe.",
      ],
      question: [
        "What might a kinder, more balanced version of that thought sound like?",
        "How could you say that thought to yourself in a way that is fairer to you?",
      ],
      gentle: ['Would something like "I\'m struggling right now, and that isn\'t the same as failing" feel any truer?'],
      needs: ["thought"],
    },
    {
      lead: [
        "There's another side to this, called behavioural activation: with low mood, action usually comes before motivation, not after.",
        "When everything feels flat, small activities can bring back a little energy before the motivation arrives.",
      ],
      question: [
        "What's one small thing that used to give you a bit of pleasure or a sense of achievement?",
        "What's an activity, even a tiny one, that usually leaves you feeling slightly better afterwards?",
      ],
      gentle: ["Would a short walk, a shower, a favourite song or a text to one person be closest to something you could manage?"],
    },
  ],
  plan: [
    {
      lead: [
        "Let's make it small enough that even a low-energy day could manage it.",
        "The trick is to schedule it rather than wait until you feel like it.",
      ],
      question: [
        "What's one tiny, specific activity you could plan for tomorrow, and at what time?",
        "Which day and time this week could you set aside ten minutes for that?",
      ],
      gentle: ["Would ten minutes of something gentle, like stepping outside after breakfast, be doable tomorrow?"],
    },
    {
      lead: ["Low mood tends to argue against plans, so it helps to be ready for that."],
      question: [
        "If your mind says \"what's the point\" when the time comes, what would you like to tell yourself?",
        "What might get in the way, and what could you do if it does?",
      ],
      gentle: ["Would it help to do an even smaller version, like five minutes, on a hard day?"],
    },
  ],
  advice: [
    "Pick one small thing for today that gives you a little pleasure or a sense of achievement, like a ten-minute walk outside, a shower or texting one person back, and give it a set time. With low mood, action usually comes before motivation, so start with a tiny version rather than waiting until you feel like it.",
    "When a thought is pulling you down, write it down, then write next to it what you'd say to a friend who had that same thought. A few minutes of this in the evening helps you see those thoughts as guesses rather than facts.",
    "A simple daily rhythm helps low mood: get up at a similar time, eat something, step outside for a few minutes and plan one small task, because structure can lift mood before motivation returns.",
  ],
  deepen: [
    "What would a slightly better week look like for you?",
    "Who in your life knows how you've been feeling?",
    "What has helped you through hard times before?",
    "What would you like to be different a month from now?",
  ],
  careNote:
    "If the heaviness has lasted for weeks or keeps getting worse, please also talk to a doctor or licensed therapist, who can offer support I can't.",
};

const anxiety: SpecialtyGuide = {
  techniqueName: "cognitive restructuring and gradual exposure",
  welcome: ["Anxiety can be exhausting, and it makes sense that you want some relief."],
  opening: ["What's been making you anxious lately?", "What's been on your mind today?"],
  explore: [
    "When you start to feel {feeling}, what do you usually do?",
    "When does the anxiety tend to show up most?",
    "What does it feel like in your body when it hits?",
    "What has anxiety been stopping you from doing?",
  ],
  steps: [
    {
      lead: [
        "Anxiety works a bit like an overprotective alarm: it tries to keep you safe by predicting danger.",
        "Anxiety usually comes with a story about what might go wrong, and it helps to hear that story clearly.",
      ],
      question: ["What is the anxiety telling you will happen?", "What's the worst-case story your mind is telling you?"],
      gentle: ['If the worry finished the sentence "What if...", how would it end?'],
      answeredBy: "prediction",
    },
    {
      lead: [
        'When your mind says "{prediction}", it is making a prediction, not stating a fact, so let\'s put it under the microscope the way a thought record does.',
        "Anxious predictions deserve to be checked, not just obeyed.",
      ],
      question: [
        "What's the worst that could realistically happen, what's the best, and what's most likely?",
        "What evidence do you have for that prediction, and what evidence goes against it?",
      ],
      gentle: ["How often has the thing you feared actually happened?"],
      needs: ["prediction"],
    },
    {
      lead: [
        "Even if part of it came true, you would probably cope better than anxiety gives you credit for.",
        "The goal is a thought that is calm and true at the same time, not a promise that nothing bad will happen.",
      ],
      question: [
        "If the most likely outcome happened, how would you cope with it?",
        "What could you say to yourself next time that is both calm and true?",
      ],
      gentle: ['Would something like "This is anxiety, it\'s uncomfortable, and I can handle it" fit for you?'],
      needs: ["prediction"],
    },
    {
      lead: [
        "Anxiety lives in the body too, and slow breathing, in for four and out for six, is one of the quickest ways to turn the alarm down.",
        "Your body can help calm your mind: a breath out that is longer than the breath in tells your nervous system it is safe.",
      ],
      question: [
        "When in your day could you practise that for two minutes, so it's ready when you need it?",
        "Where would be a good place to practise slow breathing while things are calm?",
      ],
      gentle: ["Could you try three slow breaths now, with a longer breath out, and notice what changes?"],
    },
    {
      lead: [
        "Avoidance brings quick relief but teaches your brain the danger was real, so small, gradual steps toward what you fear help anxiety shrink over time.",
        "Gradual exposure means facing a small version of what you avoid and staying with it until the anxiety eases.",
      ],
      question: [
        "What's something anxiety has taken from you that you'd like to take back, one small step at a time?",
        "What's one situation you've been avoiding that you'd like to face again?",
      ],
      gentle: ["What would a tiny version of that step look like, one that feels about 2 out of 10 scary?"],
      needs: ["avoidance"],
    },
  ],
  plan: [
    {
      lead: ["Let's choose the first small step.", "Small and repeated beats big and rare when it comes to anxiety."],
      question: [
        "What's the first small step you could take this week, and when?",
        "Which small step could you practise a few times before we talk again?",
      ],
      gentle: ["Would a five-minute version of that step, once this week, feel possible?"],
    },
    {
      lead: ["The anxiety will probably rise when you try it, and that means it's working, not failing."],
      question: [
        "What will you tell yourself when the anxiety rises during that step?",
        "What could help you stay with it when the anxiety peaks?",
      ],
      gentle: ["Would slow breathing, in for four and out for six, be something to lean on then?"],
    },
  ],
  advice: [
    "When anxiety rises in the moment, slow your breathing first, in for four and out for six, then press your feet into the floor and name five things you can see. Remind yourself that this is anxiety, uncomfortable but not dangerous, and that it peaks and passes within minutes if you stay with it.",
    "Scheduled worry time helps many people: fifteen minutes a day to worry on purpose, and when a worry pops up outside that time, you write it down for later.",
    "When a worry shows up, write it down, then ask what evidence supports it, what goes against it, and what a calmer, realistic version would be.",
  ],
  deepen: [
    "What would you do more of if anxiety were a little quieter?",
    "What has helped you cope with anxious times in the past?",
    "What do you think the anxiety is trying to protect you from?",
    "Who notices when you're anxious, and how do they respond?",
  ],
  careNote:
    "If anxiety is getting in the way of daily life, a licensed therapist who offers CBT can work through this with you in depth.",
};

const trauma: SpecialtyGuide = {
  techniqueName: "grounding and the window of tolerance",
  welcome: ["We'll go at your pace, and you decide what you share; you never need to go into details of what happened."],
  opening: ["What would feel okay to talk about today?", "How are you feeling in this moment, as we start?"],
  explore: [
    "When you start feeling {feeling}, how do you usually get through it?",
    "Without going into any details, how does this show up in your life now?",
    "What tends to happen in your body when something reminds you of it?",
    "What helps you feel even a little safer from day to day?",
  ],
  steps: [
    {
      lead: [
        "Before anything else, I'd like us to build some steadiness, and grounding is a good place to start.",
        "When memories or feelings get loud, grounding helps bring you back to the present moment, where you are safe.",
      ],
      question: [
        "Could you look around and name five things you can see right now, and notice how that feels?",
        "If you press your feet into the floor and let one slow breath out, what do you notice?",
      ],
      gentle: ["Could you name just one thing you can see and one thing you can hear right now?"],
    },
    {
      lead: [
        "There's an idea called the window of tolerance: the zone where you can feel things without being flooded or shutting down.",
        "Trauma can narrow the window of tolerance, so the nervous system tips quickly into overdrive or into numbness.",
      ],
      question: [
        "What are the signs that tell you you've been pushed out of that window, into overwhelm or into shutting down?",
        "When you drift out of that zone, do you tend to go toward panic and overwhelm, or toward numbness and shutting down?",
      ],
      gentle: ["When things get too much, does your body feel more revved up or more switched off?"],
    },
    {
      lead: [
        "Those reactions make sense: they are your nervous system trying to protect you.",
        "Nothing about those reactions means you're broken; they are protection that learned to fire early.",
      ],
      question: [
        "What helps you come back into that window, even a little, when you've drifted out?",
        "What's something, a person, a place, a sound or a texture, that helps you feel steadier?",
      ],
      gentle: ["Does anything like cold water, a familiar song, a pet or a soft blanket help you settle, even slightly?"],
    },
    {
      lead: [
        "It can help to gather those anchors into a small toolkit you can reach for when things get hard.",
        "Steadiness grows from practising these anchors when you're calm, so they're easier to find when you're not.",
      ],
      question: [
        "Which two or three of those would you want in your toolkit for the next hard moment?",
        "Where could you keep a reminder of those anchors so they're close when you need them?",
      ],
      gentle: ["Would writing one grounding step in your phone's notes feel manageable?"],
    },
  ],
  plan: [
    {
      lead: ["Let's pick one way to practise grounding while things are calm."],
      question: [
        "When during your day could you practise grounding for a minute or two?",
        "What time of day would be easiest for a short grounding practice?",
      ],
      gentle: ["Would practising once, right after you wake up or before bed, be doable?"],
    },
    {
      lead: ["It's also worth knowing who or what you can lean on if things feel too big."],
      question: [
        "Who could you reach out to, or what could you do, if things feel overwhelming before we talk again?",
        "What's one safe person or place you could turn to on a hard day?",
      ],
      gentle: ["Is there one person you could text if a hard moment comes?"],
    },
  ],
  advice: [
    "In the moment, try grounding: press your feet into the floor, breathe out slowly, longer than you breathe in, and name five things you can see and three you can hear. Then tell yourself where you are and what day it is, which reminds your body that you're in the present, where you are safe.",
    "The 5-4-3-2-1 exercise helps many people: notice five things you can see, four you can feel, three you can hear, two you can smell and one you can taste.",
    "Many people find it steadying to carry a small grounding object, like a smooth stone or a familiar scent, to hold when they need to come back to the present.",
  ],
  deepen: [
    "What does feeling safe look like for you?",
    "What are you proudest of in how you've coped?",
    "Who in your life feels safe to be around?",
    "What would you like your days to feel like as things get steadier?",
  ],
  careNote:
    "If you'd like to work through the memories themselves, a trauma-trained therapist can do that safely with you, at your pace.",
};

const grief: SpecialtyGuide = {
  techniqueName: "continuing bonds and the ebb and flow of grief",
  welcome: ["There's no right way to grieve and no timetable for it."],
  opening: ["What's brought you here today?", "How have you been holding up?"],
  explore: [
    "What was {lost} like as a person?",
    "What do you miss most about {lost}?",
    "What has grief been like for you from day to day?",
    "What feelings have surprised you since the loss?",
    "How have the people around you responded to your grief?",
  ],
  steps: [
    {
      lead: [
        "Grief brings all kinds of feelings, sadness, anger, guilt, even relief, and none of them mean you're doing it wrong.",
        "Grief isn't a straight line; it comes in waves, and good days don't mean you've forgotten.",
      ],
      question: [
        "Which feelings have been the hardest to make room for?",
        "What feeling has been with you most since the loss?",
      ],
      gentle: ["If you had to name one feeling that's been with you most this week, what would it be?"],
      needs: ["loss"],
    },
    {
      lead: [
        "Research on continuing bonds suggests that staying connected to {lost}, through memories, rituals and the things they cared about, is a healthy part of grieving.",
        "Many people find that the relationship with someone who has died doesn't end; it changes, and there are ways to keep the bond.",
      ],
      question: ["What's a memory of {lost} that you'd like to keep close?", "What's a memory you'd like to keep close?"],
      gentle: ["Is there a small object, a song or a place that reminds you of them?"],
      needs: ["loss"],
    },
    {
      lead: [
        "Some people keep the bond through a small ritual, like writing a letter, cooking a favourite recipe or visiting a special place.",
        "Carrying forward something they valued can be a way of keeping them with you.",
      ],
      question: [
        "What would you want to say to {lost} if you could?",
        "What's something they cared about that you'd like to carry forward?",
      ],
      gentle: ["Would writing them a short letter, even a few lines, feel right?"],
      needs: ["loss"],
    },
    {
      lead: [
        "There's a helpful idea called the dual-process model: grieving well means moving between facing the loss and taking breaks to rest and rebuild.",
        "Taking time away from grief, to rest, laugh or get things done, isn't forgetting; it's part of how people cope.",
      ],
      question: [
        "What helps you take a breather from the grief when you need one?",
        "What gives you a little rest from the grief, even briefly?",
      ],
      gentle: ["Is there anything, even a walk or a TV show, that gives you a small break from it?"],
      needs: ["loss"],
    },
  ],
  plan: [
    {
      lead: ["Let's think about the days ahead."],
      question: [
        "What's one small way you could honour {lost} this week?",
        "What's one small way you could honour your bond this week?",
      ],
      gentle: ["Would lighting a candle, looking at a photo or visiting a favourite place be a way to honour them?"],
      needs: ["loss"],
    },
    {
      lead: ["Hard days, like anniversaries and holidays, are easier with a little planning and company."],
      question: [
        "Who could you lean on when the waves of grief feel strongest?",
        "Who could be with you, or check in on you, on the harder days?",
      ],
      gentle: ["Is there one person who would understand if you said today is a hard day?"],
      needs: ["loss"],
    },
  ],
  advice: [
    "Set aside a little time each day to remember, perhaps twenty minutes with photos, a journal or a walk to a place you shared, and then do something restful or ordinary afterwards. Grief comes in waves, and moving between remembering and resting is a healthy way through them.",
    "Writing a letter to the person you've lost, telling them what has happened and what you miss, can be a gentle way to keep the bond.",
    "Plan ahead for hard days, like anniversaries, with a small ritual and someone to be with, so the day doesn't catch you alone.",
  ],
  deepen: [
    "What do you think {lost} would want for you now?",
    "How has the loss changed the way you see things?",
    "What has been helping, even a little?",
    "What part of your grief feels least understood by other people?",
  ],
  careNote:
    "If the grief feels stuck or unbearable many months on, a grief counsellor or support group can help you carry it.",
};

const marriage: SpecialtyGuide = {
  techniqueName: "soft start-ups and repair after conflict",
  welcome: ["Every marriage goes through hard seasons, and it says something good that you're looking at yours."],
  opening: ["What's been happening between you and your partner?", "What's on your mind about your marriage today?"],
  explore: [
    "What do you think {person} needs most from you right now?",
    "How do arguments usually start between you two, and how do they end?",
    "What was it like between you when things were going well?",
    "When there's tension, what do you tend to do, and what does your partner tend to do?",
    "What do you wish your partner understood about how you feel?",
  ],
  steps: [
    {
      lead: [
        "Many couples get caught in a cycle where one person pursues and the other withdraws, and each reaction fuels the other.",
        "Research on couples points to patterns like criticism, defensiveness, contempt and stonewalling, which almost every couple slips into sometimes.",
      ],
      question: [
        "What does the cycle look like between you two when things heat up?",
        "Which of those patterns do you notice most in your arguments?",
      ],
      gentle: ["When you argue, does one of you push to keep talking while the other shuts down?"],
    },
    {
      lead: [
        'One small change with a big effect is a soft start-up: beginning a hard conversation with "I feel... about... and I need..." rather than "You always...".',
        "How a conversation starts usually predicts how it ends, so a gentler start-up can change the whole argument.",
      ],
      question: [
        "How might you raise that issue next time using a soft start-up?",
        "What would a gentler first sentence sound like, the next time this comes up?",
      ],
      gentle: ['If you started with "I feel ... about ...", how might you finish that sentence?'],
    },
    {
      lead: [
        'Every couple fights; what matters most is repair, the small gestures that say "we\'re okay" after a rough moment.',
        'Repair attempts can be as simple as a touch, a bit of humour or "I can see your point".',
      ],
      question: [
        "What repair attempts, from either of you, have worked before, even a little?",
        "How does each of you usually try to make up after a fight?",
      ],
      gentle: ["What's something small your partner does that tells you things are okay again?"],
    },
    {
      lead: [
        "When either of you feels flooded, heart racing and mind shutting down, a twenty-minute break before carrying on really helps.",
        "Turning toward each other's small bids for attention builds a cushion of goodwill for the harder talks.",
      ],
      question: [
        "How could you two agree on a signal for taking a break when things get too heated?",
        "What are some small ways your partner reaches out to you during the day?",
      ],
      gentle: ['Would a simple phrase like "I need twenty minutes, then I\'ll come back" work between you?'],
    },
  ],
  plan: [
    {
      lead: ["Let's pick one thing to try at home."],
      question: [
        "What's one small thing you could try with your partner this week?",
        "Which of the things we've talked about would you like to try first at home?",
      ],
      gentle: ["Would trying one soft start-up, or one repair after a tense moment, be a good experiment?"],
    },
    {
      lead: ["Timing matters a lot for hard conversations."],
      question: [
        "When would be a calm time to talk with your partner about it?",
        "What could get in the way at home, and how might you handle it?",
      ],
      gentle: ["Would a quiet evening or a walk together be a better moment than straight after work?"],
    },
  ],
  advice: [
    "Start hard conversations gently and at a calm time: say what you feel and what you need, without blaming, for example \"I feel hurt when plans change without a word, and I need us to check in first.\" If it starts to escalate, agree to take a twenty-minute break and come back to it.",
    "When an argument escalates, agreeing on a signal and a twenty-minute break, then coming back at a set time, can stop the spiral.",
    "A small daily habit that strengthens couples is ten minutes to talk about each other's day, listening without trying to fix.",
  ],
  deepen: [
    "What first drew you to your partner?",
    "What would a good week together look like?",
    "What do you appreciate about your partner, even now?",
    "What do you most want your partner to understand about you?",
  ],
  careNote:
    "Couples counselling with a licensed therapist can help if you keep getting stuck; and if you ever feel afraid of your partner, the National Domestic Violence Hotline is at 1-800-799-7233.",
};

const relationships: SpecialtyGuide = {
  techniqueName: "attachment patterns and the needs underneath them",
  welcome: ["Wanting connection is deeply human, and so is finding it hard."],
  opening: ["Who's been on your mind lately?", "What's been happening in your relationships?"],
  explore: [
    "What does {person} mean to you?",
    "What happens inside you when someone you care about goes quiet or pulls away?",
    "How do you usually reach out when you need closeness or support?",
    "When have you felt most connected to someone?",
    "What makes it feel risky to let people close?",
  ],
  steps: [
    {
      lead: [
        "From an attachment point of view, when closeness feels uncertain, people tend either to reach harder or to pull back to protect themselves.",
        "Our early relationships shape how safe it feels to depend on others, and those patterns often show up again later.",
      ],
      question: [
        "When a relationship feels shaky, do you tend to reach out more or step back, and what does that look like for you?",
        "What's your first instinct when someone you care about seems distant?",
      ],
      gentle: ["When someone doesn't reply for a while, what do you usually do?"],
    },
    {
      lead: [
        "Underneath a strong reaction there's usually a need, like reassurance, closeness, respect or space.",
        "Naming the need underneath is often what makes a conversation possible.",
      ],
      question: [
        "What do you think you were really needing in that moment?",
        "What need of yours was going unmet there?",
      ],
      gentle: ["Was it more about wanting reassurance, closeness, respect or space?"],
    },
    {
      lead: [
        "It can help to get curious about what the other person might be feeling and needing, too.",
        "Other people's reactions often come from their own attachment fears rather than from how they feel about you.",
      ],
      question: [
        "What do you imagine was going on for {person}?",
        "What do you imagine was going on for the other person?",
      ],
      gentle: ["If you had to guess, were they more likely overwhelmed, hurt or distracted?"],
    },
    {
      lead: [
        "Secure connection grows from small, honest moments of saying what you need, clearly and kindly.",
        "Asking for what you need is a risk, and it's also how people get to know the real you.",
      ],
      question: [
        "How could you put that need into words in a way that feels true to you?",
        "What would you want to say if you knew it would be received kindly?",
      ],
      gentle: ['Would something like "I miss you and I\'d love to spend time together" be close to what you want to say?'],
    },
  ],
  plan: [
    {
      lead: ["Let's keep the first step small and low-risk."],
      question: [
        "What's one small, low-risk step toward connection you could take this week?",
        "Who could you reach out to this week, even in a small way?",
      ],
      gentle: ["Would sending one short, friendly message be a step you could take?"],
    },
    {
      lead: ["Whatever happens, the step itself is the success."],
      question: [
        "How will you look after yourself if the response isn't what you hope for?",
        "What could you tell yourself if the other person takes a while to respond?",
      ],
      gentle: ["Is there someone or something that comforts you when you feel let down?"],
    },
  ],
  advice: [
    "Send a short, honest message that says what you'd like, rather than waiting and guessing, for example: \"I've missed talking to you, and I'd love to catch up on a call this week.\"",
    "When someone goes quiet, notice the story your mind tells about it and check it against what you actually know before you react.",
    "If loneliness is heavy, small regular contact, like a weekly call, a class or a group, builds connection more than one big gesture.",
  ],
  deepen: [
    "What kind of relationships would you like to have a year from now?",
    "Who in your life makes it easy to be yourself?",
    "What have your relationships taught you about what you need?",
    "What do you bring to the people you care about?",
  ],
  careNote:
    "If a relationship ever feels controlling or unsafe, please reach out to someone you trust or the National Domestic Violence Hotline at 1-800-799-7233.",
};

const family: SpecialtyGuide = {
  techniqueName: "family patterns, roles and boundaries",
  welcome: ["Families are complicated, and it's rare for one person to be the whole problem."],
  opening: ["What's been happening at home?", "Who in your family has been on your mind?"],
  explore: [
    "How does {person} fit into all of this?",
    "Who's involved in this, and how does each person tend to react when tension rises?",
    "What role do you usually end up playing in your family?",
    "What unwritten rules does your family have about conflict or feelings?",
    "How have things changed in your family over the years?",
  ],
  steps: [
    {
      lead: [
        "In family systems thinking we look at the pattern everyone is caught in, rather than for one person to blame.",
        "Families tend to repeat the same dance when tension rises, and seeing the steps is the first way out.",
      ],
      question: [
        "When things get tense, what happens first, who does what next, and how does it usually end?",
        "What does the usual pattern look like when tension builds at home?",
      ],
      gentle: ["Who usually gets upset first, and who tries to smooth things over?"],
    },
    {
      lead: [
        "Everyone plays a part in the pattern, often without choosing it, and changing just your part can shift the whole system.",
        "Roles like peacemaker, rebel or caretaker often start young and stick long after they're useful.",
      ],
      question: [
        "What part do you find yourself playing in that pattern, and how do you feel about it?",
        "Which role do you tend to fall into, and what does it cost you?",
      ],
      gentle: ["Are you more often the peacemaker, the one who gets blamed or the one who steps back?"],
    },
    {
      lead: [
        "Healthy boundaries let you stay connected to your family without being swallowed by the pattern.",
        "A boundary is about what you will do, not about controlling what others do.",
      ],
      question: [
        "What boundary would help you most right now, and with whom?",
        "Where do you most need a bit more space or respect in your family?",
      ],
      gentle: ["Is there one thing you'd like to stop doing, or stop accepting, at home?"],
    },
    {
      lead: [
        "It helps to rehearse a calm, specific sentence before the moment comes: what you feel, what you need and what you'll do.",
        "Practising the words ahead of time makes it much easier to stay calm in the moment.",
      ],
      question: [
        "What would you like to say to {person}, in one or two calm sentences?",
        "What would you like to say, in one or two calm sentences?",
      ],
      gentle: ['Would something like "I want us to get along, and I need us to talk without shouting" fit?'],
    },
  ],
  plan: [
    {
      lead: ["Let's choose a moment to try it."],
      question: [
        "When could you try that conversation or boundary, and with whom first?",
        "What's one small change you could try at home this week?",
      ],
      gentle: ["Would trying it in a calm moment, rather than in the middle of an argument, be easier?"],
    },
    {
      lead: ["Families often push back when someone changes their part, and that's normal."],
      question: [
        "How might the others react, and how will you stay steady if they push back?",
        "What will help you hold the boundary if it's tested?",
      ],
      gentle: ["Would it help to have a short phrase ready, like \"I'm not going to discuss this while we're shouting\"?"],
    },
  ],
  advice: [
    "Choose a calm moment, not the middle of a fight, and say one or two sentences about what you feel and what you'll do, for example \"I feel stressed when plans change at the last minute, and I'd like a heads-up.\" If things heat up, it's okay to pause and step out for a few minutes before carrying on.",
    "Sometimes the most useful change is in your own reaction: stepping out of your usual role, even once, can shift how others respond.",
    "It helps to rehearse a short, calm phrase before a family gathering, so you have words ready when the old pattern starts.",
  ],
  deepen: [
    "What do you want your family relationships to look like in a few years?",
    "Who in your family do you feel closest to, and why?",
    "What did your family teach you about handling feelings?",
    "What would you like to keep from your family, and what would you like to do differently?",
  ],
  careNote:
    "Family therapy with a licensed therapist can help when everyone's willing; and if anyone at home is unsafe, please contact local services or call 911.",
};

const stress: SpecialtyGuide = {
  techniqueName: "stress appraisal, problem-solving and paced breathing",
  welcome: ["Stress can make everything feel urgent at once, so let's slow it down together."],
  opening: ["What's been piling up for you?", "What's been stressing you most lately?"],
  explore: [
    "When things with {topic} get intense, what happens to the rest of your life?",
    "What's on your plate right now, roughly?",
    "How is the stress showing up in your body or your sleep?",
    "Which part of this feels most urgent to you?",
    "How are you getting breaks, if at all?",
  ],
  steps: [
    {
      lead: [
        "Stress often comes from feeling that the demands outweigh the resources you have, so it helps to look at both sides.",
        "Let's sort what's pressing on you into what you can change and what you can't.",
      ],
      question: [
        "Of everything on your plate, what's within your control and what isn't?",
        "What resources or support do you have for all of this, and where are the gaps?",
      ],
      gentle: ["What's one thing on your list you could actually change, even slightly?"],
    },
    {
      lead: [
        "Structured problem-solving works best with one problem at a time, defined as specifically as possible.",
        "Brainstorming without judging the options first often turns up more than you'd expect.",
      ],
      question: [
        "If you picked just one of those problems, what options do you have for it, even imperfect ones?",
        "Which single problem would make the biggest difference if it got a little better?",
      ],
      gentle: ["Could you ask for help, drop something or do a smaller version of it?"],
    },
    {
      lead: [
        "Your body needs a way down from stress too, and paced breathing, in for four and out for six, is a quick way to tell it that it's safe.",
        "Real breaks, even five minutes away from screens, help your nervous system reset.",
      ],
      question: [
        "How could a few minutes of that fit into your day?",
        "When in your day could you take a real break, even a short one?",
      ],
      gentle: ["Could you try three slow breaths right now, with a longer breath out, and see how it feels?"],
    },
    {
      lead: [
        "For the parts you can't change, it helps to focus on how you respond rather than fighting the situation.",
        "Letting go of what's outside your control frees up energy for what isn't.",
      ],
      question: [
        "What helps you let go, even a little, of the things outside your control?",
        "What would it be like to give yourself permission to do less of something?",
      ],
      gentle: ["Is there one thing you could let be good enough rather than perfect?"],
    },
  ],
  plan: [
    {
      lead: ["Let's turn that into one concrete step."],
      question: [
        "What's one small step you could take on that problem in the next day or two?",
        "What will you do first, and when?",
      ],
      gentle: ["Would fifteen minutes on the most urgent task, first thing tomorrow, be a good start?"],
    },
    {
      lead: ["Protecting your recovery time matters as much as tackling the problem."],
      question: [
        "What's one way you could protect your sleep or build a real break into this week?",
        "What could get in the way of that plan, and how will you handle it?",
      ],
      gentle: ["Would a set time to stop working in the evening be a realistic boundary?"],
    },
  ],
  advice: [
    "Start by writing everything down, circle what's truly urgent, and pick one small thing you can finish today; anything that isn't urgent can wait on the list, and it's worth asking whether something could be dropped or shared.",
    "Paced breathing helps your body come down from stress: breathe in for four counts and out for six, for two minutes, a few times a day.",
    "Protect a few non-negotiables, like sleep, a short walk and lunch away from your desk, because they make everything else more manageable.",
  ],
  deepen: [
    "What would a more sustainable week look like for you?",
    "Where did you learn to carry this much on your own?",
    "What gives you energy back, outside of everything you have to do?",
    "Who could share some of this load with you?",
  ],
  careNote: "If stress has been affecting your health or sleep for weeks, it's worth talking with your doctor too.",
};

const selfEsteem: SpecialtyGuide = {
  techniqueName: "self-compassion and answering the inner critic",
  welcome: ["It takes courage to look at how you treat yourself."],
  opening: ["What's been on your mind about how you see yourself?", "What's been happening for you lately?"],
  explore: [
    "When you feel {feeling}, what do you tell yourself?",
    "When do you feel worst about yourself?",
    "What situations tend to set off that critical voice?",
    "Whose voice does that critical voice remind you of?",
    "How would you like to feel about yourself instead?",
  ],
  steps: [
    {
      lead: [
        'When your mind says "{thought}", that is the inner critic talking, not the whole truth about you.',
        "Most of us have an inner critic, a voice that believes being harsh will keep us safe or make us better.",
      ],
      question: [
        "What exactly does your inner critic say to you when things go wrong?",
        "What does the critical voice say most often?",
      ],
      gentle: ["If your inner critic had a catchphrase, what would it be?"],
      answeredBy: "thought",
    },
    {
      lead: [
        "Here's a self-compassion exercise: imagine a good friend came to you with exactly that thought about themselves.",
        "We're often far kinder to the people we love than we are to ourselves.",
      ],
      question: [
        "What would you say to a friend who told you they felt that way about themselves?",
        "How would you respond if someone you love spoke about themselves like that?",
      ],
      gentle: ["Would you tell a friend they were worthless, or something kinder?"],
      needs: ["thought"],
    },
    {
      lead: [
        "Low self-esteem tends to filter out the evidence of your strengths, so let's look for some on purpose.",
        "Strengths are easy to miss when the critic is loud, which is why naming them matters.",
      ],
      question: [
        "What's something you've done, recently or long ago, that you're quietly proud of?",
        "What would someone who cares about you say your strengths are?",
      ],
      gentle: ["What's one small thing you did this week that took effort?"],
    },
    {
      lead: [
        "A self-compassion break has three parts: notice that this hurts, remember that struggling is part of being human, and offer yourself a kind word.",
        "Kindness toward yourself isn't letting yourself off the hook; it's what makes change possible.",
      ],
      question: [
        "What kind words could you offer yourself the next time the critic gets loud?",
        "What would it sound like to speak to yourself the way a good friend would?",
      ],
      gentle: ['Would something as simple as "This is hard, and I\'m doing my best" work for you?'],
    },
  ],
  plan: [
    {
      lead: ["Let's make self-kindness something you practise, not just something you believe."],
      question: [
        "What's one way you could practise treating yourself more kindly this week?",
        "When in your day could you notice the critic and answer it?",
      ],
      gentle: ["Would writing down one thing you did well each evening be a manageable start?"],
    },
    {
      lead: ["Self-esteem also grows when you protect your time and energy."],
      question: [
        "Where in your life would it help to set a boundary, without apologising for it?",
        "What's one thing you could say no to this week?",
      ],
      gentle: ["Is there one small request you'd like to turn down, or make, this week?"],
    },
  ],
  advice: [
    "When you notice the critic, write down exactly what it says, then write what you'd say to a good friend in the same spot, and read that answer to yourself. Keeping a short list of things you've handled well helps too, because the critic filters them out.",
    "A self-compassion break is a good start: notice that it hurts, remember you're not alone in this, and offer yourself one kind sentence.",
    "Each evening, write down one thing you did well or coped with, however small, and read the list when the critic gets loud.",
  ],
  deepen: [
    "What would change in your life if you believed you were enough?",
    "Who makes you feel good about yourself, and what do they see in you?",
    "Where did you first learn to be so hard on yourself?",
    "What do you value most about who you are?",
  ],
  careNote: "If the critical voice is relentless, a licensed therapist can help you work with it in depth.",
};

const addiction: SpecialtyGuide = {
  techniqueName: "reasons for change, cravings and safer use",
  welcome: ["There's no judgment here, wherever you are with it."],
  opening: ["What brings you here today?", "What's been going on for you lately?"],
  explore: [
    "What role does {habit} play in your life at the moment?",
    "What made you want to talk about this now?",
    "When do the urges tend to be strongest?",
    "How do you feel about where things are with it right now?",
  ],
  steps: [
    {
      lead: [
        "It sounds like part of you gets something from it and part of you wants something different, and both parts make sense.",
        "Most people feel two ways about changing a habit, and that's normal, not a weakness.",
      ],
      question: [
        "What are the good things about it for you, and what are the not-so-good things?",
        "What would you miss if you changed it, and what would you gain?",
      ],
      gentle: ["What's one thing you like about it and one thing you don't?"],
      needs: ["habit"],
    },
    {
      lead: [
        "Change tends to last when it's connected to what matters most to you.",
        "Your own reasons count far more than anyone else's.",
      ],
      question: [
        "What matters most to you that this habit gets in the way of?",
        "If things were going the way you'd like a year from now, what would be different?",
      ],
      gentle: ["Is there a person, a goal or part of your health you'd most like to protect?"],
      needs: ["habit"],
    },
    {
      lead: ["Let me ask you a scaling question, with no right answer.", "Here's a quick way to check where you are, with no wrong answer."],
      question: [
        "On a scale from 0 to 10, how important is it to you to make a change right now?",
        "From 0 to 10, how ready do you feel to make a change?",
      ],
      gentle: ["Would you say it's closer to a 2, a 5 or an 8?"],
    },
    {
      lead: [
        "Whatever your number is, it's interesting that it isn't lower.",
        "Even a small number means some part of you is already thinking about change.",
      ],
      question: [
        "What makes it that number and not a lower one?",
        "What would it take to move it up by just one point?",
      ],
      gentle: ["What's one reason, even a small one, that change matters to you at all?"],
    },
    {
      lead: [
        "Cravings rise, peak and pass, usually within twenty to thirty minutes, a bit like a wave you can learn to surf.",
        "Any step toward safer or less use counts, whether that's cutting down, spacing things out or never using alone.",
      ],
      question: [
        "When a craving hits, what's one thing you could do to ride it out for twenty minutes?",
        "What's one change, big or small, that would make things a bit safer for you?",
      ],
      gentle: ["Would delaying for twenty minutes, texting someone or going for a walk be something you could try?"],
      needs: ["habit"],
    },
  ],
  plan: [
    {
      lead: ["Let's turn that into a small, concrete step, on your terms."],
      question: [
        "What's one step you'd like to try before we talk again?",
        "What's a realistic goal for this week, whether that's cutting down, a day off or something else?",
      ],
      gentle: ["Would one day off, or waiting an hour longer before the first one, be a step you'd want to try?"],
    },
    {
      lead: ["It helps to plan ahead for the moments when it's hardest."],
      question: [
        "What's a high-risk situation coming up, and what could you do differently when it happens?",
        "Who could you lean on if the urges get strong?",
      ],
      gentle: ["Is there a time of day or a place where it's hardest to say no?"],
    },
  ],
  advice: [
    "When a craving hits, delay acting on it for twenty minutes and ride it out: have a glass of water, go for a short walk or text someone, and notice how the urge rises, peaks and passes. Many people also start with a simple goal, like one or two alcohol-free or use-free days a week.",
    "One practical tool is urge surfing: notice the craving, breathe through it and watch it rise and fall without acting on it.",
    "A harm-reduction step that makes a real difference is eating first, pacing yourself and keeping track of how much you've had, and with drugs, never using alone.",
  ],
  deepen: [
    "What have you tried before, and what did you learn from it?",
    "Who in your life supports the changes you want?",
    "What would you like to celebrate about the steps you've already taken?",
    "What would make it easier to keep going?",
  ],
  careNote:
    "Stopping some substances suddenly, alcohol and benzodiazepines especially, can be risky, so a doctor can help you do it safely; SAMHSA's free, confidential helpline is 1-800-662-4357.",
};

export const GUIDES: Record<Specialty, SpecialtyGuide> = {
  family,
  relationships,
  trauma,
  grief,
  stress,
  "self-esteem": selfEsteem,
  marriage,
  addiction,
  depression,
  anxiety,
};

/** For a specialty the engine does not know: supportive listening with stress-style problem-solving. */
export const GENERAL_GUIDE: SpecialtyGuide = { ...stress, techniqueName: "problem-solving" };
