import type { AssessmentDefinition, AssessmentQuestion, InstrumentAssessment } from "./types";

/**
 * The onboarding assessment of each therapist. Descriptions never state how many questions or minutes: the cards,
 * the chat's prompt and the help copy take those from `questions.length` and `estimatedDuration` here (the workerd
 * tests hold ASSESSMENT_MINUTES in workers/shared/assessments.ts to them). Validated instruments keep their published wording, response
 * options and scoring bands; sources and licences are listed in docs/assessments.md. Family, relationships,
 * marriage and grief have no free validated instrument that fits, so theirs are reflection questionnaires.
 */

const FREQUENCY_2_WEEKS = ["Not at all", "Several days", "More than half the days", "Nearly every day"];
const FREQUENCY_POINTS = [0, 1, 2, 3];

function frequencyItem(question: string, category: string): AssessmentQuestion {
  return { question, type: "multiple_choice", category, options: FREQUENCY_2_WEEKS, points: FREQUENCY_POINTS };
}

const DIFFICULTY_QUESTION: AssessmentQuestion = {
  question:
    "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?",
  type: "multiple_choice",
  category: "Daily functioning",
  options: ["Not difficult at all", "Somewhat difficult", "Very difficult", "Extremely difficult"],
};

const PHQ9: InstrumentAssessment = {
  id: "onboarding-depression",
  therapistId: "th_depression",
  kind: "instrument",
  instrument: "PHQ-9",
  name: "Mood Check (PHQ-9)",
  description:
    "The Patient Health Questionnaire (PHQ-9), a widely used measure of how low mood has affected you over the last two weeks, with a closing question on how it affects daily life.",
  estimatedDuration: 3,
  instructions: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
  source: {
    citation: "Kroenke K, Spitzer RL, Williams JB. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606-613.",
    licence: "Developed by Drs. Spitzer, Williams, Kroenke and colleagues with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.",
  },
  questions: [
    frequencyItem("Little interest or pleasure in doing things", "Interest"),
    frequencyItem("Feeling down, depressed, or hopeless", "Mood"),
    frequencyItem("Trouble falling or staying asleep, or sleeping too much", "Sleep"),
    frequencyItem("Feeling tired or having little energy", "Energy"),
    frequencyItem("Poor appetite or overeating", "Appetite"),
    frequencyItem("Feeling bad about yourself — or that you are a failure or have let yourself or your family down", "Self-worth"),
    frequencyItem("Trouble concentrating on things, such as reading the newspaper or watching television", "Concentration"),
    frequencyItem(
      "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
      "Movement",
    ),
    frequencyItem("Thoughts that you would be better off dead or of hurting yourself in some way", "Safety"),
    DIFFICULTY_QUESTION,
  ],
  maxScore: 27,
  safetyItems: [8],
  bands: [
    { max: 4, label: "Minimal", riskLevel: "low", explanation: "A total of 0-4 is in the PHQ-9's minimal range." },
    { max: 9, label: "Mild", riskLevel: "low", explanation: "A total of 5-9 is in the PHQ-9's mild range." },
    { max: 14, label: "Moderate", riskLevel: "medium", explanation: "A total of 10-14 is in the PHQ-9's moderate range." },
    { max: 19, label: "Moderately severe", riskLevel: "high", explanation: "A total of 15-19 is in the PHQ-9's moderately severe range." },
    { max: 27, label: "Severe", riskLevel: "high", explanation: "A total of 20-27 is in the PHQ-9's severe range." },
  ],
};

