// What a message is about, read from plain keywords. Clara uses it to reflect back what she
// heard and to suggest what fits; it never decides anything about safety (that is
// lib/domain/crisis, plus the "heavy" check below).

/** Practical subjects, in the order they win when a message touches several. */
export const SUBJECTS = [
  "identity",
  "privacy",
  "police",
  "legal",
  "documenting",
  "stalking",
  "leaving",
  "children",
  "money",
  "work",
  "home",
  "sleep",
  "plan",
  "supporters",
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Feelings, in the order they win. */
export const FEELINGS = ["blame", "shame", "alone", "stressed", "fear", "sad", "anger", "tired", "confused"] as const;
export type Feeling = (typeof FEELINGS)[number];

/** Small talk that gets its own short answer. */
export type SmallTalk = "greeting" | "thanks" | "checkin" | "good" | "ack" | "goodbye" | null;

const SUBJECT_WORDS: Record<Subject, RegExp> = {
  identity:
    /\b(?:are you (?:a |an )?(?:real|human|person|bot|robot|ai|machine|therapist|counsel+or|doctor|computer)|who are you|what are you(?= exactly|\?|$)|am i (?:talking|speaking) to (?:a |an )?(?:real|person|human|bot|ai|machine)|is this (?:a )?(?:real )?(?:person|human|bot))\b/,
  privacy:
    /\b(?:private|privacy|confidential|anonymous|anonymity|without (?:him|her|them) knowing|find out i(?:'m| am) (?:using|on|talking)|see my (?:messages|chats?|history)|know my (?:real )?name|delete (?:my|this) (?:chat|conversation|messages|account)|browser history|quick exit|exit button)\b/,
  police: /\b(?:police|cops?|officer|press charges|report (?:him|her|them|it) to|call(?:ing)? 911|file a report|police report)\b/,
  legal: /\b(?:lawyer|attorney|legal|court|custody|restraining order|protective order|protection order|sue|lawsuit|my rights|divorce|hearing|judge|tribunal)\b/,
  documenting:
    /\b(?:document(?:ing)?|evidence|record(?:ing)?s?|screenshots?|proof|keep (?:a )?(?:log|diary|journal)|write (?:it|things|everything) down|counts as evidence)\b/,
  stalking:
    /\b(?:stalk(?:s|ing|er|ed)?|follow(?:s|ing|ed)? me|track(?:s|ing|ed)? (?:me|my)|my location|gps|airtag|tracker|shows? up|showing up|turns? up|keeps? (?:calling|texting|messaging)|blocked (?:him|her|them|his|her)|new accounts?|fake accounts?|instagram|facebook|tiktok|snapchat|social media|online|posted|posting|my photos|pictures of me|dms?|texts? me|messages? me)\b/,
  leaving:
    /\b(?:leav(?:e|ing) (?:him|her|them|home|the house|my (?:husband|boyfriend|partner|wife|girlfriend))|move out|moving out|get out|getting out|escape|shelter|somewhere (?:safe )?to (?:stay|go)|safe place|pack(?:ing)? (?:a|my) bag|go back to (?:him|her|them))\b/,
  children: /\b(?:kids?|children|child|son|daughter|baby|toddler|teenager|custody)\b/,
  money:
    /\b(?:money|bills?|rent|afford|income|savings|bank|financial(?:ly)?|allowance|debt|loan|credit|paycheck|pay check|salary|wages|job loss|lose my job)\b/,
  work: /\b(?:work|job|boss|manager|supervisor|co-?workers?|colleagues?|hr|human resources|office|shift|team|promotion|fired|client|workplace|at the office|my company)\b/,
  home: /\b(?:husband|boyfriend|partner|wife|girlfriend|fianc[eé]e?|ex|ex-?(?:husband|boyfriend|partner|wife|girlfriend)|at home|my home|the house|marriage|married|relationship|in-laws?|family)\b/,
  sleep: /\b(?:sleep|sleeping|insomnia|nightmares?|awake at night|can'?t rest|wake up at night)\b/,
  plan: /\b(?:what (?:should|do|can) i do|what now|next step|where (?:do i|to) start|don'?t know where to start|roadmap|my plan|care plan|make a plan|help me (?:plan|decide|figure))\b/,
  supporters:
    /\b(?:talk to (?:someone|somebody|a person|a human|a professional|a counsel+or|a real person)|supporters?|counsel+or|therapist|someone real|a real person)\b/,
};

const FEELING_WORDS: Record<Feeling, RegExp> = {
  blame:
    /\b(?:my fault|i blame myself|blaming myself|blame me|i deserved? (?:it|this)|i (?:caused|provoked)|i should have (?:left|known|said|stopped)|why did i|i let (?:it|him|her|them))\b/,
  shame: /\b(?:ashamed|shame|embarrass(?:ed|ing)|humiliat(?:ed|ing)|stupid|pathetic|weak|naive|gullible|dirty)\b/,
  alone: /\b(?:alone|lonely|no one|nobody|isolated|no friends|on my own|by myself|no one to talk to|no one believes)\b/,
  fear: /\b(?:scared|afraid|terrified|fear|frightened|panic|anxious|anxiety|nervous|worried|worry|on edge|jumpy)\b/,
  sad: /\b(?:sad|hopeless|empty|numb|worthless|crying|cry|cried|depressed|overwhelmed|broken|can'?t cope|heavy|hurting|heartbroken|miserable|lost)\b/,
  anger: /\b(?:angry|furious|rage|mad|livid|pissed|so unfair|fed up|resent)\b/,
  tired: /\b(?:tired|exhausted|drained|worn out|burn(?:ed|t)? out|no energy)\b/,
  stressed:
    /\b(?:stress(?:ed|ful)?|deadlines?|pressure|swamped|so much to do|too much on my plate|overloaded|workload|so busy|hectic|killing me|exams?|presentation|interview)\b/,
  confused: /\b(?:confused|don'?t know|not sure|unsure|is (?:this|it) (?:normal|abuse|harassment)|am i overreacting|overreacting|crazy|gaslight)\b/,
};

/**
 * Words that sound heavy without being crisis language: Clara then asks gently and directly
 * about thoughts of suicide (asking does not plant the idea; it opens the door).
 */
const HEAVY =
  /\b(?:hopeless|worthless|numb|empty inside|can'?t (?:cope|take (?:it|this|much more)|do this|go on)|no point|give up|giving up|what'?s the point|tired of everything|so done|no way out|nothing left|(?:feel|feeling) trapped|(?:want|wish) (?:i could|to) disappear|don'?t care (?:what happens|anymore)|nothing matters)\b/;

export interface Reading {
  subjects: Subject[];
  feelings: Feeling[];
  smallTalk: SmallTalk;
  heavy: boolean;
}

function lower(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
}

/**
 * Her answer to "Are you safe right now?": "no" wins over "yes" whenever both could be read,
 * so that "I'm okay but he's still here" is heard as not safe.
 */
export function safetyAnswer(message: string): "yes" | "no" | null {
  const text = lower(message)
    .replace(/[^a-z' ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (
    /^(?:no|nope|nah|not really|not exactly|not at all|i'?m not|i am not|not safe|i don'?t know|i dont know|idk|not sure|i'?m not sure|help)\b/.test(text) ||
    /\b(?:not safe|unsafe|don'?t feel safe|dont feel safe|not feeling safe|still here|(?:he|she|they)'?s? (?:is |are )?(?:here|outside|coming|back)|can'?t get out|cant get out)\b/.test(
      text,
    )
  )
    return "no";
  if (
    /^(?:yes|yeah|yep|yup|ok|okay|i'?m ok|i'?m okay|i am ok|i am okay|i'?m fine|i am fine|fine|safe|i am|i'?m safe)\b/.test(text) ||
    /\b(?:i'?m|i am|we'?re|we are|feel|feeling)(?: now| fine and| okay and| ok and)? safe\b/.test(text) ||
    /\b(?:he|she|they)(?:'s| is| has| have|'ve)? (?:left|gone)\b/.test(text)
  )
    return "yes";
  return null;
}

const GOODBYE =
  /^(?:(?:ok|okay|alright|sorry|thanks|thank you|anyway) )?(?:bye(?: bye)?|goodbye|good ?night|night|see you(?: later)?|see ya|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|later|(?:i )?(?:have|need|got|gotta) (?:to )?go(?: now)?|i must go|i'?ve got to go(?: now)?|i should go(?: now)?)(?: now| for now| clara| bye)?$/;
const ACK = /^(?:ok|okay|okey|k|kk|alright|all right|fine|sure|mm+|mhm|hmm+|uh huh|i see|got it|cool|right|oh|ah|oh ok|oh okay|ok then|okay then)$/;

export function readMessage(message: string): Reading {
  const text = lower(message);
  const subjects = SUBJECTS.filter((subject) => SUBJECT_WORDS[subject].test(text));
  // A feeling is hers unless it is said of someone else: "he gets angry" is not her anger.
  const feelings = FEELINGS.filter((feeling) => {
    const pattern = new RegExp(FEELING_WORDS[feeling].source, "g");
    for (const match of text.matchAll(pattern)) {
      // The nearest person before it in its sentence, within twelve words: hers ("I", "me") or
      // someone else's ("He checks my phone every night and gets angry" is his anger).
      const sentence =
        text
          .slice(0, match.index)
          .split(/[.!?;]/)
          .at(-1) ?? "";
      const before = sentence
        .split(/[^a-z']+/)
        .filter(Boolean)
        .slice(-12)
        .reverse();
      const person = before.find((word) => /^(?:i|me|i'm|im|he|she|they|he's|she's|they're|him)$/.test(word));
      if (!person || /^(?:i|me|i'm|im)$/.test(person)) return true;
    }
    return false;
  });
  const bare = text
    .replace(/[^a-z' ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  let smallTalk: SmallTalk = null;
  if (/^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|hi clara|hello clara|hey clara)(?: clara| there)?$/.test(bare)) smallTalk = "greeting";
  // She is leaving ("bye", "thanks, bye", "I have to go"): perhaps because someone is coming.
  // Before "good": "good night" alone is a goodbye.
  else if (GOODBYE.test(bare)) smallTalk = "goodbye";
  else if (/\b(?:thank you|thanks|thank u|thx|that helped|this helped|appreciate (?:it|you|this))\b/.test(text) && bare.split(" ").length <= 12)
    smallTalk = "thanks";
  else if (
    /^(?:(?:hi|hey|hello)(?: clara)? )?(?:how are you(?: doing| today)?|how's it going|what are you (?:up to|doing)|how was your day)(?: clara)?$/.test(bare)
  )
    smallTalk = "checkin";
  else if (
    subjects.length === 0 &&
    feelings.length === 0 &&
    /\b(?:(?:a |pretty |really )?(?:good|great|nice|better) (?:day|week|night|morning)|feeling (?:good|better|great|okay)|went well|good news)\b/.test(text) &&
    bare.split(" ").length <= 14
  )
    smallTalk = "good";
  // A word that only keeps the conversation going ("ok", "hmm"): nothing was shared to thank her
  // for. Not "yes" or "no", which answer what Clara asked.
  else if (ACK.test(bare)) smallTalk = "ack";
  return { subjects, feelings, smallTalk, heavy: HEAVY.test(text) };
}
