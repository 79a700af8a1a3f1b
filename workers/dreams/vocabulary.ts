import type { SourceId } from "./sources";

/**
 * The symbol and emotion vocabulary of the built-in dream analysis. Entries come from dream-content research, not
 * from dream dictionaries: the content categories of Hall & Van de Castle, the typical dreams surveyed by Nielsen et
 * al., the nightmare topics reported by Schredl, and the continuity between waking life and dreams. A meaning is
 * written as what research observed plus a question for the person; it never says what a dream predicts or "means".
 * Patterns run on normalised text (lower case, straight apostrophes). `docs/dreams.md` explains each choice.
 */

/** The Hall & Van de Castle content category an entry belongs to. */
export type ContentCategory = "characters" | "social interactions" | "activities" | "misfortunes" | "good fortunes" | "settings" | "objects";

/** The theme a symbol contributes to in an analysis. */
export type ThemeKey =
  | "threat"
  | "control"
  | "evaluation"
  | "connection"
  | "loss"
  | "freedom"
  | "overwhelm"
  | "body"
  | "conflict"
  | "discovery"
  | "places";

export interface ThemeEntry {
  label: string;
  /** Completes "X and Y point to ..." in a theme's description. */
  description: string;
  sources: SourceId[];
}

export const THEMES: Record<ThemeKey, ThemeEntry> = {
  threat: {
    label: "Threat and safety",
    description:
      "danger and getting away. One research view is that dreams rehearse how we respond to threat; another sees them carrying worries on from waking life.",
    sources: ["revonsuo2000", "schredl2010"],
  },
  control: {
    label: "Control and uncertainty",
    description: "losing your footing or your grip on things, among the most common typical dreams and nightmare topics.",
    sources: ["nielsen2003", "schredl2010"],
  },
  evaluation: {
    label: "Being judged or unprepared",
    description: "being tested, watched or caught unready, which dreams keep returning to long after school ends.",
    sources: ["nielsen2003"],
  },
  connection: {
    label: "Relationships and belonging",
    description:
      "the people in your life. Dream characters are mostly people from waking life, and how they act often mirrors how those relationships feel.",
    sources: ["hallVanDeCastle1966", "domhoff1996"],
  },
  loss: {
    label: "Loss and change",
    description: "endings, absence or change. Dreams like these are common in grief and in times of transition, and are rarely about death itself.",
    sources: ["nielsen2003", "schredl2010"],
  },
  freedom: {
    label: "Freedom and agency",
    description: "a sense of lift, possibility or choosing what happens.",
    sources: ["nielsen2003", "labergeRheingold1990"],
  },
  overwhelm: {
    label: "Strong feelings",
    description: "feelings of great size: images like floods, fire or storms often picture how big an emotion is more than any event.",
    sources: ["hartmann1998"],
  },
  body: {
    label: "Body and health",
    description: "the body, its vulnerability or its care.",
    sources: ["nielsen2003", "hallVanDeCastle1966"],
  },
  conflict: {
    label: "Anger and conflict",
    description: "friction with others. Aggression is one of the most frequent social interactions coded in dreams.",
    sources: ["hallVanDeCastle1966", "domhoff1996"],
  },
  discovery: {
    label: "Discovery and reward",
    description: "finding something new or valuable, the pleasant side of typical dreams.",
    sources: ["nielsen2003"],
  },
  places: {
    label: "Familiar places",
    description:
      "settings from your life. Settings are coded in dream research because they often connect a dream to a period or a part of your life.",
    sources: ["hallVanDeCastle1966", "schredlHofmann2003"],
  },
};

export type Tone = "distressing" | "pleasant" | "neutral";

export interface SymbolEntry {
  key: string;
  label: string;
  category: ContentCategory;
  theme: ThemeKey;
  tone: Tone;
  pattern: RegExp;
  meaning: string;
  sources: SourceId[];
}

