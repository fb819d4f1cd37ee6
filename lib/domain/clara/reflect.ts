// Reflection (issue 21): Clara says back what she heard in other words, so that every reply is
// about this message and not only a template for its topic. Who it was, in her words, and
// what it was, in Clara's: "my boss yelled at me in front of everyone" -> "Being shouted at,
// from your boss of all people, is hard to carry." A question is reflected as the question she
// is asking ("can he see my messages?" -> "You're asking whether he can see your messages.").
// A crisis message is named plainly ("Thank you for telling me about thoughts of ending your
// life."). Nothing is reflected when there is nothing to say back: the reply stands without it.

const SWAP: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: "you",
  us: "you",
  our: "your",
  ours: "yours",
  ourselves: "yourselves",
  "we're": "you're",
  "we've": "you've",
};

/** After "I"/"you": the verb agrees. */
const AGREE: Record<string, string> = { am: "are", was: "were", "wasn't": "weren't" };

const FILLERS = /^(?:(?:so|ok|okay|well|um|erm|hmm|honestly|basically|anyway|also|and|but|hi|hey|hello|clara|yeah|yes|no|sorry|idk|lol)[\s,]+)+/i;
const GREETING = /^(?:hi|hey|hello|hiya|good (?:morning|afternoon|evening)|thanks?|thank you|ok|okay|yes|no|bye)\b[\s\w]{0,12}$/i;
const ADDRESSED_TO_CLARA = /\b(?:you|your|yours|clara)\b/i;
const MAX_WORDS = 16;
const MIN_WORDS = 3;