const GAD7: InstrumentAssessment = {
  id: "onboarding-anxiety",
  therapistId: "th_anxiety",
  kind: "instrument",
  instrument: "GAD-7",
  name: "Anxiety Check (GAD-7)",
  description:
    "The Generalized Anxiety Disorder scale (GAD-7), on how worry and nervousness have affected you over the last two weeks, with a closing question on how it affects daily life.",
  estimatedDuration: 2,
  instructions: "Over the last 2 weeks, how often have you been bothered by the following problems?",
  source: {
    citation: "Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097.",
    licence: "Developed by Drs. Spitzer, Williams, Kroenke and colleagues with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.",
  },
  questions: [
    frequencyItem("Feeling nervous, anxious, or on edge", "Nervousness"),
    frequencyItem("Not being able to stop or control worrying", "Uncontrollable worry"),
    frequencyItem("Worrying too much about different things", "Excessive worry"),
    frequencyItem("Trouble relaxing", "Relaxation"),
    frequencyItem("Being so restless that it is hard to sit still", "Restlessness"),
    frequencyItem("Becoming easily annoyed or irritable", "Irritability"),
    frequencyItem("Feeling afraid, as if something awful might happen", "Fear"),
    DIFFICULTY_QUESTION,
  ],
  maxScore: 21,
  bands: [
    { max: 4, label: "Minimal", riskLevel: "low", explanation: "A total of 0-4 is in the GAD-7's minimal anxiety range." },
    { max: 9, label: "Mild", riskLevel: "low", explanation: "A total of 5-9 is in the GAD-7's mild anxiety range." },
    { max: 14, label: "Moderate", riskLevel: "medium", explanation: "A total of 10-14 is in the GAD-7's moderate anxiety range." },
    { max: 21, label: "Severe", riskLevel: "high", explanation: "A total of 15-21 is in the GAD-7's severe anxiety range." },
  ],
};

const PCL5_OPTIONS = ["Not at all", "A little bit", "Moderately", "Quite a bit", "Extremely"];

function pclItem(question: string, category: string): AssessmentQuestion {
  return { question, type: "multiple_choice", category, options: PCL5_OPTIONS, points: [0, 1, 2, 3, 4] };
}

const PCL5: InstrumentAssessment = {
  id: "onboarding-trauma",
  therapistId: "th_trauma",
  kind: "instrument",
  instrument: "PCL-5",
  name: "Stressful Experiences Check (PCL-5)",
  description:
    "The PTSD Checklist for DSM-5 (PCL-5), about problems people sometimes have after a very stressful experience, over the past month.",
  estimatedDuration: 6,
  instructions:
    "Below is a list of problems that people sometimes have in response to a very stressful experience. Keeping your worst event in mind, please read each problem carefully and choose how much you have been bothered by that problem in the past month.",
  source: {
    citation:
      "Weathers FW, Litz BT, Keane TM, Palmieri PA, Marx BP, Schnurr PP. The PTSD Checklist for DSM-5 (PCL-5). National Center for PTSD, 2013.",
    licence: "A work of the U.S. Department of Veterans Affairs, National Center for PTSD: in the public domain.",
  },
  questions: [
    pclItem("Repeated, disturbing, and unwanted memories of the stressful experience?", "Intrusion"),
    pclItem("Repeated, disturbing dreams of the stressful experience?", "Intrusion"),
    pclItem("Suddenly feeling or acting as if the stressful experience were actually happening again (as if you were actually back there reliving it)?", "Intrusion"),
    pclItem("Feeling very upset when something reminded you of the stressful experience?", "Intrusion"),
    pclItem("Having strong physical reactions when something reminded you of the stressful experience (for example, heart pounding, trouble breathing, sweating)?", "Intrusion"),
    pclItem("Avoiding memories, thoughts, or feelings related to the stressful experience?", "Avoidance"),
    pclItem("Avoiding external reminders of the stressful experience (for example, people, places, conversations, activities, objects, or situations)?", "Avoidance"),
    pclItem("Trouble remembering important parts of the stressful experience?", "Mood and thinking"),
    pclItem(
      "Having strong negative beliefs about yourself, other people, or the world (for example, having thoughts such as: I am bad, there is something seriously wrong with me, no one can be trusted, the world is completely dangerous)?",
      "Mood and thinking",
    ),
    pclItem("Blaming yourself or someone else for the stressful experience or what happened after it?", "Mood and thinking"),
    pclItem("Having strong negative feelings such as fear, horror, anger, guilt, or shame?", "Mood and thinking"),
    pclItem("Loss of interest in activities that you used to enjoy?", "Mood and thinking"),
    pclItem("Feeling distant or cut off from other people?", "Mood and thinking"),
    pclItem("Trouble experiencing positive feelings (for example, being unable to feel happiness or have loving feelings for people close to you)?", "Mood and thinking"),
    pclItem("Irritable behavior, angry outbursts, or acting aggressively?", "Arousal and reactivity"),
    pclItem("Taking too many risks or doing things that could cause you harm?", "Arousal and reactivity"),
    pclItem('Being "superalert" or watchful or on guard?', "Arousal and reactivity"),
    pclItem("Feeling jumpy or easily startled?", "Arousal and reactivity"),
    pclItem("Having difficulty concentrating?", "Arousal and reactivity"),
    pclItem("Trouble falling or staying asleep?", "Arousal and reactivity"),
  ],
  maxScore: 80,
  bands: [
    {
      max: 30,
      label: "Below the cut-point",
      riskLevel: "low",
      explanation: "A total of 0-30 is below the PCL-5's published provisional cut-point range (31-33).",
    },
    {
      max: 33,
      label: "At the cut-point",
      riskLevel: "medium",
      explanation: "A total of 31-33 is within the PCL-5's published provisional cut-point range for probable PTSD.",
    },
    {
      max: 80,
      label: "Above the cut-point",
      riskLevel: "high",
      explanation: "A total above 33 is over the PCL-5's published provisional cut-point range (31-33) for probable PTSD.",
    },
  ],
};

