// Crisis language in the languages of the women who write to Haven in English as a second
// language and, in the worst moment, fall back on their own (issue 21: "other languages'
// speakers writing English"). Each entry is a wording as people type it (romanised where the
// language has its own script, diacritics dropped: normalise.ts strips them first) and the
// English it is read as; the English then meets the same rules as any other message, negation
// and context included. Sources: the same warning signs (988 / AFSP, C-SSRS 1-2 wish and
// thoughts, DA / DASH threats to kill and violence), in each language's everyday wording.
//
// Only unambiguous wordings are listed: a verb that is also an idiom ("me mata de risa", "it
// kills me laughing") is left out, and a threat is listed with its subject ("he will kill me")
// so that the subject rules still tell his threat from her figure of speech.

/** Wordings in scripts other than Latin, read before everything but letters and digits is dropped. */
export const OTHER_SCRIPT_EXAMPLES: readonly string[] = ["我想死", "他说要杀了我", "хочу умереть", "он убьёт меня", "أريد أن أموت"];
export const OTHER_SCRIPT_DENIALS: readonly string[] = ["我不想死", "не хочу умирать"];

export const OTHER_SCRIPTS: readonly [RegExp, string][] = [
  // Chinese ("不想死", "I don't want to die", before "想死")
  [/不想死/g, " i do not want to die "],
  [/我?想死/g, " i want to die "],
  [/不想活/g, " i do not want to live "],
  [/自杀/g, " suicide "],
  [/他(?:要|会|说要|说会)杀(?:了)?我/g, " he will kill me "],
  [/他打我/g, " he hit me "],
  // Russian
  [/не хочу умирать|не хочу умереть/g, " i do not want to die "],
  [/хочу умереть/g, " i want to die "],
  [/не хочу жить/g, " i do not want to live "],
  [/покончить с собой/g, " kill myself "],
  [/самоубийств[оа]/g, " suicide "],
  [/(?:он )?убь[её]т меня/g, " he will kill me "],
  [/(?:он )?бь[её]т меня/g, " he hits me "],
  // Arabic
  [/أريد أن أموت|اريد ان اموت/g, " i want to die "],
  [/انتحار/g, " suicide "],
  [/سيقتلني/g, " he will kill me "],
  // Korean
  [/커터칼/g, " box cutter "],
  [/죽고 ?싶(?:어|다|어요)/g, " i want to die "],
  // Japanese ("リスカ", wrist-cutting; "死にたい", I want to die)
  [/リスカ/g, " cutting myself "],
  [/死にたい/g, " i want to die "],
];

/** Romanised or Latin-script wordings, read on the lower-cased text without diacritics. */
export interface OtherLanguage {
  language: string;
  /** [wording as typed, the English it is read as] */
  wordings: readonly [string, string][];
  /** Messages that must bring up crisis resources, and messages that must not (its test). */
  examples: readonly string[];
  denials: readonly string[];
}

