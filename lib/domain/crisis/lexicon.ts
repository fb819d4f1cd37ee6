import { ADVERBS, PERSON, PERSON_OBJECT, PILLS, SELF_HARM_VERB, VICTIM, VIOLENT_VERB, WEAPON, words } from "./fragments";
import type { CrisisCategory } from "./types";

// The lexicon: phrases, never lone words, read on normalised text (normalise.ts) after the
// hard negatives are blanked out (hard-negatives.ts). Each rule names its categories.
// `negatable: false` marks phrases that carry their own negation ("I don't want to live",
// "he won't let me leave"): a "not" in front of those is part of the danger, not a denial.

export interface CrisisRule {
  id: string;
  categories: readonly CrisisCategory[];
  pattern: RegExp;
  negatable: boolean;
}

const rule = (id: string, categories: CrisisCategory[], source: string, negatable = true): CrisisRule => ({ id, categories, pattern: words(source), negatable });

const SUICIDE: CrisisCategory[] = ["suicide"];
const SELF_HARM: CrisisCategory[] = ["self_harm"];
const DANGER: CrisisCategory[] = ["imminent_danger"];
const VIOLENCE: CrisisCategory[] = ["violence"];
const DANGER_AND_VIOLENCE: CrisisCategory[] = ["imminent_danger", "violence"];

