import { words } from "./fragments";

// Context that changes what a phrase means, read around it rather than in it.
//
// A topic frame: in a clause about an essay, a course, a film or the news, a phrase with no
// "I", "me" or "we" near it is about the topic, not about her ("the news about a woman who was
// strangled", "how to talk to patients who self-harm", "in my novel she is trapped in a
// basement"). The same clause with her in it still counts ("since that film I want to die").
//
// Safety restored: violence or danger told as long past, with her safety stated and nothing
// recent ("years ago my ex hit me, but I left him in 2015 and I'm safe now") is not a crisis
// now (the labelling policy's "safety restored"). So is an attempt or self-harm told as long
// over, with her wellbeing now stated and no urge since ("I tried to end my life when I was
// 19. I'm 45 now ... I haven't felt anything like that in decades"): five independent writers
// labelled it so. Anything recent ("the feeling is coming back", "again") still counts.

const FRAME = words(
  [
    "essay",
    "essays",
    "assignment",
    "coursework",
    "course",
    "module",
    "lecture",
    "seminar",
    "research",
    "thesis",
    "dissertation",
    "homework",
    "documentary",
    "film",
    "movie",
    "tv",
    "tv show",
    "the show",
    "that show",
    "this show",
    "series",
    "episode",
    "watching",
    "watched",
    "netflix",
    "streaming",
    "drama",
    "had a dream",
    "a dream",
    "nightmare",
    "my story",
    "short story",
    "screenplay",
    "script",
    "dialogue",
    "fanfic",
    "fan fiction",
    "writing group",
    "icu",
    "intensive care",
    "healthcare",
    "krav maga",
    "self defence",
    "self defense",
    "martial arts",
    "jiu jitsu",
    "bjj",
    "judo",
    "sparring",
    "crisis line",
    "helpline",
    "the training",
    "scene",
    "scenes",
    "storyline",
    "storylines",
    "plot",
    "long shift",
    "a and e",
    "emergency department",
    "the er",
    "the bits where",
    "the part where",
    "the scene where",
    "the chapter where",
    "night shift",
    "day shift",
    "late shift",
    "rough shift",
    "resident",
    "residents",
    "service user",
    "service users",
    "refuge worker",
    "novel",
    "character",
    "characters",
    "podcast",
    "article",
    "news",
    "headline",
    "headlines",
    "newspaper",
    "true crime",
    "statistics",
    "nursing",
    "psychology",
    "patients",
    "clients",
    "students",
    "the book",
    "a book",
    "this book",
    "that book",
    "book club",
    "reading group",
    "memoir",
    "poem",
    "poetry",
    "lyrics",
    "the play",
    "a play",
    "musical",
    "patient",
    "client",
    "ward",
    "psych ward",
    "my shift",
    "on shift",
    "caseload",
    "exam",
    "exams",
    "revising",
    "revision",
    "pharmacology",
    "textbook",
    "flashcards",
    "police officer",
    "officer here",
    "on duty",
    "welfare check",
    "callout",
    "call out",
    "paramedic",
    "midwife",
    "social worker",
    "cluedo",
    "board game",
    "journalist",
    "reporter",
    "covering",
    "trial",
    "court case",
    "evidence",
    "jury",
    "verdict",
    "inquest",
    "femicide",
    "lesson",
    "lessons",
    "pshe",
    "curriculum",
    "workshop",
    "teaching",
    "training day",
    "coroners officer",
    "hospice",
    "my ladies",
    "firefighter",
    "crew",
    "callout",
    "on call",
    "psych",
    "psych class",
    "psychology class",
    "severity scale",
    "rating scale",
    "screening tool",
    "questionnaire",
    "columbia",
  ].join("|"),
);

const FIRST_PERSON = new Set(["i", "me", "myself", "we", "us"]);

const STRANGER =
  /^(?:a|an|some|this|that) (?:man|woman|guy|girl|boy|kid|teenager|teen|person|lady|student|stranger|tourist|driver|cyclist|pedestrian)(?: [a-z]+){0,2} (?:was|were|got|has been|had been)(?= |$)/;

