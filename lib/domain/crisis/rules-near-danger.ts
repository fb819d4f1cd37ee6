import { BODY_ANY, HARM, HARM_WHOLE, HER_PLACE, MODAL, REPORT, TARGET, WEAPON_WORD, fillers, freeGap, gap } from "./concepts";
import { PERSON_OBJECT, VICTIM } from "./fragments";
import { near, type CrisisRule } from "./rule";

// Danger and violence as combinations of concepts (concepts.ts): someone other than her as
// the subject, a threat's "will" or a report of what he said, a harm verb, and her (or the
// children) as its object, each within a few words of the next inside one clause. The
// subject is read in front of the key word (subject.ts): "I'm going to kill my brother" is
// hers and a figure of speech; "he's going to finish me" is a threat.

/** Threats worded as outcomes rather than acts: "I'd regret it", "nobody would find me". */
const VEILED =
  "(?:(?:i|you) (?:would|will) (?:regret (?:it|this|that|the day)(?= \\.|$| if| when| for)|be sorry(?= \\.|$| if| when| for)|pay(?= \\.|$| for (?:this|it|that|what))|suffer)|(?:i|you) (?:had )?better (?:watch|be ready|run|pray|sleep with|start running|be careful|keep (?:quiet|my mouth shut|your mouth shut)|not tell|not say|not leave|not go|not call)|(?:nobody|anyone|everyone|my family|the police|they) (?:would|will|could)(?: ever| never)? (?:find|see|hear from) (?:me|you|my body|your body|us)|(?:i|you) (?:will|would) never (?:be found|see (?:the|my|your) (?:kids|children|son|daughter|baby) again)|(?:i am|you are|i would be|you would be|i will be|you will be) next|(?:i am|you are|i will be|you will be|i would be|you would be) (?:so )?dead(?= \\.|$| if| when| by| before)|(?:i|you|we) know what (?:that|this) means|(?:i|you) (?:will|would) not (?:live|survive|make it|wake up)|watch (?:my|your) back|(?:this|it) is not over|(?:i|you) (?:will|would|am going to|are going to) (?:end up|be|wind up) (?:dead|in (?:a|the) (?:ground|hospital|box|river|ditch|body bag|coffin|grave|morgue))|you can not hide(?= \\.|$| forever| from me)|i am coming(?= \\.|$| for you| to get you| over| round)|(?:i am|you are|she is) lucky (?:he|i) (?:did not|have not|has not) (?:kill|killed|hurt|finish|finished)|(?:i|you) (?:will|would) disappear|(?:i|you) (?:do not|did not) know what (?:he is|i am) capable of|wait (?:until|till) (?:he gets|i get) (?:home|back|hold of)|(?:he|i) (?:will|would) (?:find|come for|get) (?:me|you)(?= \\.|$| wherever| anywhere| if| when| one day| eventually)|(?:i|you) (?:will|would) (?:get|be) what (?:is|was) coming)";

/** Blows, named: the ones that leave no doubt when a person does them to her. */
const BLOW =
  "(?:smashed|banged|hit|hits|hitting|slap|slaps|slapped|slapping|punch|punches|punched|punching|kick|kicks|kicked|kicking|smack|smacks|smacked|smacking|shoved|shoving|bit|bites|biting|stab|stabs|stabbed|stabbing|burned|burnt|slammed|beat|beats|beaten|beating|attacked|assaulted|raped|molested|groped|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|pinned|headbutted|elbowed|kneed|spat on|stomped on|suffocated|smothered|whipped|shot|tackled|bashed|battered|clawed|throttled|dragged)";

const GUN_OR_KNIFE = "(?:gun|guns|knife|knives|pistol|rifle|shotgun|firearm|machete|handgun|weapon|taser)";

const CLOTHES = "(?:skirt|dress|top|shirt|blouse|pants|trousers|jeans|underwear|knickers|bra|shorts|clothes|pyjamas|pajamas|leggings)";

const INTIMATE = "(?:leg|legs|thigh|thighs|bum|butt|ass|arse|breasts?|boobs?|chest|crotch|privates|private parts|vagina|genitals|bottom|between my legs)";