const AUDIT_C: InstrumentAssessment = {
  id: "onboarding-addiction",
  therapistId: "th_addiction",
  kind: "instrument",
  instrument: "AUDIT-C",
  name: "Drinking and Habits Check (AUDIT-C)",
  description:
    "The alcohol consumption questions of the WHO's AUDIT (the AUDIT-C), followed by reflection questions about the habits you want support with (those are not scored).",
  estimatedDuration: 3,
  instructions: "The first three questions are about your use of alcohol during the past year. A standard drink is, for example, a small glass of wine, a can of beer or a single shot of spirits.",
  source: {
    citation:
      "Bush K, Kivlahan DR, McDonell MB, Fihn SD, Bradley KA. The AUDIT alcohol consumption questions (AUDIT-C). Arch Intern Med. 1998;158(16):1789-1795. Items from Babor TF et al., AUDIT, World Health Organization, 2001.",
    licence: "The AUDIT is published by the World Health Organization for free use; the AUDIT-C was developed by the U.S. Department of Veterans Affairs and is in the public domain.",
  },
  questions: [
    {
      question: "How often do you have a drink containing alcohol?",
      type: "multiple_choice",
      category: "Frequency",
      options: ["Never", "Monthly or less", "2-4 times a month", "2-3 times a week", "4 or more times a week"],
      points: [0, 1, 2, 3, 4],
    },
    {
      question: "How many standard drinks containing alcohol do you have on a typical day?",
      type: "multiple_choice",
      category: "Quantity",
      options: ["1 or 2", "3 or 4", "5 or 6", "7 to 9", "10 or more"],
      points: [0, 1, 2, 3, 4],
    },
    {
      question: "How often do you have six or more drinks on one occasion?",
      type: "multiple_choice",
      category: "Heavy drinking",
      options: ["Never", "Less than monthly", "Monthly", "Weekly", "Daily or almost daily"],
      points: [0, 1, 2, 3, 4],
    },
    {
      question: "Reflection: which of these would you like support with? Tick any that apply.",
      type: "checkbox",
      category: "Focus",
      options: ["Alcohol", "Cannabis", "Nicotine or vaping", "Other drugs", "Gambling", "Gaming or screens", "Something else"],
    },
    {
      question: "Reflection: how ready do you feel to make a change, from 1 (not yet) to 10 (completely ready)?",
      type: "scale",
      category: "Readiness",
      scaleRange: { min: 1, max: 10, minLabel: "Not yet", maxLabel: "Completely ready" },
    },
    {
      question: "Reflection: what would you most like to be different a month from now?",
      type: "text",
      category: "Goals",
    },
  ],
  maxScore: 12,
  bands: [
    { max: 2, label: "Lower risk", riskLevel: "low", explanation: "A total of 0-2 is below the AUDIT-C screening thresholds (3 or more for women, 4 or more for men)." },
    {
      max: 5,
      label: "Possible hazardous drinking",
      riskLevel: "medium",
      explanation: "A total of 3-5 meets the AUDIT-C screening threshold for hazardous drinking (3 or more for women, 4 or more for men).",
    },
    { max: 12, label: "Higher risk", riskLevel: "high", explanation: "A total of 6-12 is in the AUDIT-C's higher-risk range, where the chance of alcohol-related harm rises sharply." },
  ],
};

