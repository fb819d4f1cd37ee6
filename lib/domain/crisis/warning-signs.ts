import { words } from "./fragments";
import type { CrisisRule } from "./rule";
import type { CrisisCategory } from "./types";

// The recognised warning signs, as data (issue 21). Each entry names its source, the sign in
// the source's own terms, the category it raises, the wordings that carry it, and examples
// that tests/unit/domain/crisis/warning-signs.test.ts runs through the detector. To add a
// warning sign: add an entry here (with at least one example), run that test.
//
// Sources:
// - 988 / AFSP: the warning signs published by the 988 Suicide & Crisis Lifeline and the
//   American Foundation for Suicide Prevention (talking about wanting to die or being a
//   burden, looking for a way, hopelessness, feeling trapped, unbearable pain, giving
//   possessions away, saying goodbye, putting affairs in order, writing a will or letters).
// - C-SSRS: the six items of the Columbia Suicide Severity Rating Scale screener (1 wish to be
//   dead, 2 non-specific active thoughts, 3 thoughts with a method, 4 intent, 5 plan, 6 recent
//   behaviour: collected pills, obtained a means, gave away valuables, wrote a note, held a
//   means, took pills, went to a high place).
// - DA / DASH: the Danger Assessment (Campbell) and the DASH risk checklist for danger from a
//   partner (threats to kill, strangulation or suffocation, a weapon, escalating violence,
//   violence in pregnancy, sexual violence, threats to the children or pets, stalking and
//   turning up after separation, jealousy "if I can't have you nobody can", his own suicide
//   threats, being kept in).
//
// Patterns are written against normalised text (normalise.ts: lower case, contractions spelled
// out, clause breaks as " . "). In a pattern, {NAME} stands for a concept class below, "~N"
// for up to N words inside one clause and "~~N" for up to N words across clause breaks.
// Everything is compiled once, when the module loads.

/** Concept classes: the words that carry one idea. */
export const SIGN_CONCEPTS: Record<string, readonly string[]> = {
  WISH: ["wish", "wishes", "wished", "wishing", "hope", "hopes", "hoping", "pray", "prays", "praying", "want", "wanted", "would rather", "would like"],
  PILLS: [
    "pills",
    "tablets",
    "meds",
    "medication",
    "medicine",
    "painkillers",
    "sleeping pills",
    "sleeping tablets",
    "paracetamol",
    "tylenol",
    "ibuprofen",
    "insulin",
    "antidepressants",
    "xanax",
    "oxy",
  ],
  MEANS: [
    "rope",
    "noose",
    "gun",
    "pills",
    "tablets",
    "blade",
    "razor",
    "knife",
    "belt",
    "cord",
    "poison",
    "bleach",
    "charcoal",
    "ladder",
    "car exhaust",
    "exhaust",
    "carbon monoxide",
  ],
  HIGH_PLACE: [
    "parking garage",
    "parking structure",
    "multi storey car park",
    "top floor",
    "bridge",
    "roof",
    "rooftop",
    "ledge",
    "balcony",
    "cliff",
    "cliffs",
    "tower",
    "car park",
    "multi storey",
    "building",
    "overpass",
    "motorway bridge",
    "railing",
    "parapet",
  ],
  DYING: [
    "to die",
    "dying",
    "die",
    "death",
    "my death",
    "to end it",
    "ending it",
    "ending it all",
    "to end my life",
    "ending my life",
    "killing myself",
    "to kill myself",
    "suicide",
    "to stop living",
    "stop living",
    "stopping living",
    "not being here",
    "not being alive",
    "not existing",
    "to disappear forever",
    "a permanent one",
    "permanent",
    "for good",
    "forever",
    "the end",
  ],
  STOP_FOR_GOOD: ["for good", "forever", "permanently", "for ever", "once and for all"],
  FAREWELL_OBJECT: ["my [a-z]+", "my [a-z]+ and [a-z]+", "everyone", "each of them", "each of my [a-z]+", "all of them", "them", "her", "him"],
  TIME_SOON: [
    "tonight",
    "today",
    "tomorrow",
    "this weekend",
    "this week",
    "on friday",
    "on saturday",
    "on sunday",
    "on monday",
    "friday",
    "saturday",
    "sunday",
    "soon",
    "this time",
    "for real",
  ],
  HIM: ["he", "my ex", "my husband", "my boyfriend", "my partner", "my ex husband", "my ex boyfriend", "my ex partner", "his"],
  HER_PLACE: [
    "my house",
    "my home",
    "my flat",
    "my apartment",
    "my place",
    "my door",
    "my front door",
    "my window",
    "my garden",
    "my yard",
    "my driveway",
    "my work",
    "my office",
    "my car",
    "my street",
    "my building",
    "my school",
    "my gym",
    "my mums",
    "my moms",
    "my sisters",
    "the kids school",
    "my kids school",
  ],
  NECK: ["throat", "neck"],
  TREASURED: [
    "cat",
    "journals",
    "journal",
    "diaries",
    "diary",
    "dog",
    "pets",
    "pet",
    "rings",
    "ring",
    "jewellery",
    "jewelry",
    "necklace",
    "wedding ring",
    "guitar",
    "books",
    "things",
    "stuff",
    "belongings",
    "savings",
    "watch",
    "photos",
    "plants",
    "paintings",
    "records",
  ],
};

export interface WarningSign {
  id: string;
  source: string;
  sign: string;
  category: CrisisCategory;
  patterns: readonly string[];
  /** Messages that must be flagged by this sign's wording (its test). */
  examples: readonly string[];
  /** A "not" before it is part of the sign ("I won't be here for christmas"). */
  carriesNegation?: boolean;
}