function clauseBounds(text: string, at: number): [number, number] {
  const before = Math.max(text.lastIndexOf(" . ", at), text.lastIndexOf(" | ", at));
  const afterDot = text.indexOf(" . ", at);
  const afterBar = text.indexOf(" | ", at);
  const ends = [afterDot, afterBar].filter((i) => i >= 0);
  return [before < 0 ? 0 : before + 3, ends.length ? Math.min(...ends) : text.length];
}

/** Whether the phrase at [at, end) sits in a topic clause with no first person in or just before it. */
export function isAboutTopic(text: string, at: number, end: number): boolean {
  const [start, stop] = clauseBounds(text, at);
  // A stranger as the subject of the clause, with no first person in it: "a man was stabbed
  // outside the station" is news she tells, not harm done to her.
  const clause = text.slice(start, stop).split(" ");
  if (STRANGER.test(text.slice(start, end)) && !clause.some((token) => FIRST_PERSON.has(token) || token === "my")) return true;
  const [previousStart] = start > 3 ? clauseBounds(text, start - 4) : [start];
  FRAME.lastIndex = 0;
  if (!FRAME.test(text.slice(previousStart, stop))) return false;
  const phrase = text.slice(at, end).split(" ");
  if (phrase.some((token) => FIRST_PERSON.has(token))) return false;
  const lead = text.slice(start, at).trim().split(" ").slice(-3);
  return !lead.some((token) => token === "i" || token === "we");
}

const SAFE_NOW = words(
  [
    "(?:i have been|i am|been) (?:happily )?(?:re)?married (?:for|to) [a-z0-9]+",
    "(?:i|and i) left (?:him )?(?:that|the) (?:same )?(?:week|day|night|month|year)",
    "(?:i am|we are) (?:totally |completely |perfectly )?(?:safe|happy|well)(?: and (?:safe|happy|well|settled))?(?= \\.|$| and| here| there)",
    "now (?:i|we) live in [a-z]+(?: [a-z]+)?(?= \\.|$| with| and)",
    "i (?:have had|have) a good life(?: for [a-z ]+)?",
    "(?:i am|we are) (?:safe|okay|ok|fine|good|happy) now",
    "i am (?:doing )?(?:ok|okay|well|fine|good|great|alright|all right) (?:these days|nowadays)",
    "(?:done|did|doing) (?:a lot of |lots of |years of )?(?:healing|therapy|work on myself)",
    "(?:i am|we are)(?: [a-z]+){1,3} now and (?:so |very |really )?(?:happy|safe|well|fine|okay|ok|at peace|content)(?= \\.|$)",
    "(?:nobody|no one) has (?:hurt|hit|touched|harmed) me since",
    "(?:i am|i am now|i am finally) in a (?:really |much |very )?(?:good|better|safe|happy|healthy) place(?: now| today| these days)?(?= \\.|$| and)",
    "(?:i am|i feel|i am finally|i finally feel)(?: [a-z]+){0,4} (?:safe|safe and (?:happy|well|sound))(?= \\.|$| and| now| these days)",
    "(?:out of|not in|gone from) my life",
    "i am doing (?:well|ok|okay|fine|good|great|better)(?= \\.|$| now| these days)",
    "therapy (?:has )?helped",
    "(?:i have been|i have felt|i felt|i feel) (?:safe|okay|ok|fine)(?: now| ever since| since)?(?: for (?:a long time|years|ages|a while|\\d+ years))?",
    "i am (?:doing )?(?:ok|okay|well|fine|good|great) now",
    "(?:i|we) (?:live|moved|now live) (?:in )?(?:another|a different|a new) (?:country|city|town|state|area)(?: now)?",
    "(?:it is|it was|that is) (?:long )?over(?: now)? (?:and|but)",
    "long over",
    "(?:he|my ex) (?:has no idea|does not know) where i (?:am|live)",
    "i am safe(?= \\.|$)",
    "(?:he is|he has been|he was) (?:in prison|in jail|locked up|deported|sent to prison)",
    "restraining order is permanent",
    "(?:he )?moved (?:abroad|away|out of the country)",
    "(?:left|divorced) him (?:in \\d+|years ago|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) years ago|a long time ago|ages ago)",
    "(?:i|and i) left (?:him |that job |the job |there |that place )?(?:years ago|long ago|ages ago|a long time ago|in (?:19|20)\\d\\d)",
    "have not (?:seen|heard from) him (?:since|in|for)",
    "no longer in my life",
    "(?:all|that is) behind me",
    "happily (?:married|remarried)",
    "i am (?:now )?remarried",
    "remarried now",
    "(?:my own |a )?peaceful (?:home|life)(?: now)?",
    "(?:he|my father|my dad|my ex) died (?:long ago|years ago|a long time ago)",
    "(?:divorced|separated)(?: for)? (?:years|ages|a long time)",
    "(?:he|my ex) (?:lives|moved|is living) (?:in another country|abroad|overseas|miles away|(?:in|to) (?!the |my |our |this |that |a |his |her )[a-z]+ now)(?: now)?",
  ].join("|"),
);