const RSES_AGREEMENT = ["Strongly agree", "Agree", "Disagree", "Strongly disagree"];

function rsesItem(question: string, reversed: boolean): AssessmentQuestion {
  return {
    question,
    type: "multiple_choice",
    category: reversed ? "Self-criticism" : "Self-regard",
    options: RSES_AGREEMENT,
    points: reversed ? [0, 1, 2, 3] : [3, 2, 1, 0],
  };
}

const RSES: InstrumentAssessment = {
  id: "onboarding-self-esteem",
  therapistId: "th_self_esteem",
  kind: "instrument",
  instrument: "Rosenberg Self-Esteem Scale",
  name: "Self-Esteem Check (Rosenberg)",
  description: "The Rosenberg Self-Esteem Scale: statements about how you feel about yourself, answered from strongly agree to strongly disagree.",
  estimatedDuration: 3,
  instructions: "Below is a list of statements dealing with your general feelings about yourself. Please choose how strongly you agree or disagree with each statement.",
  source: {
    citation: "Rosenberg M. Society and the Adolescent Self-Image. Princeton University Press, 1965.",
    licence:
      "Widely reproduced as usable without explicit permission, with credit to its author; the University of Maryland speaks of educational and professional research use, so commercial terms are to be confirmed (docs/assessments.md).",
  },
  questions: [
    rsesItem("On the whole, I am satisfied with myself.", false),
    rsesItem("At times I think I am no good at all.", true),
    rsesItem("I feel that I have a number of good qualities.", false),
    rsesItem("I am able to do things as well as most other people.", false),
    rsesItem("I feel I do not have much to be proud of.", true),
    rsesItem("I certainly feel useless at times.", true),
    rsesItem("I feel that I'm a person of worth, at least on an equal plane with others.", false),
    rsesItem("I wish I could have more respect for myself.", true),
    rsesItem("All in all, I am inclined to feel that I am a failure.", true),
    rsesItem("I take a positive attitude toward myself.", false),
  ],
  maxScore: 30,
  bands: [
    { max: 14, label: "Low self-esteem", riskLevel: "medium", explanation: "A total below 15 is the range the scale's scoring guidance associates with low self-esteem." },
    { max: 25, label: "Typical range", riskLevel: "low", explanation: "A total of 15-25 is within the scale's typical range." },
    { max: 30, label: "High self-esteem", riskLevel: "low", explanation: "A total above 25 is in the scale's high self-esteem range." },
  ],
};

const WHO5_OPTIONS = ["All of the time", "Most of the time", "More than half of the time", "Less than half of the time", "Some of the time", "At no time"];

function who5Item(question: string, category: string): AssessmentQuestion {
  return { question, type: "multiple_choice", category, options: WHO5_OPTIONS, points: [5, 4, 3, 2, 1, 0] };
}

