import { OTHER_LANGUAGE_RULES } from "./other-languages";

/**
 * Rules for the kinds of danger people describe without the words "suicide" or "self-harm" (the taxonomy rows in
 * tests/crisis/TAXONOMY.md): an attempt under way, preparations and goodbyes, a plan with a time or a place, method
 * questions, not being safe with oneself, a wish to be dead, self-injury described as an act, harm to someone else,
 * voices giving commands, and eating-disorder danger. They read the normalised sentences of crisis.ts (lower case,
 * contractions expanded, slang mapped), one sentence at a time and in pairs, and every match is checked for negation,
 * someone else's story, and framings that make it harmless.
 */

export type DangerSignal =
  | "hopelessness"
  | "third-party"
  | "attempt"
  | "preparation"
  | "plan"
  | "method-research"
  | "not-safe"
  | "wish-to-be-dead"
  | "self-injury"
  | "harm-to-others"
  | "command-voices"
  | "eating-danger"
  | "suicidal-intent"
  | "past-attempt";

export interface DangerHit {
  signal: DangerSignal;
  level: "crisis" | "concern";
}

export interface DangerRule {
  signal: DangerSignal;
  /** Matched against a sentence, or two neighbouring sentences joined by " . ". */
  re: RegExp;
  /** Words anywhere in the message that make the match harmless for this rule. */
  unless?: RegExp;
  /** Grades a concern rather than a crisis. */
  concern?: boolean;
  /** Only counts when this also occurs somewhere in the message. */
  needs?: RegExp;
}

const PILLS = "(?:pills|pill|tablets|tablet|meds|medication|medicine|capsules|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|sleeping pills|sleeping tablets|antidepressants|insulin|morphine|lithium|dosette box|blister packs|prescription|gamot|pastillas|goliyan|them|everything|it all|the lot)";
const PEOPLE =
  "(?:him|her|them|he|she|my (?:little |baby |big |older |younger |elderly |own )?(?:dad|father|mum|mom|mother|stepdad|step dad|step mom|stepmom|brother|sister|son|daughter|kids|baby|toddler|newborn|husband|wife|partner|ex|boss|manager|teacher|neighbour|neighbor|roommate|flatmate|flatmates|girlfriend|boyfriend|grandma|grandad|therapist|coworker|colleague|abuser|mums boyfriend)|the (?:baby|kids|old man|guy|man|woman|kid)|someone|people|everyone|a kid|the people|my family)";
const HARM_VERBS = "(?:hurt|harm|physically harm|shove|kill|stab|shoot|strangle|choke|smother|poison|push|hit|beat|attack|shake|drown|run \\w+ over|make them (?:all )?pay|get (?:him|her|them)|do something to)";
const WEAPON = "(?:knife|knives|kitchen knife|gun|guns|axe|hammer|bat|crossbow|weapon|petrol|nail gun|tyre iron|tire iron|scissors|blade|pocket knife|chaaku|cuchillo|rifle|pistol)";

/** Harmless framings for self-directed rules: games, sport, films and books, work with patients, accidents. */
const FRAMED =
  /\b(?:game|games|level|boss fight|final boss|respawn\w*|minecraft|fortnite|elden ring|dark souls|match|coach|team|season|the movie|the film|the show|the series|the book|the novel|the song|lyrics|album|episode|character|protagonist|villain|in my story|my patients|patients|my clients|clients|my students|students|nurse|nursing|exam|lecture|textbook|pharmacology|toxicology|assignment|essay|dissertation|module|research|article|podcast|documentary)\b/;

