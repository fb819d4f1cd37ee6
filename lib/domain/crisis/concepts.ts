// Concept classes: the words that carry one idea, whatever the sentence around them. The
// combined rules (rules-near-self.ts, rules-near-danger.ts) join them by proximity inside one
// clause ("he" ... "will" ... "finish" ... "me"), so a sentence nobody wrote down before still
// meets a rule as long as its pieces are the usual ones. Written against normalised text
// (normalise.ts): lower case, single spaces, contractions spelled out, clause breaks as " . ".

/** Up to n words, never across a clause break (" . ") or a blanked hard negative (" | "). */
export const gap = (n: number) => `(?: [a-z0-9]+){0,${n}}`;

/** Up to n words, none of them a denial: "he will find me and kill me", not "he would never hurt me". */
export const freeGap = (n: number) => `(?: (?!(?:not|never|no|nobody|anyone|nothing)(?![a-z0-9]))[a-z0-9]+){0,${n}}`;

/** Some words from a small set of fillers (never a person, never a break). */
export const fillers = (set: string, n: number) => `(?: (?:${set})){0,${n}}`;

// ---- Ending one's own life ----------------------------------------------------------------

/** Wanting: after these, a word for being dead means one thing. */
export const DESIRE =
  "(?:want|wants|wanted|wanting|wish|wishes|wished|wishing|ready|decided|planning|plan|plans|planned|need|needs|longing|hope|hoping|tempted|craving|would like|would love|would be (?:so |really )?(?:nice|good|easier|easy|lovely|a relief|peaceful|better) to)";

/** Thinking of or heading towards an act. */
export const CONTEMPLATE =
  "(?:thinking about|thinking of|think about|think of|thought about|thought of|keep thinking about|considering|considered|imagining|imagine|imagined|picturing|dreaming about|fantasi[sz]ing about|obsessing over|going to|gonna|about to|will|might|could just|tried to|try to|trying to|attempted to|close to|came close to|nearly)";

/** Being dead, said plainly or softly. Only ever read after a wish (DESIRE). */
export const DEAD_STATE =
  "(?:die(?! for| of| from| laughing| a little| inside| alone| my| her| his| happy| old| young| trying)|be dead(?! tired| on| meat| serious| set)|not (?:exist|be (?:here|alive)(?: anymore)?|wake up|be born)|never wake up|disappear (?:forever|for good|and never come back|completely)|be gone (?:forever|for good)|sleep forever|fall asleep forever|(?:go to sleep|fall asleep|sleep) and stay (?:asleep|that way|there)|stay asleep forever|stop (?:breathing|existing|living)|fade away(?= \\.|$| forever)|leave this (?:world|earth|life)|(?:be|go) with (?:my )?(?:grandma|grandmother|nan|nana|gran|granny|mum|mom|mother|dad|father|grandad|grandpa|baby|son|daughter|brother|sister)(?: again)? (?:up )?(?:in heaven|there|wherever (?:he|she) is|on the other side)|rest forever|be at peace forever|waste away|starve to death)";

/** Being dead, in the "-ing" forms that follow "thinking of". */
export const DEAD_ING =
  "(?:(?:just )?(?:not|never) waking up|my (?:own )?(?:death|funeral|suicide)|dying(?! to| of| laughing| my)|being dead|not existing|not being (?:here|alive)|disappearing forever|going to sleep forever|falling asleep forever|stopping breathing|not coming (?:home|back)(?= \\.|$| ever| again)|letting go(?= \\.|$| forever| for good| of (?:everything|life|it all)))";

/** Acts of ending one's life, in the forms that follow "thinking about" or "going to". */
export const SELF_ACT =
  "(?:end(?:ing)? (?:it|it all|everything|things|my life|the pain|my pain|my suffering)(?! with| between| off| for)|kill(?:ing)? myself|tak(?:e|ing) my (?:own )?life|overdos(?:e|ing)|jump(?:ing)?(?= \\.|$| tonight| again)|jump(?:ing)? (?:off|from|in front of|out of)(?: a| the| my| this| that)?(?: [a-z]+)? (?:bridge|building|roof|rooftop|balcony|window|cliff|overpass|car park|tower|train|platform|ledge)|hang(?:ing)? (?:myself|herself|himself|themselves)|drown(?:ing)? (?:myself|herself|himself|themselves)|slit(?:ting)? my|cut(?:ting)? my (?:wrists?|throat)|swallow(?:ing)? (?:all|everything|them all|the lot|the whole|every)|(?:tak(?:e|ing)|swallow(?:ing)?) (?:all|every|the whole|the lot|them all|a whole|an entire)(?: packet| bottle| box| pack| strip| load| tub)?(?: of)?(?: my| the| those| these)?(?: [a-z]+)? (?:pills|tablets|meds|medication|painkillers|insulin|paracetamol)|driv(?:e|ing) (?:my car |the car )?(?:into|off) (?:a |the )?(?:wall|tree|bridge|river|lake|sea|cliff|barrier|truck|lorry|oncoming traffic|traffic|pole|motorway)|crash(?:ing)? (?:the|my) car|step(?:ping)? in front of (?:a|the) (?:train|bus|car|lorry|truck)|walk(?:ing)? into the (?:sea|ocean|river|lake|traffic)|go(?:ing)? under(?: the water)? and (?:just )?(?:stay|staying|not come|never come)|not com(?:e|ing) (?:back )?up|never com(?:e|ing) (?:back )?up|us(?:e|ing) (?:it|them|the [a-z]+) on myself)";

/** The means, named as things she has to hand. */
export const MEANS = "(?:rope|noose|pills|tablets|meds|painkillers|sleeping pills|insulin|blades?|razors?|gun|rifle|shotgun|bridge|ledge|tracks|cliff|roof)";

