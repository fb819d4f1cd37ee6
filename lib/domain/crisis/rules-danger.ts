import { ADVERBS, PARTNER, PERSON, PERSON_OBJECT, VICTIM, VIOLENT_VERB, WEAPON } from "./fragments";
import { rule, type CrisisRule } from "./rule";

// Danger she is in now or has been threatened with, and violence done to her. Threats count
// as imminent danger: a threat to kill is one of the strongest predictors of being killed
// (Danger Assessment, DASH, LAP; see lib/domain/assessment/risk.ts).

const NEAR_HER = `(?:the (?:driveway|parking lot|car park|parking garage|front yard|yard|porch|lobby|stairwell|hallway|front door|back door|door|window|gate)|my (?:building|work|office|job|school|car|house|apartment|flat|place|window|door|street|workplace))`;

const HARM = "(?:kill|murder|shoot|stab|strangle|choke|hurt|beat|burn)";

const LOVED_ONES =
  "(?:me|us|my (?:kids|children|son|daughter|baby|family|mother|mom|mum|dad|father|parents|sister|brother|dog|cat|pets|friends)|the (?:kids|children|baby|dog|cat))";

export const DANGER_RULES: readonly CrisisRule[] = [
  rule(
    "outside",
    ["imminent_danger"],
    `${PERSON}(?: is| was| are)?(?: (?:standing|waiting|parked|sitting|hiding|lurking|pacing|still|right|just|now|been|yelling|screaming|shouting|banging|knocking))* (?:outside|at (?:my|the|our) (?:front |back )?(?:door|window))`,
  ),
  rule(
    "across-street",
    ["imminent_danger"],
    `${PARTNER}(?: is| was)?(?: [a-z]+)? (?:parked|waiting|standing|sitting|watching) (?:across the street|down the street|across from (?:my|the|our) [a-z]+|at the end of (?:my|the|our) (?:street|road|block))`,
  ),
  rule(
    "knows-where",
    ["imminent_danger"],
    "(?:knows|found out|figured out|found|tracked down) where i (?:live|am|work|sleep|stay|moved)|found (?:me|my new (?:address|place|apartment|flat|house))(?= \\.|$| and| again)",
  ),
  rule(
    "property",
    ["imminent_danger"],
    `${PARTNER}(?: [a-z]+){0,2} (?:smashed|broke|slashed|kicked in|wrecked|destroyed|keyed|set fire to|burned) (?:my|our|the) (?:windows?|tires|tyres|car|door|windshield|windscreen|house|apartment|flat|things|stuff|belongings)|(?:poured|pouring|spilled|splashed|threw) (?:gasoline|gas|petrol|lighter fluid|acid|bleach) (?:on|in|over|around|at)|(?:gasoline|petrol|lighter fluid) (?:on|in|over|around) (?:me|the house|the hallway|the floor|my [a-z]+)`,
  ),
  rule(
    "be-back",
    ["imminent_danger"],
    "(?:he|she|they) (?:will|is going to|said he would|says he will|said she would|says she will) (?:be back|come back)(?= \\.|$| for me| tonight| later| to)|teach (?:me|you|her) a lesson|make (?:me|you|her) disappear|(?:find|catch|get|track) (?:me|us)(?: [a-z]+){0,2} and (?:kill|hurt|murder|shoot|stab|beat) (?:me|us)",
  ),
  rule(
    "door-handle",
    ["imminent_danger"],
    "trying (?:the|my|our) (?:door|door handle|doors|windows?|lock|locks)|(?:rattling|jiggling|turning|trying) the (?:door ?handle|doorknob|knob|lock)",
  ),
  rule(
    "keys",
    ["imminent_danger"],
    "(?:took|hid|taken|takes|hides|stole) (?:my|the) (?:car )?keys|(?:so|and) i (?:can not|could not) (?:leave|get out|escape|call (?:anyone|for help|the police))",
  ),
  rule(
    "near-her",
    ["imminent_danger"],
    `${PARTNER}(?: is| was| are)?(?: (?:standing|waiting|parked|sitting|hiding|lurking|pacing|still|right|just|now|here))* (?:in|at|outside|by|near|on) ${NEAR_HER}`,
  ),
  rule(
    "intruder",
    ["imminent_danger"],
    "(?:someone|somebody|a man|a guy|a stranger|an intruder|a person) (?:is )?(?:in|inside|breaking into|trying to get into) (?:my|the|our) (?:house|home|apartment|flat|room|bedroom|yard|car)|there is (?:someone|somebody|a man|a guy|a stranger|an intruder) (?:in (?:my|the|our) (?:house|home|flat|apartment|room|bedroom|garden|yard|car)|inside|outside|at (?:my|the|our) (?:door|front door|back door|window|windows|gate)|breaking)",
  ),
  rule(
    "at-the-door",
    ["imminent_danger"],
    "(?:banging|pounding|kicking|hammering|knocking) on (?:the|my|our) (?:front |back |bedroom |bathroom )?(?:door|window)|(?:punching|kicking|smashing|booting|headbutting) (?:the|my|our) (?:front |back |bedroom |bathroom )?(?:door|doors|window)(?= \\.|$| and| in| down| screaming| shouting)",
  ),
  rule(
    "break-in",
    ["imminent_danger"],
    "(?:break|breaking|broke|broken|bust|busting|kick|kicking|kicked) (?:in|down|through) (?:the |my |our )?(?:front |back )?(?:door|window)|(?:kicked|kicks|kicking|broke|breaking|smashed|smashing|busted) (?:the |my |our )?(?:front |back )?(?:door|window|doors)(?: [a-z]+)? (?:in|down|open)|(?:broke|breaks|breaking|break) in(?:to (?:my|the|our) (?:house|home|apartment|flat|place|room))?|trying to (?:get|break|come|force his way) in(?:to)?|forc(?:ed|es|ing) (?:his|their|her) way in(?:to)?",
  ),
  rule(
    "weapon",
    ["imminent_danger"],
    `(?:has|had|have|got|with|holding|holds|held|pulled|pulled out|pointing|pointed|grabbed|waving|waved|brought|carrying|carries|bought|loading|loaded|cleaning|cleaned|took out|got out|showed me|showing me|reached for|went for|getting|sharpening) (?:a|his|the|my|an|another|her) ${WEAPON}|${WEAPON} (?:to|at|against) my (?:head|throat|neck|chest|face)|(?:pointed|aimed|pointing|aiming) (?:a |his |the )?${WEAPON} at (?:me|us)`,
  ),
  // Hers is a figure of speech ("I'm going to kill my brother"): the subject must be someone else.
  {
    ...rule(
      "threat-to-kill",
      ["imminent_danger"],
      `(?:going to|will|would|about to|threatened to|threatens to|threatening to|wants to|want to|swore to|promised to|coming to) ${HARM} ${LOVED_ONES}`,
    ),
    subjects: ["other", "none"],
  },
  rule(
    "threatens",
    ["imminent_danger"],
    "(?:burn|set fire to|torch) (?:the|my|our) (?:house|home|apartment|flat|place)(?: down)? with (?:me|us|the kids|my kids) in(?:side)? it|(?:will not|not going to|never) live to see|threat(?:en|ens|ened|ening) to (?:slit|cut) my throat|threat(?:en|ens|ened|ening) (?:to )?(?:burn|kill|hurt|shoot|stab|beat|strangle|choke|kidnap|take the kids|take my kids|take the baby|take my baby|run me over|throw acid|disfigure|break my|smash my|end my)|threat(?:en|ens|ened|ening) me with (?:a|an|his|the) (?!(?:divorce|court|lawyer|solicitor|eviction|police|custody|fine|bill|letter|text|email|breakup|disciplinary|warning|review|complaint)(?![a-z]))[a-z]+|threat(?:en|ens|ened|ening) me with (?:a |an |the |his |her )?(?:bat|knife|gun|hammer|weapon|belt|bottle|fist|axe|crowbar|pipe|stick|acid|violence|death)|threat(?:ened|ens|ening)? my life",
  ),
  rule(
    "threat-dead",
    ["imminent_danger"],
    "(?:i will|i would|i am going to|you will|you would) be dead (?:if|when|before|by)|you are (?:dead|so dead|going to die|a dead woman|dead meat)(?! to me)|(?:i will|i am going to|i would) (?:kill|murder|end|finish|hurt|shoot|stab|strangle) you|(?:i|you) (?:will|are going to|am going to) pay(?= \\.|$)|make (?:me|you) pay|you will regret (?:this|it)",
  ),
  rule(
    "never-see-kids",
    ["imminent_danger"],
    "never see (?:them|my kids|my children|the kids|my son|my daughter|my baby) again|(?:kidnap|kidnapped|abduct|abducted|snatched) (?:my|the|our) (?:kids|children|baby|son|daughter)",
  ),
  rule(
    "coming-for-me",
    ["imminent_danger"],
    "(?:coming|come|comes|came) (?:back )?(?:for|after|to get) me|(?:come|coming|comes) back (?:to|and) (?:finish|get|hurt|kill)|finish (?:what he started|what she started|the job|me off)|on (?:his|her|their) way (?:here|over|back)",
  ),
  rule(
    "last-night",
    ["imminent_danger"],
    "(?:tonight|today|this) is (?:my|your) last (?:night|day)(?= \\.|$)|(?:will|is going to) be (?:my|your) last (?:night|day)(?= \\.|$)|(?:my|your) last breath",
  ),
  rule(
    "showed-up",
    ["imminent_danger"],
    `${PARTNER}(?: just| suddenly)? (?:showed up|turned up|appeared) (?:at|outside) ${NEAR_HER}(?: [a-z]+){0,3} and (?:will not|refuses to|would not) (?:leave|go away|go)|${PARTNER} (?:just|suddenly) (?:showed up|turned up|appeared) (?:at|outside)|${PARTNER} is still (?:here|there|in the house|outside|home)(?= \\.|$)`,
  ),
  rule(
    "cut-off",
    ["imminent_danger"],
    `cut (?:the|my) (?:phone line|phone lines|phone cord|power|brake lines|brakes)|${PARTNER}(?: [a-z]+){0,5} (?:took|smashed|broke|destroyed|hid|threw) (?:my|away my) phone(?! charger| cable| case| bill| contract)|${PARTNER}(?: just| is| has)? locked (?:all )?(?:the|my|our) doors|(?:will not|would not|refuses to|refused to) (?:give me|let me have) (?:back )?my (?:phone|keys|car keys|passport)|(?:put|hid|found|placed) (?:a|an) (?:tracker|tracking device|gps tracker|airtag) (?:on|in|under) my`,
  ),
  rule(
    "circling",
    ["imminent_danger"],
    `${PARTNER}(?: [a-z]+){0,2} (?:driving|drove|drives|walking|circling|parked|sitting|watching) (?:past|by|around|outside|in front of|near) ${NEAR_HER}|watching (?:the|my|our) (?:house|home|apartment|flat|place|window|windows)|(?:driving|drove|drives|circling) (?:past|by|around) (?:my|our|the) (?:house|home|apartment|flat|place|building)`,
  ),
  rule(
    "looking-for-me",
    ["imminent_danger"],
    `${PARTNER}(?: is| are| was)?(?: out| still| probably| now| driving around)? (?:looking|searching|hunting) for (?:me|us)`,
  ),
  rule(
    "hiding",
    ["imminent_danger"],
    `hiding (?:from ${PERSON_OBJECT}|in (?:the|a|my) (?:closet|bathroom|bedroom|basement|car|attic|wardrobe|cupboard|garage|shed))`,
  ),
  rule(
    "locked-in",
    ["imminent_danger"],
    "(?:locked|trapped|barricaded) (?:me |myself |us )?(?:in|inside|into)(?! (?:a |this |my )?(?:job|contract|relationship|marriage|lease|cycle|loop))|with the door locked|barricaded",
  ),
  rule(
    "wont-let-me-leave",
    ["imminent_danger"],
    "(?:will not|would not|does not|did not|can not) let me (?:leave|go|out|escape|get out|take my (?:insulin|meds|medication|medicine|pills|inhaler)|have my (?:insulin|meds|medication|medicine|pills|inhaler)|see a doctor|go to (?:the )?(?:hospital|doctor|a and e)|call (?:for help|an ambulance|the police|911|999))|(?:keeping|kept|keeps|holding) me (?:here |there |inside )?against my will",
    false,
  ),
  rule(
    "not-safe",
    ["imminent_danger"],
    "(?:i|we|me|my kids|the kids) (?:am|are|do|does|feel|is)?(?: not| never)(?: feel| feeling)? safe|(?:i|we) (?:am |are |feel )?(?:so |really |very )?unsafe|(?:i am|we are|i might be|my kids are|i am in) in danger",
    false,
  ),
  rule(
    "get-out-now",
    ["imminent_danger"],
    "(?:need|have|got) to (?:get out|escape|run)(?: of here| of the house| of this house)? (?:now|right now|tonight|asap)|get me out(?: of here)?",
  ),
  rule(
    "call-police",
    ["imminent_danger"],
    "(?:please|someone|somebody|can you|could you|you need to|i need you to) (?:call|get|send) (?:me )?(?:the police|the cops|911|an ambulance|help|someone|somebody)(?! with| for my| on| to (?:write|find|understand))|(?:call|get|send) (?:the police|the cops|911|an ambulance|help) (?:for me|now|right now|asap|please)",
  ),
  rule(
    "help-now",
    ["imminent_danger"],
    "^(?:please )?(?:help|help me|help us|someone help|somebody help|help please|please help me|i need help now|sos)(?: please| now| asap| me)?(?: \\.)?$",
  ),
  rule(
    "he-is-here",
    ["imminent_danger"],
    `${PARTNER} is (?:here|home|back)(?: now| again)?(?: \\.)? (?:i (?:have|need|got) to go|got to go|can not talk)|(?:^|\\. |help )(?:he|she|they) (?:is|are) (?:here|back)(?: now| again)?(?: \\.)?$`,
  ),
  rule(
    "smashing",
    ["imminent_danger"],
    "(?:smashing|breaking|throwing|destroying|trashing|wrecking|punching holes in)(?: up)? (?:things|everything|stuff|the walls|the furniture|the door|the tv|(?:the|my|our) (?:kitchen|house|flat|place|room|bedroom|living room|furniture|plates|dishes|doors?|walls?|windows?|tv))",
  ),
  rule(
    "following",
    ["imminent_danger"],
    "(?:is|are) (?:following|chasing|tailing) me|(?:following|chasing) me (?:home|right now|now|in (?:his|a|the) car|down the street|from|to my|around)|(?:man|guy|someone|somebody|car|stranger|he|she|they|ex) (?:is |keeps |has been |been |was |that is |that has |who is |who has )?(?:following|chasing|tailing|followed|chased) me",
  ),
  rule("scared-for-life", ["imminent_danger"], "(?:scared|afraid|terrified) (?:for my life|he will kill me|he is going to kill me)"),
  rule(
    "attack-now",
    ["imminent_danger", "violence"],
    `${PERSON} (?:is|are|keeps) (?:hitting|beating|choking|strangling|attacking|hurting|kicking|punching|stabbing|raping|killing) (?:me|us)|(?:hitting|beating|choking|strangling|attacking|hurting|kicking|punching) me (?:right now|now|as we speak)`,
  ),
];