const RULES: DangerRule[] = [
  /* ---------- an attempt under way or just made ---------- */
  {
    signal: "attempt",
    re: new RegExp(
      `\\b(?:i )?(?:just |already |have |had )?(?:took|taken|swallowed|downed|drank|injected|ininom ko|tome|tomé)(?: like| about| maybe)? (?:all|all of|the whole|every|everything|a whole|a bottle|a box|a pack|a packet|a strip|two strips|a handful|too many|a lot|loads|a shitload|lahat|todas|\\d+)(?: \\w+){0,4} ${PILLS}\\b|\\b(?:took|swallowed|taken) (?:them|it) all\\b|\\btook them\\b(?=.*\\b(?:lying|waiting|goodbye|thanks for everything|sorry))`,
    ),
    unless: /\b(?:vitamins?|antibiotics?|as prescribed|my dose|daily dose|usual|usually|morning pills|migraine|headache|for my (?:headache|cold|flu|back))\b/,
  },
  {
    signal: "attempt",
    re: /\b(?:i (?:have|just|already) )?(?:done it|did it)\b(?=.*\b(?:waiting|sorry|goodbye|knife|bleeding|floaty|locked|kicking in)\b)|\b(?:already did it|i have done it|just did it with|the pills are kicking in|drank antifreeze|overdosed(?! on (?:chocolate|sugar|caffeine|coffee|netflix|christmas|cake|candy|carbs|sweets|tv))|overdosing(?! on (?:chocolate|sugar|caffeine|coffee|netflix|christmas|cake|candy|carbs|sweets|tv)))\b/,
    unless: /\b(?:exam|test|interview|marathon|presentation|finally did it(?! with)|homework|assignment|lol|haha|chocolate|caffeine|migraine|headache)\b/,
  },
  {
    signal: "attempt",
    re: /\b(?:car|engine) (?:is |has been |been )?(?:running|on)\b.*\bgarage\b|\bgarage\b.*\b(?:engine|car) (?:is |has been |been )?(?:running|on)\b|\b(?:on|at) the (?:wrong side of the (?:bridge )?railing|edge of the (?:cliff|quarry|roof|bridge|building|platform))|\bstanding on the (?:railway|train) (?:line|tracks)\b|\b(?:feet|legs) over the (?:edge|side)\b/,
  },
  {
    signal: "attempt",
    re: /\b(?:tried|attempt\w*) (?:to )?(?:jump|hang|do it|end it|kill myself)\b.*\b(?:tonight|last night|today|this morning|yesterday|did not work|didnt work|failed)\b|\b(?:did not|didnt) work\b.*\b(?:hanging|belt|rope|pills|jumped|tried)\b|\b(?:hanging|belt|rope)\b.*\b(?:did not|didnt) work\b|\bthe belt broke\b|\bi jumped but\b|\bi tried last night\b|\bwanted it to work\b/,
  },
  {
    signal: "attempt",
    re: /\b(?:bleeding through|will not stop bleeding|wont stop bleeding|a lot of blood|blood (?:on|all over) the floor|cut (?:really |too )?deep this time|went too far)\b/,
    unless: /\b(?:nose ?bleed|nosebleed|period|shaving|kitchen accident|chopping|glass broke)\b/,
  },

  /* ---------- preparation and goodbyes ---------- */
  {
    signal: "preparation",
    re: /\b(?:(?:wrote|written|writing|write|finished|left|leaving) (?:all )?(?:the |my |a |some )?(?:letters?|notes?|cards?|goodbye\w*)(?: \w+){0,6} (?:after|understand|for later|when i am gone|so it is done|then i can rest|with the others|read it after)|(?:note|letter|letters) (?:tonight|is done|are done)|what to write in the note|finished all the letters|(?:each|all) of my (?:kids|children) (?:has|have) a letter|letter (?:to|for) (?:my )?(?:mum|mom|mama|dad|kids|sister|brother)(?: \w+){0,4} (?:after|understand|tonight))\b/,
    unless: /\b(?:cover letter|thank you (?:cards|notes)|christmas cards|birthday party|wedding|pen pal|penpal|recommendation|university|job)\b/,
  },
  {
    signal: "preparation",
    re: /\b(?:gave|giving|give|gave away|given away|giving away|sold|selling) (?:away )?(?:my|all my|the last of my)(?: \w+){0,4}\b(?=.*\b(?:will not (?:be )?need\w*|wont (?:be )?need\w*|not (?:be )?(?:around|here)|then i am done|does not know why|doesnt know why|after|no point|will not be around|so she|nothing left)\b)|\b(?:will not|wont|will never) (?:be )?need(?:ing)? (?:it|them|this|one|any more sessions|that|my \w+)(?: anymore| again| where i am going)?\b/,
    unless: /\b(?:moving|move|moved|declutter\w*|marie kondo|charity|shelter|food bank|donat\w*|upgrade|upgraded|new one|new phone|new place|kids grew|outgrew|holiday|abroad|renovat\w*|fits|weight loss|too small|too big|knees|allotment|retir\w*)\b/,
  },
  {
    signal: "preparation",
    re: /\b(?:passwords?|passcode|pin|bank details|crypto keys|login details)\b(?=.*\b(?:after|in case|not in case|do not ask|dont ask|everything after|sealed envelope|open if)\b)|\b(?:funeral|playlist for my funeral|instructions for the funeral)\b(?=.*\b(?:my own|my funeral|no hymns|do not judge|dont judge)\b)/,
    unless: /\b(?:solo hik\w*|hiking|travel\w*|trip|climb\w*|67|retired|healthy|estate planning|solicitor|will writing|life insurance|pre ?planning)\b/,
  },
  {
    signal: "preparation",
    re: /\b(?:this is (?:the )?(?:last|final) (?:time|thing|post|message|entry|journal entry)|last (?:post|message|entry) ever|last time (?:i will|ill|you will|youll) (?:ever )?(?:post|hear|message|write)|bye forever|goodbye chat|(?:i )?(?:will not|wont) be (?:here|around|there) (?:for|by|on|when|to see|much longer|anymore|tomorrow)|(?:i am )?not going to be here (?:tomorrow|much longer|for)|after tonight(?: none of this| it will| nothing| i will| she will| they will|,|$)|(?:now|then) i can go\b|before i go\b(?=.*\b(?:sorry|love|forgive)\b)|take care of (?:mum|mom|my \w+) for me|tell my (?:dad|mum|mom|family|parents) it (?:was not|wasnt) (?:him|her|them|their fault)|it is not your fault\b(?=.*\b(?:was not enough|wasnt enough|helped a bit)\b)|saying goodbye to people without them knowing|(?:i will not|i wont) be messaging again)\b/,
    unless: /\b(?:holiday|vacation|trip|moving|deploy\w*|leaving (?:the|this) (?:job|company|group|server)|retir\w*|see you|next week|back on|offline for|detox|exam|break from)\b/,
  },
  {
    signal: "preparation",
    re: /\b(?:cleaned the (?:whole )?(?:flat|house|place) so|whoever finds|leaving the (?:back |front )?door unlocked so they|so (?:they|she|he|nobody) (?:can get in|has to break)|(?:closing|closed) down my life|(?:put|putting|got|getting) my affairs in order(?=.*\b(?:tonight|before i go|soon|sorry|nothing left)\b)|made sure the (?:dog|cat|kids) (?:is|are|goes|go|will be)|(?:cards|letters) for (?:my \w+s )?next (?:\w+ )?birthdays|voice message for (?:my \w+s )?\d+\w* birthday|i (?:will not|wont) be there for it)\b/,
  },

  /* ---------- a plan: a time, a place, the means gathered ---------- */
  {
    signal: "plan",
    re: new RegExp(
      `\\b(?:stockpil\\w*|saving|saved|saved up|hoarding|collecting|collected|hiding|kept|keeping|filled) (?:up )?(?:my |all my |her |his |the |both )?(?:old )?(?:\\w+ )?${PILLS}\\b(?=.*\\b(?:enough|tonight|friday|saturday|sunday|monday|tuesday|wednesday|thursday|weekend|when|weeks|shoebox|box|drawer|glovebox|now|twice|a lot)\\b)|\\bsab goliyan ikattha\\b`,
    ),
    unless: /\b(?:prescribed|pharmacy|pharmacist|organis\w*|organiz\w*|dosette|pill organiser|for my (?:dad|mum|mom|nan|grandma|grandad))\b(?!.*\b(?:enough|tonight|done)\b)/,
  },
  {
    signal: "plan",
    re: /\b(?:i (?:have|picked|set|chose|chosen|marked|got) (?:a |the )?(?:date|day|place)(?: and a (?:place|time|date))?|i set a date|picked the date|that is (?:the plan|when)|thats (?:the plan|when)|my plan is to|plan is the|i know when (?:he|she|they) (?:is|are|works|is on)|(?:i will|ill|i am going to) do it (?:in|at|on|when|after|before|this)|i have (?:found|picked) a place where (?:nobody|no one)|when the house is quiet|not for a holiday|the hose is (?:already )?in the garage|everything is in the car|waiting for it to get dark|i have it all arranged|it is all arranged|then i am done|and not drive back|nobody will check on me)\b/,
    unless: /\b(?:party|wedding|birthday party|surprise|proposal|propose|interview|exam|holiday|trip|vacation|camping|date night|first date|dinner|concert|gig|match|race|marathon|move|moving|appointment|doctor|dentist|baby shower)\b/,
    needs: /\b(?:pills|tablets|meds|insulin|rope|gun|bridge|cliff|cliffs|roof|woods|forest|sea|car park|parking garage|garage|hose|tracks|train|stuff|everything|nobody|no one|done|gone|over|anymore|that is when|thats when|not for a holiday|the plan|quiet|dark|not drive back|check on me|the date|a date|a place|abuse|anniversary of)\b/,
  },

  /* ---------- questions about a method, asked for oneself ---------- */
  {
    signal: "method-research",
    re: new RegExp(
      `\\b(?:how (?:many|much)(?: \\w+){0,3}|what (?:dose|amount|number)(?: of)?(?: \\w+){0,2}|which (?:pills|meds|tablets|combination))\\b.*\\b(?:kill|die|dying|lethal|fatal|overdose|stop (?:your|my|a) heart|never wake|not wake up|end it|to be enough|would be enough|to go to sleep forever)\\b|\\b(?:lethal|fatal) (?:dose|amount|combination)\\b|\\bhow (?:high|tall|far)(?: \\w+){0,6} (?:to die|to be fatal|to kill|to not survive|to make sure|would you need|does it need|do you need|survive)\\b|\\b(?:most |least )?(?:painless|quickest|fastest|easiest|surest|quietest) way to (?:die|go|end it|end my life|kill myself|do it)\\b|\\bhow long does it take to (?:die|bleed out|drown|suffocate|lose consciousness|pass out from)\\b|\\b(?:which|what) (?:bridge|building|cliff|train|tracks|height|knife|blade|rope|veins?|artery)(?: \\w+){0,5} (?:highest|best|quickest|most likely|deep enough|to do it|to die)\\b`,
    ),
    unless: /\b(?:pharmacology|toxicology|exam|nursing|textbook|assignment|essay|for a story|my novel|character|paracetamol for a|for my (?:headache|cold|fever|kid|child|son|daughter)|baby|toddler|new mum|new mom|safe dose|maximum dose|max dose|daily|per day|a day|in a day|how much water|dog|cat|pet|plant|weeds|mice|rats|wasps|ants|game|minecraft)\b/,
  },

  /* ---------- intent: going through with it ---------- */
  {
    signal: "plan",
    re: /\b(?:(?:i am |im |i will |ill |am )?(?:going to|gonna|imma|about to|finally going to|actually going to) (?:do it|go through with it|go thru with it|follow through|end it|act on (?:it|the thoughts|them)|stop being alive|not be alive)|(?:doing|do) it tonight|(?:going|went) through with it|(?:go|going) thru with it|(?:actually )?following through|i will be dead by|not (?:going to|gonna) be alive (?:by|after|at)|(?:decided|decision) (?:to die|to not be alive|is made|has been made)|(?:it is|its) (?:decided|happening tonight|happening tomorrow)|i have decided to die|(?:not going to|will not|wont) (?:see|make it to) my \d+\w*(?: birthday)?|(?:end|ending) it (?:after|before|on|tonight|tomorrow|this)|not going to stop halfway|no more trial runs|papatayin ko|khatam kar (?:dunga|dungi)|lo voy a hacer|i have chosen\b.*\bi am going)\b/,
    needs: /\b(?:tonight|tomorrow|this time|not scared|either way|anyway|sorry|decided|decision|decide|not a cry for help|no more|finally|the right moment|by the end|by (?:the )?(?:weekend|monday|friday)|when (?:my|everyone|they|mom|mum|dad)|after (?:my|the)|alive|dead|die|end it|chosen|choice|following through|act on|wake up|birthday|soon|quiet|trial runs|khatam|papatayin|hacer|going now)\b/,
    unless: /\b(?:marathon|exam|interview|presentation|job|apply|applying|propose|proposal|tattoo|skydiv\w*|smoking|vaping|diet|gym|ask (?:her|him) out|sign(?:ed)? up|audition|haircut|lol|haha|lmao|the project|the move|the trip|my thesis|the surgery|the operation|quit my job|the wedding|the relationship|break up|breaking up|my hair|the plunge|on a high note|on good terms|on a good note|amicabl\w*)\b/,
  },

  /* ---------- ideation with a method in mind ---------- */
  {
    signal: "plan",
    re: /\b(?:keep|kept|keeps|been|always|sometimes|often|every (?:time|day|night|morning|shift)|lately|still)(?: \w+){0,3} (?:think|thinking|thought|picturing|imagining|wondering)(?: \w+){0,2} (?:about|of)(?: \w+){0,6} (?:train|trains|platform|tracks|railway|rail bridge|bridge|overpass|flyover|highway|motorway|lorry|truck|traffic|pills|tablets|meds|insulin|rope|belt|gun|rifle|pistol|roof|rooftop|window|top floor|balcony|cliff|cliffs|sea|river|stairwell|atrium|car park|garage|carbon monoxide|bleach|drugs i have access|staying under|going over|stepping (?:off|out|in front)|jumping|swimming out|lying down until|crashing|flooring it|letting go of the wheel|the gap|the edge)\b|\b(?:that|it) would (?:do it|be the way)\b|\bif i did it(?: \w+){0,3} (?:it would be|with)\b|\b(?:pills|tablets) or the (?:bridge|train|rope)\b|\b(?:is|be) (?:high|tall|deep) enough\b(?=.*\b(?:think|wonder|roof|floor|bridge|window)\b)|\bmy mind (?:keeps going|goes) to the (?:car|garage|bridge|pills|rope|gun)\b|\b(?:hold|holding) the knife and think about my wrists\b|\b(?:kood jaane|tirarme|tumalon)\b/,
    unless: /\b(?:engineer\w*|design\w*|architect\w*|photograph\w*|painting|sketch\w*|holiday|trip|hunting|shooting range|licen[cs]e|recipe|buying a (?:car|house)|commute|late again|delayed|strike|cancelled|rent|mortgage|insurance|the view|sunset|swimming lessons|surf\w*|paddleboard\w*|kayak\w*|diving|cliff jumping|bungee|skydiv\w*)\b/,
  },

  /* ---------- self-injury in other words ---------- */
  {
    signal: "self-injury",
    re: /\b(?:(?:the )?blade(?:s)? (?:is )?(?:in my hand|out|again)|blades out|box with the blades|(?:lines|marks|cuts|new ones|the new ones|scratches) (?:on my (?:arm|arms|wrist|wrists|thigh|thighs|ribs|shoulder|stomach|hips?|legs?)|are getting deeper|deeper than)|until (?:it|they|my (?:scalp|skin|knuckles|palms)) (?:bled|bleeds|bleed|blistered|opened(?: up)?|split)|(?:hide|hiding|cover|covering) (?:my )?(?:arms|thighs|wrists|legs|the marks)|so nobody (?:will ever see|sees my arms|looks)|where nobody looks|(?:need|want|have) to bleed|(?:hot spoon|cigarette|lighter|curling iron|ice|eraser|key|compass|earring back|nails?) (?:on|into|to|against|across) my (?:skin|wrist|wrists|leg|legs|fingers|arm|arms|palms|stomach)|(?:urge|urges) to hurt my (?:body|self)|(?:cutting|burning) again|im doing it again|i am doing it again|been doing it every (?:night|day)|(?:doing|did) it (?:again|every night|every day)(?= .*\b(?:sting|blood|lines|marks|sleeves|arm|bath)\b)|(?:my|the) (?:thighs|arms) are a mess|the plasters are not covering|took my anger out on my own|there is no cat|(?:punching|banging|slamming) (?:the wall|my head|my hand)(?: \w+){0,4} (?:until|till|when|did it)|it is the only thing that shuts my head up)\b/,
    unless: /\b(?:by accident|accidentally|cooking|chef|shaving|gym|football|rugby|boxing class|climbing|tattoo|piercing|woodwork|diy|gardening|manicure|nail salon|acrylics|eczema|psoriasis|mosquito|bites|rash|allergy|chickenpox|sunburn)\b/,
  },

  {
    signal: "method-research",
    re: /\b(?:(?:how|what|which|is|would|does|do|can|could|cuantas|cuántas|kitni|kam)\b.*\b(?:asking for me|it is for me|its for me|for me seriously|for me not a friend|not (?:for )?a friend|not for safety|i only want to try once|i do not want to (?:survive|end up)|i dont want to (?:survive|end up)|want the dangerous number|to be sure|to definitely not survive|i want a peaceful way)|(?:painless|peaceful|peacefully|reliable|quick|quickest|fastest|least painful|most reliable|success rate|less likely to leave me)(?: \w+){0,3} (?:way|ways|method|methods|to go|to do it|to end it|poisons?|pills versus|or pills|than pills|versus jumping)|(?:does|would|will) (?:drowning|hanging|jumping|suffocating|bleeding out|a bag over my head|suffocation|the exhaust)(?: \w+){0,4} (?:hurt|be quick|work|be peaceful)|(?:does|would|will) it (?:hurt|be quick|be peaceful)(?: \w+){0,3} (?:to jump|to drown|if i|from)|do you (?:pass out|feel nothing|feel anything)(?: \w+){0,4} (?:hang|pills|before it hurts|jump)|(?:is|are) (?:\d+|twenty|thirty|fifty|a hundred)(?: \w+){0,4} enough|is \d+ (?:metres|meters|feet|floors|m) enough|how (?:long|many days)(?: \w+){0,4} (?:stay under|without water|carbon monoxide|before someone would find|would find me|to bleed|before your liver)|(?:which|what) (?:vein|veins|artery|poison|poisons|household stuff|household things|kind of knife|floor would i need|time of night is the train)|how (?:deep|hard) (?:do you have to|to) cut|(?:searching|googling|googled|reading|looked up|researching|been reading about)(?: for| about)?(?: \w+){0,2} (?:painless methods|methods|how many|the height of|ways to die|how to end)|(?:buy|get)(?: a| more)? (?:gun quickly|gun without|pentobarbital|more sleeping pills so)|how to end it|(?:best|highest|tallest)(?: \w+){0,2} (?:spots?|places?|building|bridge)(?: \w+){0,4} (?:to jump|jump from|roof access|to survive|not survive)|(?:mixing|mix) (?:alcohol|pills|my)(?: \w+){0,4} (?:die|how much|to be sure|kill)|how much (?:tylenol|paracetamol|ibuprofen|insulin|\w+) (?:before|until) (?:your|my|it)|(?:could|would) kill someone\b.*\bfor me|freeze to death(?: \w+){0,4} if i|the fall from the \d+\w* floor)\b/,
    unless: /\b(?:pharmacology|toxicology|exam|nursing|textbook|assignment|essay|for a story|my novel|character|baby|toddler|my kids?|my son|my daughter|dog|cat|pet|plant|plants|weeds|mice|rats|wasps|ants|game|minecraft|crossword|trivia|pub quiz|recipe|steak|bread|baking|paint|hair dye|tattoo|cocktail|hangover)\b/,
  },
  {
    signal: "attempt",
    re: /\b(?:(?:took|taken|swallowed|drank|drunk|kha li|khali|ininom)(?: \w+){0,3} (?:(?:a bunch of|my whole|whole|all of)(?: \w+){0,3} (?:pills|tablets|meds|medication|box|bottle|packet|strip|prescription|blister packs?|sleeping|insulin)|everything|the pills|too much on purpose|saari|todas|the stuff)|(?:i )?(?:did|have done|done) (?:it|what i came to do)(?: \w+){0,2} (?:took the pills|this morning and failed|the light|failed)|i have done what i came to do|(?:on|at) the (?:bridge|train platform|platform|edge|overpass|roof|railway) (?:rn|right now|now|and the next)|(?:walked|jumped|climbed)(?: \w+){0,2} (?:into the sea|off the bridge|over the fence at the overpass|off my balcony)|(?:the car|car|engine) is on\b(?=.*\b(?:garage|smell|started)\b)|(?:engine|car) (?:has been|is|been) running\b|running in the (?:closed )?garage|closed garage|wrists are (?:cut|bleeding)|bleeding (?:a lot|alot)$|(?:drank|drunk) (?:the stuff from under the sink|bleach|antifreeze)|i have taken the pills|i took the pills)\b/,
    unless: /\b(?:as prescribed|my doctor said|headache|migraine|hangover|vitamins?|antibiotics|the stairs|bungee|skydiv\w*|swimming|surf\w*|holiday|sunset|for a swim|cold water swim\w*|wild swimming)\b/,
  },

  {
    signal: "plan",
    re: /\b(?:(?:go|going|walk|drive|get) (?:down |up )?to the (?:river|bridge|cliffs?|sea|tracks|station|roof|woods|quarry|lake)(?: \w+){0,3} (?:and finish it|and end it|and not come back|and jump|tonight)|how many (?:of my )?(?:tablets|pills|meds) it would take|(?:written|wrote|finished) my (?:note|letter|goodbye)|my note is (?:in|on|under|written)|climbed over the (?:barrier|railing|fence|rail)|in case i have to use it on (?:him|her|them)|(?:got|have|have got) the stuff ready|(?:decided|decided that) i (?:shall|will|am going to) not wake up|shall not wake up|(?:tablets|pills) are (?:all )?counted out|(?:jump|jumping) (?:from|off) the (?:multi storey|car park|bridge|roof|building|balcony|cliff|overpass|\d+\w* floor))\b/,
    unless: /\b(?:swim\w*|walk the dog|picnic|photos?|sunset|bungee|diving|cliff jumping|parachut\w*|trampoline|the movie|the film|game)\b/,
  },
  {
    signal: "self-injury",
    re: /\b(?:cut|cutting|carv\w*|burn\w*|slash\w*) (?:\w+ ){0,3}my (?:thighs|arms|wrists|legs|stomach|skin|hips)\b(?=.*\b(?:razor|blade|lighter|deep|stitches|nobody|hide|again|every|most nights|night)\b)/,
    unless: /\b(?:by accident|accidentally|shaving|waxing|cooking|kitchen|oven|iron|sunburn|tattoo|laser|surgery|doctor|removed a)\b/,
  },

  /* ---------- not safe with oneself ---------- */
  {
    signal: "not-safe",
    re: /\b(?:not (?:feel |feeling )?safe(?: \w+){0,3} (?:with|around|from) myself|(?:do not|can not|cannot|dont|cant) trust (?:myself|my hands|me)|can not be trusted|cant be trusted|(?:can not|cant|cannot) keep myself safe|(?:not|never) (?:be |feel |am )?safe (?:tonight|right now|anymore|if i stay)|not safe tonight|i am not (?:okay and i am not )?safe|i do not (?:feel|think i am) safe|scared of (?:myself|what i (?:will|might|could|would) do)|(?:afraid|frightened|terrified) (?:of )?what i (?:will|might|could|would|ll) do|going to do something (?:bad|stupid|i regret)|(?:can not|cant|cannot) stop myself|something could happen and i (?:would not|wouldnt) stop it|make it through the night|hindi ako safe|tengo miedo de lo que pueda hacer)\b/,
    unless: /\b(?:driving|drive|alone at night walking|neighbourhood|neighborhood|area|ex is|he is outside|stalker|earthquake|storm|flood|fire|lol|haha|cake|chocolate|biscuits|cookies|pizza|ice cream|snacks|shopping|buying|sale|online shopping|credit card|spend\w*)\b/,
  },
  {
    signal: "not-safe",
    re: /\b(?:not safe|please help)\b/,
    needs: /^(?:not safe(?: please help)?|i am not safe|please help not safe)$/,
  },

  {
    signal: "preparation",
    re: /\b(?:(?:goodbye|alvida|farewell) (?:texts?|messages?|ka message|emails?)|(?:scheduled|set) (?:a |my |an )?(?:instagram )?(?:post|message|email|text|phone|messages)(?: \w+){0,6} (?:sorry|to send|by then|goodbye|account details|at \d|for \d)|if (?:you|anyone) (?:do not|dont|doesnt|does not) hear from me|(?:it is|its) because it worked|by then (?:it will|itll) be (?:done|over)|who gets what(?! in my will)|labell?ed with (?:peoples|people s|everyones) names|(?:last|final) (?:thing|one) on my list|nothing left to do|(?:apologi[sz]e|sorry)(?: in advance)? to whoever (?:has to|finds|reads)|whoever has to clean up|if anyone reads this later|one (?:more|last) time\b(?=.*\b(?:voices|hug|hear|see|goodbye)\b)|(?:said|saying) (?:bye|goodbye) to my (?:cat|dog|horse|rabbits?|rooms?|pets?|plants)|saying goodbye to the rooms|where i am going|(?:it is|its) not a gift|(?:it is|its) permanent|keep it forever|(?:log|logging|logged) off forever|(?:turned|turning) my phone off\b(?=.*\b(?:goodbye|done|bye)\b)|posted a goodbye|(?:last|final) poem|(?:will not|wont|not going to|not gonna) be around to see|(?:put|transferred|moved|sent|took) (?:out )?(?:all )?my savings(?: \w+){0,6} (?:sister|brother|mom|mum|envelope|note|goodbye|daughter|son)|life insurance(?: \w+){0,3} (?:beneficiary|in order)|(?:sorted|wrote|made) my will\b(?=.*\b(?:not because|just in case|now|tidy|ready)\b)|nothing embarrassing left|(?:feels|everything is|everythings) (?:tidy|in order) now|the last thing on my list|(?:my )?(?:stuff|things) (?:is|are) all boxed up)\b/,
    unless: /\b(?:moving|move|moved|new job|trip|holiday|vacation|abroad|wedding|graduat\w*|retir\w*|deploy\w*|hospital stay|surgery|operation|exam|detox|digital detox|break from social|estate planning|67|70s|80s|healthy|kids will|when i am old|someday|pregnan\w*|baby is due)\b/,
  },
  {
    signal: "plan",
    re: /\b(?:i know the (?:spot|time|place)|everything(?: is|s)? (?:ready|laid out|set)|todo planeado|(?:had|have) (?:had )?a plan (?:for (?:ages|weeks|months|a while|a long time|about)|since)|now i have the stuff|(?:bought|got) the (?:rope|stuff|pills)(?: \w+){0,5} (?:saturday|sunday|friday|monday|tuesday|wednesday|thursday|tonight|tomorrow|boot)|(?:worked out|checked|looked up) the train times|(?:does not|doesnt) stop at our station|(?:booked|book) a hotel(?: \w+){0,6} (?:find me|have to find)|(?:when|once|after)(?: \w+){0,8} (?:im doing it|i am doing it|im going$|i am going$)|this time next week i (?:will not|wont) be here|(?:taking|take|gonna take|going to take) all (?:of them|my)(?: \w+){0,6} (?:at once|with the|with a bottle|once my|after)|plan is basically\b|under my mattress for after|naipon ko|pastillas guardadas|(?:marked|circled) (?:it )?on my calendar|watching the bridge|the stuff (?:is )?(?:hidden|in my)|(?:the )?(?:tablets|pills|rope|knife) (?:is|are) in my (?:sock drawer|drawer|gym bag|wardrobe|bag|car)|(?:the|my) (?:pills|tablets|rope|noose|gun|stuff) (?:is|are) (?:ready|here|sorted|counted|set up|all set))\b/,
    unless: /\b(?:party|wedding|birthday party|surprise|proposal|propose|interview|holiday|trip|vacation|camping|date night|first date|dinner|concert|gig|match|race|marathon|moving|appointment|dentist|baby shower|revision|study plan|meal plan|business plan|travel plan|lesson plan|the heist|escape room|d and d|campaign)\b/,
  },
  {
    signal: "not-safe",
    re: /\b(?:(?:can not|cant|cannot) be (?:on my own|alone)(?: \w+){0,2}(?: tonight|\. i know)|i know what (?:i would|id|i will|ill) do|(?:not sure|do not know if|dont know if) (?:i will|ill) make it to (?:morning|tomorrow|the morning)|(?:dangerous|dark|unsafe) headspace|(?:mind|head) is not a safe place|not in a safe place|losing the fight tonight|(?:something|anything) i (?:can not|cant|cannot) take back|(?:stay|stay on|be) with me\b(?=.*\b(?:trust|safe|tonight|scared|do not know what)\b)|(?:can not|cant|cannot) promise(?: \w+){0,3} (?:i will be safe|safe|to be safe)|(?:do not|dont) know what (?:i am|im) (?:going to|gonna) do if|how long i can hold on|white knuckling it|bharosa nahi|safe nahi hoon|no estoy segura conmigo|(?:scared|afraid) i (?:will not|wont) stop this time|(?:do not|dont) (?:trust|know) what (?:i am|im) (?:gonna|going to) do|watching myself from outside(?: \w+){0,6} what that person will do)\b/,
    unless: /\b(?:safe space|haunted|safe place to park|cake|chocolate|biscuits|pizza|shopping|online shopping|spend\w*|lol|haha)\b/,
  },

  /* ---------- a wish to be dead ---------- */
  {
    signal: "wish-to-be-dead",
    re: /\b(?:wish(?:ing)? (?:i (?:was|were|could be|would be)|to be) (?:dead|gone|never born|not here|not alive|not around|asleep forever)|wish i (?:could )?(?:just )?(?:die|disappear forever|stop existing|not exist|never wake up|not wake up|fall asleep (?:and|forever))|wish(?:ed)? i (?:had not|hadnt|did not|didnt|never) (?:woken|wake|woke) up|(?:hope|hoping|pray|praying) i (?:do not|dont|never|will not|wont) wake up(?! late| early| too| with| in time| before)|(?:no|what is the|whats the|do not see the|dont see the|see no) point (?:in |of )?(?:being alive|living|staying alive|going on|carrying on|existing|my life|life)|giving up on (?:being alive|living|life)|(?:do not|dont) want to (?:be alive|exist|live|wake up|be here|keep living|go on)(?! with| in| at| near)|tired of (?:being alive|living|existing|life)|(?:would not|wouldnt|would not really) (?:mind|care) if i (?:died|did not wake|didnt wake|got hit|never woke|was gone)|(?:rather|prefer to) be dead|(?:wish|hope) (?:it|everything|this|my life) (?:would|will) (?:just )?end|want (?:it|everything|my life) to (?:just )?(?:end|be over|stop)(?: forever)?$|(?:sleep|fall asleep) and never wake up|(?:better|easier) if i (?:was|were) (?:not here|dead|gone)|nobody would (?:notice|miss me|care) if i (?:was|were|died|disappeared))\b/,
    unless: /\b(?:exam|test|homework|hangover|hungover|cringe|embarrass\w*|spider|monday|meeting|traffic|queue|this heat|leg day|calves|gym|workout|assignment|deadline|the song|lyrics)\b/,
  },
  {
    signal: "wish-to-be-dead",
    re: /\b(?:(?:hope|hoping|wish|wishing|pray|praying)(?: that)?(?: \w+){0,6} (?:kills me|takes me|hits me|goes down|gives out|does not stop|doesnt stop|comes back bad|struck by|happens to me|takes me out|ends me|finally over)|(?:would|i would|id)(?: honestly| kind of| kinda| actually)? (?:be )?(?:fine|relieved|welcome it|not mind|not care|not even be mad|wouldnt even be mad)(?: \w+){0,3} if (?:i|a \w+|death|the doctor|something)|(?:envy|envious of|jealous of)(?: \w+){0,3} (?:people who die|the dead|dead people|obituaries|anyone in a coffin|every single one)|i wish it had been me|(?:go|going) to sleep (?:and|n) (?:not|never) wake up|(?:let me|pls let me|please let me|please just let me) (?:not wake up|be dead|b dead|die|go)|take me in my sleep|(?:stop|quit) (?:being a person|existing|breathing)|tired of breathing|my heart keeps beating|(?:still alive|still here)(?: \w+){0,3} (?:disappointed|again)|woke up(?: \w+){0,2} still alive|(?:just )?waiting to die|can not wait to be dead|cant wait to be dead|(?:death|dying|being dead|not waking up|not existing)(?: \w+){0,2} (?:sounds|would be|feels|is|seems)(?: \w+){0,2} (?:peaceful|easier|a gift|a vacation|nice|a relief|so nice)|the only peace i can picture|no (?:wish|desire) to (?:go on|keep) living|(?:not|never) wanted to be alive|(?:no|whats the|what is the) point (?:of |in )?being here|better off (?:dead|ded)|beter off ded|unalive me|done existing|want (?:out|it over|it all over)$|a button that (?:would )?(?:make me )?stop existing|mar jaana chahta|bghit nmout|mawala talaga|hindi na magising|na uthoon|ne plus exister|just want to be a headstone|wish i could hand it back|subscription i want to cancel|if i died tonight it would be)\b/,
    unless: /\b(?:exam|homework|hangover|hungover|cringe|embarrass\w*|leg day|calves|the song|lyrics|the film|the movie|character|my phone|battery)\b/,
  },

  /* ---------- self-injury described as an act ---------- */
  {
    signal: "self-injury",
    re: /\b(?:(?:burn|burned|burnt|burning|cut|cutting|scratch\w*|carv\w*|hit|hitting|punch\w*|bang\w*|bite|biting|bit|slash\w*|stab\w*|pinch\w*|pull\w* out) (?:myself|my (?:own )?(?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hip|hips|face|head|hand|hands|chest|ankles?))(?! by accident| accidentally| on (?:the|a|some|broken)| open on| with (?:the|my) (?:door|oven|iron|kettle|pan|tray|phone)| some slack| a (?:slice|piece|break)| out| short| off| free| loose)|(?:hid|hide|hiding|cover|covering|covered) (?:up )?(?:the |my |new )?(?:cuts|scars|burns|marks|bruises|wounds)|long sleeves (?:again |in summer |to hide )|(?:relapsed|did it again|do it again|started again)(?=.*\b(?:blade|razor|lighter|sleeves|marks|cuts|arm|thigh|skin)\b)|(?:lighter|blade|razor|compass|pencil sharpener) (?:on|to|against|across) my (?:skin|arm|arms|wrist|thigh|thighs|leg)|punish myself with|(?:urge|urges) to (?:cut|burn|hurt myself|hit myself) (?:again|tonight|right now|so bad))\b/,
    unless: /\b(?:by accident|accidentally|accident|cooking|chef|kitchen|oven|shaving|gym|workout|football|rugby|boxing|climbing|hiking|slipped|tripped|fell|the door|cupboard|paper cut|sunburn|sun burn|curling iron|straightener|tattoo|piercing|woodwork|diy|gardening|cat scratched|dog bit|washing up|stitches|tin|broken glass|lol|haha|slack|cake|burned myself out|burnt myself out)\b/,
  },

  /* ---------- harm to someone else ---------- */
  {
    signal: "harm-to-others",
    re: new RegExp(
      `\\b(?:(?:want|wanna|going|gonna|will|urges?|urge|thoughts|thinking|think|keep thinking|keep picturing|keep imagining|picture|picturing|fantasi\\w*|rehears\\w*|scared|afraid|terrified) (?:to |about |of |i will |i ll |i might |i am going to |that i will |i would )?(?:\\w+ ){0,2}${HARM_VERBS} ${PEOPLE}|${HARM_VERBS} ${PEOPLE}(?: \\w+){0,6} (?:i mean it|not joking|tonight|tomorrow|monday|when (?:he|she) gets home)|(?:lo voy a matar|main usko maar dunga|usko maar)|list of people (?:at school )?who deserve it)\\b`,
    ),
    // Anger says "I'm going to kill him" every day; it is danger with a weapon, a time, a plan, or urges that frighten.
    needs: /\b(?:knife|knives|gun|weapon|axe|hammer|bat|crossbow|petrol|not joking|i mean it|tonight|tomorrow|monday|plan|address|urges?|thoughts|keep (?:thinking|picturing|imagining)|scared|afraid|terrified|fantasi\w*|rehears\w*|list of|deserve|pay|sleep|pillow|stairs|baby|toddler|newborn|son|daughter|kids|shake|smother|strangl\w*|chok\w*|stab\w*|poison\w*)\b/,
    unless: /\b(?:lol|lmao|haha|joke|joking(?! about)|kidding|game|minecraft|fortnite|the movie|the film|the book|character|tickle|hug|surprise party|at chess|at tennis|in the match|(?:kill|killing) (?:it|this|time)|if (?:he|she) (?:eats|takes|touches) my (?:food|leftovers|chips|fries|snacks))\b(?!.*\b(?:i mean it|not joking)\b)/,
  },
  {
    signal: "harm-to-others",
    re: new RegExp(
      `\\b(?:(?:have|got|bought|carrying|holding|sharpened|sleep with|bringing|in my (?:handbag|bag|drawer)|under my (?:pillow|bed)|by the door|on the passenger seat|ready) (?:\\w+ ){0,3}${WEAPON}|${WEAPON}(?:s)? (?:is |are )?(?:ready|in my (?:drawer|bag|handbag)|under my (?:pillow|bed)|by the door|block))\\b`,
    ),
    needs: new RegExp(
      `\\b(?:${HARM_VERBS}|him|her|them|he is|hes|she is|shes|he will|hell|home soon|address|where (?:he|she|they) (?:lives|parks|works)|sorry|deserve|ex|abuser|stepdad|step dad|neighbour|neighbor|boss|manager|teacher|class|school|at church)\\b`,
    ),
    unless: /\b(?:camping|fishing|hunting|cooking|chef|kitchen knife set|new knife set|sharpen\w* (?:my|the) (?:kitchen )?knives for|woodwork|diy|baseball|cricket|softball|carving the|pumpkin|turkey|game|minecraft|fortnite|zombie|self defen[cs]e class)\b/,
  },

  /* ---------- voices giving commands ---------- */
  {
    signal: "command-voices",
    re: /\b(?:voice|voices|whispers|whispering|angels|demons|awaazein|boses|voces)\b.*\b(?:tell|tells|telling|told|say|says|said|saying|shouting|want|wants|orders?|ordering|commands?|giving orders|bol rahi|sinasabi)\b(?: \w+){0,6} (?:kill|hurt|harm|jump|die|cut|end it|step|walk into|drive into|take the pills|punish|sacrifice|hit|burn|drown|stab|get (?:him|her|them)|stop (?:him|her|them)|maar|tumalon|lastimar|not allowed to live|have to)\b|\b(?:voice|voices)\b.*\b(?:kill (?:yourself|urself|your self)|kys)\b|\b(?:voices say|the voice says|voices telling me|voice telling me|voices said|the voice said|he says jump|they say jump|hearing someone telling me to)\b/,
    unless: /\b(?:the song|lyrics|singer|the film|the movie|the show|audiobook|podcast|game|narrator|the voice (?:actor|coach|of reason)|gps|sat ?nav|alexa|siri|choir|voice notes?|voice message|voice chat|discord|inner critic|the voice \(?tv)\b/,
  },

  {
    signal: "command-voices",
    re: /\b(?:they|it|he|she|someone|the voice|voices|a voice|the voices|the whispers)(?: keep| keeps| are| is)? (?:telling|tells|told|saying|says|said|shouting|screaming|whispers|whispering|wants|want|giving orders)(?: at)?(?: me)?(?: that i (?:have|must|should|need) to| to| i should| that i should| i have to| i must)(?: \w+){0,2} (?:kill|hurt|jump|step in front|crash|drink the|choke|cut|sacrifice|hit my|put my hand|bleed|go into the kitchen|get the knife|drown|burn|go up|throw myself|tire por)|\b(?:voices|the voice|they) (?:want|wants) (?:blood|me dead|me to die)|\bsays i am not allowed to (?:eat|sleep|live)(?: \w+){0,4} until|\bhearing my name and then\b|\bdo it do it\b|\bvoces me dicen\b/,
    unless: /\b(?:my (?:mum|mom|dad|boss|teacher|doctor|coach|friend|therapist|gp|nurse|physio|trainer|instructor) (?:told|says|said|keeps telling)|the song|lyrics|the film|the movie|game|coach|drill sergeant|bootcamp|recipe|dance)\b/,
  },
  {
    signal: "harm-to-others",
    re: /\b(?:(?:thoughts|images|fantasi\w*|keep (?:thinking|picturing|imagining|having)|think about|thinking about|can not stop thinking about|cant stop thinking about|all i can think about is)(?: of| about)?(?: \w+){0,2} (?:pushing|stabbing|strangling|choking|smothering|poisoning|hurting|killing|running \w+ over|burning|shooting|drowning)(?: \w+){0,3}|(?:held|holding) (?:the pillow over|a pillow over|the knife)|hands (?:were |was )?on (?:her|his|their) (?:neck|throat)|burn (?:their|his|her) house down|(?:think about|thinking about|keep thinking about) (?:the|my \w+s) (?:axe|knife|gun|hammer|rifle|nail gun|pistol)|(?:get|take|grab) (?:my \w+s |the )?(?:rifle|gun|pistol|shotgun) and go to|make them all pay|(?:stood|standing) (?:outside (?:his|her|their) door|right behind (?:her|him|a woman|a man)|at the top behind)|(?:i have|ive got) a plan for what (?:i am|im) going to do to)\b/,
    unless: /\b(?:lol|lmao|haha|joke|the movie|the film|the book|character|game|fortnite|minecraft|zombies?|in my dream|nightmare|intrusive thoughts? (?:about|of) (?:harm|hurting) (?:that|which) i know)\b/,
  },
  {
    signal: "eating-danger",
    re: /\b(?:(?:heart rate|resting heart rate|heartbeat)(?: \w+){0,3} (?:\d+|irregular|dropping)|bmi (?:is )?\d+|weigh \d+ ?kg|lost \d+ ?kg(?: \w+){0,4} (?:still|period)|kept anything down|(?:throwing|threw) up blood|only water for \d+|fasting for \d+ days|skipping every meal|diet pills\b.*\bheart|\d+ (?:cals|calories) a day|eating less than \d+|still (?:restricting|purging|skipping|feel (?:disgusting|huge|fat)|think i am huge)|scared they will make me eat|pro ana)\b/,
    unless: /\b(?:my dog|my cat|baby|toddler|my son|my daughter|bulking|marathon|athlete|training plan|gp said it is fine|heart rate zone|heart rate monitor|fitness tracker says|cardio)\b/,
  },

  /* ---------- plain forms the rules above do not reach ---------- */
  {
    signal: "attempt",
    re: /\b(?:drank|drunk|swallowed|downed|gulped) (?:down )?(?:the |some |a (?:bottle|cup|glass|mug) of |half (?:a|the) bottle of |a load of )?(?:bleach|antifreeze|poison|weed ?killer|rat poison|drain cleaner|pesticide|paraquat)\b/,
    unless: /\b(?:accident\w*|by mistake|toddler|baby|my (?:son|daughter|kid|dog|cat)|poison control said|lol|haha)\b/,
  },
  {
    signal: "eating-danger",
    re: /\b(?:no food (?:for|in) (?:\d+|two|three|four|five|six|seven|a week|over a week|days)|day (?:\d+|five|six|seven|eight|nine|ten) of (?:nothing but|only|just) (?:water|black coffee|diet coke|tea)|(?:have not|havent|not) kept (?:any )?food down (?:in|for) (?:\d+|two|three|four|five|days)|resting (?:pulse|heart rate) (?:is |of |at )?(?:2\d|3\d)\b)/,
    unless: /\b(?:stomach bug|food poisoning|norovirus|flu|ramadan|surgery|colonoscopy|my dog|my cat|athlete|cyclist|marathon)\b/,
  },
  {
    signal: "plan",
    re: /\b(?:i (?:intend|plan|mean) to (?:die|end (?:it|my life|things)|not be alive|be dead)|(?:i am|im) actually doing it|(?:nobody|no one|noone) (?:is )?(?:talking|going to talk|gonna talk) me out of (?:it|this))\b/,
    unless: /\b(?:exam|marathon|tattoo|haircut|job|wedding|move|moving|divorce|degree|course|diet|lol|haha)\b/,
  },
  {
    signal: "self-injury",
    re: /\b(?:^|i )?(?:cut|burned|burnt|scratched|hit myself) again (?:tonight|today|last night|this morning|just now|earlier)|reopened (?:the |my |some )?(?:old )?(?:scars|wounds|cuts)|scratched (?:my )?(?:arms?|forearms?|wrists?|legs?|thighs?|skin) (?:raw|until|till|bloody)\b/,
    unless: /\b(?:hair|fringe|bangs|grass|lawn|hedge|fabric|coupon|classes|sugar|carbs|my nails|by accident|eczema|rash|mosquito|bites|allerg\w*|chickenpox)\b/,
  },
  {
    signal: "wish-to-be-dead",
    re: /\b(?:better|beter) off dead\b|\blet me not (?:open my eyes|wake up)\b|\b(?:if|when) (?:god|the universe|life) (?:takes|took|deletes|deleted|erases|erased) me\b|\bso (?:over|done with) being alive\b/,
    unless: /\b(?:the (?:plant|phone|laptop|car|printer|battery)|character|the (?:film|movie|book|song)|lyrics)\b/,
  },
  {
    signal: "preparation",
    re: /\b(?:when (?:they|someone|somebody|she|he|you) finds? me|(?:bye|goodbye)(?: \w+){0,2} thanks? (?:you )?for (?:trying|everything|putting up with me)|thanks? (?:you )?for (?:trying with me|everything)(?: \w+){0,8} goodbye)\b/,
    unless: /\b(?:hide and seek|escape room|game|the party|see you|later|tomorrow|next week|next time|meeting|shift|class|lol|haha)\b/,
  },
  {
    signal: "not-safe",
    re: /\b(?:concerned|worried|scared|afraid) (?:for|about) my (?:own )?safety (?:tonight|right now|this evening|today|at the moment)|(?:do not|dont) think (?:i will|ill|i am going to) make it (?:to|through) (?:the )?(?:morning|night|tonight)(?: by myself| alone| on my own)?\b/,
    unless: /\b(?:driving|drive|walk home|neighbourhood|neighborhood|storm|hurricane|flood|ex|stalker|deadline|exam|essay|flight|train|bus|party|lol|haha)\b/,
  },
  {
    signal: "command-voices",
    re: /\b(?:god|the devil|satan|an angel|the angels|the radio|the tv|the television|the news reader|a spirit|the spirits)(?: \w+){0,4} (?:said|says|told me|tells me|spoke to me|speaks to me|is telling me|wants me)(?: \w+){0,10} (?:sacrifice myself|time for me to die|i (?:have|need|must|should) to die|i must die|get rid of (?:her|him|them|my \w+)|kill (?:her|him|them|myself)|hurt (?:her|him|them|myself))\b/,
    unless: /\b(?:the (?:film|movie|book|novel|show|game)|character|bible study|sermon|the story of|abraham|isaac|lyrics)\b/,
  },

  /* ---------- hopelessness: a concern ---------- */
  {
    signal: "hopelessness",
    concern: true,
    re: /\b(?:(?:cry|crying|cried)(?: myself to sleep)? every (?:single )?(?:day|night)|(?:just )?numb (?:for weeks|all the time|inside)|(?:empty|vacia|leer) (?:all the time|todo el tiempo|every day|jeden tag|inside)|nothing (?:i do )?(?:matters|counts|makes a difference|helps|ever changes|will change|feels worth|feels real)|none of it counts|(?:can not|cant|cannot|could not|couldnt) (?:imagine|see|picture)(?: \w+){0,4} (?:future|working out|getting better|past|further than)|no (?:version of the )?future|(?:nothing|anything) to look forward to|(?:a|the) (?:burden|drain|weight|problem|heavy thing)(?: \w+){0,4} (?:on|to|for) (?:everyone|everybody|my family|them|they have to)|(?:everyone|they|my family)(?: \w+){0,3} would be (?:happier|better|calmer) (?:without me|if i (?:was|were) not)|i ruin everything|(?:a|such a) disappointment|(?:just )?a mistake that kept going|too broken to be fixed|failing at being a person|waste of (?:everyones|everyone s|space|oxygen)|given up on (?:things getting better|getting better|myself|life getting)|why bother(?: with any of it)?$|existing on autopilot|(?:do not|dont) belong anywhere|nobody needs me|(?:is|s) there any point|what is the point of (?:getting better|trying|anything)|no light at the end|wala na akong pag asa|kuch bhi matter nahi)\b/,
    unless: /\b(?:the movie|the film|the book|lyrics|the song|lol|haha|for the (?:exam|test)|traffic|the weather|my phone|the printer|the wifi|nothing matters more than|none of it counts towards)\b/,
  },

  /* ---------- someone else at risk: a concern for the writer to act on ---------- */
  {
    signal: "third-party",
    concern: true,
    re: /\b(?:(?:my|our|a|the)(?: \w+){0,2} (?:friend|mate|bestie|sister|brother|son|daughter|kid|child|teen|teenager|mum|mom|dad|father|mother|husband|wife|partner|boyfriend|girlfriend|bf|gf|cousin|aunt|uncle|grandma|grandpa|grandad|nan|roommate|roomate|flatmate|colleague|coworker|student|students|neighbour|neighbor|ex|son in law|sister in law|brother in law)|(?:she|he|they) (?:said|says|told me|texted|posted|sent|wrote|keeps saying|keeps typing|messaged))\b.*\b(?:goodbye|saying goodbye|not answering|phone (?:is |went )?off|sorry for everything|thanks for everything|(?:will not|wont) (?:have to )?hear from|better off without|happier without|waste of (?:oxygen|space)|(?:not|no) point|does not see (?:the point|a future)|doesnt see (?:the point|a future)|no future|not planning on being around|(?:will not|wont) be (?:around|anyones problem)|ready to go|waiting now|do it tonight|tonight is the night|kill (?:himself|herself|themselves|themself)|end (?:his|her|their) life|en finir|khatam kar|ya no quiere vivir|pagod na siya mabuhay|suicid\w*|self harm\w*|cuts|cutting|marks on|burns (?:herself|himself)|scratches|blood on|an attempt|search history|ways to die|pills|gun|pistol|making (?:herself|himself) sick|barely eaten|not eating|fainted|collapsed|deserve to be here|look after (?:your|my) mum|looked up (?:his|her) life insurance|giving (?:his|her|their) \w+ away|gave me (?:all )?(?:her|his) \w+|sit(?:s|ting)? in the garage|on the edge of|if i am still here|if im still here|see you on the other side|for good)\b/,
    unless: /\b(?:the movie|the film|the show|the book|the novel|character|in the game|lyrics|the song|fanfic|my story|in my dream|dreamt|dreamed|lol|haha|jk(?! i)|kidding|template|policy|leaflet|phrasing|style guide|curriculum|lesson|hypothetical|guidelines|where do i start|harness|belay|bouldering|climbing|christmas dinner|hosting christmas|moving|move out|moving out|emigrat\w*|checklist|grandkids|still here to see|the novel|i am reading|wedding|venue|patients?|clients?|pupils|social worker|nurse|trainee|training|studying|module|lecture|supervisor|role play)\b/,
  },

  /* ---------- eating-disorder danger ---------- */
  {
    signal: "eating-danger",
    re: /\b(?:(?:have not|not|did not|had not|havent|hadnt|didnt) (?:eaten|eat|had (?:any |real |proper )?food|swallowed real food)(?: properly| anything| real food)?(?: \w+)? (?:in|for|since) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|a week|weeks?|days|sunday|monday|tuesday|wednesday|thursday|friday|saturday|the weekend)|(?:day|dia) \d+ (?:of )?(?:no food|not eating|without food|of my (?:water )?fast|fasting|on water)|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) days? (?:on water|without (?:food|eating)|no food|sin comer|of not eating)|\d+ din se kuch nahi khaya|teen din se kuch nahi khaya|no food$|ate one (?:apple|cracker|thing) since)\b/,
    unless: /\b(?:fasting for (?:ramadan|lent|yom kippur|a blood test|surgery|my surgery|the procedure)|ramadan|colonoscopy|stomach bug|food poisoning|norovirus|flu|tonsil\w*|wisdom teeth|dentist)\b/,
  },
  {
    signal: "eating-danger",
    re: /\b(?:purg\w*|throw(?:ing)? up (?:after|everything)|threw up (?:after|everything)|vomit\w*|make myself (?:sick|throw up)|me fais vomir|restrict\w*|laxatives?|diuretics?|water fast|starv\w*|calories|cals|pro ana|chewing and spitting|lost \d+ ?kg|weigh \d+ ?kg|not eating|do not want to eat|dont want to eat|wont eat|will not eat|scared they will make me eat|threw away lunch|no quiero comer)\b.*\b(?:faint\w*|passed out|black(?:ed)? out|collapsed|dizzy|heart|chest|vision|shaking|spasms?|cramp\w*|bleeding|potassium|barely (?:stand|walk|hold)|weak|swelling|swollen|hair (?:is )?falling|period (?:has )?stopped|hospital|heart failure|bones|seeing black|confused|desmay\w*|chakkar)\b|\b(?:faint\w*|passed out|black(?:ed)? out|collapsed|dizzy|heart|chest pains?|vision went|hospital|desmay\w*)\b.*\b(?:purg\w*|restrict\w*|laxatives?|not eating|without eating|haven not eaten|have not eaten|havent eaten|had not eaten|hadnt eaten|calories|cals|fasting|water fast|sin comer|still (?:do not|dont|will not|wont) (?:want to )?eat|still feel (?:disgusting|huge|fat)|think i am huge)\b/,
    unless: /\b(?:hangover|hungover|food poisoning|stomach bug|norovirus|pregnan\w*|morning sickness|flu|migraine|motion sickness|seasick|chemo|blood test|donating blood|gave blood|marathon training plan|bulking|cutting season|my dog|my cat)\b/,
  },
];