const WHO5: InstrumentAssessment = {
  id: "onboarding-stress",
  therapistId: "th_stress",
  kind: "instrument",
  instrument: "WHO-5",
  name: "Stress and Well-Being Check (WHO-5)",
  description:
    "The WHO-5 Well-Being Index, on how you have been feeling over the last two weeks, followed by reflection questions about what is causing stress (those are not scored).",
  estimatedDuration: 3,
  instructions: "Please indicate for each of the five statements which is closest to how you have been feeling over the last two weeks.",
  source: {
    citation: "World Health Organization Regional Office for Europe. Wellbeing Measures in Primary Health Care: The DepCare Project. 1998. Topp CW et al., Psychother Psychosom. 2015;84:167-176.",
    licence: "The WHO-5 may be used free of charge without permission (Psychiatric Research Unit, Mental Health Centre North Zealand, on behalf of the WHO Collaborating Centre).",
  },
  questions: [
    who5Item("I have felt cheerful and in good spirits", "Mood"),
    who5Item("I have felt calm and relaxed", "Calm"),
    who5Item("I have felt active and vigorous", "Energy"),
    who5Item("I woke up feeling fresh and rested", "Rest"),
    who5Item("My daily life has been filled with things that interest me", "Interest"),
    {
      question: "Reflection: which of these are causing you stress at the moment? Tick any that apply.",
      type: "checkbox",
      category: "Stressors",
      options: ["Work or studies", "Money", "Health", "Family", "Relationships", "Housing", "Caring for someone", "Something else"],
    },
    {
      question: "Reflection: what usually helps you unwind, even a little?",
      type: "text",
      category: "Coping",
    },
  ],
  maxScore: 25,
  reportScore: (raw) => ({ value: raw * 4, display: `${raw * 4} of 100` }),
  bands: [
    {
      max: 7,
      label: "Low well-being",
      riskLevel: "high",
      explanation: "A raw score of 7 or less (28 or less of 100) is the WHO-5 range that suggests likely depression and warrants a fuller assessment.",
    },
    {
      max: 12,
      label: "Reduced well-being",
      riskLevel: "medium",
      explanation: "A raw score below 13 (50 or less of 100) indicates poor well-being on the WHO-5 and is a reason to screen further.",
    },
    { max: 25, label: "Good well-being", riskLevel: "low", explanation: "A raw score of 13 or more (over 50 of 100) is in the WHO-5's range of adequate well-being." },
  ],
};

const REFLECTION_NOTE = "This is a reflection questionnaire, not a clinical measure: there is no score, only what you choose to share.";

const FAMILY: AssessmentDefinition = {
  id: "onboarding-family",
  therapistId: "th_family",
  kind: "reflection",
  name: "Family Reflection",
  description: `A few questions about your family life and what you would like to change. ${REFLECTION_NOTE}`,
  estimatedDuration: 5,
  instructions: "There are no right answers. Answer as much or as little as feels right.",
  questions: [
    {
      question: "Who do you think of as your family right now?",
      type: "multiple_choice",
      category: "Family",
      options: ["Parents or carers", "Partner and children", "Siblings", "Chosen family or friends", "It's complicated"],
    },
    {
      question: "Which of these come up in your family? Tick any that apply.",
      type: "checkbox",
      category: "Patterns",
      options: ["Frequent arguments", "Not talking about things", "Unfair roles or responsibilities", "Worry about someone's wellbeing", "Distance or estrangement", "Changes like a move, separation or new baby"],
    },
    {
      question: "How calm does home feel most days, from 1 (very tense) to 10 (very calm)?",
      type: "scale",
      category: "Atmosphere",
      scaleRange: { min: 1, max: 10, minLabel: "Very tense", maxLabel: "Very calm" },
    },
    { question: "What would you most like to be different in your family?", type: "text", category: "Goals" },
  ],
};

