import { DRUGS, PILLS, SELF_HARM_VERB } from "./fragments";
import { rule, type CrisisRule } from "./rule";

// Thoughts of suicide and self-harm, said directly ("I want to kill myself"), indirectly
// ("everyone would be better off without me", "I've been giving away my things") or as a
// method or plan. Past attempts and self-harm count too: they are among the strongest
// predictors, and bringing up the resources costs her nothing.

const DESIRE =
  "(?:want|wants|wanted|wanting|wish|wishes|wished|need|needs|ready|decided|planning|plan|plans|going|trying|tried|thinking about|thinking of|thought about|thought of|think about|think of|considering|considered|would rather|longing|about)";

/** Ways of saying "to be dead" that, after a wish or a plan, mean only one thing. */
const NOT_BEING =
  "(?:not be (?:here|alive|around)(?! him| her| them| people| my| his| you| anyone| men)|not exist|go to sleep forever|sleep forever|never wake up|not wake up|end (?:it all|my life|my suffering|everything|things|my pain|it)|ending (?:it all|my life|my suffering|everything|things|my pain|it)|disappear forever|be gone(?! for| to| by| from| out| on| away| before| when| after| until)|be dead(?! tired| on my feet| meat)|stop living|stop existing|check out for good|checking out for good|leave this world|leave this earth|out of this life|go to sleep and not wake up|join (?:my|her|his) [a-z]+ in heaven)";

