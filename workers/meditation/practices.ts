/**
 * The practices the built-in generator composes guided meditations from, written for Haven after the published
 * practice each names. A practice is a list of steps; each step is one or more lines read aloud, each followed by a
 * silence of at least `hold` seconds. Steps marked `dwell` are where the practice is actually done: the generator
 * puts the session's spare time after them, with the practice's cues spread through it.
 */
import type { MeditationCategory } from "../shared/meditation";

export interface Line {
  text: string;
  /** Seconds of silence after the line, at least. */
  hold: number;
}

export interface Step {
  lines: Line[];
  /** 0: always included; 1 and 2: included, in that order, when the session has time for them. */
  priority: 0 | 1 | 2;
  dwell: boolean;
}

export interface Practice {
  id: string;
  /** What it is based on, for whoever maintains these texts. */
  source: string;
  steps: Step[];
  /** Short reminders read during the dwelling time, in turn. */
  cues: string[];
}

const line = (text: string, hold = 4): Line => ({ text, hold });
const step = (priority: Step["priority"], lines: Line[], dwell = false): Step => ({ lines, priority, dwell });

const settleSeated: Practice = {
  id: "settle-seated",
  source: "Common opening of mindfulness-based programmes (MBSR, Kabat-Zinn 1990)",
  steps: [
    step(0, [line("Settle into a comfortable position, with your back supported and upright, and let your hands rest wherever feels easy.", 4)]),
    step(0, [line("Let your eyes close if that feels comfortable, or rest your gaze softly on the floor a little way in front of you.", 4)]),
    step(0, [line("Take a slow breath in through your nose, and let it go through your mouth with a long sigh.", 6), line("Once more: breathe in, and let it all go.", 6)]),
    step(1, [line("Notice the places where your body is supported: your feet on the floor, your body on the seat, your hands resting. Let the ground hold you.", 8)], true),
    step(2, [line("There is nothing you need to do right now, and nowhere else you need to be. For these few minutes, this time is yours.", 5)]),
  ],
  cues: ["Let your shoulders drop a little, away from your ears.", "Soften your jaw, and let your forehead be smooth."],
};

const settleInBed: Practice = {
  id: "settle-in-bed",
  source: "Wind-down routine recommended in CBT for insomnia (Edinger et al., AASM guideline 2021)",
  steps: [
    step(0, [line("Lie on your back or on your side, whichever helps you sleep, and let your head sink into the pillow.", 5)]),
    step(0, [line("Take a slow breath in through your nose, and sigh it out through your mouth. Let the day begin to fall away with it.", 6)]),
    step(1, [line("Feel the weight of the blanket and the mattress holding you. There is nothing left to do today.", 8)], true),
    step(2, [line("If thoughts about tomorrow appear, imagine setting them on a shelf outside the room. They will still be there in the morning.", 6)]),
  ],
  cues: ["Let your body grow a little heavier with each out-breath.", "Let your face soften, your jaw loosen, your hands rest open."],
};

const breathAwareness: Practice = {
  id: "breath-awareness",
  source: "Mindfulness of breathing (MBSR, Kabat-Zinn 1990; MBCT, Segal, Williams & Teasdale 2002)",
  steps: [
    step(0, [line("Now bring your attention to your breathing. Don't change it; simply notice the breath as it is.", 6)]),
    step(0, [line("Find the place where you feel it most clearly: the cool air at the nostrils, the rise and fall of the chest, or the belly gently expanding and releasing. Rest your attention there.", 12)], true),
    step(1, [line("You might notice the small pause at the top of each in-breath, and again at the bottom of each out-breath.", 10)]),
  ],
  cues: [
    "Your mind will wander; that is what minds do. Each time you notice it has drifted, gently guide it back to the breath. That moment of noticing is the practice.",
    "Breathing in, knowing that you are breathing in. Breathing out, knowing that you are breathing out.",
    "If it helps, silently say 'in' with each in-breath, and 'out' with each out-breath.",
    "There is no right way for the breath to be. Let it be exactly as it is.",
    "Notice the whole length of one breath, from its very beginning to its very end.",
  ],
};

