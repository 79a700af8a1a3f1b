/**
 * The words the journal's built-in insights read an entry with: life themes, each with a suggestion that fits it,
 * and the feeling words behind the mood reading. Written for Haven; each suggestion names the practice it comes
 * from, so a reader can look it up. English only.
 */

export interface Theme {
  id: string;
  /** As the insights panel shows it. */
  label: string;
  /** Whole words and short phrases, lower case; a trailing * matches any ending ("worr*": worry, worried, worrying). */
  words: string[];
  /** One suggestion that fits an entry about this theme. */
  recommendation: string;
}

export const THEMES: readonly Theme[] = [
  {
    id: "work",
    label: "Work",
    words: ["work", "working", "job", "boss", "manager", "office", "deadline*", "meeting*", "colleague*", "coworker*", "career", "shift", "promotion", "client*", "overtime", "workload"],
    // Psychological detachment from work predicts recovery from job stress (Sonnentag & Fritz, 2015).
    recommendation: "Work came up a lot here. A small ritual that closes the workday, like writing tomorrow's first task and then shutting the laptop, helps your mind switch off.",
  },
  {
    id: "study",
    label: "School and studies",
    words: ["school", "exam*", "test", "class", "classes", "homework", "assignment*", "essay", "study", "studying", "college", "university", "grades", "teacher*", "lecture*"],
    // Distributed practice beats cramming (Dunlosky et al., 2013); breaking work into steps reduces avoidance.
    recommendation: "Studies are weighing on you. Breaking the next piece into one small, concrete step, and giving it a set 25-minute block, makes it easier to start.",
  },
  {
    id: "sleep",
    label: "Sleep and rest",
    words: ["sleep", "slept", "sleeping", "sleepless", "insomnia", "awake", "tired", "exhausted", "nightmare*", "bedtime", "rest", "fatigue*", "napp*"],
    // Stimulus control and a regular wake time are core parts of CBT for insomnia (Edinger et al., AASM 2021).
    recommendation: "Sleep seems to be part of this. Keeping the same wake-up time every day, and getting up for a while when you can't sleep, are two of the most reliable ways to help it.",
  },
  {
    id: "relationships",
    label: "Relationships",
    words: ["partner", "boyfriend", "girlfriend", "husband", "wife", "spouse", "relationship", "dating", "breakup", "broke up", "my ex", "marriage", "divorce", "argument", "argued", "fight", "fought"],
    // Gottman's "softened start-up": describe your feeling and need rather than the other person's fault.
    recommendation: "A relationship is on your mind. If you talk it through, starting with how you feel and what you need (\"I feel..., I need...\") tends to go better than starting with what they did.",
  },
  {
    id: "family",
    label: "Family",
    words: ["mom", "mum", "mother", "dad", "father", "parent*", "sister*", "brother*", "sibling*", "son", "daughter", "kids", "children", "family", "grandma", "grandpa", "grandmother", "grandfather", "aunt", "uncle"],
    recommendation: "Family features in this entry. Noticing which moments with them leave you drained and which leave you steadier can show you where a boundary, or more time together, would help.",
  },
  {
    id: "loneliness",
    label: "Loneliness",
    words: ["lonely", "loneliness", "alone", "isolated", "no one", "nobody", "left out", "no friends", "by myself"],
    // Small, regular contact reduces loneliness more than waiting for a big social event (Masi et al., 2011).
    recommendation: "You sound lonely. One small reach-out today, a message to someone you miss or a few words with a neighbour, counts. Haven's peer support forums are another place to be heard.",
  },
  {
    id: "friendship",
    label: "Friendship",
    words: ["friend", "friends", "friendship", "hang out", "hung out", "party", "social"],
    recommendation: "Friends are part of this story. Think of who leaves you feeling more like yourself, and make a plan to see them.",
  },
  {
    id: "worry",
    label: "Worry and anxiety",
    words: ["anxious", "anxiety", "worr*", "nervous", "panic*", "scared", "afraid", "fear*", "overthink*", "what if", "dread*", "on edge", "uneasy"],
    // Worry postponement ("worry time") reduces worry in randomised trials (Borkovec et al., 1983; McGowan & Behar, 2013).
    recommendation: "Worry runs through this entry. Try setting a 15-minute \"worry time\" later in the day: when a worry shows up, jot it down and save it for then. The Anxiety Calm meditation can also help.",
  },
  {
    id: "low-mood",
    label: "Low mood",
    words: ["sad", "sadness", "depressed", "depression", "empty", "numb", "crying", "cried", "tears", "unmotivated", "miserable", "feeling down", "felt down", "feel down", "feeling low", "felt low"],
    // Behavioural activation: scheduling small valued activities lifts mood (Cuijpers et al., 2007).
    recommendation: "Your mood sounds low. Plan one small thing for tomorrow that used to bring you some pleasure or a sense of achievement, even for ten minutes. Action often comes before motivation.",
  },
  {
    id: "anger",
    label: "Anger and frustration",
    words: ["angry", "anger", "mad", "furious", "frustrat*", "annoyed", "irritat*", "resent*", "rage", "pissed"],
    recommendation: "Anger or frustration is coming through. Before you respond to whoever sparked it, a pause of a few slow breaths, or a walk, lets you choose what to say.",
  },
  {
    id: "stress",
    label: "Stress and overwhelm",
    words: ["stress", "stressed", "stressful", "overwhelm*", "pressure", "too much", "swamped", "burnout", "burned out", "burnt out", "drained"],
    // Slow breathing with longer exhales lowers physiological arousal (Balban et al., 2023).
    recommendation: "There is a lot of pressure in what you wrote. Write down everything on your plate, pick the one thing that matters most today, and give yourself permission to let one thing wait. The Stress Relief meditation is there for the evening.",
  },
  {
    id: "health",
    label: "Health and body",
    words: ["sick", "ill", "illness", "pain", "headache*", "migraine*", "doctor", "hospital", "health", "injur*", "symptom*", "appetite", "eating", "diet"],
    recommendation: "Your health is on your mind. If something has been bothering you for a while, writing down the symptoms and when they happen makes a doctor's visit more useful.",
  },
  {
    id: "movement",
    label: "Exercise and movement",
    words: ["exercise", "gym", "workout", "run", "running", "walk", "walked", "walking", "yoga", "swim*", "hike", "hiking", "bike", "cycling"],
    // Physical activity has a moderate effect on depressive symptoms (Schuch et al., 2016).
    recommendation: "Movement is part of your day. Notice how you feel before and after it: that record can keep you going on days when motivation is low.",
  },
  {
    id: "grief",
    label: "Grief and loss",
    words: ["grief", "grieving", "griev*", "loss", "passed away", "died", "death", "funeral", "anniversary", "in memory", "miss him", "miss her", "miss them"],
    // Continuing bonds: keeping a connection to the person is a healthy part of grieving (Klass, Silverman & Nickman, 1996).
    recommendation: "You are carrying a loss. Grief has no schedule. Writing to the person you miss, or about a memory of them, is one way to keep a bond while you adjust. Haven's grief therapist is there if you want to talk.",
  },
  {
    id: "self-worth",
    label: "Self-worth",
    words: ["not good enough", "failure", "failed", "useless", "stupid", "ashamed", "shame", "guilt*", "insecure", "confidence", "confident", "hate myself", "worthless", "ugly", "proud of myself"],
    // Self-compassion (Neff, 2003): speak to yourself as you would to a friend.
    recommendation: "You are being hard on yourself. Try rereading what you wrote as if a good friend had written it: what would you say to them? Then say it to yourself.",
  },
  {
    id: "gratitude",
    label: "Gratitude and good moments",
    words: ["grateful", "gratitude", "thankful", "thank*", "happy", "joy", "joyful", "glad", "excited", "fun", "laughed", "laughing", "enjoyed", "peaceful", "blessed", "lucky", "wonderful"],
    // Writing down good things regularly raises well-being (Emmons & McCullough, 2003; Seligman et al., 2005).
    recommendation: "There are good moments here. Writing down three good things and why they happened, a few evenings a week, helps you notice more of them.",
  },
  {
    id: "money",
    label: "Money",
    words: ["money", "rent", "bill", "bills", "debt*", "afford", "paycheck", "salary", "finances", "financial", "savings", "loan*", "broke"],
    recommendation: "Money worries are part of this. Seeing the numbers in one place, even a rough list of what comes in and goes out, often makes them feel more manageable than they do in your head.",
  },
  {
    id: "change",
    label: "Change and the future",
    words: ["future", "change", "changes", "moving", "move out", "new job", "decision", "decide", "uncertain", "uncertainty", "plans", "goal*", "next step"],
    recommendation: "You are facing change or a decision. Writing the options side by side, with what matters most to you next to each, can make the next step clearer.",
  },
  {
    id: "substances",
    label: "Alcohol and substances",
    words: ["drink", "drinking", "drank", "drunk", "alcohol", "wine", "beer", "weed", "got high", "sober", "sobriety", "craving*", "relapse*", "hungover", "hangover"],
    // Urge surfing (Marlatt): cravings rise and fall like a wave, usually within 20-30 minutes.
    recommendation: "Drinking or using comes up here. If cravings are part of it, notice that an urge rises and falls like a wave, usually within half an hour, and plan something to do while it passes. Haven's addiction therapist can help you make a plan.",
  },
];