/** A sexual act done to her, said plainly or obliquely. */
const SEX_ACT =
  "(?:(?:did|does|do|doing|done) (?:stuff|things|something|it|that|sexual things) to me|(?:was|got|climbed|is|gets|get) on top of me|(?:had|has|have|having) sex with me|slept with me|(?:took|takes|pulled|pulls) (?:off )?my (?:clothes|pants|underwear|knickers|top|dress|skirt|trousers|jeans)|undressed me|(?:made|makes|forced|forces) me (?:to )?do (?:it|that|things|stuff|something|what he wanted)|(?:came|comes|come|coming) into my (?:bed|room|bedroom)|(?:gets|got|is|goes) rough|in bed|during sex|(?:touched|touches|touching|kissed|kisses|kissing) me|woke up (?:in his bed|naked|next to him|with him|with my clothes))";

/** Signs she did not, or could not, agree. */
const NO_CONSENT =
  "(?:i (?:said|say|told him|kept saying) no|(?:when|if) i say no|told him (?:no|to stop)|asked him to stop|begged|(?:i was|i am|i kept) crying|i (?:cry|cried|sob|sobbed)(?= \\.|$| the whole| all| through| every)|even though i (?:was crying|cried|said no)|(?:while|when) i (?:was|am) (?:asleep|sleeping|passed out|unconscious|drunk|too drunk|out of it|high)|i was (?:asleep|sleeping|passed out|unconscious|too drunk|out of it)|too drunk to|(?:could not|can not) (?:move|stop him|say no|fight|get away|push him off)|i froze|(?:will not|would not|did not|does not) stop (?:when|even when|after|even after|if) i (?:tell|told|ask|asked|say|said|beg|begged|scream|screamed|cry|cried|push|pushed|tried)|(?:did not|do not) want (?:it|to|him to)(?= \\.|$| but| and he)|against my will|without (?:asking|my consent|consent)|no memory|(?:do not|can not) remember (?:anything|what happened|how i got))";

/** Up to n words, allowed across clause breaks: for pairs spread over a sentence or two. */
const span = (n: number) => `(?: (?:[a-z0-9]+|\\.)){0,${n}}`;