const LONG_AGO = words(
  [
    "years ago",
    "for years",
    "ages ago",
    "it (?:has|is) been (?:over |nearly |almost |about )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|many) years",
    "when i was (?:\\d+|a [a-z]+)",
    "i am (?:\\d+|in my \\d+s) now",
    "it has been \\d+ years",
    "(?:in|at) (?:college|university|uni|high school)",
    "when i was (?:little|small|young|younger|a kid|a child|a girl|a teenager|a teen|in school|at school)",
    "\\d+ years since",
    "since (?:19|20)\\d\\d",
    "decades? ago",
    "long over",
    "(?:in|since|was|that was) (?:19|20)\\d\\d",
    "back in (?:college|school|uni|university|my twenties|the day)",
    "a year ago",
    "a long time ago",
    "used to",
    "back then",
    "growing up",
    "as a (?:kid|child|teenager|teen)",
    "(?:two|three|four|five|six|\\d+) years",
  ].join("|"),
);

const MEMORY = words(
  [
    "(?:still )?(?:brings|brought|bring) (?:it|them|everything) (?:all )?back",
    "(?:still )?(?:i )?(?:dream|dreamt|dreamed) (?:about|of) (?:it|him|them|that)",
    "(?:still )?(?:turns up|comes up|shows up|comes back) in (?:my )?(?:dreams|nightmares|sleep)",
    "(?:i )?still (?:flinch|jump|startle|get (?:flashbacks|nightmares|panicky|anxious|triggered)|have (?:nightmares|flashbacks|the scars|scars|the marks)|think about (?:it|him|that))",
    "(?:noticed|saw|asked about|found|asked me about) (?:my |the |her |his )?(?:old )?(?:scars|marks|hospital letters|letters|photos|diary)(?: [a-z]+){0,2} (?:today|yesterday|this week|tonight)",
    "(?:tonight|today|this week|yesterday) (?:brought|brings) (?:it|them|everything|it all|the memories) back",
    "(?:still )?(?:pops|popped|comes|creeps) (?:into|up in|back into) my (?:head|mind)(?: sometimes| now and then| from time to time)?",
    "(?:brought|brings|bring) (?:it|them|everything|it all|the memories|back the memories) back (?:today|tonight|this week|again|yesterday)",
    "(?:memories|flashbacks|nightmares) (?:[a-z]+ ){0,3}(?:today|tonight|this week|again|still)",
    "(?:reminded me|triggered me|remembered it|came back to me|it came back) (?:today|tonight|this week|again|yesterday)",
    "asked (?:me )?about (?:him|her|it|them|that time|my [a-z]+|the [a-z]+)(?: (?:on|in|of) (?:my|her|the) [a-z]+)? (?:today|tonight|this week|yesterday)",
  ].join("|"),
);