const openAwareness: Practice = {
  id: "open-awareness",
  source: "Open monitoring with mental noting (Lutz et al. 2008; noting as taught in insight meditation)",
  steps: [
    step(0, [line("Now let your attention widen beyond the breath, to include sounds, sensations in the body, and whatever thoughts come and go.", 6)]),
    step(0, [line("When a thought appears, you might gently name it: planning, remembering, worrying. Then let it go, like a cloud passing across the sky.", 12)], true),
    step(1, [line("Sounds can come and go too: near sounds, far sounds, and the quiet in between. There is no need to hold on to any of them.", 10)]),
  ],
  cues: [
    "Notice whatever is most present right now, without trying to change it.",
    "If you find yourself caught up in a story, that's okay. Name it gently, and come back to this moment.",
    "Let everything come and go, as if you were sitting by a river, watching it flow.",
    "Breath, sounds, sensations, thoughts: all of it is welcome, and none of it needs holding.",
  ],
};

const morningIntention: Practice = {
  id: "morning-intention",
  source: "Intention setting, as in the 'how do I want to be today' reflection of mindfulness courses",
  steps: [
    step(0, [line("As this practice comes to a close, think about the day ahead, and ask yourself: how do I want to be today?", 8)]),
    step(0, [line("Let a simple intention form, just a few words, such as patience, one thing at a time, or kindness to myself. Silently repeat it to yourself.", 12)], true),
    step(1, [line("Picture one moment in your day where this intention could help, and see yourself bringing it there.", 10)]),
    step(0, [line("Now take a deeper breath in, and let it go. Gently move your fingers and toes, and when you're ready, open your eyes. Carry your intention with you into the day.", 4)]),
  ],
  cues: ["Let your intention settle, like a stone sinking gently into still water.", "Breathe with your intention: breathing in, and breathing out."],
};

const longerExhale: Practice = {
  id: "longer-exhale",
  source: "Slow breathing with extended exhalation and cyclic sighing (Balban et al., Cell Reports Medicine 2023)",
  steps: [
    step(0, [line("Let's slow the breath down. Breathe in gently through your nose for a count of four, and breathe out slowly through your mouth for a count of six, as if through a straw.", 10)], true),
    step(0, [line("A longer out-breath tells your body that it is safe to relax. Keep going at your own pace.", 10)]),
    step(1, [line("Now try a double in-breath: breathe in through the nose, take one more small sip of air on top, and let it all go in one long, slow out-breath.", 12)]),
  ],
  cues: [
    "With each out-breath, let a little more tension leave your body.",
    "If counting feels like effort, let it go, and simply make each out-breath a little longer than the in-breath.",
    "Breathe in gently, and let the long out-breath carry the tension away.",
  ],
};

/** Each muscle group is tensed for a few seconds, then released for longer (Bernstein & Borkovec 1973, after Jacobson 1938). */
function muscleGroup(priority: Step["priority"], tense: string, release: string): Step {
  return step(priority, [line(tense, 5), line(release, 10)], true);
}

const progressiveRelaxation: Practice = {
  id: "progressive-muscle-relaxation",
  source: "Progressive muscle relaxation, abbreviated (Jacobson 1938; Bernstein & Borkovec 1973)",
  steps: [
    step(0, [
      line("Now we'll relax the body by gently tensing and then releasing one group of muscles at a time. Tense only to about half your strength, never to the point of pain, and skip any part that is injured or sore.", 4),
    ]),
    muscleGroup(0, "Make fists with both hands, and squeeze gently. Hold the tension.", "And release. Let your fingers uncurl, and notice the difference between tension and relaxation."),
    muscleGroup(1, "Bend your arms and tighten the muscles of your upper arms. Hold.", "And let go. Feel warmth and heaviness flowing into your arms."),
    muscleGroup(0, "Raise your shoulders up towards your ears, and hold them there.", "And let them drop. Let them sink even further."),
    muscleGroup(1, "Scrunch up your face: squeeze your eyes shut, wrinkle your nose, press your lips together. Hold.", "And release. Let your whole face go smooth."),
    muscleGroup(2, "Gently press your head back against your chair or pillow. Hold.", "And release, letting your head rest."),
    muscleGroup(1, "Tighten your stomach muscles, as if bracing. Hold.", "And release. Let your belly soften, and your breath flow freely."),
    muscleGroup(1, "Press your heels into the floor and tighten your thighs. Hold.", "And let go."),
    muscleGroup(0, "Curl your toes downward, and hold.", "And release. Let your feet rest, heavy and warm."),
    step(0, [line("Now scan back through your body: hands, arms, shoulders, face, stomach, legs and feet. If any tension remains, breathe into that place and let it soften.", 10)], true),
  ],
  cues: ["Notice how relaxation feels: warmth, heaviness, or a gentle tingling.", "Breathe slowly, and let each part stay soft.", "There's nothing to do now but let the relaxation deepen."],
};