export const OTHER_LANGUAGES: readonly OtherLanguage[] = [
  {
    language: "Spanish",
    wordings: [
      ["no (?:me )?quiero morir(?:me)?", "i do not want to die"],
      ["me quiero morir", "i want to die"],
      ["quiero morir(?:me)?", "i want to die"],
      ["quiero matarme", "i want to kill myself"],
      ["me voy a (?:matar|suicidar)", "i am going to kill myself"],
      ["quitarme la vida", "end my life"],
      ["no quiero vivir", "i do not want to live"],
      ["ya no (?:aguanto|puedo) mas", "i can not take it anymore"],
      ["(?:el )?me va a matar", "he is going to kill me"],
      ["(?:el )?me quiere matar", "he wants to kill me"],
      ["me amenaz(?:o|a) con matarme", "he threatened to kill me"],
      ["(?:el )?me (?:pego|golpeo|golpea)", "he hit me"],
    ],
    examples: ["me quiero morir, ya no puedo mas", "my husband me va a matar if he finds this", "I am scared, él me amenazó con matarme"],
    denials: ["no quiero morir, solo estoy cansada", "mi jefe me mata de risa"],
  },
  {
    language: "Portuguese",
    wordings: [
      ["(?:eu )?nao quero morrer", "i do not want to die"],
      ["(?:eu )?quero morrer", "i want to die"],
      ["vou me matar", "i am going to kill myself"],
      ["nao quero mais viver", "i do not want to live anymore"],
      ["(?:eu )?nao aguento mais", "i can not take it anymore"],
      ["depois disso(?: \\.)? (?:acabou|e o fim|tudo acaba)", "after that it is over for good"],
      ["ele vai me matar", "he is going to kill me"],
      ["(?:ele )?ameacou me matar", "he threatened to kill me"],
      ["ele me bateu", "he hit me"],
    ],
    examples: ["quero morrer, nada faz sentido", "ele vai me matar se eu sair"],
    denials: ["não quero morrer, só quero dormir"],
  },
  {
    language: "Tagalog",
    wordings: [
      ["(?:gusto|gusto ko) (?:ko )?(?:na|nang|ng) mamatay", "i want to die"],
      ["magpapakamatay (?:na )?ako", "i am going to kill myself"],
      ["magpakamatay", "kill myself"],
      ["papatayin (?:niya|nya|nia) (?:ako|kami)", "he will kill me"],
      ["papatayin (?:ako|kami)", "he will kill me"],
      ["(?:sinasaktan|binubugbog|binugbog) (?:niya|nya|nia) ako", "he beats me"],
    ],
    examples: ["gusto ko nang mamatay", "papatayin nya ako pag nalaman niya"],
    denials: ["ayoko mamatay, pagod lang ako"],
  },
  {
    language: "Hindi and Urdu",
    wordings: [
      ["(?:mujhe|mujhko) (?:jaan se )?maar (?:dega|dalega|daalega|dalenge|daalenge|denge|dalta|dalna)", "he will kill me"],
      ["jaan se maar (?:dunga|doonga|dalunga|daalunga|dega|denge)", "he threatened to kill me"],
      ["(?:mujhe|mujhko) (?:maarta|marta|peet ta|peetta) (?:hai|he)", "he hits me"],
      ["(?:marna|mar jana|mar jaana) (?:chahti|chahta) (?:hoon|hun|hu|hai)", "i want to die"],
      ["(?:jeena|jina) nahi (?:chahti|chahta)", "i do not want to live"],
      [
        "(?:khud ?khushi|khudkushi|aatmahatya|atmahatya|marne) (?:ka|ki|ke) (?:koi )?(?:iraada|irada|khayal|khyal|vichar|plan|soch) nahi(?: hai| he)?",
        "no thought of suicide",
      ],
      ["khud ?khushi|khudkushi|aatmahatya|atmahatya", "suicide"],
    ],
    examples: ["he says mujhe jaan se maar dega", "marna chahti hoon, sach mein", "jeena nahi chahti ab"],
    denials: ["marne ka koi khayal nahi hai, bas pareshan hoon", "khudkushi ka koi iraada nahi, bas thak gayi hoon"],
  },
  {
    language: "French",
    wordings: [
      ["je veux mourir", "i want to die"],
      ["envie de mourir", "i want to die"],
      ["(?:je vais|je veux) me (?:tuer|suicider)", "i am going to kill myself"],
      ["me suicider", "kill myself"],
      ["il va me tuer", "he is going to kill me"],
      ["(?:il )?(?:menace|a menace) de me tuer", "he threatened to kill me"],
      ["il me frappe", "he hits me"],
    ],
    examples: ["je veux mourir", "il va me tuer si je pars"],
    denials: ["je ne veux pas mourir, je suis juste fatiguée"],
  },
  {
    language: "Polish",
    wordings: [
      ["nie chce umrzec", "i do not want to die"],
      ["chce umrzec", "i want to die"],
      ["nie chce (?:juz )?zyc", "i do not want to live"],
      ["zabic sie", "kill myself"],
      ["(?:on )?(?:zabije mnie|mnie zabije)", "he will kill me"],
      ["(?:on )?mnie bije", "he hits me"],
    ],
    examples: ["chcę umrzeć", "on mnie zabije jak się dowie"],
    denials: ["nie chcę umrzeć, jestem tylko zmęczona"],
  },
  {
    language: "Vietnamese",
    wordings: [
      ["(?:toi |em )?khong muon chet", "i do not want to die"],
      ["(?:toi |em )?muon chet", "i want to die"],
      ["(?:muon|dinh|se) tu tu", "i want to kill myself"],
      ["(?:anh ta |no )?(?:se )?giet (?:toi|em)", "he will kill me"],
    ],
    examples: ["em muốn chết", "anh ta sẽ giết em"],
    denials: ["em không muốn chết, chỉ mệt thôi"],
  },
  {
    language: "Italian",
    wordings: [
      ["non ce la faccio piu", "i can not take it anymore"],
      ["voglio morire", "i want to die"],
      ["non voglio morire", "i do not want to die"],
      ["(?:lui )?mi ammazza", "he will kill me"],
    ],
    examples: ["voglio morire", "non ce la faccio più, I have decided how and where"],
    denials: ["non voglio morire, sono solo stanca"],
  },
  {
    language: "Swahili",
    wordings: [
      ["mzigo", "burden"],
      ["nataka kufa", "i want to die"],
      ["sitaki kufa", "i do not want to die"],
      ["(?:ata|atani)ua", "he will kill me"],
    ],
    examples: ["nataka kufa", "I am only a mzigo to my family"],
    denials: ["sitaki kufa, nimechoka tu"],
  },
  {
    language: "Jamaican Patois",
    wordings: [
      ["mi cyaan tek it (?:no )?(?:more|again)", "i can not take it anymore"],
      ["(?:him|im|he) (?:a go|ago|gwine|guh|go) (?:kill|chop|murder|shoot|stab|chop up) (?:mi|me)(?: up)?", "he is going to kill me"],
      ["(?:him|im) (?:box|lick|beat|bus) (?:mi|me)(?: down)?", "he hit me"],
      ["walk out inna di (?:water|sea)", "walk into the sea"],
    ],
    examples: ["him a go chop mi up wid di machete", "him box mi down last night"],
    denials: ["mi nah go do nutten, mi just tired"],
  },
  {
    language: "Indonesian and Malay",
    wordings: [
      ["(?:nyakitin|menyakiti|melukai|lukain) diri(?: sendiri)?(?: lagi)?", "hurting myself again"],
      ["bunuh diri", "suicide"],
      ["(?:aku |saya )?(?:ingin|pengen|mau|nak) mati", "i want to die"],
      ["(?:aku |saya )?(?:tidak|gak|nggak|tak) (?:ingin|pengen|mau|nak) mati", "i do not want to die"],
      ["(?:dia|suamiku|suami saya) (?:cekik|mencekik|nyekik) (?:aku|saya)", "he choked me"],
      ["(?:dia|suamiku|suami saya) (?:mau |akan )?(?:bunuh|membunuh) (?:aku|saya)", "he will kill me"],
    ],
    examples: ["aku nyakitin diri lagi pakai cutter", "aku pengen mati", "suamiku cekik aku sampai hampir pingsan"],
    denials: ["aku gak mau mati, cuma capek"],
  },
  {
    language: "German and Dutch",
    wordings: [
      ["ich (?:will|mochte) sterben", "i want to die"],
      ["ich (?:will|mochte) nicht sterben", "i do not want to die"],
      ["ich ritze mich(?: wieder)?", "i am cutting myself again"],
      ["(?:er|hij) (?:bringt mich um|wird mich umbringen|vermoordt me|gaat me vermoorden)", "he will kill me"],
      ["ik wil dood", "i want to die"],
      ["ik wil niet dood", "i do not want to die"],
    ],
    examples: ["ich ritze mich wieder", "ik wil dood"],
    denials: ["ich will nicht sterben, ich bin nur müde"],
  },
  {
    language: "Nigerian Pidgin",
    wordings: [
      ["(?:i )?(?:wan|want) (?:to )?(?:comot|commot|leave) (?:for|from) (?:this )?(?:world|life)", "i want to leave this world"],
      // Pidgin's own forms only: English "they want to die" keeps its subject.
      ["(?:i )?(?:wan (?:to )?die|want die)", "i want to die"],
      ["(?:e|he) go kill me", "he will kill me"],
      ["(?:e|he) (?:don|done) (?:beat|flog) me", "he beat me"],
    ],
    examples: ["i wan comot for this world", "e go kill me if i talk"],
    denials: ["i no wan die, i just dey tire"],
  },
];

/** The romanised wordings compiled once, longest first so that the fuller wording wins. */
export const OTHER_LANGUAGE_SPELLINGS: readonly [RegExp, string][] = OTHER_LANGUAGES.flatMap(({ wordings }) => wordings)
  .sort((a, b) => b[0].length - a[0].length)
  .map(([wording, english]) => [new RegExp(`\\b(?:${wording})\\b`, "g"), english] as [RegExp, string]);