const RECENT = words(
  [
    "(?:years|months|weeks|days) of (?:this|it)",
    "nothing has (?:changed|helped|got better|gotten better)",
    "every (?:day|night)",
    "today",
    "tonight",
    "last night",
    "yesterday",
    "this morning",
    "this week",
    "right now",
    "again",
    "still",
    "keeps",
    "just now",
    "at the moment",
    "lately",
    "recently",
    "coming back",
    "are back",
    "is back",
    "came back",
  ].join("|"),
);

const NUMBER =
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty [a-z]+|thirty|thirty [a-z]+|forty|fifty";

/** Wellbeing after self-harm or an attempt, stated as lasting: no urge, years since, recovered. */
const WELL_SINCE = words(
  `(?:have not|had not|never|not once|not)(?: (?:done it|done that|done|self harmed|harmed myself|hurt myself|cut|cut myself|felt that way|felt like that|felt anything like that|felt that|had (?:the |an |any )?urges?|had the thoughts|thought about it|once))? (?:in|for|since) (?:well )?(?:over |more than |nearly |almost |about )?(?:\\d+|${NUMBER}|many|a decade|decades|years|ages|a long time)(?: years| decades)?|(?:no|not had any|do not get the|do not have the|do not get any|never get the) urges?|(?:clean|sober) (?:for|since) (?:\\d+|${NUMBER}|many|years)|(?:\\d+|${NUMBER}|many) years (?:clean|sober)|(?:she|he|they) survived|(?:have not|had not) (?:done it |self harmed |harmed myself |cut )?since(?= \\.|$| then)|(?:today|this week|yesterday|last week) i (?:graduated|qualified|got married|passed|started my new job|got the job|celebrated)|(?:gets|got|get) better(?: (?:[a-z]+|\\.)){0,3} (?:it|and it) (?:really |truly )?did(?= \\.|$)|(?:i have been|been) (?:well|okay|ok|fine|stable|healthy|happy)(?: [a-z]+){0,2} (?:for|since) [a-z0-9]+|(?:she|he|they) (?:has|have) been sober|(?:^|\\. )(?:now )?doing (?:well|really well|ok|okay|fine|great|better)(?= \\.|$| and| now)|(?:i am|i work as|i am now|i am training as|training as) (?:a |an )?(?:peer support worker|peer supporter|volunteer|counsellor|counselor|mental health nurse|advocate|helpline volunteer)`,
);

/** Violence or danger told as over: safety stated, long ago, nothing recent. */
export function isSafetyRestored(text: string): boolean {
  return toldAsOver(text, [SAFE_NOW]);
}

/** An attempt or self-harm told as over: long ago, wellbeing or no urge since, nothing recent. */
export function isRecoveryStated(text: string): boolean {
  // "I used to want to die but I'm in a much better place now" names no time: it still counts.
  return toldAsOver(text, [SAFE_NOW, WELL_SINCE], LONG_AGO_NAMED);
}

/** Long ago with a time named: not "used to", "back then" or "growing up" alone. */
const LONG_AGO_NAMED = words(
  "years ago|ages ago|decades? ago|a long time ago|it (?:has|is) been (?:over |nearly |almost |about )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many) years|when i was (?:\\d+|a [a-z]+|little|small|young|younger|in school|at school)|(?:as|since) a (?:kid|child|teenager|teen)|i am (?:\\d+|in my \\d+s) now|(?:in|since|was|that was) (?:19|20)\\d\\d|(?:at|in) (?:college|university|uni|high school|school)",
);

function toldAsOver(text: string, now: readonly RegExp[], longAgo: RegExp = LONG_AGO): boolean {
  for (const pattern of [...now, longAgo, RECENT, MEMORY]) pattern.lastIndex = 0;
  if (!now.some((pattern) => pattern.test(text)) || !longAgo.test(text)) return false;
  // A time word inside the statement of wellbeing ("I'm in a good place today") is not recent
  // harm; nor is a memory brought back ("a scene in a film brought it back today").
  let rest = text;
  for (const pattern of [...now, MEMORY]) {
    pattern.lastIndex = 0;
    rest = rest.replace(pattern, " ");
  }
  RECENT.lastIndex = 0;
  return !RECENT.test(rest);
}
