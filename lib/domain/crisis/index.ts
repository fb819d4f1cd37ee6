// Crisis detection (issue 7; ARCHITECTURE.md §7 "Crisis language in any message surfaces
// crisis resources at once"). Pure, synchronous and deterministic; the lexicon is compiled
// once, when this module is first imported.
//
// How a message is read:
// 1. normalise.ts (with spellings.ts): lower case, contractions spelled out ("don't"/"dont"
//    -> "do not"), text-speak and misspellings mapped ("kms", "wanna", "sed", "wud", "till",
//    "ill be" -> "i will be", "sh" -> "self harm"), clause breaks kept as " . ". Wordings in
//    other languages ("me va a matar", "papatayin niya ako", "хочу умереть") are read as
//    their English (other-languages.ts), diacritics dropped.
// 2. hard-negatives.ts: idioms blanked out ("this deadline is killing me", "hitting on me",
//    "shoot me an email", "cut myself shaving", "if my mum finds out she'll kill me").
// 3. Phrases (rules-self.ts, rules-danger.ts): fixed wordings in four categories: suicide,
//    self_harm, imminent_danger, violence. The recognised warning signs (warning-signs.ts:
//    988/AFSP, the six C-SSRS screener items, DA/DASH), as a table of phrase and concept
//    patterns with their source and examples, compiled at load, read with them.
// 4. Combinations (concepts.ts, rules-near-self.ts, rules-near-danger.ts), for what the
//    phrases missed: concept classes (a wish, thinking of or heading towards an act, a word
//    for being dead, an act of ending a life, the means; someone else as subject, a threat's
//    "will" or a report of his words, a harm verb, her or the children as its object, a
//    weapon, her home or stop; a sexual act and a sign she did not agree) joined by
//    proximity: each within a few words of the next, inside one clause. A sentence nobody
//    wrote down ("he says tonight he will finish me", "thinking of just not waking up")
//    still meets a rule when its pieces are the usual ones. Each combination has a key word:
//    negation is read in front of it, and so is the subject (subject.ts), so that "I'm going
//    to kill my brother" (hers, a figure of speech) and "the dog bit me" do not count, while
//    "he's going to kill my brother" and "boyfriend beat me up again" do.
// 5. Weak cues (cues.ts), read over the whole message: a resolve ("I've decided."), a
//    farewell ("sorry for everything"), finality ("you won't hear from me again"), the
//    arrangements ("who gets my things"), hopelessness, a burden, the means at hand; for
//    self-harm a tool, blood or marks, a relapse, hiding the marks. None counts alone; two
//    families in one message do.
// 6. The statistical layer (model/): when the rules found nothing and denied nothing, a
//    logistic regression over word and character n-grams, trained by
//    scripts/train-crisis-model.ts from the labelled corpus, weights committed, may add a flag
//    for a message that has a word of the warning signs' vocabulary. Its figures, and every
//    sealed set's first run, are in docs/crisis-evaluation.md.
// 7. negation.ts: a phrase plainly denied in its own clause is dropped. context.ts: in a
//    clause about an essay, a course, a film or the news, a phrase with no "I" or "me" near it
//    is about the topic; violence or danger told as long over, with her safety stated and
//    nothing recent, is not a crisis now.
//
// Safety policy, where a choice had to be made (recall is preferred where the cost of a
// false alarm is a red panel and a caring reply, and the cost of a miss is not):
// - Denials count as denials only when plain and first-hand: "I'm not suicidal", "I would
//   never hurt myself", "he has never hit me". Phrases that carry their own negation are
//   never cancelled: "I don't want to live", "I can't go on anymore", "he won't let me
//   leave", "I don't feel safe". A "not" that negates something else does not cancel:
//   "I can't stop thinking about killing myself". Anything else in the message still counts:
//   "I'm not suicidal but I wish I could fall asleep and not wake up" is flagged.
// - History counts: past attempts and past self-harm ("I tried to kill myself last year",
//   "I used to cut myself") are flagged; they are among the strongest predictors.
// - Other people count: a friend's suicide risk she asks about, an abuser threatening to
//   kill himself if she leaves (a recognised lethality marker), threats to her children.
// - Threats count as imminent danger; so do weapons, him being outside or coming, being
//   locked in, and not being let go.
// - Figures of speech said of the usual suspects ("my mom will kill me", "my boss is going to
//   murder me") are not flagged; the same words with "he" or a partner are.
// - Online following, a boss's shouting, stalking at a distance, and fear about the future
//   are not crisis language: Clara answers them without the crisis protocol.
export { detectCrisis } from "./detect";
export { normaliseForCrisis } from "./normalise";
export { CRISIS_CATEGORIES, type CrisisCategory, type CrisisResult } from "./types";
export { CRISIS_RESOURCES, crisisFocus, crisisResources, type CrisisFocus, type CrisisResource, type CrisisResourceId } from "./resources";