/** Every symbol the built-in engine recognises, most specific first where patterns overlap. */
export const SYMBOLS: readonly SymbolEntry[] = [
  {
    key: "teeth",
    label: "Teeth",
    category: "misfortunes",
    theme: "body",
    tone: "distressing",
    pattern: /\b(?:teeth|tooth)\b/g,
    meaning:
      "Teeth falling out or crumbling is one of the typical dreams many people share. People often connect it with worries about how they come across, their health, or losing something. Does any of that feel close to your life right now?",
    sources: ["nielsen2003"],
  },
  {
    key: "falling",
    label: "Falling",
    category: "misfortunes",
    theme: "control",
    tone: "distressing",
    pattern: /\b(?:fall|falls|falling|fell)\b(?! (?:asleep|apart|in love|behind|out|off to sleep))|\bplummet\w*|\bfree ?fall\w*/g,
    meaning:
      "Falling is among the most common typical dreams and nightmare topics. Is there somewhere in your life where you feel unsupported, or unsure of your footing?",
    sources: ["nielsen2003", "schredl2010"],
  },
  {
    key: "edge",
    label: "Heights or an edge",
    category: "settings",
    theme: "control",
    tone: "distressing",
    pattern: /\b(?:cliff|cliffs|ledge|edge of|rooftop|tall building|skyscraper|heights|balcony)\b/g,
    meaning:
      "Being high up or on the verge of falling is a frequent typical dream. What feels precarious for you at the moment, and what would help you feel steadier?",
    sources: ["nielsen2003"],
  },
  {
    key: "chased",
    label: "Being chased",
    category: "social interactions",
    theme: "threat",
    tone: "distressing",
    pattern:
      /\b(?:chas(?:e|ed|es|ing)|pursu(?:ed|ing|er|ers|ing me)|hunted|hunting me|after me|running from|ran from|run away from|ran away from|running away from|following me|followed me)\b/g,
    meaning:
      "Being chased is the most commonly reported typical dream in large surveys, and a frequent nightmare topic. Is there something you have been avoiding, or something that feels like it is catching up with you?",
    sources: ["nielsen2003", "schredl2010", "revonsuo2000"],
  },
  {
    key: "attacked",
    label: "Being attacked",
    category: "social interactions",
    theme: "threat",
    tone: "distressing",
    pattern: /\b(?:attack(?:ed|ing|s)? me|attacked|assault\w*|stabb\w*|beat me|beaten up|hit me|grabbed me|strangl\w*|shot at|shooting at)\b/g,
    meaning:
      "Being physically attacked is a common typical dream and nightmare theme. Is there a conflict or a pressure in your life, even a small one, that this image might echo?",
    sources: ["nielsen2003", "revonsuo2000"],
  },
  {
    key: "trapped",
    label: "Being trapped",
    category: "misfortunes",
    theme: "threat",
    tone: "distressing",
    pattern: /\b(?:trapped|locked (?:in|up|inside)|stuck (?:in|inside)|(?:couldn't|could not|can't) get out|no way out|caged|imprison\w*|prison|jail)\b/g,
    meaning:
      "Being locked up or unable to get out appears among typical dreams. Is there a situation where you feel stuck, or without a way out you would choose?",
    sources: ["nielsen2003"],
  },
  {
    key: "frozen",
    label: "Unable to move or scream",
    category: "misfortunes",
    theme: "threat",
    tone: "distressing",
    pattern: /\b(?:paraly[sz]\w*|(?:couldn't|could not|can't|cannot|unable to) (?:move|scream|speak|run|shout|call out)|frozen (?:with|in) fear|froze)\b/g,
    meaning:
      "Being frozen with fright, or unable to move or call out, is a common nightmare topic. Near waking it can be sleep paralysis, which is frightening but harmless and affects many people at some point. Does feeling unable to act show up anywhere in your days?",
    sources: ["schredl2010", "nielsen2003", "sharplessBarber2011"],
  },
  {
    key: "figure",
    label: "A threatening figure",
    category: "characters",
    theme: "threat",
    tone: "distressing",
    pattern: /\b(?:monsters?|demons?|zombies?|creatures?|shadow (?:figure|man|person|people)|shadowy (?:figure|man|person)|intruders?|(?:a )?stranger in (?:my|the) (?:house|room|home)|someone in (?:my|the) (?:house|room|home))\b/g,
    meaning:
      "Unknown or threatening figures are frequent nightmare characters. If this figure could speak, what do you imagine it would say, and does that sound like a worry you know?",
    sources: ["hallVanDeCastle1966", "revonsuo2000"],
  },
  {
    key: "presence",
    label: "A sensed presence",
    category: "characters",
    theme: "threat",
    tone: "neutral",
    pattern: /\b(?:presence|ghosts?|spirits?|someone watching|being watched)\b/g,
    meaning:
      "Vividly sensing a presence is one of the typical dreams people report, often near waking. How did the presence feel to you: threatening, protective, or something else?",
    sources: ["nielsen2003"],
  },
  {
    key: "death",
    label: "Death",
    category: "misfortunes",
    theme: "loss",
    tone: "distressing",
    pattern: /\b(?:died|dying|dead|death|funeral|killed|passed away|grave|coffin|cemetery)\b/g,
    meaning:
      "Dreams of someone dying, or of seeing yourself dead, are common typical dreams; research links them with waking concerns and change far more than with death itself. Who or what was ending in the dream, and is anything in your life changing or slipping away?",
    sources: ["nielsen2003", "schredl2010"],
  },
  {
    key: "deceased",
    label: "Someone who has died",
    category: "characters",
    theme: "loss",
    tone: "neutral",
    pattern:
      /\b(?:(?:my )?late (?:mother|father|mom|mum|dad|grandma|grandmother|grandpa|grandfather|husband|wife|partner|friend|brother|sister|son|daughter)|(?:who|that) (?:has|had) (?:died|passed)|alive again|was alive|still alive)\b/g,
    meaning:
      "Seeing someone who has died as if they were alive is a common typical dream, especially while grieving. What was it like to be with them again? Is there something you would still like to say to them?",
    sources: ["nielsen2003"],
  },
  {
    key: "late",
    label: "Being late",
    category: "misfortunes",
    theme: "evaluation",
    tone: "distressing",
    pattern: /\b(?:running late|too late|(?:was|were|am|be|being|arrived|arriving) late|late for|miss(?:ed|ing)? (?:the|my|a) (?:train|bus|flight|plane|boat|ferry|connection|exam|appointment))\b/g,
    meaning:
      "Arriving too late, or missing a train or flight, is a frequent typical dream and nightmare topic. Where in your life do you feel short of time, or afraid of missing something that matters?",
    sources: ["nielsen2003", "schredl2010"],
  },
  {
    key: "exam",
    label: "An exam",
    category: "misfortunes",
    theme: "evaluation",
    tone: "distressing",
    pattern: /\b(?:exams?|examination|quiz|unprepared|(?:didn't|did not|hadn't|had not) (?:study|studied|prepare|prepared)|(?:a|the|my) test)\b/g,
    meaning:
      "Failing or being unprepared for an exam is a typical dream that often continues long after school. Is there something in your life now that feels like a test, or where you worry about being judged?",
    sources: ["nielsen2003"],
  },
  {
    key: "naked",
    label: "Being exposed",
    category: "misfortunes",
    theme: "evaluation",
    tone: "distressing",
    pattern: /\b(?:naked|nude|no clothes|undressed|in my underwear|without (?:any )?clothes|wrong clothes|(?:in|wearing) (?:my )?(?:pyjamas|pajamas))\b/g,
    meaning:
      "Being nude or wrongly dressed in public is one of the typical dreams, usually with embarrassment. Is there somewhere you feel exposed, or worried about how others see you?",
    sources: ["nielsen2003"],
  },
  {
    key: "watched",
    label: "Performing or being watched",
    category: "activities",
    theme: "evaluation",
    tone: "neutral",
    pattern: /\b(?:on (?:a |the )?stage|audience|perform(?:ed|ing|ance)?|presentation|giving a speech|everyone (?:was )?(?:staring|watching|laughing))\b/g,
    meaning:
      "Dreams of performing or being watched often carry how you feel about being seen by others. How did it feel to have eyes on you in the dream?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "school",
    label: "School",
    category: "settings",
    theme: "evaluation",
    tone: "neutral",
    pattern: /\b(?:school|classroom|teachers?|college|university|lecture|homework)\b/g,
    meaning:
      "School, teachers and studying are among the most common typical dreams, for adults too. What does school stand for in your life: learning, pressure, old friends, or being judged?",
    sources: ["nielsen2003"],
  },
  {
    key: "work",
    label: "Work",
    category: "settings",
    theme: "places",
    tone: "neutral",
    pattern: /\b(?:at work|my work|(?:the|my) office|my job|boss|manager|colleagues?|co-?workers?|deadlines?)\b/g,
    meaning:
      "Work often continues into dreams, in line with the continuity between waking and dreaming. How are things at work at the moment, and what feeling from the dream do you also know from your working days?",
    sources: ["schredlHofmann2003", "domhoff1996"],
  },
  {
    key: "vehicle",
    label: "Losing control of a vehicle",
    category: "misfortunes",
    theme: "control",
    tone: "distressing",
    pattern: /\b(?:brakes? (?:failed|didn't work|did not work|wouldn't work|stopped working)|(?:couldn't|could not|can't) (?:stop|steer|brake)|out of control|crash(?:ed|ing)?|swerv\w*|car accident)\b/g,
    meaning:
      "Losing control of a vehicle is a common typical dream. Who was steering in the dream, and where in your life do you feel you are not quite at the wheel?",
    sources: ["nielsen2003"],
  },
  {
    key: "journey",
    label: "A journey",
    category: "activities",
    theme: "places",
    tone: "neutral",
    pattern: /\b(?:journey|travel(?:led|ling|ed|ing)?|trip|airport|train|bus|plane|suitcase|packing|driving|drove|car)\b/g,
    meaning:
      "Travel and moving from place to place are frequent dream activities. Where were you heading, and does that direction mean something in your life right now?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "lost",
    label: "Being lost or searching",
    category: "misfortunes",
    theme: "control",
    tone: "distressing",
    pattern: /\b(?:got lost|was lost|were lost|getting lost|lost my way|searching|looking for|(?:couldn't|could not|can't) find|wrong way|maze|labyrinth)\b/g,
    meaning:
      "Searching for something, or being lost, is a common dream activity. Is there something you are looking for in waking life: a direction, a person, or an answer?",
    sources: ["hallVanDeCastle1966", "nielsen2003"],
  },
  {
    key: "trying",
    label: "Trying again and again",
    category: "misfortunes",
    theme: "control",
    tone: "distressing",
    pattern: /\b(?:phone (?:wouldn't|didn't|won't|would not|did not) (?:work|dial|call|connect)|(?:couldn't|could not) (?:dial|call|reach|get through)|kept trying|tried again and again|over and over|again and again)\b/g,
    meaning:
      "Trying again and again to do something, such as a call that never connects, is a typical dream. Where are you trying hard right now without getting through?",
    sources: ["nielsen2003"],
  },
  {
    key: "flying",
    label: "Flying",
    category: "activities",
    theme: "freedom",
    tone: "pleasant",
    pattern: /\b(?:fly|flying|flew|soar(?:ed|ing)?|levitat\w*|hover(?:ed|ing)?)\b/g,
    meaning:
      "Flying or soaring is a typical dream that is often joyful and comes with a sense of freedom. What in your life gives you that feeling of lift, and how could you make more room for it?",
    sources: ["nielsen2003"],
  },
  {
    key: "lucid",
    label: "Knowing you were dreaming",
    category: "activities",
    theme: "freedom",
    tone: "pleasant",
    pattern: /\b(?:knew i was dreaming|realized i was dreaming|realised i was dreaming|aware (?:that )?i was dreaming|lucid)\b/g,
    meaning:
      "Knowing you are dreaming while the dream goes on is lucid dreaming, which many people can learn to have more often. What did you do, or want to do, once you knew?",
    sources: ["labergeRheingold1990"],
  },
  {
    key: "newRoom",
    label: "Discovering a new room",
    category: "good fortunes",
    theme: "discovery",
    tone: "pleasant",
    pattern: /\b(?:(?:new|hidden|secret|extra|unknown) (?:rooms?|doors?|floors?|wing)|rooms? (?:i|that i) (?:never|didn't) know)\b/g,
    meaning:
      "Discovering a new room is a typical dream that often comes with curiosity. Is there a new possibility, or a part of yourself, that you are starting to notice?",
    sources: ["nielsen2003"],
  },
  {
    key: "money",
    label: "Finding something valuable",
    category: "good fortunes",
    theme: "discovery",
    tone: "pleasant",
    pattern: /\b(?:found (?:money|coins|cash|treasure|gold|jewels)|finding (?:money|coins|cash|treasure|gold)|treasure|won (?:money|the lottery))\b/g,
    meaning:
      "Finding money or treasure is one of the pleasant typical dreams. What feels valuable to you at the moment, and is it getting the attention it deserves?",
    sources: ["nielsen2003"],
  },
  {
    key: "food",
    label: "Eating",
    category: "activities",
    theme: "discovery",
    tone: "pleasant",
    pattern: /\b(?:eating|ate|delicious|feast|meal|dinner|cake)\b/g,
    meaning:
      "Eating delicious food is one of the typical dreams. What nourishes you in waking life, and have you had enough of it lately?",
    sources: ["nielsen2003"],
  },
  {
    key: "flood",
    label: "A flood or wave",
    category: "misfortunes",
    theme: "overwhelm",
    tone: "distressing",
    pattern: /\b(?:flood\w*|tidal waves?|tsunamis?|huge waves?|giant waves?|drown\w*)\b/g,
    meaning:
      "Tidal waves and floods are classic images of being overwhelmed. Is anything in your life feeling like too much at once?",
    sources: ["hartmann1998", "nielsen2003"],
  },
  {
    key: "water",
    label: "Water",
    category: "settings",
    theme: "places",
    tone: "neutral",
    pattern: /\b(?:water|ocean|sea|lake|river|swimming pool|beach|waves?)\b/g,
    meaning:
      "Water often carries the feeling of a dream: calm water and rough water feel very different. What was the water like, and does that match a feeling you know from waking life?",
    sources: ["hartmann1998"],
  },
  {
    key: "swimming",
    label: "Swimming",
    category: "activities",
    theme: "freedom",
    tone: "pleasant",
    pattern: /\b(?:swim|swimming|swam)\b/g,
    meaning: "Swimming is one of the typical dreams. Was it easy or a struggle, and where in your life do you feel that way?",
    sources: ["nielsen2003"],
  },
  {
    key: "fire",
    label: "Fire",
    category: "misfortunes",
    theme: "overwhelm",
    tone: "distressing",
    pattern: /\b(?:fire|fires|flames?|burning|burned|burnt|blaze|on fire)\b/g,
    meaning:
      "Fire appears among typical dreams and can picture intense feeling, such as anger, urgency or passion. What was burning, and does that feeling have a place in your life right now?",
    sources: ["nielsen2003", "hartmann1998"],
  },
  {
    key: "storm",
    label: "A storm or disaster",
    category: "misfortunes",
    theme: "overwhelm",
    tone: "distressing",
    pattern: /\b(?:storms?|stormy|tornado\w*|hurricane\w*|earthquakes?|thunder\w*|lightning|apocalyp\w*|end of the world)\b/g,
    meaning:
      "Storms, earthquakes and disasters are typical dream images of upheaval. Is something in your life shifting under you, or building up like weather?",
    sources: ["nielsen2003", "hartmann1998"],
  },
  {
    key: "weapon",
    label: "Weapons or war",
    category: "objects",
    theme: "threat",
    tone: "distressing",
    pattern: /\b(?:war|soldiers?|guns?|bombs?|bombing|weapons?|knife|knives|sword)\b/g,
    meaning:
      "Weapons and war are frequent in threatening dreams. Is there a situation where you feel under fire, or that you need to defend yourself?",
    sources: ["hallVanDeCastle1966", "revonsuo2000"],
  },
  {
    key: "fighting",
    label: "Arguing or fighting",
    category: "social interactions",
    theme: "conflict",
    tone: "distressing",
    pattern: /\b(?:argu(?:e|ed|ing|ment|ments)|fight(?:ing|s)?|fought|yell(?:ed|ing)|shout(?:ed|ing)|scream(?:ed|ing) at)\b/g,
    meaning:
      "Aggression is one of the most frequent social interactions coded in dreams, and it is not a wish. Who was the conflict with, and is there friction with them, or someone like them, in waking life?",
    sources: ["hallVanDeCastle1966", "domhoff1996"],
  },
  {
    key: "injury",
    label: "Blood or injury",
    category: "misfortunes",
    theme: "body",
    tone: "distressing",
    pattern: /\b(?:blood|bleeding|injur(?:ed|y|ies)|wound(?:ed|s)?|broken (?:arm|leg|bones?))\b/g,
    meaning:
      "Injuries are among the misfortunes often coded in dreams. Is there a part of you, physically or emotionally, that feels hurt or in need of care?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "illness",
    label: "Illness or hospital",
    category: "settings",
    theme: "body",
    tone: "distressing",
    pattern: /\b(?:hospital|doctors?|nurses?|sick|illness|disease|surgery|ambulance)\b/g,
    meaning:
      "Illness and hospitals in dreams often echo health worries, our own or someone else's. Is anyone's health on your mind at the moment?",
    sources: ["schredlHofmann2003"],
  },
  {
    key: "pregnancy",
    label: "Pregnancy or birth",
    category: "good fortunes",
    theme: "body",
    tone: "neutral",
    pattern: /\b(?:pregnan\w*|giving birth|gave birth)\b/g,
    meaning:
      "Pregnancy and birth in dreams often come up around something new beginning or growing. Is something new taking shape in your life?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "baby",
    label: "A baby",
    category: "characters",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:baby|babies|infant|newborn|toddler)\b/g,
    meaning:
      "Babies in dreams can bring up care, responsibility or vulnerability. Is there something or someone you are looking after, or something new you are protecting?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "childAgain",
    label: "Being a child again",
    category: "characters",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:i was (?:a )?(?:child|kid|little)|as a (?:child|kid)|childhood (?:home|house|bedroom|friend))\b/g,
    meaning:
      "Being a child again is one of the typical dreams. What was that age like for you, and is something from then stirring now?",
    sources: ["nielsen2003"],
  },
  {
    key: "ex",
    label: "A former partner",
    category: "characters",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:my ex|ex-?(?:boyfriend|girlfriend|husband|wife|partner))\b/g,
    meaning:
      "Former partners often appear in dreams without meaning any wish to go back; dreams tend to carry unfinished feelings. What feeling did seeing them bring up, and is it familiar from your life now?",
    sources: ["domhoff1996", "schredlHofmann2003"],
  },
  {
    key: "partner",
    label: "Your partner",
    category: "characters",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:partner|boyfriend|girlfriend|husband|wife|spouse|fianc[eé]e?)\b/g,
    meaning:
      "Dream characters are mostly people from waking life, and how they act often mirrors how those relationships feel. How did your partner treat you in the dream, and how does that compare with how things are between you?",
    sources: ["hallVanDeCastle1966", "domhoff1996"],
  },
  {
    key: "family",
    label: "Family",
    category: "characters",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:mother|mom|mum|father|dad|parents?|sister|brother|siblings?|grandma|grandmother|grandpa|grandfather|grandparents?|aunt|uncle|cousin|family|son|daughter)\b/g,
    meaning:
      "Family members are among the most frequent dream characters. How did this family member act in the dream, and what is happening between you now?",
    sources: ["hallVanDeCastle1966", "domhoff1996"],
  },
  {
    key: "friends",
    label: "Friends",
    category: "characters",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:friends?|best friend|classmates?)\b/g,
    meaning:
      "Friendly interactions are among the social interactions coded in dreams, and friends often appear as they are in waking life. What was the friendship like in the dream, and is anything in it on your mind?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "wedding",
    label: "A wedding",
    category: "activities",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:wedding|getting married|got married|bride|groom)\b/g,
    meaning:
      "Weddings gather commitment, celebration and being seen together. Whose wedding was it, and what feeling did it leave you with?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "intimacy",
    label: "Intimacy",
    category: "social interactions",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:kiss(?:ed|ing)?|intimate|intimacy|making out|sex|sexual)\b/g,
    meaning:
      "Dreams of intimacy are among the most common typical dreams and do not have to be about the person in them. What did closeness feel like in this dream, and is it something you are missing or enjoying?",
    sources: ["nielsen2003", "hallVanDeCastle1966"],
  },
  {
    key: "creatures",
    label: "Insects, spiders or snakes",
    category: "characters",
    theme: "threat",
    tone: "distressing",
    pattern: /\b(?:spiders?|insects?|bugs|cockroach\w*|ants|bees|wasps?|maggots?|snakes?|serpents?)\b/g,
    meaning:
      "Insects, spiders and snakes are among the typical dreams, often with disgust or fear. What was your reaction to them, and does it remind you of something you feel uneasy about?",
    sources: ["nielsen2003"],
  },
  {
    key: "animals",
    label: "Animals",
    category: "characters",
    theme: "connection",
    tone: "neutral",
    pattern: /\b(?:dogs?|puppy|puppies|cats?|kittens?|horses?|birds?|wolf|wolves|bears?|lions?|tigers?|animals?)\b/g,
    meaning:
      "Animals are counted as characters in dream research, and what they mean is personal. What was this animal like, and what does it mean to you?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "house",
    label: "A house",
    category: "settings",
    theme: "places",
    tone: "neutral",
    pattern: /\b(?:house|home|apartment|bedroom|kitchen|hallway|basement|attic)\b/g,
    meaning:
      "Houses are among the most frequent dream settings. Whose house was it, and what was it like to be there? Does it connect to a period or a part of your life?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "door",
    label: "Doors and keys",
    category: "objects",
    theme: "discovery",
    tone: "neutral",
    pattern: /\b(?:doors?|keys?|gates?|doorway)\b/g,
    meaning:
      "Doors and keys often come with questions of access and choice. Was the door open, locked or opening, and is there a choice or opportunity in front of you now?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "darkness",
    label: "Darkness",
    category: "settings",
    theme: "threat",
    tone: "distressing",
    pattern: /\b(?:darkness|pitch[- ]black|in the dark|dark (?:room|forest|house|street|place|corridor|hallway|woods))\b/g,
    meaning:
      "Darkness often goes with not knowing what is there. Is there something in your life where you feel you cannot see clearly yet?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "forest",
    label: "A forest",
    category: "settings",
    theme: "places",
    tone: "neutral",
    pattern: /\b(?:forest|woods|jungle)\b/g,
    meaning: "Outdoor settings like forests are coded in dream research. Did the forest feel welcoming or hard to find your way through?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "mirror",
    label: "A mirror",
    category: "objects",
    theme: "evaluation",
    tone: "neutral",
    pattern: /\bmirrors?\b/g,
    meaning: "Seeing yourself in a dream mirror can bring up how you see yourself. How did you look, and how did that feel?",
    sources: ["hallVanDeCastle1966"],
  },
  {
    key: "light",
    label: "Light",
    category: "settings",
    theme: "discovery",
    tone: "pleasant",
    pattern: /\b(?:sunlight|sunshine|bright light|glowing|rainbows?|sunrise)\b/g,
    meaning: "Light in a dream often comes with warmth, hope or clarity. What felt lit up, and is there something in your life that feels clearer lately?",
    sources: ["hallVanDeCastle1966"],
  },
];