const safePlace: Practice = {
  id: "safe-place",
  source: "Safe-place guided imagery, as used in relaxation training and trauma-informed stabilisation",
  steps: [
    step(0, [line("Now imagine a place where you feel completely calm and safe. It might be somewhere you know, a beach, a forest, a room you love, or somewhere you invent.", 8)]),
    step(0, [line("Look around this place. Notice the colours and the light. Listen to its sounds. Feel the temperature of the air on your skin.", 12)], true),
    step(1, [line("Find a comfortable spot in your safe place, and let yourself rest there. You can come back here any time you need to.", 10)]),
  ],
  cues: ["Let yourself sink deeper into the calm of this place.", "Notice one more detail: a scent, a texture, a small sound.", "Breathe in the calm of this place, and breathe out anything you don't need."],
};

const closing: Practice = {
  id: "closing",
  source: "Gentle return at the end of a guided practice",
  steps: [
    step(0, [line("Slowly begin to bring your attention back to the room. Notice the surface beneath you and the sounds around you.", 5)]),
    step(1, [line("Take a moment to notice how you feel now, compared with when you began. You can return to this practice whenever you need it.", 6)]),
    step(0, [line("Take a deeper breath, gently move your fingers and toes, and stretch if you'd like. When you're ready, open your eyes.", 4)]),
  ],
  cues: [],
};

const sleepBreathing: Practice = {
  id: "sleep-breathing",
  source: "Slow breathing before sleep (Jerath et al. 2019; longer exhalation as in Balban et al. 2023)",
  steps: [
    step(0, [line("Let your breath slow down. Breathe in softly through your nose for a count of four, and breathe out even more slowly, for a count of six or seven.", 10)], true),
    step(0, [line("With every out-breath, let your body sink a little deeper into the bed.", 10)]),
  ],
  cues: ["Each out-breath a little slower, and a little softer.", "Let the breath become so quiet you can barely hear it.", "Breathing in softly, and letting go completely."],
};

function region(priority: Step["priority"], text: string): Step {
  return step(priority, [line(text, 8)], true);
}

const sleepBodyScan: Practice = {
  id: "sleep-body-scan",
  source: "Body scan adapted for sleep onset (MBSR body scan; yoga nidra's downward rotation of attention)",
  steps: [
    step(0, [line("Now let your attention travel slowly down through your body, letting each part become heavy and still.", 4)]),
    region(0, "Bring your attention to your forehead and scalp. Let them soften, as if warm water were washing over them."),
    region(1, "Let your eyes rest heavy in their sockets, and let your jaw loosen, your teeth slightly apart."),
    region(0, "Let your neck and shoulders melt down into the pillow and the mattress."),
    region(0, "Feel your arms growing heavy, all the way down to your hands and fingertips."),
    region(1, "Notice your chest rising and falling, slowly, on its own."),
    region(1, "Let your belly be soft, rising and falling with each breath."),
    region(2, "Let your hips and lower back sink down, supported completely."),
    region(0, "Feel your legs grow heavy, your thighs, your knees, your calves."),
    region(0, "And finally your feet, heavy and warm, all the way to the tips of your toes."),
  ],
  cues: ["Heavier and heavier, sinking into the bed.", "There's nothing to hold on to now. Let it all be heavy and still."],
};