export const VIOLENCE_RULES: readonly CrisisRule[] = [
  rule("person-hurts", ["violence"], `${PERSON}${ADVERBS} ${VIOLENT_VERB} ${VICTIM}`),
  rule("person-and-hurts", ["violence"], `${PERSON}(?: [a-z]+){1,8} (?:and|then|and then) ${VIOLENT_VERB} ${VICTIM}`),
  rule(
    "person-breaks",
    ["violence"],
    `${PERSON}${ADVERBS} (?:broke|fractured|cracked|dislocated|split|busted|sprained|bloodied) my (?:wrist|arm|nose|jaw|ribs?|fingers?|leg|lip|tooth|teeth|collarbone|hand|eye|skull|cheekbone|shoulder)`,
  ),
  rule(
    "passive-strong",
    ["violence"],
    "(?:i was|i got|i have been|i had been|i am being|i keep getting|got|been|was) (?:beaten|beat up|choked|strangled|raped|sexually assaulted|assaulted|molested|stabbed|shot)",
  ),
  rule(
    "passive-by",
    ["violence"],
    `(?:hit|kicked|punched|slapped|pushed|shoved|attacked|smacked|groped|burned|bitten|grabbed) by ${PERSON_OBJECT}|(?:i|i have|i had) (?:got|get|been|was) (?:hit|slapped|punched|kicked|beaten|choked|hurt|smacked) again`,
  ),
  rule(
    "beat-out-of",
    ["violence"],
    "beat (?:the [a-z]+|the living daylights|the hell|the life|seven bells) out of (?:me|us)|(?:run|ran|running|runs) me (?:over|off the road|down)|tried to run (?:me|us) (?:over|down|off)",
  ),
  rule(
    "rape",
    ["violence"],
    "rape|raped|raping|rapist|sexual(?:ly)? (?:assault|assaulted|abuse|abused)|forc(?:e|es|ed|ing) (?:himself|herself) (?:on|onto) me|forced (?:himself|herself|a kiss|kisses|his lips|his tongue|his hands) on me|forced me to (?:have sex|do sexual|sleep with|kiss|touch|perform|undress|watch porn)|made me have sex|kissed me against my will|(?:without|against) my (?:consent|will)",
  ),
  rule(
    "touching",
    ["violence"],
    "(?:touch|touches|touched|touching|fondle|fondles|fondled|fondling) (?:me|my (?:body|breasts?|chest|privates?|private parts|butt|bum|crotch|thighs?)) (?:when|while|at night|in my sleep|inappropriately|sexually|down there|under|without)|(?:stepdad|step dad|stepfather|dad|father|uncle|stepbrother|brother|grandpa|grandfather|cousin) (?:touches|touched|touching|fondles|fondled|molests) me|fondled|fondling",
  ),
  rule(
    "neck",
    ["violence"],
    "(?:hands?|fingers|arms?) (?:around|round|on|against|over) my (?:neck|throat|mouth)|(?:grabbed|squeezed|held|gripped|squeezing) (?:me by )?(?:my|the) (?:neck|throat)",
  ),
  rule("strangled", ["violence"], "(?:choked|strangled|suffocated|smothered) (?:me|her)|tried to (?:choke|strangle|suffocate|smother|drown) me"),
  rule("hand-on-me", ["violence"], "(?:laid|lay|put|puts|laying|putting) (?:a |his |her )?hands? on me|(?:held|pinned) me down"),
  rule(
    "smother",
    ["violence"],
    "(?:pillow|hand|hands|bag|plastic bag|blanket|towel|cushion) (?:over|on|against) my (?:face|mouth|nose|head)|(?:held|put|pushed|shoved|forced) my head under(?: the)? water|throttl(?:e|ed|es|ing) (?:me|her)",
  ),
  rule("cornered", ["violence"], "cornered me(?: [a-z]+){0,4} (?:and|then) (?:touched|grabbed|groped|kissed|forced|hit|pushed|held)"),
  rule("spat", ["violence"], "(?:spat|spit|spits) (?:in|on|at) (?:me|my face)"),
  rule(
    "injuries",
    ["violence"],
    `(?:bruises?|a black eye|black eyes|marks|welts|a split lip|broken (?:rib|ribs|nose|arm|wrist|jaw)) (?:all over )?(?:from|because of) ${PERSON_OBJECT}|${PERSON} (?:left|gave me) (?:bruises|a black eye|marks|a split lip)`,
  ),
  rule(
    "thrown-at",
    ["violence"],
    "(?:threw|throws|throwing|thrown|poured|splashed) (?:a |an |the |his |her |my |some )?(?:[a-z]+ ){0,2}(?:at|on|over) (?:me|my (?:head|face|body|arms?|legs?))",
  ),
  rule(
    "holes-in-wall",
    ["violence"],
    "(?:punch|punched|punches|punching|kicked|smashed) (?:a hole|holes) in (?:the|my|our) (?:wall|door)|(?:punched|kicked|smashed|hit) (?:the )?walls? (?:next to|beside|by|near|right next to) (?:me|my (?:head|face))",
  ),
];