const ALL_RULES = [...RULES, ...OTHER_LANGUAGE_RULES];

/** A rule's match does not count when the words just before it deny it ("I would never...", "not going to"). */
const NEGATED_BEFORE = /\b(?:not|never|no longer|do not|dont|would not|wouldnt|will not|wont)(?: \w+){0,2}$/;
/** Someone else's story, not the writer's: the friend, the character, a person being quoted. */
const SOMEONE_ELSE = /\b(?:my (?:friend|mate|bestie|best friend|sister|brother|son|daughter|cousin|student|patient|client)|a friend|her|his|their|she|he|they) (?:said|says|told|texted|wrote|posted|keeps saying|thinks|feels|is|was|has been|wants)\b/;

/**
 * The rules' hits in a message, given its normalised sentences. Each rule reads every sentence and every pair of
 * neighbouring sentences; what makes a match harmless is looked for around it (a sentence either side), so one
 * dangerous line in a long message about football or exams still counts.
 */
export function assessDanger(sentences: string[]): DangerHit[] {
  if (sentences.length === 0) return [];
  // Commas and quote marks are tokens in the normalised text; these rules read across them.
  sentences = sentences.map((sentence) => sentence.replace(/ [,"](?= |$)/g, "").replace(/^[,"] /, ""));
  const message = sentences.join(" . ");
  // A sentence repeated (a pasted wall of text) is read once.
  const seen = new Set<string>();
  const readings = [
    ...sentences.map((text, index) => ({ text, from: index, to: index })),
    ...sentences.slice(1).map((text, index) => ({ text: `${sentences[index]} . ${text}`, from: index, to: index + 1 })),
  ].filter((reading) => !seen.has(reading.text) && seen.add(reading.text));
  const around = (from: number, to: number) => sentences.slice(Math.max(0, from - 1), to + 2).join(" . ");
  const hits: DangerHit[] = [];
  for (const rule of ALL_RULES) {
    if (rule.needs && !rule.needs.test(message)) continue;
    for (const reading of readings) {
      const match = rule.re.exec(reading.text);
      if (!match) continue;
      const context = around(reading.from, reading.to);
      if (rule.unless?.test(context)) continue;
      const before = reading.text.slice(0, match.index).trim();
      if (NEGATED_BEFORE.test(before)) continue;
      const selfDirected = rule.signal !== "harm-to-others" && rule.signal !== "command-voices" && rule.signal !== "third-party";
      if (selfDirected && (FRAMED.test(context) || SOMEONE_ELSE.test(before.split(" . ").pop() ?? ""))) continue;
      hits.push({ signal: rule.signal, level: rule.concern ? "concern" : "crisis" });
      break;
    }
  }
  return hits;
}