const cognitiveShuffle: Practice = {
  id: "cognitive-shuffle",
  source: "Serial diverse imagining, the 'cognitive shuffle' (Beaudoin 2013)",
  steps: [
    step(0, [line("Now give your mind a gentle, restful game. Think of a simple word, like bed.", 5)]),
    step(0, [line("Take its first letter, B, and think of words that begin with it, picturing each one for a few moments: a butterfly, a boat, a loaf of bread, a balloon drifting away.", 15)], true),
    step(1, [line("When you run out of words, move on to the next letter, E: an elephant, an egg, an evergreen tree. Let each picture fade before the next one comes.", 15)], true),
    step(2, [line("Then D: a door, a daisy, a dog asleep in the sun.", 15)], true),
    step(0, [line("If you're still awake, that's perfectly fine. Keep picturing simple, gentle things, or simply rest. Let sleep come whenever it's ready.", 4)], true),
  ],
  cues: ["Picture it for a moment, then let it fade.", "No need to try hard. Let the pictures come and go.", "If your mind drifts, that's okay. Drift along with it."],
};

const grounding: Practice = {
  id: "grounding-54321",
  source: "5-4-3-2-1 sensory grounding, a common CBT and DBT grounding skill",
  steps: [
    step(0, [line("Let's start by coming back to the present through your senses. You can keep your eyes open for this part.", 3)]),
    step(0, [line("Look around, and silently name five things you can see. Take your time with each one: its colour, its shape.", 15)], true),
    step(0, [line("Now notice four things you can feel: your feet on the floor, the seat beneath you, the air on your skin, the fabric of your clothes.", 12)], true),
    step(0, [line("Listen for three things you can hear, near or far.", 10)], true),
    step(1, [line("Notice two things you can smell, or simply notice the air as you breathe it in.", 6)]),
    step(1, [line("And one thing you can taste, or the feeling of your tongue resting in your mouth.", 5)]),
    step(0, [line("You're here, in this moment, and in this moment you are okay. If you'd like, let your eyes close now.", 5)]),
  ],
  cues: ["Take your time. There's no rush.", "If a worry pulls you away, notice it, and come back to what you can see, feel and hear."],
};

const steadyBreathing: Practice = {
  id: "steady-breathing",
  source: "Box breathing (equal-count paced breathing) with an easier longer-exhale variant",
  steps: [
    step(0, [line("Now let's steady the breath. Breathe in through your nose for a count of four, hold gently for four, breathe out for four, and rest for four. Keep this rhythm at your own pace.", 12)], true),
    step(1, [line("If holding the breath feels uncomfortable, simply skip the holds, and make the out-breath a little longer than the in-breath.", 10)]),
  ],
  cues: ["Let the rhythm steady you, like waves coming in and going out.", "Your breath is always here, a steady place to come back to.", "In for four, hold, out for four, rest. Smooth and unhurried."],
};

const leavesOnAStream: Practice = {
  id: "leaves-on-a-stream",
  source: "Leaves on a stream, a cognitive defusion exercise of Acceptance and Commitment Therapy (Hayes et al. 1999)",
  steps: [
    step(0, [line("Now imagine you're sitting beside a gently flowing stream, with leaves floating by on the water.", 8)]),
    step(0, [line("Each time a thought or a worry comes into your mind, place it on a leaf, and watch it float away downstream. Don't push the thoughts away; simply let the stream carry them.", 15)], true),
    step(1, [line("If the same worry comes back, that's okay. Put it on another leaf, and let it go again. If you get caught up in a thought, notice that, and come back to the stream.", 12)]),
  ],
  cues: [
    "A thought arrives. Place it on a leaf, and watch it drift away.",
    "You are the one watching the stream, not the thoughts on it.",
    "Feelings can go on leaves too: tightness, fear, restlessness. Let them float along.",
    "The stream keeps flowing, at its own pace.",
  ],
};

const selfCompassion: Practice = {
  id: "self-compassion-break",
  source: "The self-compassion break (Neff 2003; Neff & Germer 2013)",
  steps: [
    step(0, [line("Place a hand on your heart, or wherever feels comforting, and feel its warmth.", 6)]),
    step(0, [line("Silently say to yourself: This is a moment of difficulty. Difficulty is part of being human. May I be kind to myself.", 12)], true),
    step(1, [line("Anxiety is your mind trying to protect you. You can thank it, and remind it that right now, you are safe enough.", 10)]),
  ],
  cues: ["May I be kind to myself. May I give myself the patience I need."],
};