const RELATIONSHIPS: AssessmentDefinition = {
  id: "onboarding-relationships",
  therapistId: "th_relationships",
  kind: "reflection",
  name: "Relationships Reflection",
  description: `Questions about the relationships that matter to you and how connected you feel. ${REFLECTION_NOTE}`,
  estimatedDuration: 5,
  instructions: "There are no right answers. Answer as much or as little as feels right.",
  questions: [
    {
      question: "Which relationship would you most like to talk about?",
      type: "multiple_choice",
      category: "Focus",
      options: ["A partner or someone I'm dating", "A friend", "A family member", "A colleague", "Relationships in general"],
    },
    {
      question: "When you feel hurt by someone close, what do you tend to do? Tick any that apply.",
      type: "checkbox",
      category: "Patterns",
      options: ["Reach out to talk", "Go quiet and withdraw", "Get angry", "Worry they will leave", "Try hard to please them", "Keep busy to avoid it"],
    },
    {
      question: "How connected do you feel to the people around you, from 1 (very alone) to 10 (very connected)?",
      type: "scale",
      category: "Connection",
      scaleRange: { min: 1, max: 10, minLabel: "Very alone", maxLabel: "Very connected" },
    },
    { question: "What would a better relationship look like for you?", type: "text", category: "Goals" },
  ],
};

const MARRIAGE: AssessmentDefinition = {
  id: "onboarding-marriage",
  therapistId: "th_marriage",
  kind: "reflection",
  name: "Marriage and Partnership Reflection",
  description: `Questions about your partnership: how you talk, how you repair, and what you hope for. ${REFLECTION_NOTE}`,
  estimatedDuration: 5,
  instructions: "There are no right answers. Answer as much or as little as feels right.",
  questions: [
    {
      question: "How long have you been together?",
      type: "multiple_choice",
      category: "Partnership",
      options: ["Less than a year", "1-5 years", "6-15 years", "More than 15 years", "We have separated"],
    },
    {
      question: "Which of these are sources of strain at the moment? Tick any that apply.",
      type: "checkbox",
      category: "Strains",
      options: ["Communication", "Trust", "Intimacy", "Money", "Parenting", "Household roles", "In-laws or family", "Time together"],
    },
    {
      question: "After a disagreement, how well do the two of you reconnect, from 1 (not at all) to 10 (very well)?",
      type: "scale",
      category: "Repair",
      scaleRange: { min: 1, max: 10, minLabel: "Not at all", maxLabel: "Very well" },
    },
    { question: "What do you hope your partnership feels like a year from now?", type: "text", category: "Goals" },
  ],
};

const GRIEF: AssessmentDefinition = {
  id: "onboarding-grief",
  therapistId: "th_grief",
  kind: "reflection",
  name: "Grief Reflection",
  description: `Gentle questions about your loss and how you are carrying it. ${REFLECTION_NOTE}`,
  estimatedDuration: 5,
  instructions: "Take your time. You can write as much or as little as you like.",
  questions: [
    {
      question: "Who or what have you lost?",
      type: "multiple_choice",
      category: "Loss",
      options: ["A partner", "A parent", "A child", "A sibling", "A friend", "A pet", "Something else (a relationship, health, a home)"],
    },
    {
      question: "How long ago did it happen?",
      type: "multiple_choice",
      category: "Time",
      options: ["In the last month", "1-6 months ago", "6-12 months ago", "1-2 years ago", "More than 2 years ago"],
    },
    {
      question: "Which of these have you been experiencing? Tick any that apply.",
      type: "checkbox",
      category: "Experience",
      options: ["Waves of sadness", "Numbness", "Guilt or regret", "Anger", "Trouble sleeping", "Feeling their presence", "Avoiding reminders", "Moments of relief or peace"],
    },
    {
      question: "How supported do you feel in your grief, from 1 (not at all) to 10 (fully)?",
      type: "scale",
      category: "Support",
      scaleRange: { min: 1, max: 10, minLabel: "Not at all", maxLabel: "Fully" },
    },
    { question: "Is there something you would like to tell us about them, or about what you are carrying?", type: "text", category: "Story" },
  ],
};

export const ASSESSMENTS: readonly AssessmentDefinition[] = [FAMILY, RELATIONSHIPS, PCL5, GRIEF, WHO5, RSES, MARRIAGE, AUDIT_C, PHQ9, GAD7];

export function findAssessment(id: string): AssessmentDefinition | undefined {
  return ASSESSMENTS.find((assessment) => assessment.id === id);
}
