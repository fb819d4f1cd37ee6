import { BODY, CONTEMPLATE, DEAD_ING, DEAD_STATE, DESIRE, INJURY_OUTCOME, MEANS, SELF_ACT, SH_TOOL, fillers, freeGap, gap } from "./concepts";
import { DRUGS, PILLS } from "./fragments";
import { near, type CrisisRule } from "./rule";

// Suicide and self-harm as combinations of concepts (concepts.ts) rather than fixed phrases:
// a wish followed closely by a word for being dead, thinking of or heading towards an act of
// ending her life, the means and the thought of using them, an injury sought "until it
// bleeds". Each reads inside one clause; the key word carries the negation and the subject
// ("I hit my head until I saw stars" is self-harm, "he hit me until I passed out" is not).

/** Up to n words, allowed across clause breaks: for pairs spread over a sentence or two. */
const span = (n: number) => `(?: (?:[a-z0-9]+|\\.)){0,${n}}`;

/** Her death as something that might befall her. */
const DEATH_EVENT =
  "if (?:i (?:died|was dead|were dead|did not wake up|never woke up|got (?:hit|run over|killed)|got cancer|just died|dropped dead)|(?:a|the) (?:bus|car|truck|lorry|train) (?:hit|hits|ran over|runs over|killed) me|something (?:happened|bad happened) to me|the plane (?:crashed|went down))";

/** Welcoming it. */
const WELCOME = "(?:grateful|relieved|happy|glad|thankful|at peace|(?:would not|would never|do not) (?:mind|care)|a relief|fine with (?:it|that)|welcome it)";

const SOFT = "just|really|finally|simply|quietly|actually|seriously|maybe|probably|to|go|and|all|so|badly|sometimes|more|i|could|can|be|able|let|myself";

/** Acts of hurting oneself that are done "until" something gives. */
const SH_ACT =
  "(?:snap|snapping|snapped|flick|flicking|twang|twanging|put|hold|held|holding|press|pressed|pressing|keep|kept|hit|hitting|punch|punching|punched|bang|banging|banged|scratch|scratching|scratched|cut|cutting|burn|burning|bit|bite|biting|pinch|pinching|pull|pulling|pick|picking|slam|slamming|slammed|claw|clawing|rub|rubbing|dig|digging|starve|starving|smash|smashing|smashed)";