const naturalBreath: Practice = {
  id: "natural-breath",
  source: "Mindfulness of breathing (MBSR, Kabat-Zinn 1990)",
  steps: [
    step(0, [line("Begin by simply noticing your breath, without changing it. Is it fast or slow? Deep or shallow? Just notice.", 10)], true),
    step(1, [line("Feel the air as it enters, cool at the nostrils, and a little warmer as it leaves.", 10)]),
  ],
  cues: ["Breathing in, knowing that you are breathing in. Breathing out, knowing that you are breathing out.", "Let the breath be exactly as it is."],
};

const countedBreath: Practice = {
  id: "counted-breath",
  source: "Breath counting, a traditional concentration practice studied as a measure of mindfulness (Levinson et al. 2014)",
  steps: [
    step(0, [line("Now begin counting your breaths. Silently count one at the end of the first out-breath, two at the end of the next, up to ten. Then start again at one.", 12)], true),
    step(1, [line("If you lose count, or find yourself at fifteen, simply smile and start again at one. Losing count is part of the practice.", 10)]),
  ],
  cues: ["Counting each out-breath, gently.", "If you've lost your place, begin again at one, with no judgement.", "Let the counting be light, almost like a whisper in the mind."],
};

const coherentBreathing: Practice = {
  id: "coherent-breathing",
  source: "Resonance-frequency breathing at about six breaths a minute (Lehrer & Gevirtz 2014)",
  steps: [
    step(0, [line("Now let the breath settle into a slow, even rhythm: breathe in for a count of five, and out for a count of five. That's about six breaths a minute, a pace that helps your heart and breath move in step.", 12)], true),
    step(1, [line("Keep the breath soft and quiet, filling the belly first, with no strain. If five feels too long, use four.", 10)]),
  ],
  cues: ["Smooth and even, like a slow swing moving back and forth.", "Let the rhythm carry you. There's nothing else to do.", "In for five, and out for five, soft and unhurried."],
};

const bodyScan: Practice = {
  id: "body-scan",
  source: "The body scan of Mindfulness-Based Stress Reduction (Kabat-Zinn 1990)",
  steps: [
    step(0, [
      line("Now we'll move our attention slowly through the body, from the top of the head to the tips of the toes. At each place, simply notice what is there: warmth or coolness, tingling, pressure, tension, or perhaps nothing at all. There's no need to change anything.", 4),
    ]),
    region(0, "Bring your attention to the top of your head. Notice any sensations there: tingling, warmth, or simply the feeling of the air."),
    region(1, "Move down to your forehead and around your eyes. Notice whether there is any tightness, and let it be as it is."),
    region(1, "Now your jaw and your mouth. Notice the contact of your lips, the position of your tongue."),
    region(2, "Let your attention rest on your neck and throat, and on the breath moving through them."),
    region(0, "Now your shoulders. Notice their weight, and any tension they are carrying."),
    region(2, "Move down through your upper arms, to your elbows."),
    region(0, "Now your forearms, your wrists and your hands. Notice the palms, the backs of the hands, and each finger."),
    region(0, "Bring your attention to your chest. Feel it rise and fall with each breath, and notice your heartbeat if you can."),
    region(1, "Now your upper back, where it meets the chair or the floor."),
    region(0, "Move your attention to your belly, softening and expanding with each breath."),
    region(1, "Now your lower back and your hips. Notice the places of contact and support."),
    region(1, "Let your attention move down into your thighs, noticing their weight."),
    region(2, "Now your knees, and then your shins and calves."),
    region(2, "Bring your attention to your ankles."),
    region(0, "And now your feet: the heels, the soles, the tops of the feet, and each of your toes."),
  ],
  cues: [
    "If your mind has wandered, gently bring it back to where you left off.",
    "If there's no particular sensation, notice that too; that's perfectly fine.",
    "If you find tension, you might imagine breathing into it, and letting it soften on the out-breath.",
  ],
};

const wholeBody: Practice = {
  id: "whole-body",
  source: "Whole-body awareness at the close of the MBSR body scan",
  steps: [step(0, [line("Now let your attention expand to hold the whole body at once, breathing as one whole, from head to toe.", 12)], true)],
  cues: ["Feel the whole body breathing, all at once.", "Resting in awareness of the whole body, just as it is."],
};

export interface Phase {
  practice: Practice;
  /** The part of the session's time it takes. */
  share: number;
}