export const SELF_RULES: readonly CrisisRule[] = [
  rule("kill-myself", ["suicide"], "(?:kill|kills|killing|killed|end|ending|ended|take|taking|took) (?:myself|my own life|my life)"),
  rule(
    "kill-themselves",
    ["suicide"],
    "(?:kill|kills|killing|end|ending|take|taking) (?:herself|himself|themselves|(?:her|his|their) (?:own )?life)|kill yourself",
  ),
  rule("suicide", ["suicide"], "suicide|suicidal|suicidality|commit suicide"),
  rule(
    "want-to-die",
    ["suicide"],
    "(?:want|wants|wanted|wanting|planning|ready|trying|decided|deserve|need|would like|like) to (?:just |really |finally )?die|(?:should|might as well|may as well) (?:just )?die",
  ),
  rule(
    "desire-not-being",
    ["suicide"],
    `${DESIRE}(?: to)?(?: just| really| finally| simply| quietly)? ${NOT_BEING}|part of me wants to(?: just)? ${NOT_BEING}`,
  ),
  rule(
    "not-existing",
    ["suicide"],
    "to (?:just )?not (?:exist|be alive|wake up)|(?:do not|does not|never|no longer) want to be (?:on this (?:planet|earth)|in this world)(?: anymore| any more)?",
    false,
  ),
  rule(
    "not-make-it",
    ["suicide"],
    "not (?:going to|gonna) make it (?:through (?:tonight|the night|the weekend|another day)|(?:till|until|to) (?:morning|tomorrow))",
    false,
  ),
  rule(
    "wish-dead",
    ["suicide"],
    "(?:wish|wished|hope|hoping|pray|praying) (?:that )?i (?:was|were|would be|had been|could be) (?:dead|not alive|not here|gone|never born)|wish i (?:had|would have) never been born",
  ),
  rule(
    "wish-could-die",
    ["suicide"],
    "wish i could (?:just )?(?:die|disappear(?! for| into| on)|vanish(?! for| into)|sleep forever|stop existing|not wake up|never wake up)|(?:hope|wish|pray) i (?:do not|never|will not) wake up",
  ),
  rule("never-wake-up", ["suicide"], "(?:sleep|asleep) and (?:never|not) wake up|never wake up again|(?:do not|never) want to wake up", false),
  rule(
    "better-off",
    ["suicide"],
    "better off (?:dead|without me|without (?:their|a|her|his) (?:mom|mother|mum|mommy|wife)|if i (?:was|were) (?:gone|dead|not here|not around))|(?:would|will) be (?:better|happier|easier)(?: off)? (?:without me|if i (?:was|were) (?:gone|dead|not here|not around))",
  ),
  rule(
    "favour-by-dying",
    ["suicide"],
    "favou?r (?:by|if i)(?: [a-z]+){0,2} (?:dying|died|killing myself|disappeared|disappearing|was gone|were gone|was dead)",
  ),
  rule(
    "no-point-living",
    ["suicide"],
    "(?:no|not any|no more) (?:reason|point)(?:(?: for me)? (?:to|in|of)| in me| of me) (?:live|living|go on|going on|stay alive|staying alive|be alive|being alive|life|keep going|keep living|be here|being here|wake up|waking up)|what is the point (?:of|in) (?:living|life|going on|being alive|being here|even trying|it all)",
    false,
  ),
  rule("not-worth-living", ["suicide"], "not worth living|(?:life|living) (?:is not|is no longer) worth (?:it|living)", false),
  rule(
    "not-want-to-live",
    ["suicide"],
    "(?:do not|does not|never|no longer) want to (?:live(?! (?:with|in|near|there|at|together|alone|on my own|somewhere|by))|be alive|exist|go on|be here anymore|be around anymore|be on this earth)",
    false,
  ),
  rule(
    "not-sure-want-to-live",
    ["suicide"],
    "(?:not sure|do not know) (?:if|whether) i (?:want to|can) (?:live|go on|keep going|keep living|be alive|survive)",
    false,
  ),
  rule(
    "cannot-go-on",
    ["suicide"],
    "can not (?:go on|keep going|keep living|carry on|live like this|do this)(?: anymore| any more| much longer| for much longer)|can not (?:keep living|go on living|carry on living)",
    false,
  ),
  rule("tired-of-living", ["suicide"], "tired of (?:living|life|being alive|existing)|done with (?:life|living|existing|this life)"),
  rule(
    "end-it",
    ["suicide"],
    "(?:want|wanted|going|ready|planning|plan|decided|about|thinking about|thought about|think about|thinking of|need) (?:to )?(?:just )?end(?:ing)? (?:it|it all|everything|things|my life)|end(?:ing)? it all",
  ),
  rule(
    "want-it-to-end",
    ["suicide"],
    "(?:want|wish|need) (?:it|it all|everything|the pain) (?:all )?to (?:end|be over|stop forever)|(?:the pain|it|everything|this) (?:to )?(?:stop|end)(?: \\.)? (?:permanently|forever|for good)",
  ),
  rule(
    "my-death",
    ["suicide"],
    "(?:plan|planning|planned|imagining|picturing|researching|googling|looking up) (?:my (?:own )?(?:death|suicide)|how to (?:die|kill myself|end it|end my life|overdose))|my (?:own )?funeral|check(?:ing|ed)? out for good",
  ),
  rule(
    "giving-away",
    ["suicide"],
    "giv(?:e|es|ing|en) away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions|pets|cat|dog|jewelry|jewellery|books|clothes)|gave away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions)",
  ),
  rule(
    "goodbye",
    ["suicide"],
    "suicide note|(?:drink|drinking|drank|starve|starving|starved|drug|drugging) (?:myself|herself|himself|themselves) to death|(?:hope|hoping|pray|praying|wish) (?:this|it|that|today|tonight) (?:is|will be) my last(?= \\.|$| birthday| christmas| new year)|goodbye (?:letters?|notes?)|(?:this is|here is) my (?:last|final) (?:message|goodbye|post|text)|goodbye (?:everyone|forever|world|cruel world)|(?:said|saying|say) my (?:final |last )?goodbyes",
  ),
  rule(
    "pills",
    ["suicide"],
    `(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected|stashing|stashed|counting|counted|lining up|lined up) (?:up |out )?(?:my |all my |some |a lot of |enough |the )?(?:[a-z]+ )?${PILLS}|${PILLS} (?:lined up|counted out|ready|in front of me|on the (?:counter|table|bed|nightstand))|(?:staring at|looking at|holding|thinking about|counting) (?:the|my|all the|all my) (?:[a-z]+ )?${PILLS}|(?:everything|all the pills|all the meds|whatever is) in the (?:medicine|bathroom) cabinet`,
  ),
  rule(
    "took-pills",
    ["suicide"],
    `(?:took|take|taking|swallowed|swallow|swallowing) (?:like |about |around |over |almost |nearly )?\\d+ (?:of )?(?:my |the |those )?(?:[a-z]+ )?(?:${PILLS}|${DRUGS})|(?:collecting|collected|saving|saved|stockpiling|hoarding|buying|bought) (?:up )?(?:razor ?blades|razors|blades)|(?:took|take|taking|swallowed|swallow|swallowing) (?:a whole|the whole|all|all of|all my|all of my|too many|a handful of|a bunch of|an entire|every|the rest of)(?: my| the)?(?: bottle of)? (?:${PILLS}|${DRUGS}|bottle)`,
  ),
  rule("overdose", ["suicide"], "overdose|overdosed|overdosing"),
  rule(
    "how-many-pills",
    ["suicide"],
    `how (?:much|many)(?: of)?(?: my| the| these)? (?:[a-z]+ )?(?:${PILLS}|${DRUGS})(?: [a-z]+){0,4}(?: to (?:die|kill|overdose|end)| it (?:take|takes))|how (?:much|many)(?: of)?(?: my| the)? (?:${PILLS}|${DRUGS}) would it take`,
  ),
  rule(
    "jump",
    ["suicide"],
    "(?:jump|jumping|jumped) (?:off|from|in front of) (?:a |the |my |this |that )?(?:[a-z]+ )?(?:bridge|building|roof|rooftop|train|cliff|balcony|window|overpass|bus|truck|tower)|(?:thinking about|thought about|think about|thinking of) (?:jumping|hanging myself|drowning myself|overdosing|crashing)",
  ),
  rule(
    "in-front-of-train",
    ["suicide"],
    "(?:step|stepping|walk|walking|throw myself|throwing myself|lie down) in front of (?:a|the) (?:train|bus|car|truck)|(?:walk|walking|walked|drive|driving|swim|swimming) (?:out )?into the (?:sea|ocean|river|lake|water|traffic)",
  ),
  rule(
    "crash-car",
    ["suicide"],
    "(?:crash|crashing|wreck|wrecking) my car (?:on purpose|deliberately)|(?:drive|driving|drove|crash|crashing|steer|steering|swerve|swerving) (?:my car |the car |myself )?(?:into|off) (?:a|the) (?:tree|wall|bridge|cliff|river|lake|truck|pole|barrier|road)|(?:drive|driving|swerve|swerving|steer|steering) (?:my car |the car )?into (?:oncoming )?traffic",
  ),
  rule(
    "methods",
    ["suicide"],
    "(?:hang|hanging|hanged|shoot|shooting|shot|drown|drowning|poison|poisoning|suffocate) (?:myself|herself|himself|themselves)|(?:noose|rope) (?:ready|around my neck|for myself|is ready)|(?:bought|buy|got|have|found|tied|made) (?:a |some )?(?:rope|noose)|bleed out|bleeding out|(?:painless|quickest|easiest|fastest|least painful) (?:way|ways|method) to (?:die|end it|kill myself|go(?= \\.|$))|painless (?:death|way to go)",
  ),
  rule("wrists", ["suicide", "self_harm"], "(?:slit|slitting|cut|cutting|slash|slashing|slice|sliced|slicing) (?:my|open my) (?:wrists?|throat)"),
  rule("slice", ["self_harm"], "(?:slice|sliced|slicing|slash|slashed|slashing|gash|gashed) (?:open )?my (?:arms?|legs?|thighs?|skin|stomach|wrists?)"),
  rule(
    "ways-to-die",
    ["suicide"],
    "ways to (?:die|kill myself|end it|end my life|commit suicide)|(?:a|have a|made a|making a) plan to (?:die|end it|kill myself|end my life|end things)",
  ),
  rule(
    "not-around",
    ["suicide"],
    "(?:will not|not going to) be (?:around|here|alive) (?:much longer|for long|for much longer|tomorrow|anymore|next week)|(?:tomorrow|tonight|by (?:tomorrow|morning|monday)|soon) i (?:will not|am not going to|will no longer) be (?:here|around|alive)(?= \\.|$)",
    false,
  ),
  rule(
    "burden",
    ["suicide"],
    "i (?:am|feel|feel like i am|feel like)(?: [a-z]+){0,2} burden(?: (?:to|on) (?:everyone|everybody|my family|them|people|you|my kids|my children|my friends|him|her|the world)|(?= \\.|$))|(?:such|just|only|nothing but) a burden",
  ),
  rule(
    "if-i-died",
    ["suicide"],
    "(?:easier|better|happier|care|notice|miss me|happen to|happen|cry|sad|relieved)(?: [a-z]+){0,6} if i (?:just )?(?:died|die|was dead|were dead|was gone|were gone|was not (?:around|here|alive)|were not (?:around|here|alive)|was no longer (?:around|here|alive)|killed myself|disappeared|vanished|ended it|ended it all|was no more)",
  ),
  rule("in-case", ["suicide", "imminent_danger"], "in case (?:something|anything) (?:happens|bad happens) to me"),
  rule(
    "cannot-survive",
    ["suicide"],
    "(?:not think|not sure|doubt) (?:that )?i (?:can|will|could) (?:survive|make it|last|go on|keep going|hold on)|can not (?:survive|make it through|last) (?:another|one more|much longer)",
    false,
  ),
  rule(
    "nothing-to-live-for",
    ["suicide"],
    "(?:nothing|no one|nobody|nothing left|no reason) (?:left )?to live for|why (?:should|would) i (?:live|keep living|stay alive|bother living)",
    false,
  ),
  rule(
    "death-wish",
    ["suicide"],
    "(?:feel like|think about|thinking about|thought about|dream about|dreaming about|fantasi[sz]e about|fantasi[sz]ing about|obsessed with|long for|longing for|pray for|praying for|wish for|wishing for) (?:dying|death|being dead|my death|not existing|not being here|killing myself|ending it)|death (?:would be|is|sounds like|seems like|feels like) (?:a |the )?(?:relief|better|easier|peaceful|the only way|the answer|my only|welcome|a gift)|rather (?:be dead|die) than (?:go back|return|live|stay|be with|let him|see him|face)|my life is over|no way out(?= \\.|$)|(?:do not|can not|no longer) see (?:the|any) point(?: (?:anymore|any more|in anything|in living|in trying|of anything|in going on))?(?= \\.|$)|can not (?:live|go on) with (?:what|this|myself|the pain|the shame)",
  ),
  rule(
    "watching-method",
    ["suicide"],
    "(?:looked at|looking at|staring at|stared at|stood on|standing on|sat on|sitting on|walked to|went to) (?:the )?(?:train tracks|railway tracks|edge of (?:the|a)(?: [a-z]+){0,2} (?:bridge|roof|cliff|building|platform|balcony|tower|car park))|(?:hold|holding|held|staring at|looking at) (?:the|a|my) (?:knife|blade|razor|gun|pills|rope)(?: [a-z]+){0,3} (?:and )?(?:think|thinking|thought) about (?:it|using it|doing it|ending it)|(?:take|taking|swallow) (?:every|each) (?:single )?pill|every pill in (?:the|this|my) house",
  ),
  rule("urge", ["self_harm"], "urges? to (?:cut|hurt myself|self harm|burn myself|die|kill myself|end it|hurt)"),
  rule(
    "no-one-would-care",
    ["suicide"],
    "(?:no one|nobody|noone) (?:would|will)(?: even)? (?:miss me|(?:care|notice) if i (?:died|was gone|were gone|was dead|were dead|disappeared|vanished|was not here|were not here|killed myself|was not around|ended it))",
    false,
  ),
  rule(
    "disappear",
    ["suicide"],
    "(?:want|wish|like) to (?:just )?(?:disappear|vanish)(?: forever| for good| and never come back| completely)|(?:stop|cease to) exist(?:ing)?|(?:want|wish) to not exist|(?:do not|never) want to exist",
  ),
  rule("except-dying", ["suicide"], "(?:except|other than|but) (?:dying|death|to die|killing myself|suicide)"),

  rule("hurt-myself", ["self_harm"], `${SELF_HARM_VERB} (?:myself|herself|themselves)`),
  rule("self-harm", ["self_harm"], "self (?:harm|harming|harmed|injury|injure|injuring|mutilation|mutilate|mutilating)"),
  rule(
    "cutting",
    ["self_harm"],
    "(?:used to|started to|start to|stopped|quit) (?:cut|cutting|self harming)(?= \\.|$| and| but| again| myself)|(?:been|started|start|keep|kept|back to|went back to) cutting(?= again| myself| my| \\.|$)|cut (?:my|into my) (?:arms?|legs?|thighs?|skin|stomach|body)|(?:i|and) cut (?:again|last night|yesterday|today|tonight|this morning|twice)",
  ),
  rule("relapse", ["self_harm"], "relapsed?(?: [a-z]+){0,2} (?:cut|cutting|burn|burning|self harm|hurt myself|hurting myself)"),
  rule("carve", ["self_harm"], "(?:carv|etch|scratch|cut|burn)[a-z]* (?:[a-z]+ ){0,3}into my (?:skin|arms?|legs?|thighs?|wrists?|stomach|body|hands?)"),
  rule("burn-skin", ["self_harm"], "(?:burn|burned|burnt|burning) (?:my|into my) (?:arms?|legs?|skin|wrists?|hands?|thighs?) (?:with|on purpose)"),
  rule(
    "on-purpose",
    ["self_harm"],
    "(?:hit|slammed|slam|banged|bang|punched|punch|burned|burnt|burn|cut|scratched|bit|hurt|bruised|smashed)(?: my| myself)(?: [a-z]+){0,5} on purpose",
  ),
  rule(
    "fresh-cuts",
    ["self_harm"],
    "(?:fresh|new|deep|bleeding) (?:cuts|wounds|burns)|(?:cuts|burns) (?:all )?(?:on|over|up|down) my (?:arms?|legs?|thighs?|wrists?|body|stomach|skin)|scars? from (?:cutting|self harm|burning myself)",
  ),
  rule(
    "until-bleed",
    ["self_harm"],
    "until (?:it|they|i|my [a-z]+) (?:bleeds?|bled|bleeding|bruised?|bruises)|(?:hit|hitting|bang|banging|banged|punch|punching|scratch|scratching|pull|pulling|bite|biting|pinch|pinching|cut|cutting|burn|burning)(?: [a-z]+){0,6} until (?:i|it) (?:feel numb|go numb|went numb|pass out|passed out|black out|blacked out|can not feel)",
  ),
  rule("punish-myself", ["self_harm"], "(?:make|made|making) myself (?:throw up|vomit|bleed|hurt|suffer)|myself (?:[a-z]+ ){0,3}as (?:a )?punishment"),
  rule("deserve-pain", ["self_harm"], "(?:deserve|need|want) to (?:hurt(?! [a-z])|suffer|be punished|feel (?:the )?pain|bleed|be in pain)"),
];