/** The emotion classes of Hall & Van de Castle, and a few more people often name. */
export type EmotionKey =
  | "fear"
  | "anxiety"
  | "sadness"
  | "anger"
  | "confusion"
  | "joy"
  | "calm"
  | "love"
  | "shame"
  | "guilt"
  | "excitement"
  | "relief"
  | "wonder";

export interface EmotionEntry {
  label: string;
  /** The overall mood a dream has when this emotion leads. */
  mood: string;
  valence: "negative" | "positive";
  /** Words that name the emotion. */
  words: RegExp;
  /** Words that name it strongly (each counts twice). */
  strong: RegExp;
}

export const EMOTIONS: Record<EmotionKey, EmotionEntry> = {
  fear: {
    label: "fear",
    mood: "fearful",
    valence: "negative",
    words: /\b(?:afraid|scared|frightened|fear|fearful|spooked|creepy|scary)\b/g,
    strong: /\b(?:terrified|terrifying|terror|horrified|horrifying|petrified|panic(?:ked|king)?)\b/g,
  },
  anxiety: {
    label: "anxiety",
    mood: "anxious",
    valence: "negative",
    words: /\b(?:anxious|anxiety|worried|worry|worrying|nervous|stressed|stressful|tense|uneasy|restless|on edge)\b/g,
    strong: /\b(?:overwhelmed|dread|dreading|panic attack)\b/g,
  },
  sadness: {
    label: "sadness",
    mood: "sad",
    valence: "negative",
    words: /\b(?:sad|sadness|cry|crying|cried|tears|lonely|alone|grief|grieving|miserable|unhappy|upset|missed (?:him|her|them))\b/g,
    strong: /\b(?:heartbroken|devastated|sobbing|sobbed|hopeless|despair)\b/g,
  },
  anger: {
    label: "anger",
    mood: "angry",
    valence: "negative",
    words: /\b(?:angry|anger|mad at|annoyed|irritated|frustrated|frustrating|frustration|resentful|hate|hated)\b/g,
    strong: /\b(?:furious|rage|raging|livid|enraged)\b/g,
  },
  confusion: {
    label: "confusion",
    mood: "confused",
    valence: "negative",
    words: /\b(?:confused|confusing|disoriented|strange|weird|bizarre|puzzled|surreal|(?:didn't|did not) make sense)\b/g,
    strong: /\b(?:completely lost|no idea where)\b/g,
  },
  joy: {
    label: "joy",
    mood: "joyful",
    valence: "positive",
    words: /\b(?:happy|happiness|joy|joyful|glad|delighted|laughing|laughed|fun|wonderful|amazing|lovely)\b/g,
    strong: /\b(?:ecstatic|elated|blissful|bliss|overjoyed|euphoric)\b/g,
  },
  calm: {
    label: "calm",
    mood: "peaceful",
    valence: "positive",
    words: /\b(?:calm|peaceful|peace|relaxed|serene|safe|tranquil|content|gentle|quiet)\b/g,
    strong: /\b(?:deeply peaceful|completely safe|utterly calm)\b/g,
  },
  love: {
    label: "love",
    mood: "warm",
    valence: "positive",
    words: /\b(?:love|loved|loving|warmth|tender|hug|hugged|hugging|cared for|comforted|comforting)\b/g,
    strong: /\b(?:adored|so loved)\b/g,
  },
  shame: {
    label: "embarrassment",
    mood: "embarrassed",
    valence: "negative",
    words: /\b(?:embarrassed|embarrassing|ashamed|shame|awkward)\b/g,
    strong: /\b(?:humiliated|humiliating|mortified)\b/g,
  },
  guilt: {
    label: "guilt",
    mood: "guilty",
    valence: "negative",
    words: /\b(?:guilty|guilt|regret|regretted|my fault)\b/g,
    strong: /\b(?:unforgivable|couldn't forgive myself)\b/g,
  },
  excitement: {
    label: "excitement",
    mood: "excited",
    valence: "positive",
    words: /\b(?:excited|exciting|excitement|adventure|adrenaline)\b/g,
    strong: /\b(?:thrilled|thrilling|exhilarat\w*)\b/g,
  },
  relief: {
    label: "relief",
    mood: "relieved",
    valence: "positive",
    words: /\b(?:relieved|relief|finally safe|escaped)\b/g,
    strong: /\b(?:so relieved|huge relief)\b/g,
  },
  wonder: {
    label: "wonder",
    mood: "full of wonder",
    valence: "positive",
    words: /\b(?:beautiful|magical|awe|wonder|amazed|breathtaking)\b/g,
    strong: /\b(?:awestruck|in awe)\b/g,
  },
};

/** What the emotions chosen in the form stand for in the analysis ("neutral" and "other" name none). */
export const CHOSEN_EMOTION: Record<string, EmotionKey | null> = {
  calm: "calm",
  anxious: "anxiety",
  excited: "excitement",
  sad: "sadness",
  angry: "anger",
  confused: "confusion",
  refreshed: "calm",
  happy: "joy",
  neutral: null,
  other: null,
};