const suicide: CrisisRule[] = [
  rule("kill-myself", SUICIDE, "(?:kill|kills|killing|killed|end|ending|ended|take|taking|took) (?:myself|my own life|my life)"),
  rule("kill-themselves", SUICIDE, "(?:kill|kills|killing|end|ending|take|taking) (?:herself|himself|themselves|her own life|his own life|their own life)|kill yourself"),
  rule("suicide", SUICIDE, "suicide|suicidal|suicidality|commit suicide"),
  rule("want-to-die", SUICIDE, "(?:want|wanted|wanting|planning|ready|trying|decided|deserve|need|would like|like) to (?:just )?die|(?:should|could|might as well|may as well) (?:just )?die"),
  rule("wish-dead", SUICIDE, "(?:wish|wished|hope|hoping|pray|praying) (?:that )?i (?:was|were|would be|had been|could be) (?:dead|not alive|not here|gone|never born)|wish i (?:had|would have) never been born"),
  rule("wish-could-die", SUICIDE, "wish i could (?:just )?(?:die|disappear|vanish|sleep forever|stop existing|not wake up|never wake up)|(?:hope|wish|pray) i (?:do not|never|will not) wake up"),
  rule("never-wake-up", SUICIDE, "(?:sleep|asleep) and (?:never|not) wake up|never wake up again", false),
  rule("better-off", SUICIDE, "better off (?:dead|without me|if i (?:was|were) (?:gone|dead|not here|not around))|(?:would|will) be (?:better|happier) (?:off )?(?:without me|if i (?:was|were) (?:gone|dead|not here|not around))"),
  rule("no-point-living", SUICIDE, "(?:no|not any|no more) (?:reason|point) (?:to|in|of) (?:live|living|go on|going on|being alive|be alive|life|keep going|keep living|being here)|what is the point (?:of|in) (?:living|life|going on|being alive|being here|even trying|it all)", false),
  rule("not-worth-living", SUICIDE, "not worth living|(?:life|living) (?:is not|is no longer) worth (?:it|living)", false),
  rule("not-want-to-live", SUICIDE, "(?:do not|does not|never|no longer) want to (?:live(?! (?:with|in|near|there|at|together|alone|on my own|somewhere|by))|be alive|exist|wake up|go on|be here anymore|be around anymore|be on this earth)", false),
  rule("not-sure-want-to-live", SUICIDE, "(?:not sure|do not know) (?:if|whether) i (?:want to|can) (?:live|go on|keep going|keep living|be alive|survive)", false),
  rule("cannot-go-on", SUICIDE, "can not (?:go on|keep going|keep living|carry on|live like this|do this)(?: anymore| any more| much longer| for much longer)", false),
  rule("tired-of-living", SUICIDE, "tired of (?:living|life|being alive|existing)|done with (?:life|living|existing|this life)"),
  rule("end-it", SUICIDE, "(?:want|wanted|going|ready|planning|plan|decided|about|thinking about|thought about|think about|thinking of|need) (?:to )?(?:just )?end(?:ing)? (?:it|it all|everything|things|my life)|end(?:ing)? it all"),
  rule("want-it-to-end", SUICIDE, "(?:want|wish|need) (?:it|it all|everything|the pain) (?:all )?to (?:end|be over|stop forever)"),
  rule("giving-away", SUICIDE, "giv(?:e|es|ing|en) away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions|pets|cat|dog|jewelry|jewellery|books|clothes)|gave away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions)"),
  rule("goodbye", SUICIDE, "(?:suicide note|goodbye (?:letters?|notes?))|(?:this is|here is) my (?:last|final) (?:message|goodbye|post|text)|goodbye (?:everyone|forever|world|cruel world)|(?:said|saying|say) my (?:final |last )?goodbyes"),
  rule("pills", SUICIDE, `(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected|stashing|stashed) (?:up )?(?:my |all my |some |a lot of |enough )?(?:[a-z]+ )?${PILLS}`),
  rule("took-pills", SUICIDE, `(?:took|take|taking|swallowed|swallow|swallowing) (?:a whole|the whole|all|all of|all my|all of my|too many|a handful of|a bunch of|an entire|every|the rest of)(?: my| the)?(?: bottle of)? (?:${PILLS}|bottle)`),
  rule("overdose", SUICIDE, "overdose|overdosed|overdosing|overdoses"),
  rule("how-many-pills", SUICIDE, `how many (?:[a-z]+ )?${PILLS}(?: [a-z]+){0,3} to (?:die|kill|overdose|end)`),
  rule("jump", SUICIDE, "(?:jump|jumping|jumped) (?:off|from|in front of) (?:a |the |my |this |that )?(?:[a-z]+ )?(?:bridge|building|roof|rooftop|train|cliff|balcony|window|overpass|bus|truck|tower)"),
  rule("in-front-of-train", SUICIDE, "(?:step|stepping|walk|walking|throw myself|throwing myself|lie down) in front of (?:a|the) (?:train|bus|car|truck)"),
  rule("crash-car", SUICIDE, "(?:drive|driving|crash|crashing|steer|steering) (?:my car |the car |myself )?(?:into|off) (?:a|the) (?:tree|wall|bridge|cliff|river|lake|truck|pole|barrier)"),
  rule("methods", SUICIDE, "(?:hang|hanging|hanged|shoot|shooting|shot|drown|drowning|poison|poisoning|suffocate) myself|(?:noose|rope) (?:ready|around my neck|for myself|is ready)|bleed out|bleeding out"),
  rule("wrists", ["suicide", "self_harm"], "(?:slit|slitting|cut|cutting|slash|slashing) (?:my|open my) (?:wrists?|throat)"),
  rule("ways-to-die", SUICIDE, "ways to (?:die|kill myself|end it|end my life|commit suicide)|(?:a|have a|made a|making a) plan to (?:die|end it|kill myself|end my life|end things)"),
  rule("not-around", SUICIDE, "(?:will not|not going to) be (?:around|here|alive) (?:much longer|for long|for much longer|tomorrow|anymore|next week)", false),
  rule("burden", SUICIDE, "i (?:am|feel|feel like i am|feel like)(?: [a-z]+){0,2} burden"),
  rule("no-one-would-care", SUICIDE, "(?:no one|nobody|noone) (?:would|will)(?: even)? (?:miss me|(?:care|notice) if i (?:died|was gone|were gone|was dead|were dead|disappeared|was not here|were not here|killed myself|was not around))", false),
  rule("disappear", SUICIDE, "(?:want|wish|like) to (?:just )?(?:disappear|vanish)(?: forever| for good| and never come back| completely)|(?:stop|cease to) exist(?:ing)?|(?:want|wish) to not exist|(?:do not|never) want to exist"),
  rule("except-dying", SUICIDE, "(?:except|other than|but) (?:dying|death|to die|killing myself|suicide)"),
];

