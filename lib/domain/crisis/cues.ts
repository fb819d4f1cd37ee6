import { words } from "./fragments";
import { isNegated } from "./negation";
import type { CrisisCategory } from "./types";

// Weak cues, read over the whole message. Alone, none of them is crisis language ("I've
// decided", "sorry for everything", "there's a blade in my bag", "40 days clean"); two from
// different families in one message are: a goodbye with a settled calm, hopelessness with a
// plan, a burden with the arrangements made, a tool of self-harm with blood. Farewells rarely
// use the words a phrase list expects, but they are built from these pieces.

interface Cue {
  family: string;
  pattern: RegExp;
}

const cue = (family: string, source: string): Cue => ({ family, pattern: words(source) });

/** End of a clause: a resolve or a plan with nothing after it is what makes it ominous. */
const END = "(?= \\.|$| \\|)";

const SUICIDE_CUES: readonly Cue[] = [
  cue(
    "hopeless",
    "(?:do not|can not) (?:want to )?(?:fight|keep fighting|try|keep trying) (?:anymore|any more)(?= \\.|$)|(?:do not|can not|no longer) see (?:a|any) (?:future|way out|way forward|end to (?:this|it))|no (?:future|way out|hope)(?= \\.|$| for me| anymore| left| of (?:this|it|here))|(?:i am )?done (?:fighting|trying|with (?:life|everything|it all|living))(?= \\.|$)|nothing (?:left|to look forward to)(?= \\.|$| for me)|(?:i am|i feel) (?:so |completely |totally )?(?:hopeless|worthless|empty inside)|can not (?:do|take|handle|cope with) (?:this|it|any of this|anything)(?: anymore| any more| much longer)|i give up|giving up on (?:everything|life|myself)|given up on (?:everything|life|myself)|(?:it|things|this|nothing) (?:will never|is never going to|never) (?:get better|change|end|stop)|(?:i am|i feel) (?:so |just |completely )?(?:done|finished)(?= \\.|$)|what is the point(?= \\.|$)|no point(?= \\.|$| anymore| in anything| trying)|(?:so )?tired of (?:everything|fighting|trying|it all|being me|being alive|existing)|(?:how much longer|how long) i can (?:keep going|do this|go on|hold on)|(?:can not|do not know how to) keep (?:going|doing this|fighting|pretending|living like this|carrying (?:this|it))|no (?:version of the )?future (?:where|in which) (?:it|this|the pain) (?:stops|ends|gets better)|tired of (?:this life|life)(?= \\.|$| ne| now)|why (?:should|would) i (?:keep going|go on|carry on|bother)|why i (?:should|would) (?:keep going|go on|carry on|bother|stay)|nothing (?:left )?to give|(?:what is )?the point (?:of|in) me",
  ),
  cue(
    "burden",
    "burden|(?:she|he|they|everyone|the kids) (?:will|would) be (?:ok|okay|fine|alright|all right)(?= \\.|$| without me| she has| he has| they have)|better off (?:without me|with (?:[a-z]+ ){1,4}than (?:with )?me|if i (?:was|were) (?:gone|dead|not here|not around))|(?:would|will) (?:be )?(?:relieved|happier|better|fine|okay|ok) (?:without me|if i (?:was|were|am) (?:gone|dead|not here|not around|not there))|(?:nobody|everyone) (?:would|will)(?: even)? (?:notice|care|miss me)|(?:i am|i feel) (?:a waste of space|in everyones way|a mistake)|deserve (?:a )?better (?:mum|mom|mother|wife|daughter|sister|friend|partner) than me|(?:look after|take care of|care for|love|raise) (?:him|her|them|it|the kids|my kids) better than (?:me|i (?:can|could|do|ever did))|(?:everyone|they|my family|my kids|the kids|he) (?:would|will) (?:cope|be fine|be okay|be ok|manage|move on)(?= \\.|$| without me| when i am gone)",
  ),
  cue(
    "resolve",
    `i (?:have |had )?(?:decided|made up my mind|made my decision|made a decision)${END}|(?:made|have|got|making) a plan(?= \\.|$| \\|| and)|the date is set|i have (?:picked|chosen|set) (?:a|the) date${END}|(?:made|have|got|making) a plan for (?:tonight|tomorrow|this weekend|the weekend|[a-z]+day)${END}|(?:got|have|had) it (?:all )?(?:worked out|figured out|planned)${END}|(?:i am|i feel|feels?) (?:finally |so )?ready(?: finally| now)?${END}|(?:tonight|today|this) (?:feels like|could be|might be) the (?:night|day|time)|(?:it is|maybe it is) time${END}|ready to go(?: now)?${END}|(?:ready|want|going) to (?:stop|give up|let go)(?= \\.|$| now| for good| forever)|(?:tonight|today|this weekend|tomorrow) is the (?:night|day)(?: i think| i reckon| i guess| maybe)?${END}|no going back|i know what i (?:have|need) to do${END}|going to do it (?:tonight|tomorrow|soon|this weekend)|go through with it|(?:it will|it is going to) (?:all )?be over (?:soon|tonight|tomorrow)`,
  ),
  cue(
    "calm",
    `now i can (?:finally )?(?:rest|go|sleep|be at peace|be free)${END}|(?:i am|i feel|feels?|i have been|it feels) (?:so |finally |strangely |weirdly |really )?(?:calm|at peace|peaceful|settled)(?: finally| now| about it| with it| with my decision)?${END}|(?:calm|at peace|peaceful|lighter|relieved) (?:now )?(?:that|since) i (?:have )?(?:decided|made up my mind|made my decision|know what to do)|made (?:my )?peace with (?:god|allah|it|everything|everyone|my decision|the world)`,
  ),
  cue(
    "farewell",
    `sorry for everything|(?:said|say|saying|told) sorry to (?:everyone|everybody|all of them|my [a-z]+)|(?:wrote|writing|written) sorry to (?:everyone|everybody|all of them|my [a-z]+|[a-z]+)|apologi[sz]ed to (?:everyone|everybody)|forgive me${END}|forgive me for everything|thank you for everything|thanks for everything|goodbye|(?:tell|let) (?:my |her |him )?[a-z]+(?: and [a-z]+)? (?:that |know )?i love (?:her|him|them|you)|i love you all${END}|(?:wanted|want|just wanted) to say (?:thanks|thank you|goodbye|sorry)|(?:to|and) say sorry(?= \\.|$| to| for)|(?:asked|ask|asking) everyone to forgive me|(?:my )?last (?:ramadan|christmas|birthday|easter|diwali|eid|summer)(?= \\.|$| because| with)|(?:recorded|wrote|scheduled|left|made) (?:a |some )?(?:voice notes?|messages?|videos?|notes?|letters?) (?:[a-z]+ ){0,6}saying (?:sorry|goodbye)|(?:texted|told|messaged|called|rang|wrote to|sent) (?:all )?(?:my [a-z]+|everyone|everybody|them|her|him) (?:a message )?(?:that |saying )?i love (?:them|her|him|you)|thank you for (?:being (?:so )?(?:kind|there|good)(?: to me)?|everything you have done)|you (?:were|have been) (?:so |always |really )?(?:kind|good) to me(?= \\.|$)`,
  ),
  cue(
    "finality",
    "(?:will|is going to|would|might) need (?:them|it|this|those|these) (?:after|when i am gone|once i am gone)(?= \\.|$)|(?:so|that) nobody (?:has|will have|needs|will need|gets|will get|is|will be) (?:to )?(?:[a-z]+ ){0,4}(?:after|afterwards|when i am gone|once i am gone)(?= \\.|$)|(?:once|after) i am (?:gone|dead|not here|not around)(?= \\.|$)|(?:i am )?not needed (?:here )?(?:anymore|any more)(?= \\.|$)|(?:and )?(?:not|never) (?:come|coming|go|going) (?:back|home)(?= \\.|$)|(?:will not|never) (?:hear from|see|talk to) me again|(?:will not|not) be (?:hearing|seeing) (?:from )?me again|last time (?:i will|i am going to|you will|i) (?:write|talk|message|speak|see|hear)|(?:this is|this will be) (?:my|the) last (?:message|time)|(?:turning|switching|turn|switch) (?:my )?phone off (?:after this|now|for good|forever)|if i am not (?:on )?(?:here|around|online|alive) (?:tomorrow|in the morning|next week|after tonight)|for the last time(?= \\.|$)|when i am (?:gone|dead|not here|no longer here|not around)(?: anymore| any more)?(?= \\.|$)|so (?:my [a-z]+|they|he|she|someone|somebody) can sort (?:everything|it all|things|it) out after(?= \\.|$)|(?:since|because|as|cause) i (?:will not|am not going to|would not) be (?:there|here|around) to|(?:she|he|they|you) will need (?:it|them|this|that) after(?= \\.|$)|by (?:then|the time (?:you|they) (?:read|get|see|hear) (?:this|it)) (?:it will be|i will be|it is|i am) (?:all )?(?:finished|over|done|gone|dead)|(?:will not|do not) need (?:this|the app|it|you|anything|anyone|help|this app) (?:after|beyond|past) (?:tonight|today|tomorrow|this weekend)|(?:will not|not going to) be (?:a (?:problem|burden|bother)|in (?:anyones|your|the) way|around|here)(?: for (?:anyone|you|long))? (?:much longer|for much longer|for long|soon)|(?:do not|not) think i (?:will|would|am going to|can) (?:be (?:here|around|alive)|make it|last|survive|see (?:next|tomorrow|the morning|christmas|another))",
  ),
  cue(
    "legacy",
    "(?:gave|given|giving|sent|wrote down|writing down|written down|write down|left) (?:my [a-z]+ |her |him )?(?:my |the |all my )?(?:passcodes?|passwords?|pins?|bank details|account details|logins?)|(?:wrote|written|writing|write|left|leaving) (?:a |some )?(?:letters?|notes?|envelopes?|cards?) (?:to|for) (?:my|everyone|all|each|[a-z]+ on the (?:table|kitchen table|bed|pillow|side))|who (?:gets|will get|should get|has|is having) what|(?:deleted|deleting|wiped|wiping) (?:all )?(?:my )?(?:socials|social media|accounts|phone|messages|photos)(?= \\.|$| and)|(?:gave|giving|give|given) (?:away )?my (?:cat|dog|pets?|things|stuff|belongings|jewellery|jewelry|clothes|books|plants) (?:away|to)|who (?:gets|will get|should get|is getting) my (?:things|stuff|belongings|money|cat|dog)|(?:sorted|sorting|put|putting) (?:out )?my affairs|(?:closed|closing|close|cancelled|canceled|cancelling|cancel) (?:all )?my (?:bank )?(?:accounts?|contracts?|phone contract|policies|subscriptions)|(?:look after|take care of) (?:my |the |our )?(?:kids|children|cat|dog|baby|son|daughter|mum|mom|mother|dad|father|wife|husband|family|sister|brother|nan|grandma) (?:for me|when i am gone|after i am gone)",
  ),
  cue(
    "ideation",
    "(?:it would be|it is|it would|would be) (?:so |really |too )?(?:easy|easier|tempting) to(?: just)?|part of me wants to|i keep (?:imagining|picturing)|the thought of (?:it|not|never)|intrusive thoughts|(?:the )?voices? (?:in my head )?(?:tell|tells|telling) me to|my (?:mind|brain|head) keeps telling me to",
  ),
  cue(
    "bereaved",
    "(?:he|she|they) (?:died|passed away|passed)|since (?:he|she|they) (?:died|passed)|lost my (?:dad|mum|mom|mother|father|son|daughter|baby|husband|partner|brother|sister|nan|grandma|grandad)",
  ),
  // Acting unobserved: "tonight after everyone sleeps".
  cue(
    "unobserved",
    "(?:after|when|once|while) (?:everyone|everybody|they|the house|the kids|he|she|my husband|my family) (?:is |are |has |have )?(?:asleep|sleeps|sleep|goes to sleep|go to sleep|gone to sleep|in bed|gone to bed|goes to bed|go to bed)|while (?:she|he|they|everyone|my [a-z]+) (?:is|are) (?:at|out|away|asleep)",
  ),
  cue("reunion", "(?:join|joining) (?:him|her|them|my [a-z]+)(?= \\.|$| there| soon| now| in| up)|be with (?:him|her|them|my [a-z]+) again"),
  cue(
    "unreachable",
    "(?:not|is not|stopped) (?:picking up|answering|replying|responding)|(?:will not|would not|does not|did not|can not) (?:pick up|answer|reply|respond)(?= \\.|$| me| my| her| his| the)|(?:can not|could not) (?:reach|get hold of|get through to) (?:her|him|them)|phone (?:is )?(?:off|dead|going to voicemail)",
  ),
  cue(
    "attempt",
    "(?:almost|nearly|so nearly|came close to|close to|so close to) (?:did|doing|do|done) it|(?:could not|did not) go through with it|chickened out|(?:did not|could not) have the (?:guts|courage|nerve)",
  ),
  cue(
    "place",
    "(?:to|on|at|over|off) (?:the|a)(?: window| high| top| tall| railway| motorway)? (?:bridge|train tracks|railway|railway line|tracks|roof|rooftop|ledge|cliff|cliffs|edge|platform edge|motorway bridge|pier|end of the pier|jetty|harbour wall|seawall|sea wall|quarry|dam)",
  ),
  cue(
    "means",
    "(?:know|got|have) the (?:combo|combination|code|key) (?:to|for) (?:the|his|dads|daddys|my dads) (?:gun|safe|gun safe|cabinet|gun cabinet)|(?:gun|pistol|revolver|rifle|shotgun|38) (?:[a-z]+ ){0,6}(?:safe|cabinet|drawer) (?:[a-z.]+ ){0,6}(?:know the (?:combo|combination|code)|have the key)|(?:rope|noose|pills|tablets|sleeping pills|painkillers|gun)(?: [a-z]+){0,5} (?:just in case|ready|hidden|saved up|set aside|put aside|counted out|lined up|in a pile|in front of me|staring at (?:them|it)|looking at (?:them|it))|(?:all|every one of) my (?:pills|meds|tablets|painkillers)|(?:saved|saving|stockpiled|stockpiling|hoarded|hoarding) (?:up )?(?:my |some |enough )?(?:pills|tablets|meds|painkillers)",
  ),
];