/** The first clause worth saying back: a sentence, cut at a "but" or a comma when too long. */
function firstClause(message: string): { text: string; question: boolean } | null {
  const cleaned = message
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[“”"]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const parts = cleaned.split(/(?<=[.!?;])\s+|\n+/);
  for (const raw of parts) {
    const question = /\?\s*$/.test(raw);
    let text = raw
      .replace(/[.!?;:]+$/g, "")
      .replace(FILLERS, "")
      .trim();
    if (!text || GREETING.test(text)) continue;
    if (text.split(" ").length > MAX_WORDS) text = text.split(/,\s*|\s+(?:but|because|and then|so)\s+/i)[0]!.trim();
    const words = text.split(" ");
    if (words.length < MIN_WORDS || words.length > MAX_WORDS) continue;
    if (ADDRESSED_TO_CLARA.test(text)) continue;
    if (/[<>[\]()*_`#|\\/]|https?:/i.test(text)) continue;
    return { text, question };
  }
  return null;
}

/** Her words from Clara's side: I -> you, my -> your, "I am" -> "you are". */
export function swapPerson(text: string): string {
  const words = text.split(" ");
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      const bare = lower.replace(/[,]+$/, "");
      const tail = lower.slice(bare.length);
      const before = (words[i - 1] ?? "").toLowerCase();
      if (SWAP[bare]) return SWAP[bare] + tail;
      if (AGREE[bare] && (before === "i" || before === "you")) return AGREE[bare] + tail;
      // Proper names keep their capital; everything else is lower case mid-sentence.
      return /^[A-Z][a-z]+$/.test(word) && i > 0 ? word : lower;
    })
    .join(" ");
}

const WH = /^(how|where|what|when|who|which|why) (?:do|can|should|could|would|will) (?:i|we) (.+)$/i;
const AUX = /^(can|could|is|are|was|will|would|should|does|do|did|has|have|am) (\S+) (.+)$/i;

function questionReflection(clause: string): string | null {
  const wh = clause.match(WH);
  if (wh) return `You're asking ${wh[1]!.toLowerCase()} to ${swapPerson(wh[2]!)}.`;
  const aux = clause.match(AUX);
  if (aux) {
    const verb = aux[1]!.toLowerCase();
    const subject = swapPerson(aux[2]!);
    const rest = swapPerson(aux[3]!);
    const agreed = verb === "am" ? "are" : verb;
    return verb === "do" || verb === "does" || verb === "did"
      ? `You're asking whether ${subject} ${rest}.`
      : `You're asking whether ${subject} ${agreed} ${rest}.`;
  }
  return null;
}

// Paraphrase: who did it, in her words ("your boss"), and what it was, in Clara's words
// ("raising their voice at you"). Read in order; the first act that matches is said back.
const ACTORS =
  /\b(?:my|our) (boss|manager|supervisor|co-?worker|colleague|husband|boyfriend|partner|fianc[eé]e?|ex(?:-?(?:husband|boyfriend|partner|wife|girlfriend))?|wife|girlfriend|mom|mum|mother|dad|father|stepdad|sister|brother|family|friends?|landlord|neighbou?r|teacher|coach|client|in-laws|mother-in-law|son|daughter|kids|roommate|flatmate)\b|\b(a stranger|a client|someone|somebody|a guy|a man|people)\b|\b(he|she|they)\b/i;

const ACTS: readonly [RegExp, string][] = [
  [/\b(?:yell|yelled|yells|yelling|shout|shouted|shouts|shouting|scream|screamed|screams|screaming|swore at)\b/, "being shouted at"],
  [
    /\b(?:criticis|criticiz|put(?:s|ting)? me down|insult|humiliat|mock|belittl|call(?:s|ed)? me (?:names|stupid|fat|ugly|crazy)|makes? me feel stupid|talks? down)/,
    "being put down",
  ],
  [
    /\b(?:touch|grop|flirt|comment(?:s|ing|ed)? (?:about|on) my (?:body|looks|weight|clothes|hair|figure)|making comments|stares? at me|sexual)/,
    "attention you never asked for",
  ],
  [
    /\b(?:controlling|control(?:s|led)? (?:me|everything|the money|all the money)|won'?t let me|doesn'?t let me|jealous|angry when i (?:see|go|talk|spend))/,
    "being controlled",
  ],
  [
    /\b(?:read(?:s|ing)? (?:all )?my (?:messages|texts|phone)|check(?:s|ing)? my (?:phone|messages|location|bank)|track(?:s|ing)?|my location|goes? through my phone)/,
    "being watched and checked on",
  ],
  [/\b(?:follow(?:s|ing|ed)? me|shows? up|turns? up|stalk)/, "someone turning up where you are"],
  [
    /\b(?:dms?|comments?|post(?:s|ed)?|instagram|facebook|tiktok|snapchat|online|messages? me|texts? me|keeps? (?:texting|calling|messaging))\b/,
    "what's been coming at you through your phone",
  ],
  [
    /\b(?:never calls?|doesn'?t (?:call|reply|text|listen|help)|won'?t (?:talk|listen|help)|ignor|silent treatment|forgot my|never (?:helps|listens))/,
    "not getting the care you need",
  ],
  [/\b(?:promotion|passed over|shifts?|schedule|fired|workload|deadline|hr)\b/, "how things are being handled at work"],
  [/\b(?:money|rent|bills?|afford|debt|allowance|groceries|pay)\b/, "the pressure around money"],
  [/\b(?:custody|court|lawyer|divorce|hearing|restraining order|visa)\b/, "the legal side of all this"],
  [/\b(?:can'?t sleep|sleep|slept|sleeping|insomnia|nightmares?|wake up at|awake at)\b/, "nights without proper rest"],
  [/\b(?:alone|lonely|isolated|no one to talk to|no friends|(?:don'?t|do not) have (?:any )?friends|make friends)\b/, "feeling on your own"],
  [/\b(?:tired|exhausted|drained|worn out)\b/, "being worn down"],
  [/\b(?:nervous|anxious|worried|worry|scared|afraid|exam|interview)\b/, "the worry you're carrying"],
  [/\b(?:my fault|blame|deserved)\b/, "the weight of blaming yourself"],
  [/\b(?:sad|crying|cry|cried|tears|down|low|numb|empty)\b/, "the sadness you're feeling"],
  [/\b(?:angry|furious|mad|unfair|fed up)\b/, "how unfair this feels"],
  [/\b(?:ugly|unlovable|worthless|not good enough|hate myself|my weight)\b/, "the hard things you're feeling about yourself"],
  [/\b(?:leave him|leaving|move out|moving out|get out)\b/, "thinking about leaving"],
  [/\b(?:miss|lost|died|grief|passed away|raised me|used to be (?:so )?close)\b/, "missing someone who mattered"],
  [/\b(?:waits? (?:for me|in the|outside)|car park|parking lot)\b/, "someone waiting for you where you are"],
  [/\b(?:laughed|didn'?t believe|won'?t believe|nobody (?:will )?believes?|brushed (?:it|me) off)\b/, "not being taken seriously"],
  [/\b(?:loves? me|because (?:he|she) loves?|for my own good)\b/, "the way it gets explained away"],
  [/\b(?:start over|starting over|start again|with nothing|options)\b/, "working out a way forward"],
  [/\b(?:should i leave|if i should leave|stay or go|leave him)\b/, "whether to leave"],
  [/\b(?:seen them|everyone has seen|embarrass|humiliat)\b/, "the embarrassment of it"],
  [/\b(?:expects? me|expectations|pressure|get through it)\b/, "the pressure on you"],
  [/\b(?:stuck|ahead of me|behind everyone|going nowhere|nothing (?:seems to )?changes?)\b/, "feeling stuck"],
  [/\b(?:makeup|hiding (?:them|it|the bruises)|cover(?:ing)? (?:them|it) up)\b/, "hiding what happened"],
  [/\b(?:lighter|good day|went well|better today|walk)\b/, "a bit of lightness"],
];

function actorOf(text: string): string | null {
  const match = text.match(ACTORS);
  if (!match) return null;
  if (match[1]) return `your ${match[1].toLowerCase()}`;
  if (match[2]) return /someone|somebody|stranger|guy|man/i.test(match[2]) ? "someone" : match[2].toLowerCase();
  return { he: "him", she: "her", they: "them" }[match[3]!.toLowerCase() as "he" | "she" | "they"] ?? null;
}

const PARAPHRASES = [
  (act: string, actor: string | null) => (actor ? `${cap(act)}, from ${actor} of all people, is hard to carry.` : `${cap(act)} is a lot to carry.`),
  (act: string, actor: string | null) =>
    actor ? `What you describe with ${actor} sounds like ${act}, and that wears anyone down.` : `It sounds like ${act} has been weighing on you.`,
  (act: string, actor: string | null) => (actor ? `So with ${actor}, it's been ${act}.` : `So it's been ${act}, and that matters.`),
];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Her message in Clara's words: who, and what it was. */
function paraphrase(message: string, seed: number): string | null {
  const text = message.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const act = ACTS.find(([pattern]) => pattern.test(text))?.[1];
  const actor = actorOf(text);
  const thing = thingOf(text);
  if (!act) {
    if (actor && !/^(?:him|her|them|people|someone)$/.test(actor)) return `What's happening with ${actor} matters.`;
    return thing ? `What you said about ${thing} matters.` : null;
  }
  const said = PARAPHRASES[seed % PARAPHRASES.length]!(act, actor && actor !== "someone" && !act.startsWith("someone") ? actor : null);
  // Clara's words for the act may share none of hers ("being controlled" for "he reads all my
  // messages"): then the thing she named comes first, in her word.
  return thing && !sharesAWord(said, text) ? `About ${thing}: ${said.charAt(0).toLowerCase()}${said.slice(1)}` : said;
}

/** The first thing she names with "my", "the", "a", "his", "her" or "our", as Clara would say it ("your messages"). */
function thingOf(text: string): string | null {
  for (const thing of text.matchAll(/\b(?:my|the|a|his|her|our) ([a-z]{4,})\b/g)) {
    if (
      /^(?:thing|things|time|bit|lot|way|day|days|week|weeks|kind|sort|one|same|other|last|first|next|whole|only|really|just|very|anymore|again|always|still|today|tonight)$/.test(
        thing[1]!,
      )
    )
      continue;
    const article = thing[0].split(" ")[0]!;
    return `${article === "my" ? "your" : article === "a" ? "the" : article} ${thing[1]}`;
  }
  return null;
}

const stemsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));
const sharesAWord = (reply: string, message: string) => {
  const ours = stemsOf(reply);
  return [...stemsOf(message)].some((s) => !/^(?:from|with|what|that|this|have|been|about|them|they|when)/.test(s) && ours.has(s));
};

const EARLIER_FRAMES = [
  (c: string) => `Thinking back to what you told me about ${c}, this matters.`,
  (c: string) => `I'm keeping in mind what you said about ${c}.`,
];

const CRISIS_WORDS: Record<string, string> = {
  suicide: "thoughts of ending your life",
  self_harm: "hurting yourself",
  imminent_danger: "the danger you're in",
  violence: "what was done to you",
};

/** A sentence that says back what she wrote in other words, or null when there is nothing to say back. */
export function reflection(message: string, seed: number, crisisCategory?: string): string | null {
  if (crisisCategory) {
    const lower = message.toLowerCase();
    // A question ("what's the suicide hotline number?") or a message not about her is not named back.
    if (/\?\s*$/.test(lower) || !/\b(?:i|me|my|i'm|im|myself)\b/.test(lower)) return null;
    const actor = actorOf(lower);
    // Danger or violence from someone, told in a short clause of hers, is said back in it:
    // "Thank you for telling me that he waits in the car park when you finish."
    const clause = firstClause(message);
    if (
      (crisisCategory === "imminent_danger" || crisisCategory === "violence") &&
      actor &&
      actor !== "someone" &&
      clause &&
      !clause.question &&
      isShortEnoughToMirror(clause.text) &&
      /^(?:he|she|they|my|his|her|their|the)\b/i.test(clause.text)
    ) {
      return `Thank you for telling me that ${swapPerson(clause.text)}.`;
    }
    const what =
      crisisCategory === "violence" && actor && actor !== "someone"
        ? `what ${actor === "him" ? "he" : actor === "her" ? "she" : actor === "them" ? "they" : actor} did to you`
        : crisisCategory === "imminent_danger" && actor && actor !== "someone"
          ? `the danger from ${actor}`
          : CRISIS_WORDS[crisisCategory];
    return what ? `Thank you for telling me about ${what}.` : null;
  }
  const clause = firstClause(message);
  if (clause?.question) return questionReflection(clause.text) ?? mirror(clause);
  return paraphrase(message, seed) ?? (clause ? mirror(clause) : null);
}

// When nothing else says it back ("I just need to get through it", "nobody talks about her
// anymore"), her own clause does, from Clara's side: "You said you just need to get through it."
// Only a short clause about her or about others, never one that speaks to Clara.
const MIRROR_MAX_WORDS = 12;
const isShortEnoughToMirror = (text: string) => text.split(" ").length <= MIRROR_MAX_WORDS;
const STARTS_WITH_A_SUBJECT =
  /^(?:i|i'm|im|i've|ive|i'd|i'll|we|my|our|everyone|everybody|nobody|no one|nothing|everything|someone|people|he|she|they|it|this|that|there|the|his|her|their)\b/i;

function mirror({ text, question }: { text: string; question: boolean }): string | null {
  if (!isShortEnoughToMirror(text)) return null;
  if (question) return questionMirror(text);
  return STARTS_WITH_A_SUBJECT.test(text) ? `You said ${swapPerson(text)}.` : null;
}

/** "how do people start over?" -> "You're asking how people start over."; "what are my options?" -> "You're asking what your options are." */
function questionMirror(clause: string): string | null {
  const doQuestion = clause.match(/^(how|why|where|when|what) (?:do|does|did) (\S+) (.+)$/i);
  if (doQuestion) return `You're asking ${doQuestion[1]!.toLowerCase()} ${swapPerson(`${doQuestion[2]} ${doQuestion[3]}`)}.`;
  const beQuestion = clause.match(/^(what|who|where|how|why) (is|are|was|were) ((?:my|our|the|his|her|their) .+)$/i);
  if (beQuestion) return `You're asking ${beQuestion[1]!.toLowerCase()} ${swapPerson(beQuestion[3]!)} ${beQuestion[2]!.toLowerCase()}.`;
  return null;
}

/** A sentence that brings back what she said before, for a short follow-up ("what should I do?"). */
export function earlierReflection(earlier: readonly string[], seed: number): string | null {
  for (const message of [...earlier].reverse()) {
    const text = message.toLowerCase().replace(/[\u2018\u2019]/g, "'");
    const act = ACTS.find(([pattern]) => pattern.test(text))?.[1];
    const actor = actorOf(text);
    const about = act ?? (actor && actor !== "him" && actor !== "her" && actor !== "them" ? actor : null);
    if (about) return EARLIER_FRAMES[seed % EARLIER_FRAMES.length]!(about);
  }
  return null;
}

/** A short follow-up that leans on what came before: "what should I do?", "and now?", "ok". */
export function isFollowUp(message: string): boolean {
  const words = message.trim().split(/\s+/).filter(Boolean);
  return (
    words.length <= 3 ||
    /^(?:and|but|so|also|what (?:should|can|do) i do|what now|what do you think|what would you do|is that|is it normal)\b/i.test(message.trim())
  );
}