const selfHarm: CrisisRule[] = [
  rule("hurt-myself", SELF_HARM, `${SELF_HARM_VERB} myself`),
  rule("self-harm", SELF_HARM, "self (?:harm|harming|harmed|injury|injure|injuring|mutilation|mutilate|mutilating)"),
  rule("cutting", SELF_HARM, "(?:been|started|start|keep|kept|back to|went back to) cutting(?= again| myself| my| \\.|$)|cut (?:my|into my) (?:arms?|legs?|thighs?|skin|stomach|body)"),
  rule("burn-skin", SELF_HARM, "(?:burn|burned|burnt|burning) (?:my|into my) (?:arms?|legs?|skin|wrists?|hands?|thighs?) (?:with|on purpose)"),
  rule("until-bleed", SELF_HARM, "until (?:it|they|i|my [a-z]+) (?:bleeds?|bled|bleeding|bruised?|bruises)"),
  rule("deserve-pain", SELF_HARM, "(?:deserve|need|want) to (?:hurt(?! [a-z])|suffer|be punished|feel (?:the )?pain|bleed|be in pain)"),
];

const danger: CrisisRule[] = [
  rule("outside", DANGER, `${PERSON}(?: is| was| are)?(?: (?:standing|waiting|parked|sitting|hiding|lurking|pacing|still|right|just|now))* (?:outside|at (?:my|the|our) (?:front |back )?(?:door|window))`),
  rule("at-the-door", DANGER, "(?:banging|pounding|kicking|hammering|knocking) on (?:the|my|our) (?:front |back |bedroom |bathroom )?(?:door|window)"),
  rule("break-in", DANGER, "(?:break|breaking|broke|broken|bust|busting|kick|kicking|kicked) (?:in|down|through) (?:the |my |our )?(?:front |back )?(?:door|window)|(?:broke|breaks|breaking|break) in(?:to (?:my|the|our) (?:house|home|apartment|flat|place|room))?|trying to (?:get|break|come) in"),
  rule("weapon", DANGER, `(?:has|had|have|got|with|holding|holds|held|pulled|pulled out|pointing|pointed|grabbed|waving|waved|brought|carrying|carries|bought) (?:a|his|the|my|an|another) ${WEAPON}|${WEAPON} (?:to|at|against) my (?:head|throat|neck|chest|face)|(?:pointed|aimed|pointing|aiming) (?:a |his |the )?${WEAPON} at (?:me|us)`),
  rule("threat-to-kill", DANGER, `(?:going to|will|would|about to|threatened to|threatens to|threatening to|wants to|want to|swore to|promised to|coming to) (?:kill|murder|shoot|stab|strangle|choke|hurt|beat|end) (?:me|us|my (?:kids|children|son|daughter|baby|family)|the (?:kids|children|baby))`),
  rule("threat-dead", DANGER, "(?:i will|i would|i am going to|you will|you would) be dead (?:if|when|before|by)|threat(?:ened|ens|ening)? (?:my life|to kill)"),
  rule("coming-for-me", DANGER, "(?:coming|come|comes|came) (?:back )?(?:for|after|to get) me|(?:come|coming|comes) back (?:to|and) (?:finish|get|hurt|kill)|finish (?:what he started|what she started|the job|me off)|on (?:his|her|their) way (?:here|over|back)"),
  rule("hiding", DANGER, `hiding (?:from ${PERSON_OBJECT}|in (?:the|a|my) (?:closet|bathroom|bedroom|basement|car|attic|wardrobe|cupboard|garage|shed))`),
  rule("locked-in", DANGER, "(?:locked|trapped|barricaded) (?:me |myself |us )?(?:in|inside|into)(?! (?:a |this |my )?(?:job|contract|relationship|marriage|lease|cycle|loop))"),
  rule("wont-let-me-leave", DANGER, "(?:will not|would not|does not|did not|can not) let me (?:leave|go|out|escape|get out)|(?:keeping|kept|keeps|holding) me (?:here |there |inside )?against my will", false),
  rule("not-safe", DANGER, "(?:i|we|me|my kids|the kids) (?:am|are|do|does|feel|is)?(?: not| never)(?: feel| feeling)? safe|(?:i|we) (?:am |are |feel )?(?:so |really |very )?unsafe|(?:i am|we are|i might be|my kids are|i am in) in danger", false),
  rule("call-police", DANGER, "(?:please|someone|somebody|can you|could you|you need to|i need you to) (?:call|get|send) (?:the police|the cops|911|an ambulance|help)|(?:call|get|send) (?:the police|the cops|911|an ambulance|help) (?:for me|now|right now|asap|please)"),
  rule("help-now", DANGER, "^(?:please )?(?:help|help me|help us|someone help|somebody help|help please|please help me|i need help now|sos)(?: please| now| asap| me)?(?: \\.)?$"),
  rule("he-is-here", DANGER, `${PERSON} is (?:here|home|back)(?: now| again)?(?: \\.)? (?:i (?:have|need|got) to go|got to go|can not talk)`),
  rule("smashing", DANGER, "(?:smashing|breaking|throwing|destroying|punching holes in) (?:things|everything|stuff|the walls|the furniture|the door|the tv)"),
  rule("following", DANGER, "(?:is|are) (?:following|chasing|tailing) me|(?:following|chasing) me (?:home|right now|now|in (?:his|a|the) car|down the street)"),
  rule("scared-for-life", DANGER, "(?:scared|afraid|terrified) (?:for my life|he will kill me|he is going to kill me)"),
  rule("attack-now", DANGER_AND_VIOLENCE, `${PERSON} (?:is|are|keeps) (?:hitting|beating|choking|strangling|attacking|hurting|kicking|punching|stabbing|raping|killing) (?:me|us)|(?:hitting|beating|choking|strangling|attacking|hurting|kicking|punching) me (?:right now|now|as we speak)`),
];