export const NEAR_DANGER_RULES: readonly CrisisRule[] = [
  // "he says tonight he will finish me", "if I leave he'll throw acid in my face".
  near(
    "threat-near",
    ["imminent_danger"],
    `(?<key>${MODAL})${freeGap(4)} (?:${HARM}${fillers("up|down|out|in|into|on|at|over|off|the|a|all|both|acid|petrol|bleach", 2)} ${TARGET}|${HARM_WHOLE})`,
    ["other"],
  ),
  near(
    "break-bones",
    ["imminent_danger"],
    `(?<key>${MODAL})${fillers("just|really|actually|literally|come|and|then", 2)} (?:break|smash|snap) (?:my|your|her) (?:legs?|arms?|neck|face|jaw|nose|skull|teeth|fingers|ribs)`,
    ["other"],
  ),
  // "he told me I'd regret it if I left", "he said nobody would find me".
  near("reported-threat", ["imminent_danger"], `(?<key>${REPORT})${gap(6)} ${VEILED}`, ["other", "none"]),
  // "he told my son he'd stab him".
  near(
    "reported-harm",
    ["imminent_danger"],
    `(?<key>${REPORT})${gap(4)} (?:he|they) (?:would|will|is going to|was going to) (?:kill|murder|stab|shoot|strangle|hurt|beat|burn) (?:him|her|them)`,
    ["other"],
  ),
  // "he said I'm lucky he didn't kill me", "he texted you can't hide forever".
  near(
    "veiled-alone",
    ["imminent_danger"],
    "(?:i am|you are) lucky (?:he|i) (?:did not|have not|has not) (?:kill|killed|finish|finished) (?:me|you)|you can not hide from me|you can not hide forever",
    undefined,
    false,
  ),
  // "he said I'm going to end up in a body bag", "he texted that I'm dead": a report of his
  // words with her and death in them.
  near(
    "reported-death",
    ["imminent_danger"],
    `(?:said|says|told|tells|texted|texts|messaged|wrote|warned|screamed|shouted|yelled|whispered|swore|threatened|keeps saying|kept saying)${gap(3)} (?:that )?(?:i|i am|you|you are|me|my kids|the kids|us|we)${gap(5)} (?<key>dead|die|dying|killed|murdered|a body bag|a coffin|a grave|the ground|buried|bleed out|bleeding out)(?= \\.|$| if| when| by| before| soon| one day| next| like| in| tonight)`,
    ["other", "none"],
  ),
  // "he found out about the refuge and is on the way", "he has my address and is coming tonight".
  near(
    "found-and-coming",
    ["imminent_danger"],
    `(?:found out|find out|knows|figured out|worked out|tracked down|has found|found|has my address|got my address)${span(10)} (?:on (?:his|the|their) way|coming (?:here|over|round|tonight|now|for me|to get me|to find me|back)|heading (?:here|over|this way))`,
  ),
  near(
    "coming-to-finish",
    ["imminent_danger"],
    "(?:coming|come|comes|going|back)(?: [a-z]+){0,2} to (?:finish|end|settle) (?:this|it|things|you|me)(?= \\.|$| once| for good| tonight)",
  ),
  near(
    "would-not-stop",
    ["violence"],
    "(?:would not|will not|did not|does not|never) stop(?: even)? (?:when|after|though|if) i (?:said no|say no|told him (?:no|to stop)|tell him (?:no|to stop)|asked him to stop|begged|pushed him (?:away|off)|tried to push him|was crying|cried|screamed)",
  ),
  near("tied-up", ["violence"], "(?:tied|ties|tie|tying|taped|duct taped) (?:me|us|my hands|my wrists) (?:up|down|to)"),
  near(
    "look-like-accident",
    ["imminent_danger"],
    "make it look like (?:an accident|a suicide|i did it|i killed myself|you killed yourself|she killed herself)",
  ),
  near(
    "car-outside",
    ["imminent_danger"],
    "his (?:car|van|truck|motorbike|bike) (?:is|was|has been|keeps)(?: [a-z]+){0,2} (?:across the (?:road|street)|outside|down the (?:road|street)|at the end of (?:the|my) (?:road|street)|parked (?:outside|across|down|opposite))",
  ),
  near(
    "hear-him-coming",
    ["imminent_danger"],
    "(?:i can|can|i could) (?:hear|see) (?:him|them|someone|somebody|a man|my ex|my husband|my boyfriend|my partner) (?:coming (?:up|in|back|home|towards|for|through)|on the stairs|outside|at the (?:door|window)|in the (?:house|garden|hallway)|breaking|trying|banging|shouting outside)",
  ),
  near(
    "trying-handle",
    ["imminent_danger"],
    "trying (?:the|my|our) (?:handle|door handle|doorknob|lock|locks|door|doors|windows?)(?: of (?:the|my|our) (?:front |back |bedroom )?(?:door|window))?|(?:rattling|jiggling|turning) (?:the|my|our) (?:handle|door handle|doorknob|lock)",
  ),
  near(
    "cannot-have-me",
    ["imminent_danger"],
    "(?:if|when) (?:he|i) can not have (?:me|you)(?: then)? (?:nobody|nobody else|anyone|no man)|next time (?:he|i) (?:will not|is not going to|am not going to) stop",
  ),
  // "we both die tonight", "he'll kill us both", "take me with him".
  near(
    "murder-suicide",
    ["imminent_danger"],
    `(?:we|us) (?:both|all) (?:die|dying|going to die|will die|are going to die|be dead)|(?:kill|take) (?:us|me and the kids|me and him) both|(?:both|all) of us (?:die|dead|are going to die)|(?:kill|killing) (?:me|us|the kids)${gap(2)} and (?:then )?(?:himself|herself|themselves)`,
  ),
  // "he took the baby and said I'd never find them".
  near(
    "children-gone",
    ["imminent_danger"],
    `(?:never|not) (?:find|see) (?:them|the kids|my kids|the children|my children|the baby|my baby|my son|my daughter) again|where (?:i|you) (?:will|would|could) never find (?:them|the kids|my kids|the children|him|her|the baby|my son|my daughter)`,
  ),
  // "my husband has knife", "he keeps a gun in the car", "he was waving a hammer".
  near(
    "armed",
    ["imminent_danger"],
    `(?<key>has|had|have|got|keeps|kept|bought|owns|brought|brings|carrying|carries)(?: (?:a|an|the|his|her|my|another|some|got))?(?: (?:big|huge|kitchen|hunting|loaded|real|sharp|small|little))? ${GUN_OR_KNIFE}(?= \\.|$| and| in| on| with| under| now| again| out| he| she| that| which| to| at| i)`,
    ["other"],
  ),
  near(
    "wielding",
    ["imminent_danger"],
    `(?<key>holding|holds|held|grabbed|grabs|pulled out|pulls out|took out|takes out|got out|gets out|showed me|shows me|waving|waved|pointing|pointed|sharpening|loading|loaded|reached for|went for|came at me with|comes at me with|coming at me with)(?: (?:a|an|the|his|her|my|another|some))? (?:[a-z]+ )?${WEAPON_WORD}`,
    ["other", "none"],
  ),
  near(
    "came-at-me",
    ["imminent_danger", "violence"],
    "(?<key>came|comes|coming|went|lunged|lunges|ran|run|charged) at (?:me|us) with (?:a|an|the|his|her|my)(?! (?:bunch of )?(?:flowers|hug|smile|present|gift|apology|question|questions|idea|ideas|coffee|cake|compliment|offer|proposal|card)(?![a-z]))(?: [a-z]+){1,2}",
    ["other", "none"],
  ),
  near("where-weapon", ["imminent_danger"], `where (?:he|they|my [a-z]+) (?:keeps|kept|hides|hid|has|stores) (?:the|his|a|her|my) ${WEAPON_WORD}`),
  // "he keeps driving past her house", "a man got off at my stop".
  near(
    "around-her",
    ["imminent_danger"],
    `(?<key>driving|drove|drives|circling|circled|parked|lurking|hanging around|waiting)${fillers("past|by|around|outside|in front of|near|up and down|round|again|slowly|for me|at", 3)} ${HER_PLACE}`,
    ["other"],
  ),
  near(
    "circling-car",
    ["imminent_danger"],
    "(?:keeps|kept|has been|been|is|are|was|car|van) circling(?: around)?(?= \\.|$| me| us| the| my| around| outside| with)|(?:showed up|turned up|appeared|came round|came|turning up|showing up) (?:at|to) my new (?:flat|house|place|address|apartment|home|work|job)",
  ),
  near("her-stop", ["imminent_danger"], "(?:getting|got|gets|get) off at (?:my|the same) stop|followed me (?:off|onto|into|out of|from|all the way)"),
  // "he's got my daughter and won't tell me where they are"; "he held the kids over the balcony".
  near(
    "children-taken",
    ["imminent_danger"],
    "(?:will not|would not|refuses to|refused to|does not|did not) (?:tell me where|say where) (?:they are|the kids are|my kids are|the children are|my children are|my son is|my daughter is|the baby is|my baby is|she is|he is|he has taken them|he took them)|(?:will not|would not|refuses to|refused to) (?:bring|give) (?:them|the kids|my kids|the children|my children|my son|my daughter|the baby|my baby) back",
  ),
  near(
    "dangled",
    ["imminent_danger"],
    "(?:held|holding|hold|holds|dangled|dangling|hung|hanging) (?:the kids|the baby|my baby|my son|my daughter|my kids|the children|me|us|our son|our daughter) (?:over|out of|off) (?:the|a) (?:balcony|edge|railing|bridge|window|stairs|banister|water|cliff)",
  ),
  near(
    "locked-out",
    ["imminent_danger"],
    `locked (?:me|us|the kids|my kids) out (?:on|in) (?:the )?(?:balcony|garden|yard|cold|snow|rain|street)|locked (?:me|us|the kids|my kids) out${gap(6)} (?:all night|overnight|in the cold|in the snow|in the rain|with no (?:coat|shoes|phone))`,
  ),
  near(
    "covert-photos",
    ["imminent_danger"],
    "(?:taking|took|takes|filming|filmed|films|recording|recorded|records) (?:photos|pictures|pics|videos|video|footage) of me (?:while|when) i (?:sleep|am asleep|was asleep|am sleeping|was sleeping|shower|am in the shower|was in the shower|undress|get changed|was getting changed)",
  ),
  // "he sent me a photo of my front door".
  near(
    "surveillance",
    ["imminent_danger"],
    `(?<key>sent|sends|send|showed|shows|posted|posts|left)${gap(2)} (?:a )?(?:photo|photos|picture|pictures|pic|pics|video|screenshot) of (?:me (?:sleeping|asleep|at|in|outside|through|walking|leaving|taken)|(?:my|our) (?:(?:front|back) )?(?:door|house|home|flat|apartment|car|window|windows|street|building|new place|work|office))`,
    ["other"],
  ),
  // "I'm hiding at my friend's", "I am hiding in bathroom".
  near(
    "in-hiding",
    ["imminent_danger"],
    `(?:i am|i have been|been|we are|we have been|still|currently|now|i|the kids are|the children are|my kids are|my son is|my daughter is|kids are) (?<key>hiding) (?:upstairs|under the (?:bed|stairs|table)|behind the (?:sofa|couch|door)|at (?:my|a|her) [a-z]+s(?: house| place| flat)?|in (?:the |a |my )?(?:bathroom|closet|wardrobe|cupboard|basement|attic|garage|shed|car|toilet|loo)|from (?:him|them|my ex|my (?:husband|boyfriend|partner|dad|stepdad))|out at)`,
  ),

  // "bf beat me up again", "He slaps me around": a blow, her as its object, someone else's act.
  near("blow", ["violence"], `(?<key>${BLOW})(?: the (?:hell|crap|shit|life|living daylights) out of)? (?:${VICTIM}|my (?:[a-z]+ )?${BODY_ANY})`, ["other"]),
  near(
    "injured-by",
    ["violence"],
    `(?<key>broke|broken|fractured|cracked|dislocated|split|busted|bruised|burned|burnt|scalded|sprained) (?:(?:one|two|three|four|a couple|some|both|several|all) of )?my (?:[a-z]+ )?${BODY_ANY}`,
    ["other"],
  ),
  near("door-on", ["violence"], `(?<key>slammed|slams|shut|closed|kicked) (?:the |a )?(?:[a-z]+ )?door on my (?:[a-z]+ )?${BODY_ANY}`, ["other", "none"]),
  near(
    "abused-me",
    ["violence"],
    "(?<!emotionally |verbally |financially |psychologically |mentally )(?<key>abused|abuses|abusing|interfered with|molests) me",
    ["other"],
  ),
  near(
    "into-my-bed",
    ["violence"],
    `(?:(?:mums|moms|mothers) (?:boyfriend|partner|husband)|flatmate|roommate|housemate|landlord|lodger|stepdad|step dad|uncle|brother|stepbrother|cousin|dad|father|grandad|grandpa|neighbour|neighbor|friend|boss|man|guy|stranger)s?${gap(8)} (?:(?:get|gets|getting|got|climb|climbs|climbing|climbed|crawl|crawls|crawled|come|comes|coming|came) into (?:my|the) (?:bed|room at night|bedroom at night|shower|bath)(?: with me)?|(?:in|into) my (?:bed|room|bedroom) (?:at night|while i (?:am|was) (?:asleep|sleeping)))`,
  ),
  near(
    "thrown-against",
    ["violence"],
    `(?<key>threw|throws|thrown|throwing|flung|pushed|pushes|shoved|shoves|slammed|slams|smashed|smashes|banged|bangs) (?:me|my head|my face|my body) (?:against|into|across|down|onto|on|through) (?:the|a|my) (?:[a-z]+ )?(?:wall|walls|floor|door|ground|table|car|window|stairs|fridge|cupboard|bed|counter|mirror|sink|radiator|doorframe|wardrobe|tv)`,
    ["other", "none"],
  ),
  near(
    "by-the-neck",
    ["violence"],
    `(?<key>had|held|holds|holding|grabbed|grabs|lifted|picked|pinned|dragged|pulled|yanked|shook|pushed|hung)(?: me)?${gap(5)} by (?:the|my) (?:neck|throat)`,
    ["other"],
  ),
  near(
    "up-against",
    ["violence"],
    `(?<key>had|held|holds|pinned|pins|pushed|pushes|shoved|shoves|slammed|slams|forced) me (?:up )?against (?:the|a) (?:wall|door|fridge|car|wardrobe|cupboard|window|floor)`,
    ["other", "none"],
  ),
  near(
    "sat-on-me",
    ["violence"],
    `(?<key>sits|sat|sitting|kneels|knelt|kneeling|kneeled|lies|lay|lying|stood|stands|standing) (?:on|across) my (?:chest|back|stomach|face|neck|throat|legs|arms)`,
    ["other"],
  ),
  near(
    "smothered-other",
    ["violence", "imminent_danger"],
    "(?:pillow|hand|hands|bag|plastic bag|blanket|towel|cushion) (?:over|on|against) (?:her|his|the babys|the baby s|my babys|my sons|my daughters|their|the kids|my kids) (?:face|faces|mouth|nose|head)",
  ),
  near("pinned", ["violence"], `(?<key>hold|holds|holding|held|pin|pins|pinning|pinned) me (?:down|against|to the|on the (?:floor|bed|ground|wall))`, [
    "other",
    "none",
  ]),
  // "got punched in the face by my ex".
  near(
    "passive-by-near",
    ["violence"],
    `(?:was|got|get|gets|getting|been|being) (?<key>hit|punched|kicked|slapped|pushed|shoved|attacked|smacked|groped|burned|bitten|grabbed|beaten|beat up|choked|strangled|stabbed|assaulted|raped|molested|touched|headbutted|thrown)${gap(4)} by (?:${PERSON_OBJECT}|a (?:man|guy|stranger|group|gang|bloke)|some (?:man|guy|men|guys)|my [a-z]+)`,
    ["self", "none"],
  ),
  // "he squeezed my neck till I couldn't breathe", "he put me in a chokehold".
  near(
    "no-breath",
    ["violence"],
    `(?<key>${BLOW}|sat|knelt|kneeled|pressed|pushed|held|squeezed|covered|squeezing|pressing)${gap(6)} until i (?:could not|can not|was not able to) breathe`,
    ["other"],
  ),
  near(
    "chokehold",
    ["violence"],
    "(?:put|puts|had|has|got|held|holding|holds|grabbed) me in (?:a )?(?:choke hold|head lock|sleeper hold)|(?:choke hold|head lock|sleeper hold) (?:on me|until|till)",
  ),
  near(
    "until-out",
    ["violence"],
    `(?<key>${BLOW}|bent|twisted|squeezed|held|pressed|pulled|yanked)${gap(5)} until${gap(3)} (?:i (?:passed out|blacked out|could not see|lost consciousness|went limp|wet myself|was choking|choked)|i (?:was )?(?:bleeding|bled)|(?:it|one|they|something|my [a-z]+) (?:snapped|broke|cracked|popped|bled|dislocated))`,
    ["other"],
  ),
  // Sexual violence, plainly and obliquely.
  near(
    "spiked",
    ["violence"],
    `(?:put|putting|slipped|slips|dropped|spiked|spike)${gap(2)} (?:something|stuff|a pill|pills|drugs?|powder)${gap(1)} (?:in|into) my drink|spiked my drink|(?:drugged|roofied) me|my drink (?:was|got) spiked`,
  ),
  near("under-clothes", ["violence"], `(?:hand|hands|fingers)${gap(1)} (?:up|under|down|inside|in|into) my ${CLOTHES}`),
  near(
    "coerced-in-bed",
    ["violence"],
    "(?:makes|made|forces|forced|pressures|pressured|force|make) me (?:to )?do (?:things|stuff|it|that)(?: [a-z]+){0,3} (?:in bed|during sex|sexually)",
  ),
  near(
    "coerced",
    ["violence"],
    "(?:made|makes|make|making|forced|forces|force|forcing|pressured|pressures|pressuring|coerced|guilted|blackmailed|blackmails)(?: me| us) (?:to |into )?(?:have sex|sleep with|having sex|sleeping with|touch (?:him|his|it|them)|touching (?:him|his)|give (?:him )?(?:head|a blow ?job|oral)|perform (?:sexual|oral|sex|acts|things|on him)|suck|undress|get naked|strip|send (?:nudes|naked|pics|photos)|watch porn|do sexual)",
  ),
  near(
    "family-touching",
    ["violence"],
    `(?:stepdad|step dad|dad|father|uncle|stepbrother|brother|grandad|grandpa|grandfather|cousin|teacher|coach|boss|manager|landlord)${gap(8)} (?<key>touches|touched|touching|fondles|fondled|feels up|felt up|gropes|groped) (?:me|my)(?= \\.|$| at night| when| while| in my| under| down| there| inappropriately| and| again)`,
  ),
  near(
    "intimate-touch",
    ["violence"],
    `(?:he|they|man|men|guy|guys|stranger|bloke|boss|manager|coworker|colleague|teacher|coach|uncle|stepdad|landlord|doctor|driver|someone|somebody)${gap(5)} (?<key>touching|touched|touches|groping|groped|gropes|rubbing|rubbed|rubs|feeling|felt|grabbing|grabbed|grabs|stroking|stroked)(?: me)?(?: on| up| under| down)? (?:my ${INTIMATE}|between my legs)`,
    ["other"],
  ),
  near("act-then-no", ["violence"], `${SEX_ACT}${span(14)} ${NO_CONSENT}|${NO_CONSENT}${span(14)} ${SEX_ACT}`),
];