// ---- Harming oneself ----------------------------------------------------------------------

/** Any part of her body, as the object of a blow: "kicked my pregnant belly". */
export const BODY_ANY =
  "(?:belly|bump|ribs?|legs?|back|face|head|eyes?|nose|mouth|jaw|lips?|teeth|tooth|hair|neck|throat|chest|breasts?|stomach|arms?|wrists?|hands?|fingers?|feet|foot|knees?|shoulders?|side|body|skull|cheek|spine|kidneys?)";

/** The body where self-harm is usually done. */
export const BODY = "(?:arms?|wrists?|thighs?|legs?|stomach|skin|hips?|ankles?|belly|forearms?|chest)";

/** Tools of self-harm. */
export const SH_TOOL = "(?:razors?|razor blades?|blades?|scissors|sharpener|compass|broken glass|glass|shard|box cutter|lighter|knife)";

/** What comes of hurting oneself, after "until": "until it bleeds", "till I see stars". */
export const INJURY_OUTCOME =
  "(?:bleeds?|bled|bleeding|split|splits|bruised?|bruises|broke|break|breaks|swells?|swelled|swollen|scars?|see stars|saw stars|seeing stars|pass out|passed out|black out|blacked out|go numb|went numb|feel numb|felt numb|can not feel|could not feel|bald (?:patches|spots)|red raw|raw|(?:it is |its |it was |they are |it goes )?(?:purple|black and blue|blue|numb)(?= \\.|$))";

// ---- Danger from someone ------------------------------------------------------------------

/** Speech that reports what he said or sent. */
export const REPORT =
  "(?:said|says|saying|told me|tells me|telling me|told|tells|texted|texts|texted me|messaged|messaged me|wrote|warned|warns|warned me|screamed|shouted|yelled|whispered|swore|keeps saying|kept saying|keeps telling me|kept telling me|threatened|threatens|promised|sent me a (?:message|text|voice note|voicemail))";

/** A threat's "will": after it, a harm verb with her as its object is a threat. */
export const MODAL =
  "(?:will|would|is going to|was going to|are going to|were going to|going to|gonna|about to|threatened to|threatens to|threatening to|swore to|swore he would|promised to|wants to|wanted to|plans to|planning to|is coming to|coming to|tried to|tries to|try to|might|could)";

/** Harm done to a person, as it follows "will" or "threatened to". */
export const HARM =
  "(?:kill|murder|finish|end|shoot|stab|strangle|choke|hurt|beat|bash|batter|burn|cut|slit|slash|bury|drown|rape|hit|punch|kick|torture|disfigure|maim|gut|slice|skin|butcher|poison|smother|suffocate|throttle|behead|cripple|kidnap|get rid of|do something to|do something bad to|take (?:me|us) out|wipe (?:me|us) out|throw acid (?:at|in|on|over)|throw (?:acid|bleach|petrol|gasoline|boiling water) (?:at|in|on|over))";

/** Harm that names its victim inside the phrase: "put me in the ground", "make me disappear". */
export const HARM_WHOLE =
  "(?:put (?:me|us|you) (?:in|into|under) (?:the ground|a box|a coffin|a grave|a body bag|hospital|the hospital|a wheelchair|the river)|put (?:me|us|you) six feet under|wipe (?:me|us|you) out|make (?:me|us|you) (?:disappear|vanish|pay|suffer|bleed)|run (?:me|us|you) (?:over|off the road|down)|end my life|end your life|take my life|take your life|bury (?:me|us|you)|burn (?:the house|the flat|the place) down with (?:me|us|you)|(?:throw|push|shove) (?:me|us|you) (?:off|out of|down|from|over) (?:the|a|my)|(?:set fire to|torch|burn down|petrol bomb) (?:the|my|our) (?:house|flat|home|place|car)|set (?:the|my|our) (?:house|flat|home|place|car) on fire|burn (?:the|my|our) (?:house|flat|home|place) down|do the same(?: thing)? to (?:me|us|you)|make it look like (?:an accident|a suicide|i did it|i killed myself|you killed yourself)|come (?:and|to) get (?:me|you)(?= \\.|$| and i know)|(?:burn|set fire to) (?:it|the [a-z]+|my [a-z]+|our [a-z]+)(?: down)? with (?:me|us|you|the kids)(?: in it| inside)?|take (?:me|us|the kids|us all|all of us|the whole family|the kids and me)(?: all)?(?: down)? with (?:him|her)|use (?:the|a|his|my) (?:gun|knife|knives|rifle|shotgun|machete|axe|hammer|bat|baseball bat|belt|acid)(?: on (?:me|us|you))?)";

/** Who a threat falls on. */
export const TARGET =
  "(?:me|us|you|(?:my|our|your|the) (?:kids?|children|son|daughter|babies|baby|family|mother|mom|mum|dad|father|parents|sister|brother|dog|cat|pets?|face|body|legs|arms|neck|throat)|(?:us|you) both|both of us|all of us)";

/** What a threat is made with, or what she fears he has. */
export const WEAPON_WORD =
  "(?:gun|guns|knife|knives|weapon|pistol|rifle|shotgun|firearm|machete|handgun|baseball bat|axe|crowbar|hammer|acid|petrol can|tire iron|taser)";

/** A place he is at when he is too close: her home, her door, her stop, her work. */
export const HER_PLACE =
  "(?:(?:my|our|her|my [a-z]+s|my [a-z]+ [a-z]+s) (?:house|home|flat|apartment|place|building|street|road|door|front door|back door|window|windows|car|work|office|school|stop|bus stop|gate|garden|driveway|drive))";