export const NEAR_SELF_RULES: readonly CrisisRule[] = [
  // "I just want to go to sleep forever", "he says he wants to die", "ready to not exist".
  near("wish-then-dead", ["suicide"], `(?<key>${DESIRE})(?: to)?${fillers(SOFT, 3)} ${DEAD_STATE}`),
  // "thinking about just ending it", "I'm going to take all my pills", "I tried to hang myself".
  near("heading-to-act", ["suicide"], `(?<key>${CONTEMPLATE}|${DESIRE})${fillers(SOFT, 3)} ${SELF_ACT}`, ["self", "none"]),
  // "thinking of just not waking up", "I dream about being dead".
  near(
    "thinking-dead",
    ["suicide"],
    `(?<key>thinking about|thinking of|think about|think of|thought about|thought of|dream about|dreaming about|dreamt about|fantasi[sz]e about|fantasi[sz]ing about|imagine|imagining|obsessed with|keep picturing)${fillers(SOFT, 2)} ${DEAD_ING}`,
  ),
  // "I wish I had the courage to just go".
  near(
    "courage-to",
    ["suicide"],
    "(?:courage|guts|nerve|strength|balls) to (?:just )?(?:do it|go through with it|end it|go|die|jump|let go)(?= \\.|$| tonight| now)",
  ),
  // "there's a rope in the garage and I keep thinking about using it".
  near(
    "means-and-use",
    ["suicide"],
    `${MEANS}${gap(8)} (?<key>(?:thinking about|think about|thought about|want to|going to|tempted to|could|might|wanting to|about) (?:using|use|taking|take) (?:it|them))(?= \\.|$| on| tonight| soon| and)`,
    ["self", "none"],
  ),
  // "my meds are all in a pile and I'm staring at them".
  near(
    "staring-at-means",
    ["suicide"],
    `(?:pills|tablets|meds|painkillers|sleeping pills|rope|noose|blade|razor|gun)${gap(12)} (?<key>staring at|looking at|holding|counting|touching) (?:them|it)(?= \\.|$| and| again| for)`,
    ["self", "none"],
  ),
  // "how many of my sleeping pills it would take".
  near(
    "how-many",
    ["suicide"],
    `how (?:much|many)${gap(3)} (?<key>${PILLS}|${DRUGS})${gap(4)} (?:it would take|would it take|would (?:kill|do it)|to (?:kill|die|overdose|do it)|(?:is|are|would be) (?:too many|lethal|fatal|deadly|enough))`,
  ),
  // "wondering how long the fall would take", "googling ways to go peacefully".
  near(
    "the-fall",
    ["suicide"],
    "(?:how (?:long|far|high|fast)|if|whether) (?:the |a )?(?:fall|drop|jump)(?: [a-z]+){0,3} (?:would|will|could) (?:take|kill|be enough|do it|hurt)",
  ),
  near(
    "seeking-ways",
    ["suicide"],
    "(?:ways?|how|methods?|the best way|the easiest way|the quickest way) to (?:go|die|pass|end it|do it|sleep forever|slip away|fall asleep) (?:peacefully|painlessly|quietly|without (?:pain|it hurting|feeling (?:it|anything))|in my sleep|for good|forever)",
  ),
  // "can't see myself making it to christmas", "I'm going to do something stupid tonight".
  near(
    "no-future-self",
    ["suicide"],
    "(?:can not|do not|could not) see myself (?:making it|surviving|being (?:here|alive|around)|getting old|growing old|living (?:much )?(?:longer|past|to))",
    undefined,
    false,
  ),
  near(
    "not-long-now",
    ["suicide"],
    "(?:will not|not going to|will no longer) be (?:a (?:problem|burden|bother)|in (?:anyones|your|the) way)(?: for (?:anyone|you|them|everyone))? (?:much longer|for much longer|for long|soon)",
    undefined,
    false,
  ),
  near(
    "something-stupid",
    ["suicide"],
    "(?<key>going to|gonna|might|about to|scared i will|afraid i will|worried i will) do something (?:stupid|silly|drastic)(?= \\.|$| tonight| soon| i can feel)",
    ["self", "none"],
  ),
  near("want-out", ["suicide"], "want out(?: \\.)?(?: of)?(?: (?:[a-z]+|\\.)){0,4} (?:of )?(?:life|this life|this world|existence|it all)(?= \\.|$)"),
  // "is 20 of my antidepressants enough?", "I took a load of sleeping pills with wine".
  near(
    "enough-pills",
    ["suicide"],
    `(?:\\d\\d+|twenty|thirty|forty|fifty|a hundred|a bottle|a packet|a box|a whole bottle|a whole packet)(?: of)?(?: my| the| these| those)? (?:[a-z]+ )?(?:${PILLS}|${DRUGS})${gap(2)} (?:enough|too many|lethal|fatal|deadly)(?= \\.|$| to (?:die|kill|do it|end it|overdose))`,
  ),
  near(
    "took-a-load",
    ["suicide"],
    `(?:took|taken|swallowed|downed|necked|had) (?:a load|loads|a lot|a bunch|a handful|a whole (?:bottle|packet|box)|a bottle|a packet|a box|too many|way too many|all)(?: of)?(?: my| the)?(?: [a-z]+)? (?:${PILLS}|${DRUGS}|them)`,
    ["self", "none"],
  ),
  // "I can't face another morning", "the only thing keeping me alive", "a kindness by going".
  near(
    "another-day",
    ["suicide"],
    "(?:can not|could not|do not think i can) (?:face|do|survive|take|get through) (?:another|one more) (?:day|morning|night)(?= \\.|$| of (?:this|it|life|living)| like this| alive)",
    undefined,
    false,
  ),
  near(
    "keeping-alive",
    ["suicide"],
    "(?:only thing|only reason|only one|only ones|all that is|all thats) (?:keeping|that keeps|that is keeping|stopping) me (?:alive|here|from (?:doing it|ending it|killing myself|going))",
  ),
  near(
    "kindness-by-going",
    ["suicide"],
    "(?:favou?r|kindness|service) (?:by|if i)(?: [a-z]+){0,2} (?:going|leaving for good|disappearing|dying|not being here|being gone|ending it)(?= \\.|$)",
  ),
  near(
    "out-in-a-box",
    ["suicide"],
    "(?:only way|way)(?: [a-z]+){0,8} (?:is|will be) (?:in a (?:box|coffin|body bag)|dead|death|to die|feet first|in the ground)(?= \\.|$)",
  ),
  near(
    "not-come-home",
    ["suicide"],
    `(?<key>${DESIRE})(?: to)?${freeGap(7)} and (?:just )?(?:not|never) (?:come (?:home|back)|wake up|get up|come out|be found)(?= \\.|$| again| ever)`,
  ),
  near(
    "platform-edge",
    ["suicide"],
    "(?:standing|stood|sat|sitting|stand|sit|waiting|wait)(?: [a-z]+){0,2} (?:at|on|by|near) (?:the )?(?:platform edge|edge of the platform|train tracks|railway tracks|railway line|cliff edge|edge of (?:the|a)(?: [a-z]+){0,2} (?:bridge|roof|cliff|building|platform|balcony|car park))|letting (?:the )?trains (?:go|pass)",
  ),
  // "I don't deserve to live".
  near(
    "not-deserve-life",
    ["suicide"],
    "(?:do not|does not|did not|never) deserve to (?:live|be alive|exist|be here|breathe|be happy and alive)",
    undefined,
    false,
  ),
  // "I took the lot", "swallowed them all".
  near(
    "took-the-lot",
    ["suicide"],
    "i (?:just |have )?(?:took|taken|swallowed|downed|necked) (?:the lot|them all|all of them|everything|the whole (?:bottle|packet|box|pack|lot|strip)|loads of (?:them|pills|tablets)|a handful|a bunch of (?:pills|tablets|them))",
  ),
  // "if a bus hit me tomorrow I'd be grateful".
  near("welcome-death", ["suicide"], `${DEATH_EVENT}${span(8)} ${WELCOME}|${WELCOME}${span(8)} ${DEATH_EVENT}`),
  // "I punch the wall until my knuckles split", "bang my head until I see stars".
  near(
    "until-injury",
    ["self_harm"],
    `(?<key>${SH_ACT})${gap(6)} (?:until|so hard(?: that)?|hard enough(?: that| to)?|so much(?: that)?)${gap(3)} ${INJURY_OUTCOME}`,
    ["self", "none"],
  ),
  // "I hate my body so I hurt it", "I starve my body".
  near(
    "against-body",
    ["self_harm"],
    `(?<key>hurt|hurting|cut|cutting|burn|burned|burning|starve|starved|starving|punish|punished|punishing|bruise|bruised|scar|scarred|punch|punched|punching) my (?:own )?body|(?:hate|hating|punish|punishing) my (?:body|self)${gap(4)} (?<key2>hurt|cut|burn|starve|punish|punch|hit|scratch)(?:ing)? (?:it|myself)`,
    ["self", "none"],
  ),
  // "I stabbed a pen into my hand", "I drink bleach", "every scar I give myself".
  near(
    "object-into-body",
    ["self_harm"],
    `(?<key>stabbed|stab|stabbing|dug|dig|digging|jabbed|jab|jabbing|pressed|press|pressing|pushed|push|pushing) (?:a|the|my)(?: [a-z]+){1,2} (?:into|in|through) my (?:own )?(?:${BODY}|hand|hands|palm|palms|fingers?)`,
    ["self", "none"],
  ),
  near(
    "poison-self",
    ["self_harm"],
    "(?<key>drink|drinking|drank|swallow|swallowing|swallowed) (?:some )?(?:bleach|antifreeze|cleaning products|drain cleaner|washing up liquid)",
    ["self", "none"],
  ),
  near(
    "scars-i-give",
    ["self_harm"],
    "(?:scars?|cuts?|burns?|marks?|bruises?) i (?:give|gave|make|made|put on|leave on) (?:myself|my (?:body|arms|legs|skin))|i (?:give|gave|make|made) myself (?:scars|cuts|burns|bruises)",
  ),
  // "I used a razor on my thigh", "the blade across my wrist".
  near("tool-on-body", ["self_harm"], `(?<key>${SH_TOOL})${gap(3)} (?:on|to|into|across|against|along) (?:my|her|his|their|your) (?:own )?${BODY}`, [
    "self",
    "none",
  ]),
  // "I keep a blade in my makeup bag just in case".
  near("tool-in-case", ["self_harm"], `(?<key>razor blades?|razors?|blades?)${gap(6)} just in case`),
  // "I found cuts all over her wrists", "marks on my thighs".
  near(
    "wounds-on-body",
    ["self_harm"],
    `(?<key>cuts|burns|scars|fresh marks|cut marks|burn marks)${fillers("all|of|them|deep|fresh|new|old", 2)} (?:on|over|up|down|across|along) (?:my|her|his|their|your) ${BODY}`,
  ),
  // "I'm hiding the marks on my thighs from my mum", "covering the scars".
  near(
    "hiding-wounds",
    ["self_harm"],
    `(?<key>hide|hides|hiding|hid|hidden|cover|covers|covering|covered|conceal|concealing)(?: up)?(?: the| my| all the| all my| these| those)? (?:marks|scars|cuts|burns)`,
  ),
  // "is it normal to want to carve into your own skin".
  near("carve-into", ["self_harm"], `(?<key>carv|etch|cut|burn|slic)[a-z]*${gap(3)} into (?:my|your|her|their) (?:own )?(?:skin|flesh|${BODY})`),
];