const SELF_HARM_CUES: readonly Cue[] = [
  cue("tool", "razors?|razor blades?|blades?|scissors|sharpener|compass|broken glass|box cutter|cutter knife|charger wire|wire"),
  cue(
    "wound",
    "marks (?:all )?(?:up|on|over|down|across) my (?:arms?|wrists?|thighs?|legs?|stomach)|blood (?:on|all over|everywhere|in) (?:the |my )?(?:sheets|bed|floor|sink|bathroom|towel|arms?|wrists?|legs?|thighs?|skin|clothes)|bleeding|bled|cuts|scars|wounds|stitches|scabs|(?:opens|opened|open|broke|breaks|break|splits|split) (?:the|my) skin|blistered|bubbled up",
  ),
  cue(
    "relapse",
    "relapsed?|(?:\\d+|[a-z]+) (?:days|weeks|months) clean|clean (?:for|streak)|broke my streak|did it again|(?:again|deeper) (?:tonight|last night|today)|deeper than (?:usual|before|last time)|(?:back|went back) to (?:it|doing it|my old habits)|urges?|again(?= \\.|$)|did it (?:\\d+|[a-z]+) times|(?:are|is|keep|keeps) calling (?:to )?me",
  ),
  cue(
    "hide",
    "(?:hide|hiding|hid|cover|covering|covered) (?:up )?(?:the |my |all the )?(?:marks|scars|cuts|burns|arms|wrists|thighs)|(?:hiding|hide|hid|covering|cover) (?:it|them) (?:under|with) (?:my )?(?:cardigan|sleeves|jumper|hoodie|plasters|makeup|tights|bandages?|clothes)|long sleeves|so (?:nobody|no one) (?:can see|sees|will see|notices|asks)|(?:because|cause|cos|or) (?:they|she|he|people|everyone|the gp|the doctor|the nurse) (?:will|would|might|could) (?:see|notice|find out|ask)|(?:wear|wearing) (?:hoodies|long sleeves|jumpers|sleeves|a hoodie|trousers) (?:so|to hide|to cover|even in summer|all the time)|where (?:nobody|no one) (?:can see|will see|sees|looks)",
  ),
  cue("urgent", "for emergencies|(?:tonight|today|right now) (?:feels like|is) (?:one|one of those|the night)"),
  cue("deserve", "(?:i )?deserve (?:the |this |all the |every )?(?:pain|to hurt|to suffer|to bleed|punishment|scar|cut|bruise|mark)|punish myself"),
  cue(
    "inflict",
    "(?:i|so i) (?:make|made) it happen|what i (?:do|did|have done|have been doing) to (?:myself|my (?:arms?|wrists?|legs?|thighs?|body|skin|stomach))|(?:do|did|doing) it to myself|to feel something|to feel (?:real|in control|alive)|the only thing that helps",
  ),
];

const GROUPS: readonly { category: CrisisCategory; cues: readonly Cue[] }[] = [
  { category: "suicide", cues: SUICIDE_CUES },
  { category: "self_harm", cues: SELF_HARM_CUES },
];

export interface CueFinding {
  category: CrisisCategory;
  matches: { at: number; phrase: string }[];
}

/** Categories carried by two or more cue families in one message, with the cues that made them. */
export function readCues(text: string): CueFinding[] {
  const findings: CueFinding[] = [];
  for (const group of GROUPS) {
    const byFamily = new Map<string, { at: number; phrase: string }>();
    for (const { family, pattern } of group.cues) {
      if (byFamily.has(family)) continue;
      pattern.lastIndex = 0;
      let match: RegExpExecArray | null;
      while ((match = pattern.exec(text)) !== null) {
        if (!isNegated(text, match.index)) {
          byFamily.set(family, { at: match.index, phrase: match[0] });
          break;
        }
      }
    }
    if (byFamily.size >= 2) findings.push({ category: group.category, matches: [...byFamily.values()] });
  }
  return findings;
}