export const WARNING_SIGNS: readonly WarningSign[] = [
  // ---- C-SSRS 1: wish to be dead ----------------------------------------------------------
  {
    id: "wish-not-wake",
    source: "C-SSRS 1",
    sign: "wish to go to sleep and not wake up",
    category: "suicide",
    carriesNegation: true,
    patterns: [
      "{WISH} ~4 (?:would not|will not|did not|do not|not|never|could not) (?:wake|waking)(?: up| again)?(?= \\.|$| again| tomorrow| ever| in the morning)",
      "(?:not|never) to wake up",
      "(?:stop|not have to keep) waking up",
      // Not woken to another day, said as a prayer or a hope: "pray god doesn't give me another morning".
      "{WISH} ~5 (?:not|never) (?:give|let|see|get|have) (?:me )?(?:to see )?(?:another|one more|a new|the next) (?:morning|day|sunrise|sunday|year)",
      // "wish i could fall asleep tonight and that would just be the last thing, no morning".
      "{WISH} ~4 (?:fall asleep|go to sleep|sleep) ~10 (?:no (?:more )?(?:morning|mornings|tomorrow|waking up)|(?:be )?the (?:last|end)(?= \\.|$| thing| of it))",
    ],
    examples: [
      "some nights i wish i wouldnt wake up",
      "i just hope i dont wake up tomorrow",
      "i hope i dont get another morning",
      "i want to go to sleep tonight and for that to be the end",
    ],
  },
  {
    id: "wish-killed",
    source: "C-SSRS 1",
    sign: "wish to be dead (passive)",
    category: "suicide",
    patterns: [
      "{WISH} ~2 (?:a|the|some) (?:bus|car|truck|lorry|train|plane|tree) (?:would|will|could|to) (?:hit|run over|kill|crash into|fall on) me",
      "{WISH} (?:something|someone|somebody) (?:would|will|could) (?:kill|end) me",
      "{WISH} ~2 (?:get|got) (?:hit|run over|killed) ~3 (?:by|on)",
      "(?:god|he|someone) (?:would |will |to |please |could )?(?:take|took|takes|taking) me (?:in my sleep|tonight|away from (?:here|this|this world|this life)|home)(?! (?:to|for|from|after|with|and we))",
      "(?:pray|praying|prayed|beg|begging) (?:to )?(?:god )?(?:that )?(?:he |god )?(?:would |will |to )?take me",
      "{WISH} ~3 (?:do not|not|never|will not) make it (?:through|to|till|until) (?:the night|tonight|tomorrow|morning|the morning|the week|the weekend|another)",
      "{WISH} ~8 so (?:it is|it will be|it would be|it can (?:all )?be|everything is|this is) (?:all )?over",
      "wish i (?:never was|was never|had never been|were never|never been) born",
      "{WISH} ~4 (?:get|got|gets|am|was|become|fall) (?:sick|ill|cancer|hit|in an accident|a disease|an illness) ~4 (?:never|not|do not|will not) (?:recover|get better|come back|wake up|survive|make it)",
      "(?:press|push) a button and (?:not exist|disappear|never have existed|stop existing|be gone)",
    ],
    examples: ["honestly wish a bus would hit me", "I pray god take me in my sleep"],
  },
  {
    id: "wish-gone",
    source: "C-SSRS 1",
    sign: "wish to be dead or not exist",
    category: "suicide",
    patterns: [
      "{WISH} ~3 (?:could |would )?(?:just )?(?:disappear|vanish|cease to exist|stop existing|not exist|not be alive|be dead|die) ~1 {STOP_FOR_GOOD}",
      "(?:tired|sick|exhausted|weary) of (?:being alive|living(?= \\.|$| like this| anymore| any more| this life)|existing|waking up)",
      "{WISH} ~3 (?:could |would )?(?:just )?stop being(?= \\.|$| here| alive| at all| me)",
      "{WISH} ~3 (?:just )?stop (?:feeling|breathing|existing)(?: anything| everything)?(?: \\.)? {STOP_FOR_GOOD}",
      "{WISH} ~2 (?:it|it all|everything|this|all of this) (?:to be )?over(?= \\.|$| now| for good| forever| already)",
      "{WISH} ~4 (?:go|fade|turn) (?:black|dark|quiet|silent) ~2 (?:and stay|forever|for good|stay that way)",
      "(?:do not|no longer) want to (?:be alive|live|exist|be here)(?: anymore| any more)?",
      // "I want to leave this world", "at least he got to leave this world".
      "(?:{WISH}|got|get|gets|lucky) ~3 (?:to )?(?:leave|exit|depart|quit|get out of|be out of|be gone from) (?:this )?(?:world|earth|life)(?= \\.|$| for good| forever| now| already| tonight| too| like)",
      // "I want to be with my grandmother in the ground": wishing to lie with the dead.
      "{WISH} ~2 (?:to )?(?:be|lie|lay|rest|sleep|go) ~5 (?:in the ground|in the grave|in a grave|in her grave|in his grave|six feet under|in a coffin|in the cemetery|in heaven)",
    ],
    examples: [
      "I wish I could disappear forever",
      "i am so tired of being alive",
      "I dont want to be alive anymore",
      "i just want to leave this world",
      "I want to lie with my mum in the cemetery",
    ],
    carriesNegation: true,
  },
  {
    id: "envy-the-dead",
    source: "C-SSRS 1",
    sign: "wish to be dead, said as envy of people who have died",
    category: "suicide",
    patterns: [
      "(?:envy|envious of|jealous of) ~3 (?:people|those|anyone|someone|somebody|everyone|the ones|them) (?:who|that) ~3 (?:die|dies|died|dead|pass away|passed away|passed|are gone|do not wake up)",
      "(?:someone|somebody|people|anyone|a person) (?:has )?(?:died|dies|passed away|passed) ~3 (?:i|and i) (?:feel |get |am )?(?:so |a bit |kind of )?(?:jealous|envious)",
      "(?:lucky|the lucky ones) (?:to be|to have|that they|they) (?:died|dead|gone|passed)",
    ],
    examples: ["I envy people who die young", "when someone dies I feel jealous of them"],
  },
  // ---- C-SSRS 2: thoughts -------------------------------------------------------------------
  {
    id: "thoughts",
    source: "C-SSRS 2",
    sign: "thoughts of killing oneself",
    category: "suicide",
    patterns: [
      "thoughts? (?:of|about) (?:ending|taking|killing|ending it|dying|death|not being here|suicide|my own death|hurting myself)",
      "(?:make|making|let) (?:it|it all|everything|this|the pain|the noise|the thoughts) (?:stop|end|go away) {STOP_FOR_GOOD}",
      "{WISH} (?:it|it all|everything|this|the pain) to (?:stop|end) {STOP_FOR_GOOD}",
      "{WISH} (?:it|it all|everything|the pain|my (?:brain|mind|head)|me) (?:to be |to )?(?:shut off|switched off|turned off|shut down|gone) {STOP_FOR_GOOD}",
      "(?:thinking|think|thought) (?:about|of) (?:death|dying|ending(?= \\.|$| it(?![a-z])| things| everything| my (?:own )?life| all(?![a-z]))|my death|not being here|not being alive|being dead|how to end|how i would|how i could|how to do it|doing it)",
      "(?:idea|thought|thoughts|prospect) of (?:not being (?:here|alive|around)|not existing|dying|death|being dead|not waking up|disappearing|ending it|going to sleep forever)(?: anymore| any more| forever)? ~3 (?:relief|a relief|comfort|comforting|peaceful|appealing|tempting|nice|calming|soothing|a release)",
      "(?:death|dying|not being here|not existing|being dead) (?:would be|sounds|seems|feels|feels like|would feel like|sounds like) (?:such )?(?:a )?(?:relief|peaceful|release|rest|mercy|easier|better|holiday|vacation|break|gift|blessing|bliss|nice|lovely|welcome|appealing|tempting)",
      "pretend(?:ing)? (?:that )?i (?:want|wanted) to (?:be here|be alive|live|stay alive|keep living)",
      "(?:it would be|would be|it would feel like) (?:such )?(?:a )?(?:mercy|relief|kindness|blessing|gift|release) (?:if|when) i (?:just )?(?:died|was dead|were dead|ceased to (?:be|exist)|stopped (?:existing|being|breathing)|did not wake up|never woke up|was gone|were gone|disappeared|was not here|were not here)",
      "(?:pictures|picture|images|image|visions?|flashes|scenes) of (?:me|myself) (?:jumping|dying|dead|hanging|falling|drowning|bleeding out|overdosing|in a coffin|at my (?:own )?funeral)",
      "(?:voices?|my (?:mind|brain|head)|something (?:inside|in) me|a voice) (?:keeps|keep|is|are|kept) (?:telling|saying|whispering|screaming|shouting) (?:at )?(?:me )?to (?:end it|end (?:it all|things|everything|my life)|kill myself|die|jump|do it|hurt myself|cut|disappear)",
    ],
    examples: ["been having thoughts of ending my life", "i want to make it all stop for good"],
  },
  // ---- C-SSRS 3 / 988: method, looking for a way -------------------------------------------
  {
    id: "research-method",
    source: "C-SSRS 3; 988/AFSP looking for a way",
    sign: "researching a method",
    category: "suicide",
    patterns: [
      "(?:googled|googling|google|searched|searching|search|looked up|looking up|look up|reading about|read about|researching|researched|checking|checked|finding out|found out)(?: online| on google| up)? ~4 (?:how (?:many|much) ~5 (?:{PILLS}|it would take|it takes|would kill|to die|is lethal|is fatal|to overdose)|(?:the )?(?:highest|tallest|biggest) ~1 (?:{HIGH_PLACE})|how to (?:die|hang|overdose|kill|end it|do it)|(?:a )?(?:lethal|fatal) (?:dose|amount)|painless (?:way|ways|method|death)|how long (?:it takes|does it take) to die|which {HIGH_PLACE} ~5 (?:highest|tallest)|where to buy (?:a )?(?:gun|rope|poison|charcoal))",
      "how (?:long|many|much) ~6 (?:to die|until you die|before you die|would kill (?:me|you|a person|someone)|is (?:a )?(?:lethal|fatal) (?:dose|amount)?)",
      "(?:lethal|fatal) (?:dose|amount) of",
      "(?:checked|checking|check|looked up|looking up|googled|googling|measured|found out|finding out|worked out|wondering) how (?:high|tall|deep|far down|long a drop) ~4 {HIGH_PLACE}",
      "(?:which|what|how many) ~2 {PILLS} (?:are|is|would be) (?:deadly|lethal|fatal|enough to)",
      "(?:would|will|could) (?:the|a|that|this) (?:fall|drop|jump|height) ~6 (?:be enough|kill (?:me|you|someone|a person)|be fatal|be high enough)",
      "(?:if|whether) (?:the|a|that|this) (?:fall|drop|jump|height) ~6 (?:would|will|could|is) (?:be )?(?:enough|high enough|fatal|kill)",
      "(?:is|was) (?:the|a|that|this) (?:fall|drop|jump|height) (?:from|off) ~6 (?:enough|high enough|fatal|far enough|tall enough)(?= \\.|$| to (?:die|kill|not survive|end it))",
      "(?:enough|too much) to (?:not wake up|never wake up|kill me|wake up from|stop my heart)",
      "(?:painless|quickest|easiest|fastest) (?:way|ways|method) to (?:die|go|end it|kill)",
      "(?:googled|googling|searched|searching|looked up|looking up|reading about|read about|asked|wondering|checking) (?:online )?(?:whether|if|how|how long|how quickly) ~6 (?:{MEANS}|exhaust|carbon monoxide|a hose|the garage|the car running) ~6 (?:works|work|would work|is enough|enough|is lethal|lethal|fatal|painless|is quick|kills|would kill|takes)",
      "(?:which|what) (?:veins?|arteries|artery) ~4 (?:matter|count|are fatal|to cut|would kill|bleed (?:out|the most|fastest))",
      // Whether a method hurts, or how high is certain: "do you think it hurts, drowning?", "how high does it need to be so that it's definite".
      "(?:does|do you think|would|will|is|does it) ~2 (?:it )?(?:hurt|hurts|painful|take long) ~~2 (?:drowning|hanging|jumping|overdosing|bleeding out|suffocating|to drown|to hang|to jump|to bleed out|to suffocate)(?= \\.|$)",
      "(?:does|would|will|is) (?:drowning|hanging|jumping|an overdose|overdosing|bleeding out|suffocating|dying) (?:hurt|painful|quick|slow|take long)",
      "how (?:high|high up|tall|far down|far up|big a drop|many floors|many storeys|many stories) ~10 (?:definite|certain|fatal|lethal|guaranteed|for sure|not survive|to die|to kill (?:me|you|someone))(?= \\.|$)",
      "(?:the )?(?:most painless|least painful|surest|most certain|most reliable) (?:way|ways|method)(?= \\.|$| to go| to do it| out)",
    ],
    examples: [
      "I googled how many of my sleeping tablets it would take",
      "been reading about which bridge is the highest",
      "how long does it take to die if you stop breathing",
      "would drowning hurt",
      "how tall does a building have to be so it is certain",
      "tell me the least painful way",
    ],
  },
  {
    id: "stockpile",
    source: "C-SSRS 6; 988/AFSP stockpiling",
    sign: "collecting pills",
    category: "suicide",
    patterns: [
      "(?:saving|saved|save|stockpiling|stockpiled|collecting|collected|hoarding|hoarded|stashing|stashed|keeping back|kept back|hiding|hid|squirrelling) (?:up )?(?:away )?(?:my |all my |some |enough |the |extra )?{PILLS}",
      "(?:enough|a month of|weeks of|all my) {PILLS} ~3 (?:saved|hidden|put aside|set aside|stashed|to do it|for when)",
    ],
    examples: ["I've been saving up my pills for weeks", "i have been stockpiling my meds"],
  },
  {
    id: "obtain-means",
    source: "C-SSRS 6; 988/AFSP buying a weapon",
    sign: "obtaining a means",
    category: "suicide",
    patterns: [
      "(?:where|how) (?:can|could|do|would|might) (?:i|you|someone|a person) (?:get|buy|find|order) (?:a )?(?:gun|pistol|handgun|firearm|rifle|shotgun) (?:without|with no) (?:a )?(?:licence|license|permit|background check|checks|questions|anyone knowing)",
      "(?:(?<=^|\\. )|i |i have |i just |i finally )(?:bought|got|ordered|purchased|picked up|found) (?:a |the |some )?(?:rope|noose|gun|charcoal|poison|razor blades|blades|a hose|hose)(?= \\.|$| today| tonight| yesterday| and| dont| do not| no| finally| just in case| for myself| for me)",
      "you know what (?:that is|it is|they are|thats|its|it|that) for(?= \\.|$)",
      "(?:gun|rope|pills|noose)(?: [a-z]+){0,4} (?:and|but) i (?:can not|cannot|keep|could) (?:stop )?(?:thinking|think) about (?:using|it|them)",
      "(?:using|use) (?:it|them|the gun|the rope|the pills) on myself",
    ],
    examples: ["bought a rope today. dont ask what for", "there is a gun in the garage and i cant stop thinking about using it on myself"],
  },
  // ---- C-SSRS 4: intent ---------------------------------------------------------------------
  {
    id: "intent",
    source: "C-SSRS 4",
    sign: "intent to act",
    category: "suicide",
    patterns: [
      "(?:going to|will|gonna|i am going to) (?:do it|go through with it|end it|end this|finish it|finish this) ~2 {TIME_SOON}",
      "(?:tonight|today|tomorrow|this weekend) (?:i|is when i) (?:end|finish|do) (?:it|this|everything|it all)",
      "(?:i have|i) (?:decided|made up my mind|made my choice|made my decision|made the decision|made a choice)(?=$| to (?:do it|end(?= \\.|$| it| this| everything| things| my life| myself| all)|go(?= \\.|$| now| tonight| forever| for good)|die|stop(?= \\.|$| living| trying| fighting)|leave this)| \\. (?:tonight|today|tomorrow|this is|it is time|there is no|no more|i am done|goodbye|i am ready|nothing|i can not))",
      "(?:i will not|i am not going to|i will no longer|i am not gonna) be (?:here|around|alive) (?:for|by|at|on|to see|next|tomorrow|much longer|for long|after|past|beyond|when|come)",
      "(?:not|no longer) (?:scared|afraid) (?:anymore|any more|of dying|to die|of death|to do it)",
      "(?:really|actually|finally|definitely) (?:going|gonna) (?:to )?go through with it",
      "(?:really|actually|finally|definitely) going through with it",
      "(?:do not|does not|no) (?:intend|intention|plan|plans|expect) (?:of |on |to )?(?:be|being|staying|stay) (?:alive|here|around)",
      "i am done ~~2 (?:tonight|today|this) is the (?:night|day)",
      // The C-SSRS item's own words: "thoughts ... and some intention of acting on them".
      "(?:going to|gonna|will|might|could|want to|i am going to) (?:actually |really |finally |just )?act on (?:it|them|these thoughts|those thoughts|my thoughts|the thoughts|the urge|the urges|the plan)",
      "(?:i )?(?:really |truly |fully |actually )?(?:mean|intend) to (?:go through with it|do it|end it|act on it|follow through)",
      "(?:this is not|it is not|not) (?:a|just a) cry for help",
      "(?:will not|am not going to|can not|do not want to|refuse to) be (?:talked|convinced|persuaded) out of it(?= \\.|$| this time| again| anymore)",
      "(?:do not|not) (?:think|expect|plan|intend) (?:that )?i (?:will|would|am going to) (?:still )?be (?:here|around|alive) (?:next|by|for|in|after|tomorrow|much longer|for long|to see|this time)",
    ],
    examples: ["I'm going to do it this time", "i have decided. tonight i end this", "I wont be here for christmas"],
    carriesNegation: true,
  },
  // ---- C-SSRS 5: plan -----------------------------------------------------------------------
  {
    id: "plan",
    source: "C-SSRS 5",
    sign: "a worked-out plan",
    category: "suicide",
    patterns: [
      "(?:worked|figured|planned|thought) (?:it )?out (?:exactly )?(?:how|when|where) ~4 (?:do it|doing it|go|end it)",
      "(?:know|knows|decided|planned|picked|chose|chosen) (?:exactly )?(?:how and when|when and how|where and when|how|when|where) (?:i will|i would|i am going to|to) (?:do it|end it|go through with it)",
      "(?:picked|chosen|chose|set|decided on|booked) (?:the|a) (?:date|day|night|time|place|spot)(?= \\.|$| it will| it is| when| and| for it| already)",
      "everything is (?:ready|in place|sorted|arranged|set)(?= \\.|$| now| for tonight| for tomorrow)",
      "everything is (?:arranged|sorted|organised|organized|planned) ~~10 (?:free|gone|over|done|not here|at peace)",
      "the (?:date|day|time|night|place) is (?:chosen|set|picked|decided|fixed|booked)(?= \\.|$)",
      "i have (?:picked|chosen|set|decided on) (?:the )?(?:\\d+(?:st|nd|rd|th)?|[a-z]+day|[a-z]+ \\d+(?:st|nd|rd|th)?)(?= \\.|$)",
      "(?:a |the |my )?plan (?:for|of) how (?:to|i will|i would|i am going to) (?:go|do it|end it|die|end things)(?= \\.|$| and| now)",
      "(?:i )?know (?:how|when|where) and (?:i )?(?:know )?(?:how|when|where)(?= \\.|$| i| it| now)",
      "(?:plan|plan is|going) (?:is )?to (?:take|drive) (?:the|my) car ~12 (?:and|then) (?:not|never) (?:come|coming) back",
      "(?:drive|drove|go|going|walk|walked) (?:to|into) the (?:lake|river|sea|woods|forest|cliffs|bridge) ~6 (?:not|never) (?:come|coming) back",
    ],
    examples: ["I've worked out exactly how I'd do it and when", "I picked the date, it'll be friday", "i've chosen saturday. it feels right"],
  },
  // ---- C-SSRS 6: recent behaviour -----------------------------------------------------------
  {
    id: "overdose-taken",
    source: "C-SSRS 6",
    sign: "took pills",
    category: "suicide",
    patterns: [
      "(?:swallowed|took|taken|downed|necked|swallow) (?:a |an |the |my |all my |two |three |four |five |a couple of |half a |half of my |most of my )?(?:whole |entire |full )?(?:strip|strips|packet|packets|box|boxes|bottle|bottles|handful|handfuls|load|pack|packs|tub|blister)(?: of)?(?: my| the)?(?: [a-z]+)?(?: {PILLS})?",
      "(?:took|taken|swallowed) (?:\\d+|twenty|thirty|forty|fifty|a lot of|loads of|too many|way too many) ~1 {PILLS}",
      "(?:took|taken|swallowed|downed) (?:like |about |around |over |almost |nearly )?(?:\\d\\d+|twenty|thirty|forty|fifty|a hundred) (?:of )?(?:my |the |her |those |these )?(?:{PILLS}|[a-z]+(?:ine|pam|lam|done|pine|xetine|tyline|prazole|ium|mol))",
    ],
    examples: ["last night i swallowed a whole strip of paracetamol", "took 30 tablets"],
  },
  {
    id: "high-place",
    source: "C-SSRS 6; 988/AFSP at a high place",
    sign: "at a high place",
    category: "suicide",
    patterns: [
      "(?:stood|standing|stand|sat|sitting|sit|climbed|climbing|was|am|i am) (?:on|at|over|onto|up on) (?:the )?(?:edge|railing|railings|ledge|parapet|top|wall|side) of (?:the|a|my|our|this|that) ~1 {HIGH_PLACE}",
      "(?:stood|standing|sat|sitting|climbed|climbing|leaning) (?:on|over|onto) the (?:railing|railings|ledge|parapet)",
      "(?:climbed|climbing|went|got|stepped|stepping|was) (?:over|onto|past|through|on the wrong side of) (?:the |a )?(?:barrier|railing|railings|fence|parapet|ledge|edge|safety rail) (?:on|of|at) (?:the|a) ~1 {HIGH_PLACE}",
      "talked me down(?= \\.|$| from| off)",
      "(?:sitting|sat|standing|stood|leaning|perched) (?:on|over|at) (?:the |a )?(?:rail|railing|railings|ledge|parapet|barrier|edge|wall) (?:at|of|on) (?:the |a )?(?:top (?:of (?:the |a )?)?)?{HIGH_PLACE}",
      "(?:on|at) (?:the|a) {HIGH_PLACE} (?:right now|now|again) ~4 (?:looking down|jump|the water|the edge)",
      "(?:went|go|going|got|drove|walked|climbed|came) (?:up )?to the (?:top|top floor|roof|edge) of (?:the|a) ~2 {HIGH_PLACE} ~10 (?:looked down|looking down|thinking about it|thinking about jumping|to jump|and jump)",
      "(?:started|began|finished|start|finish) (?:to )?(?:write|writing) (?:the|my) (?:note|letter|goodbye)(?= \\.|$| yesterday| last night| today| tonight| this morning)",
    ],
    examples: [
      "I stood on the edge of the roof for an hour",
      "I am sitting on the railing of the bridge right now",
      "sat on the ledge at the top of the multi storey",
    ],
  },
  {
    id: "means-held",
    source: "C-SSRS 6",
    sign: "held a means to oneself",
    category: "suicide",
    patterns: [
      "(?:held|holding|hold|put|pressed|pressing) (?:a |the |my )?(?:knife|blade|razor|gun|scissors|glass) (?:to|against|on) my (?:wrists?|throat|neck|head|chest|temple)",
      "(?:put|tied|had) (?:a |the )?(?:rope|noose|belt|cord|scarf) (?:around|round) my neck",
      // An aborted or interrupted attempt (the full C-SSRS's behaviour items): a means at hand, then "could not".
      "(?:stood|standing|was standing|got up|climbed) on (?:a|the) (?:chair|stool|ladder|ledge|railing|edge) with (?:a|the|my) (?:cord|rope|belt|noose|cable|scarf)",
      "(?:with|had|holding|held) (?:a|the|my) (?:cord|rope|belt|noose|cable|pills|tablets|blade|razor|gun) ~6 (?:but )?(?:could not|did not|could not bring myself to) (?:do it|go through with it|finish it)(?= \\.|$| in the end| this time)",
    ],
    examples: ["i held the knife to my wrist", "I put a belt around my neck", "I stood on a stool with the belt last night"],
  },
  // ---- 988 / AFSP: affairs, goodbyes, letters ----------------------------------------------
  {
    id: "possessions-not-needed",
    source: "988/AFSP giving possessions away",
    sign: "giving possessions away",
    category: "suicide",
    carriesNegation: true,
    patterns: [
      "(?:gave|giving|given|give) (?:away )?(?:my|all my|most of my) {TREASURED} ~~8 (?:(?:i will not|i would not|i am not going to) need (?:them|it|her|him|those|these|that|this|any of it|anything)|(?:there is )?no (?:need|point|reason) (?:to keep|in keeping|for keeping) (?:them|it|any of it|anything))",
      "(?:gave|giving|given|give) (?:away )?my {TREASURED} to (?:my |the |a )?[a-z]+ (?:and|\\.) (?:my )?{TREASURED} to",
      "(?:will not|won t|do not|would not) need (?:them|it|any of it|my things|my stuff|anything) (?:anymore|any more|where i am going|after (?:tonight|tomorrow|this))",
      "(?:gave|giving|given|give|rehomed|rehoming|rehome|found (?:a )?homes? for|sold|selling) ~8 (?:because|since|as|so) i (?:will not|am not going to|would not|will no longer) be (?:here|around|alive) (?:to|for|much longer|anymore)",
      "(?:gave|giving|given|give|handed) (?:[a-z]+ ){1,3}my {TREASURED} ~6 (?:read|open|keep|have|use) (?:them|it) (?:after|afterwards|when i am gone)(?= \\.|$)",
      "(?:gave|giving|given|give|handed|rehomed) (?:away )?my {TREASURED} ~8 {STOP_FOR_GOOD}(?= \\.|$)",
    ],
    examples: [
      "I gave my cat to my neighbour. I won't need her",
      "I gave my rings to my sister and my books to my friend",
      "gave my guitar to my cousin for good",
    ],
  },
  {
    id: "letters-just-in-case",
    source: "988/AFSP writing letters; C-SSRS 6 wrote a note",
    sign: "letters or a note left",
    category: "suicide",
    patterns: [
      "(?:wrote|written|writing|left|leaving|write) (?:a |some )?(?:letters?|notes?|messages?|envelopes?|cards?) (?:to|for) {FAREWELL_OBJECT} ~6 (?:just )?in case(?= \\.|$| something| anything| i)",
      "(?:letters?|notes?) (?:are |is )?(?:written|ready|done|in the drawer|on the table|on my bed)(?= \\.|$| and)",
      "(?:finished|wrote|written|left|done) (?:the|my) (?:letters?|notes?|goodbye letters?) (?:for|to) (?:the |my )?[a-z]+ ~~3 (?:they are|it is|you will find|in the|on the|under the)",
      "(?:wrote|written|writing) (?:a |my )?(?:goodbye|farewell|suicide) (?:letter|note|message)s?",
      "just in case (?:something happens to me|anything happens to me|i am not here|i do not make it|i am gone)",
    ],
    examples: ["wrote a letter to each of my kids just in case", "the letters are written"],
  },
  {
    id: "will-arrangements",
    source: "988/AFSP putting affairs in order",
    sign: "a will or arrangements for after",
    category: "suicide",
    patterns: [
      "(?:songs?|music|hymns?|readings?|poems?|flowers) (?:[a-z]+ ){0,3}(?:played |read |sung )?at my (?:funeral|service|memorial|cremation|wake)",
      "(?:updated|wrote|made|written|sorted|finished|changed|signed) (?:out )?(?:my|a) will ~6 (?:who (?:takes|gets|will take|will get|looks after)|after (?:i am gone|i die|tonight|tomorrow)|instructions|after(?= \\.|$))",
      "(?:updated|wrote|made|written|making|writing|signed) (?:out )?(?:my|a) will ~~12 (?:when i am gone|after i am gone|once i am gone|which will not be long|will not be long|not be around much longer)",
      "(?:left|leaving|wrote|written) instructions (?:for|about) (?:who|what happens|my funeral|the kids|the dog|the cat)",
      "who (?:takes|will take|gets|will get|should take|looks after) (?:the|my) (?:dog|cat|kids|children|pets) (?:after|when i am gone|if i am gone)(?= \\.|$| i am| i die)",
      "(?:wrote|written|writing|made|making|worked|working|sorted|sorting|decided|deciding) (?:out |down |up )?(?:a list of )?who (?:gets|will get|should get|is getting|can have|is having) my",
    ],
    examples: [
      "I've updated my will and left instructions for who takes the dog after",
      "made a will so it is all sorted for when i'm gone",
      "spent the evening writing out who gets my books and my rings",
    ],
  },
  {
    id: "goodbye",
    source: "988/AFSP saying goodbye",
    sign: "saying goodbye",
    category: "suicide",
    patterns: [
      "(?:thank you|thanks) for everything ~~8 goodbye",
      "if i am not (?:on )?(?:here|around|online|alive) (?:tomorrow|in the morning|next week|after tonight|by [a-z]+) ~~8 (?:thank you|thanks|goodbye|bye|you were|i love|love you|sorry)",
      "(?:you were|you have been) (?:so |always |really )?(?:kind|good|nice) to me ~~4 (?:goodbye|bye|farewell)",
      "(?:this is|i wanted to say|just wanted to say|wanted to say) (?:my )?(?:goodbye|final goodbye|farewell)",
      "goodbye (?:forever|for good|everyone|world|cruel world)",
      "(?:tell|let) ~4 (?:that )?i (?:am|was) sorry ~~3 (?:and )?(?:that )?i (?:loved|love) (?:her|him|them|you|everyone)",
      "(?:tell|let) ~3 (?:know )?(?:that )?i loved (?:her|him|them|you|everyone)(?= \\.|$| so much| very much)",
      "(?:this is|this will be) the last time (?:you will|you are going to|anyone will|you) (?:hear from|see|talk to|read) me",
      "(?:it is not|it will not be|none of (?:this|it) is|this is not) (?:your|anyones) fault(?: [a-z]+){0,3} (?:what happens|whatever happens|what i do|what i am about to do)(?: next| now| tonight| after)?",
      "(?:nobody|you|anyone|you all|they|everyone) (?:will|is going to|are going to) (?:ever )?(?:hear from|hear of) me (?:again|after (?:today|tonight|this|tomorrow))",
      "(?:please )?(?:tell|let) (?:my [a-z]+(?: and [a-z]+)?|them|everyone|her|him) (?:know )?(?:that )?i am (?:so )?sorry(?=$| \\.| for everything)",
      "(?:told|telling|tell) (?:her|him|them|my [a-z]+) (?:that )?i love(?:d)? (?:her|him|them) ~~6 (?:happy|fine|okay|better|move on) without me",
    ],
    examples: ["thank you for everything, you were kind to me. goodbye", "if i'm not around tomorrow, thanks for everything"],
  },
  // ---- 988 / AFSP: hopelessness, trapped, unbearable pain ----------------------------------
  {
    id: "only-way-out",
    source: "988/AFSP feeling trapped",
    sign: "no way out but death",
    category: "suicide",
    patterns: [
      "(?:no|not any|only one|one) (?:other )?(?:way out|exit|escape|way to end this|solution|option)(?: of this| from this| left)? ~3 (?:except|but|other than|apart from|besides|is|would be) ~3 {DYING}",
      "only (?:way out|exit|escape|solution|option|answer|way to make it stop) ~4 (?:is|would be|left is) ~3 {DYING}",
      "(?:a |the )?permanent (?:solution|exit|way out|escape|sleep|rest|end)",
      "(?:no|not any) (?:other )?way out (?:except|but|other than|apart from|besides) (?:one|the one|that one|one thing|the obvious one)(?= \\.|$| and| i| that)",
    ],
    examples: [
      "there is no way out of this except to stop living",
      "the only exit I can see is a permanent one",
      "no way out but the one I keep thinking about",
    ],
  },
  {
    id: "no-point-waking",
    source: "988/AFSP hopelessness, no reason to live",
    sign: "no reason to go on",
    category: "suicide",
    patterns: [
      "(?:what is the |no |not any |there is no )point (?:to|of|in) (?:wake|waking|getting|get) up",
      "(?:no|not any|nothing to|no more) (?:reason|reasons) (?:to|for) (?:live|living|stay|staying|go on|going on|be here|wake up|get up)",
      "why (?:should|would) i (?:wake up|get up|bother waking up) (?:tomorrow|anymore|again)",
      "why (?:am i|i am|i) (?:am )?still (?:alive|here|breathing|living)",
      "(?:so )?why (?:should i |would i |do i )?(?:stay alive|keep living|keep breathing|bother living|bother staying alive)(?= \\.|$| like this| anymore)",
      "(?:what is|what is even|there is no|no) (?:even )?(?:the )?point (?:of|in) me(?= \\.|$| being| existing| living| staying| still| anymore)",
    ],
    examples: ["What is the point to wake up tomorrow", "honestly whats the point of me"],
    carriesNegation: true,
  },
  {
    id: "unbearable",
    source: "988/AFSP unbearable pain",
    sign: "unbearable pain, cannot go on",
    category: "suicide",
    carriesNegation: true,
    patterns: [
      "(?:can not|could not|will not be able to) (?:take|bear|survive|do|face|stand|handle) (?:one more|another|a single more) (?:day|night|week|minute) (?:of (?:this|it|living)|like this|alive)",
      "(?:can not|could not) (?:go on|keep going|carry on|continue) (?:living|like this|any longer|anymore) ~4 (?:end|die|over|gone)",
      "(?:pain|hurt|hurting|suffering|agony|ache)(?: inside| in my head| in my chest| in me)? ~6 (?:can not|could not) (?:bear|take|stand|endure|handle|survive) (?:it |this |them )?(?:anymore|any more|any longer)",
      "(?:pain|hurt|hurting|suffering) (?:is|has become|feels|got) (?:so )?(?:unbearable|too much to bear|more than i can (?:bear|take|stand))",
      "(?:can not|could not|will not be able to) (?:carry|bear|take|stand|endure|hold|do) (?:it|this|the pain|this pain|this life|any of this) (?:one|another|a single) (?:more )?(?:day|night|minute|hour|week)",
      "(?:hurts|is too painful|too painful|too hard|hurting) (?:too much |so much )?to (?:live|keep living|stay alive|be alive|exist|keep existing|carry on living)(?= \\.|$| anymore| any more| like this)",
    ],
    examples: ["i cant face another day like this", "the pain inside is too much, i cant bear it anymore", "i can't carry this one more week"],
  },
  {
    id: "burden",
    source: "988/AFSP talking about being a burden",
    sign: "being a burden to others",
    category: "suicide",
    patterns: [
      "(?:i am|i feel like|i feel|i am just|i am only) (?:nothing but |just |only |such |a total |a complete )?(?:a |an )?(?:burden|weight|drain|dead weight) (?:to|on|around|for) (?:everyone|everybody|my family|them|my kids|my children|people|all of them|everyones|everybodys|everyone is|everybody is)",
      "(?:everyone|everybody|they|my family|my kids|my children|the kids|the world|people)(?: would| will)? be (?:so )?(?:lighter|freer|free|happier|better off|relieved|better) without me",
      "(?:everyone|everybody|they|the world|my family|my kids|the kids|people|life) (?:would|will) (?:[a-z]+ ){0,3}(?:fine|better|easier|happier|lighter|okay|ok) without me(?= \\.|$| better| anyway| honestly| probably)",
      "(?:would|will|could) (?:finally )?(?:breathe easier|sleep easier|be lighter|be freer|be relieved|be better off|be happier|move on|get on with (?:their|her|his) lives?) (?:once|when|after|if) i am (?:gone|dead|not here|not around|out of the way)",
    ],
    examples: ["I'm nothing but a weight around everyone's neck", "my family would be happier without me"],
  },
  // ---- someone else at risk -----------------------------------------------------------------
  {
    id: "someone-else",
    source: "988/AFSP (helping someone else)",
    sign: "someone else saying they will end it",
    category: "suicide",
    patterns: [
      "(?:she|he|they|my friend|my sister|my brother|my daughter|my son|my mum|my mom)(?: [a-z]+){0,4} (?:is going to|will|wants to|is about to|said she would|said he would|says she will|says he will|plans to|threatening to|texted me (?:that )?(?:she|he) is going to) (?:end it|end it all|end her life|end his life|kill herself|kill himself|take her life|take his life|not be here)",
    ],
    examples: ["my friend texted me that she's going to end it tonight"],
  },
  // ---- self-harm ----------------------------------------------------------------------------
  {
    id: "self-harm-acts",
    source: "C-SSRS 6 (non-suicidal self-injury)",
    sign: "hurting oneself",
    category: "self_harm",
    patterns: [
      "(?:cut|cutting|burnt|burned|burning|scratched|scratching|scraped|scraping|scrubbed|scrubbing|rubbed|rubbing|dug|digging|picked|picking|hit|hitting|punched|punching|carved|carving) (?:myself|my (?:arms?|wrists?|legs?|thighs?|skin|stomach|hands?|face)) ~5 (?:till|until|to) (?:it |they )?(?:was |were |is |are )?(?:bleed|bleeds|bled|bleeding|scar|scars|hurts|hurt|feel|raw|bruised|purple|sore|marked)",
      "(?:burning|burn|burnt|burned) myself with (?:a |the )?(?:lighter|cigarette|cigarettes|iron|match|matches|hot)",
      "(?:burnt|burned|burn|cut|scratched|hit|hurt|bruised|punched|bit|banged|broke) (?:my|myself)(?: [a-z]+){0,5} (?:on purpose|deliberately|intentionally)",
      "(?:on purpose|deliberately|intentionally) (?:burnt|burned|cut|hurt|hit|scratched|bruised) (?:my|myself)",
      "(?:cut|cutting) again ~4 (?:deeper|last night|tonight|today)",
      "(?:relapsed|relapse|relapsing) ~4 (?:self harm|cutting|clean)",
      "(?:took|taking|take|broke|breaking|break|got|getting|get) (?:a |the |my )?(?:pencil )?sharpener (?:apart|open)|(?:blade|blades) out of (?:a |the |my )?(?:pencil )?(?:sharpener|shaver|razor)",
      "(?:urge|urges|need|temptation|craving|itch) to (?:cut(?! back| down| out| it | the | my hair| ties| costs| corners| up| off| in)|burn myself|hurt myself|self harm|harm myself|hit myself|scratch myself|bleed)",
    ],
    examples: ["I scratch my arms till they bleed", "burning myself with a lighter helps", "i cut again last night"],
  },
  // ---- DA / DASH: danger from a partner -----------------------------------------------------
  {
    id: "injury",
    source: "DASH 'current injuries'; DA 'severity of violence'",
    sign: "an injury he caused, said through what he did to her body",
    category: "violence",
    patterns: [
      "{HIM} ~3 (?:sank|sunk|dug|drove|stuck|pushed|pressed) his (?:teeth|nails|fingers|thumbs|knee|elbow|fist) (?:into|in) (?:my|me)",
      "{HIM} ~6 (?:drew|drawn|drawing) blood",
    ],
    examples: ["he sank his teeth into my arm", "he grabbed my wrist so hard his nails drew blood"],
  },
  {
    id: "strangulation",
    source: "DA 'choke/strangle'; DASH 'strangle, choke, suffocate, drown'",
    sign: "strangulation or suffocation",
    category: "violence",
    patterns: [
      "{HIM} ~3 (?:put|had|wrapped|pressed|squeezed|grabbed) (?:his )?(?:hands?|arm|arms|fingers|forearm|knee|belt|rope|cord) (?:around|round|on|against|across) my {NECK}",
      "{HIM} ~3 (?:pushed|pressed|held|shoved|forced) my (?:face|head) (?:into|under|down into|in) (?:the |a )?(?:pillow|water|bath|mattress|sink|toilet|floor)",
      "(?:until|till) i (?:almost |nearly )?(?:passed out|blacked out|could not breathe|saw stars|lost consciousness|went limp)",
    ],
    examples: ["he put his hands around my throat", "he pushed my face into the pillow until I couldn't breathe"],
  },
  {
    id: "drowning",
    source: "DASH 'tried to strangle, choke, suffocate or drown you'",
    sign: "drowning",
    category: "violence",
    patterns: [
      "{HIM} ~3 (?:held|pushed|forced|kept|shoved) (?:me|my head|my face) (?:under|underwater|down in|down under|into) (?:the )?(?:water|bath|bathwater|pool|sea|river|sink)",
    ],
    examples: ["he held me under the water in the bath"],
  },
  {
    id: "no-consent",
    source: "DA 'forced you to have sex'; DASH 'sexual abuse'",
    sign: "sex forced after she said no",
    category: "violence",
    patterns: [
      "(?:kept saying|said|begged him to|told him to|screamed|cried|was saying|asked him to) (?:stop|no) ~4 (?:but|and) (?:he|they) (?:did not|would not|kept going|carried on|continued|ignored (?:me|it)|made me|just kept)",
      "(?:he|they) (?:made|forced) me (?:do|to do) (?:it|things|stuff|sexual things|that) (?:anyway|even though i|when i (?:said|told)|after i said)",
    ],
    examples: ["I kept saying stop but he didnt, he made me do it anyway"],
  },
  {
    id: "threat-to-kill",
    source: "DA 'threatened to kill you'; DASH 'threats to kill'",
    sign: "a threat to kill",
    category: "imminent_danger",
    patterns: [
      "(?:bullet|bullets|one|knife|it|a bullet) ~3 (?:has|had|with) (?:my|your|her) name on (?:it|them)",
      "{HIM} ~3 (?:said|says|told me|texted|warned|swore) ~2 (?:this|that|the next|next) (?:birthday|christmas|week|day|weekend|summer|year|night) (?:will|is going to|would) be (?:my|your) last",
      "(?:enjoy|make the most of) (?:your|ur) last (?:week|day|days|night|weekend|christmas|birthday|month)",
      "(?:your|ur) days are numbered",
      "{HIM} ~3 (?:took|has taken|hid|hides|keeps|kept|burned|burnt|destroyed|locked away) my (?:passport|documents|papers|id|visa|residence permit) ~~6 (?:never|not|will not|can not) (?:see|leave|go|get out|escape|go home)",
      // A weapon handled in front of her while he questions or watches her (DA "threatened you with a weapon").
      "{HIM} ~3 (?:sharpens|sharpening|sharpened|cleans|cleaning|polishes|polishing|loads|loading|loaded|plays with|playing with|waves|waving|waved|shows me|showed me|holds|holding|held) (?:his |a |the |my )?(?:knife|knives|gun|rifle|shotgun|pistol|blade|hammer|axe|machete) ~10 (?:while|when|as|and) ~3 (?:asks|asked|asking|looks at me|looking at me|staring at me|stares at me|talks about|talking about|tells me|told me|says|said|yells|shouts|who i|where i)",
      "{HIM} ~4 (?:said|says|told me|texted|swore|warned|threatened)(?: me)? ~8 (?:make sure|see to it|guarantee) (?:that )?(?:i|you) (?:do not|does not|never|will not|would not) (?:walk out|come out|get out|make it out|leave|live|survive|come back|see)(?: of)?",
      "you (?:will not|are not going to) (?:see|live to see|make it to) (?:christmas|tomorrow|your birthday|next week|the weekend|another)",
      "if (?:he|i) (?:can not|could not) have (?:me|you) ~2 (?:nobody|no one|no one else|nobody else) (?:will|can|could|would)",
      "{HIM} ~8 (?:make sure|see to it|swear|swears|swore|promise|promised|promises|guarantee) (?:that )?(?:none of us|neither of us|nobody|none of you) (?:will |would |ever )?(?:see|live to see|make it to|get to see|live (?:past|through|until|till)) ~2 (?:christmas|tomorrow|another|the morning|next|the new year|birthday|the weekend|the end)",
      "{HIM} ~6 (?:took|takes|got|gets|pulled|pulls|brought|brings|had|has) (?:it|the gun|his gun|a gun|the knife|a knife|the rifle|his rifle) out ~8 (?:while we|when we|during|in the middle of) (?:argued|were arguing|argue|were fighting|fought|the argument|the fight|a row|an argument)",
      "{HIM} ~4 (?:said|says|told me|texted|swore|threatened|warned me|promised)(?: me)? ~3 (?:i will|i am going to|i would) (?:not live|be dead|die|not survive|not see)",
    ],
    examples: [
      "ex sent me a msg saying enjoy your last week",
      "he said if he cant have me nobody will",
      "my husband swore none of us will see the new year",
      "he got his gun out during the argument last night",
    ],
  },
  {
    id: "his-suicide-threat",
    source: "DA 'threatened or tried to commit suicide'; DASH",
    sign: "his threat to kill himself if she leaves",
    category: "imminent_danger",
    patterns: ["{HIM} ~4 (?:kill|hurt|hang|shoot) himself if (?:i|we) (?:leave|left|go|went|break up|end it)"],
    examples: ["he says he'll kill himself if i leave him"],
  },
  {
    id: "stalking",
    source: "DA 'follows or spies on you'; DASH 'stalking, turns up after separation'",
    sign: "following, turning up",
    category: "imminent_danger",
    patterns: [
      "{HIM} ~4 (?:follows|followed|following|follow|tails|tailed|tailing) (?:me|my car|my kids|us) (?:everywhere|home|to work|to school|wherever|around|all the time|every day|to my)",
      "{HIM} ~3 (?:was|is|has been|keeps|kept|turned up|turns up|showed up|shows up|appeared|waiting|waits|hiding|sitting) ~2 (?:in|at|outside|inside|around|by|near) {HER_PLACE} (?:at (?:night|\\d+ ?am|\\d+ ?in the morning|midnight)|in the night|every night|again|last night|uninvited|when i)",
      "(?:since|after) (?:i left|we split|we broke up|we separated|the breakup|the divorce|the separation|i moved out)(?: him)? ~6 (?:follows|followed|turned up|turns up|turning up|showed up|shows up|showing up|outside|waiting|watching)",
      "{HIM} ~3 (?:tracks|tracking|tracked|traced|found) (?:me|my phone|my car|my location|where i) ~~8 (?:showed up|turned up|came|appeared|was outside|found me)",
      "(?:showed up|turned up|came|appeared|found me) ~4 where i (?:was|am|have been) (?:hiding|staying|safe)",
      "(?:he is|he|my ex is|my ex) not supposed to (?:know|have|find)(?: out)? (?:this|my|where i|the)(?: new)? (?:address|place|live|am|flat|house|number)",
      "(?:keeps|kept|has been|someone is|someone has been) (?:leaving|sending|putting) (?:dead )?(?:flowers|notes|letters|gifts|things|dead animals|photos) (?:on|at|outside|by|under|through) my (?:doorstep|door|car|windscreen|porch|window|letterbox)",
      "(?:the same|a) (?:man|guy|car|van|person) ~4 (?:outside|across the street|across the road|parked|watching|outside my|by my) ~6 (?:nights|days|mornings|times) (?:running|in a row|now|this week)",
      // The order that kept him away running out while he is still in touch (DASH: separation, stalking).
      "(?:protection|restraining|non molestation|no contact|court) order (?:runs out|expires|ends|is up|finishes|lapses|ran out|expired|ended|is running out|is ending) ~~12 {HIM}",
      // Photos taken of her, her home or the children, sent to her: he is watching.
      "{HIM} ~3 (?:texted|sent|messaged|posted|left) (?:me )?(?:a )?(?:photo|photos|picture|pictures|pic|pics|video) of (?:me|my|our|the) ~2 (?:kids|children|son|daughter|house|home|flat|car|front door|window|school|work)",
    ],
    examples: [
      "since I left him he follows my car everywhere",
      "he was in my garden at 3am",
      "my restraining order expires next week and my ex has started texting again",
      "my ex isn't supposed to know my new address but he sent a card here",
      "someone has been leaving notes on my windscreen",
      "the same van has been parked outside for four nights in a row",
    ],
  },
  {
    id: "escalation",
    source: "DA 'violence increased in severity or frequency'; DASH 'abuse getting worse'",
    sign: "escalating violence",
    category: "violence",
    patterns: [
      "(?:getting|gets|got|becoming|more and more) (?:more )?(?:violent|rough|dangerous|aggressive)(?: each| every| than| and)",
      "(?:broke|broken|fractured|dislocated|cracked) my (?:arm|wrist|nose|jaw|ribs?|finger|cheekbone|leg|collarbone)",
      "{HIM} ~3 (?:beat|hit|kicked|punched|hurt) me (?:while|when) i (?:was|am) pregnant",
    ],
    examples: ["hes getting more violent each time, this time he broke my arm", "he beat me while i was pregnant"],
  },
  {
    id: "pets",
    source: "DASH 'hurt pets'",
    sign: "hurting or killing a pet to threaten",
    category: "violence",
    patterns: [
      "{HIM} ~3 (?:killed|kicked|strangled|drowned|hurt|poisoned|beat|threw|hanged|hung|stabbed|shot|burned|burnt) (?:my|our|the) (?:dog|cat|puppy|kitten|pet|rabbit|bird|horse|hamster)",
      "next time (?:it is|it will be|its|that will be|will be) (?:me|you|your turn|my turn)(?= \\.|$)",
    ],
    examples: ["my husband kicked my dog to death"],
  },
  {
    id: "children-threat",
    source: "DA 'threatened to harm your children'; DASH",
    sign: "threat to the children",
    category: "imminent_danger",
    patterns: [
      "{HIM} ~4 (?:threatened|threatens|said he would|says he will|will) ~2 (?:hurt|harm|take|kill|kidnap) (?:my|our|the) (?:kids|children|son|daughter|baby)",
    ],
    examples: ["he threatened to hurt my kids if i tell anyone"],
  },
];

function expand(pattern: string): string {
  return (
    pattern
      // A gap starts after a space, whether the space is its own or ends the group before it.
      .replace(/ ?~~(\d+) ?/g, (_, n: string) => `(?: |(?<= ))(?:(?:[a-z0-9]+|\\.) ){0,${n}}`)
      .replace(/ ?~(\d+) ?/g, (_, n: string) => `(?: |(?<= ))(?:[a-z0-9]+ ){0,${n}}`)
      .replace(/\{([A-Z_]+)\}/g, (_, name: string) => {
        const concept = SIGN_CONCEPTS[name];
        if (!concept) throw new Error(`warning-signs: unknown concept {${name}}`);
        return `(?:${[...concept].sort((a, b) => b.length - a.length).join("|")})`;
      })
  );
}

/** The warning signs compiled to lexicon rules, once, when the module loads. */
export const WARNING_SIGN_RULES: readonly CrisisRule[] = WARNING_SIGNS.map((sign) => ({
  id: `sign:${sign.id}`,
  categories: [sign.category],
  pattern: words(sign.patterns.map(expand).join("|")),
  negatable: !sign.carriesNegation,
}));