const violence: CrisisRule[] = [
  rule("person-hurts", VIOLENCE, `${PERSON}${ADVERBS} ${VIOLENT_VERB} ${VICTIM}`),
  rule("passive-strong", VIOLENCE, "(?:i was|i got|i have been|i had been|i am being|i keep getting|got|been|was) (?:beaten|beat up|choked|strangled|raped|sexually assaulted|assaulted|molested|stabbed|shot)"),
  rule("passive-by", VIOLENCE, `(?:hit|kicked|punched|slapped|pushed|shoved|attacked|smacked|groped|burned|bitten|grabbed) by ${PERSON_OBJECT}`),
  rule("rape", VIOLENCE, "rape|raped|raping|rapist|sexual(?:ly)? (?:assault|assaulted|abuse|abused)|forced (?:himself|herself) on me|forced me to (?:have sex|do sexual|sleep with)|made me have sex"),
  rule("neck", VIOLENCE, "(?:hands?|fingers|arms?) (?:around|round|on|against|over) my (?:neck|throat|mouth)|(?:grabbed|squeezed|held|gripped|squeezing) (?:me by )?(?:my|the) (?:neck|throat)"),
  rule("strangled", VIOLENCE, "(?:choked|strangled|suffocated|smothered) (?:me|her)|tried to (?:choke|strangle|suffocate|smother|drown) me"),
  rule("hand-on-me", VIOLENCE, "(?:laid|lay|put|puts|laying|putting) (?:a |his |her )?hands? on me"),
  rule("injuries", VIOLENCE, `(?:bruises?|a black eye|black eyes|marks|welts|a split lip|broken (?:rib|ribs|nose|arm|wrist|jaw)) (?:all over )?(?:from|because of) ${PERSON_OBJECT}|${PERSON} (?:left|gave me) (?:bruises|a black eye|marks|a split lip)`),
  rule("thrown-at", VIOLENCE, "(?:threw|throws|throwing|thrown) (?:a |an |the |his |her |my )?(?:[a-z]+ )?at (?:me|my (?:head|face))"),
];

export const LEXICON: readonly CrisisRule[] = [...suicide, ...selfHarm, ...danger, ...violence];