/** Feeling words and how they lean: positive or negative. */
export const POSITIVE_WORDS = [
  "happy", "glad", "joy", "joyful", "grateful", "thankful", "calm", "peaceful", "relaxed", "relieved", "hopeful", "proud",
  "excited", "content", "good", "great", "better", "wonderful", "amazing", "loved", "love", "fun", "enjoyed", "laughed",
  "confident", "safe", "rested", "energised", "energized", "optimistic", "nice", "beautiful", "lucky", "blessed",
] as const;

export const NEGATIVE_WORDS = [
  "sad", "depressed", "empty", "numb", "lonely", "alone", "anxious", "worried", "nervous", "scared", "afraid",
  "angry", "mad", "furious", "frustrated", "annoyed", "stressed", "overwhelmed", "exhausted", "tired", "drained", "hopeless",
  "helpless", "worthless", "useless", "awful", "terrible", "horrible", "bad", "worse", "worst", "miserable", "hurt", "pain",
  "crying", "cried", "guilty", "ashamed", "panic", "dread", "upset", "broken", "lost", "stuck", "heavy", "hate",
] as const;

/** Words that turn the next few words around ("not happy", "never calm"). */
export const NEGATIONS = ["not", "no", "never", "hardly", "barely", "nothing", "without", "isnt", "wasnt", "dont", "didnt", "cant", "couldnt", "wont"] as const;