export interface CategoryPlan {
  /** Completes "Welcome to this ten-minute ..." */
  welcome: string;
  phases: Phase[];
  instructions: string[];
}

const SEATED_INSTRUCTIONS = [
  "Sit upright but relaxed, on a chair or a cushion",
  "Rest your hands in your lap or on your knees",
  "Close your eyes gently, or soften your gaze",
  "Breathe naturally through your nose",
  "When your mind wanders, kindly return to the guidance",
];

/** How each category is composed: its practices in order, and the part of the time each takes. */
export const CATEGORY_PLANS: Record<MeditationCategory, CategoryPlan> = {
  Mindfulness: {
    welcome: "mindfulness practice. For the next few minutes, there is only this breath, and this moment.",
    phases: [
      { practice: settleSeated, share: 0.12 },
      { practice: breathAwareness, share: 0.4 },
      { practice: openAwareness, share: 0.28 },
      { practice: morningIntention, share: 0.2 },
    ],
    instructions: SEATED_INSTRUCTIONS,
  },
  Relaxation: {
    welcome: "relaxation practice. Let this be a time to put the day's pressure down for a while.",
    phases: [
      { practice: settleSeated, share: 0.1 },
      { practice: longerExhale, share: 0.2 },
      { practice: progressiveRelaxation, share: 0.45 },
      { practice: safePlace, share: 0.15 },
      { practice: closing, share: 0.1 },
    ],
    instructions: [
      "Sit in a supportive chair, or lie down on your back",
      "Loosen anything tight, like a belt or a collar",
      "Tense muscles gently, never to the point of pain",
      "Skip any part of the body that is injured or sore",
      "Let your breath slow down on its own",
    ],
  },
  Sleep: {
    welcome: "sleep preparation. There is nothing left to do today; let this time carry you toward rest.",
    phases: [
      { practice: settleInBed, share: 0.1 },
      { practice: sleepBreathing, share: 0.2 },
      { practice: sleepBodyScan, share: 0.4 },
      { practice: cognitiveShuffle, share: 0.3 },
    ],
    instructions: [
      "Lie down in bed, ready to sleep",
      "Dim the lights and put your phone face down, out of reach",
      "Keep the volume low if you listen along",
      "Let yourself fall asleep whenever it comes",
      "If you're still awake at the end, simply keep resting",
    ],
  },
  Anxiety: {
    welcome: "practice for calming anxiety. Whatever you are feeling right now is welcome here; you don't need to fix it.",
    phases: [
      { practice: grounding, share: 0.22 },
      { practice: steadyBreathing, share: 0.2 },
      { practice: leavesOnAStream, share: 0.33 },
      { practice: selfCompassion, share: 0.15 },
      { practice: closing, share: 0.1 },
    ],
    instructions: [
      "Sit somewhere you feel reasonably safe and supported",
      "Keep your eyes open at first, for the grounding part",
      "Breathe gently; never force the breath",
      "Let anxious thoughts come and go without arguing with them",
      "Stop and breathe normally if you feel light-headed",
    ],
  },
  Breathing: {
    welcome: "breathing practice. Your breath is always with you, and it can always bring you back.",
    phases: [
      { practice: settleSeated, share: 0.12 },
      { practice: naturalBreath, share: 0.18 },
      { practice: countedBreath, share: 0.32 },
      { practice: coherentBreathing, share: 0.28 },
      { practice: closing, share: 0.1 },
    ],
    instructions: [
      "Sit upright so your belly can expand freely",
      "Rest one hand on your belly if it helps you feel the breath",
      "Breathe through your nose if you can",
      "Keep every breath soft and without strain",
      "If you lose count, simply start again at one",
    ],
  },
  "Body Scan": {
    welcome: "body scan. We'll move slowly through the whole body, meeting each part with curiosity and kindness.",
    phases: [
      { practice: settleSeated, share: 0.08 },
      { practice: bodyScan, share: 0.74 },
      { practice: wholeBody, share: 0.1 },
      { practice: closing, share: 0.08 },
    ],
    instructions: [
      "Lie on your back, or sit comfortably with your feet on the floor",
      "Let your arms rest by your sides or in your lap",
      "Close your eyes gently",
      "Notice sensations without trying to change them",
      "If you fall asleep, that's okay; come back to the practice another time",
    ],
  },
};
