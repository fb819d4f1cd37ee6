// Pieces of regular expressions shared by the lexicon and the hard negatives, written against
// normalised text (see normalise.ts): lower case, single spaces, contractions spelled out.

/** Builds a global expression matched on whole words only. */
export function words(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, "g");
}

const PEOPLE =
  "husband|boyfriend|partner|fiance|fiancee|girlfriend|wife|dad|father|stepdad|step dad|stepfather|stepbrother|grandad|grandpa|grandfather|cousin|mom|mum|mother|brother|son|uncle|boss|manager|supervisor|coworker|co worker|colleague|landlord|neighbor|neighbour|roommate|flatmate";

/** Someone who could be hurting her: pronouns, the people of her life, a stranger. */
export const PERSON = `(?:he|she|they|someone|somebody|my ex|my (?:ex )?(?:${PEOPLE})s?|(?:a|this|that|the) (?:man|guy|stranger)|my stalker|(?<=^|\\. |\\| )ex|(?:my )?(?:mums|moms|mothers) (?:boyfriend|partner|husband)|(?:her |our |the )?(?:ex )?(?:husband|boyfriend|partner|fiance|stepdad))`;

/** Someone close whose mere presence can be the danger: "he's in the driveway". */
export const PARTNER = `(?:he|she|they|my ex|my (?:ex )?(?:husband|boyfriend|partner|fiance|fiancee|girlfriend|wife)s?)`;

/** The same as an object ("by him", "from my ex"). */
export const PERSON_OBJECT = `(?:him|her|them|${PERSON})`;

/** Words that may stand between the person and the act: "he has also hit me", "he keeps hitting me". */
export const ADVERBS =
  "(?: (?:who|just|also|literally|even|then|again|always|sometimes|often|actually|has|had|have|would|will|keeps|kept|started|starts|start|tried to|tries to|try to|is|was|used to|once|finally|basically|still|repeatedly|physically|sexually|did|does|is going to|going to|wants to|threatened to|threatens to))*";

export const VIOLENT_VERB =
  "(?:hit|hits|hitting|slap|slaps|slapped|slapping|punch|punches|punched|punching|kick|kicks|kicked|kicking|smack|smacks|smacked|smacking|shove|shoves|shoved|shoving|push|pushes|pushed|pushing|bit|bite|bites|biting|stab|stabs|stabbed|stabbing|burn|burns|burned|burnt|burning|slam|slams|slammed|slamming|threw|throw|throws|throwing|drag|drags|dragged|dragging|attack|attacks|attacked|attacking|assault|assaults|assaulted|assaulting|rape|rapes|raped|raping|molest|molests|molested|molesting|grope|gropes|groped|groping|hurt|hurts|hurting|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|beat|beats|beaten|beating|beat up|beats up|grab|grabs|grabbed|grabbing|pin|pins|pinned|pinning|headbutt|headbutted|elbowed|kneed|spit on|spat on|stomped on|shook|shake|shakes|shaking|tied up|ties up|suffocate|suffocated|suffocating|smother|smothered|smothering|whip|whipped|shot|shoot|shoots|shooting|twist|twisted|twisting|yank|yanked|yanking|knock|knocked|knocks|tackled|crushed|squeezed|held down|pinned down|bashed|battered|clawed|scratched|hurled|throttle|throttled|throttling)";

/** Who or what was hurt. */
export const VICTIM =
  "(?:me|us|my (?:kids?|children|son|daughter|baby|face|neck|throat|head|arms?|wrists?|hair|stomach|chest|back|mom|mother|sister|dog|cat)|our (?:kids|children|son|daughter|baby)|the (?:kids|children|baby))";

export const WEAPON =
  "(?:gun|guns|knife|knives|weapon|pistol|rifle|shotgun|firearm|blade|machete|handgun|baseball bat|bat|axe|crowbar|tire iron|brass knuckles)";

export const PILLS = "(?:pills|tablets|meds|medication|medicine|painkillers|sleeping pills|sleeping tablets)";

/** What people overdose on, named. */
export const DRUGS =
  "(?:insulin|tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|xanax|valium|benzos|oxy|oxycodone|opioids|fentanyl|heroin|antidepressants|lithium|morphine)";

/** Talk of harming oneself: "cut myself", "hurting myself". */
export const SELF_HARM_VERB =
  "(?:cut|cuts|cutting|burn|burns|burned|burnt|burning|hurt|hurts|hurting|harm|harms|harmed|harming|injure|injured|injuring|punish|punishing|punished|starve|starving|starved|scratch|scratching|scratched|hit|hitting|punch|punching|punched|bruise|bruising|bruised|mutilate|mutilating|mutilated)";
