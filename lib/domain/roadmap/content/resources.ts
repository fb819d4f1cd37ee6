import { affects, did, flagged, intimate, online, tracked, wants } from "../signals";
import type { Signals } from "../types";
import type { AllowedUrl } from "./allowlist";

export { RESOURCE_URL_ALLOWLIST } from "./allowlist";

// Resource links: real, reputable organisations only, each at an address in ./allowlist.ts
// (the type system and a unit test both hold every link to it). Phone numbers are the
// organisations' published ones.

export interface ResourceDef {
  key: string;
  title: string;
  description: string;
  category: string;
  reading_time: string;
  url: AllowedUrl;
  /** Chosen for these case types, or for any case type when `alsoFor` says so. */
  caseTypes: readonly Signals["caseType"][] | "all";
  alsoFor?: (s: Signals) => boolean;
  weight: number;
  boost?: (s: Signals) => number;
  /** A 24/7 crisis line: its place at the top of the list when safety comes first. */
  crisisRank?: (s: Signals) => number | null;
}

/** Danger from a partner, ex-partner or family, or stalking: the Hotline is the first call. */
const hotlineFirst = (s: Signals) => s.caseType === "domestic_abuse" || intimate(s) || tracked(s) || flagged(s, "separation") || flagged(s, "strangulation");

export const RESOURCES: readonly ResourceDef[] = [
  {
    key: "hotline",
    title: "National Domestic Violence Hotline",
    description:
      "Free, confidential support 24/7 by phone (1-800-799-7233), text (START to 88788) and chat. Advocates help with safety plans and local services.",
    category: "Crisis line",
    reading_time: "Available 24/7",
    url: "https://www.thehotline.org",
    caseTypes: ["domestic_abuse", "stalking"],
    alsoFor: (s) => hotlineFirst(s) || s.safetyFirst,
    weight: 9,
    crisisRank: (s) => (hotlineFirst(s) ? 1 : 3),
  },
  {
    key: "crisis_text_line",
    title: "Crisis Text Line",
    description: "Text HOME to 741741 any time to reach a trained crisis counsellor. Free and confidential.",
    category: "Crisis line",
    reading_time: "Available 24/7",
    url: "https://www.crisistextline.org",
    caseTypes: "all",
    weight: 5,
    boost: (s) => (s.highDistress ? 3 : 0),
    crisisRank: (s) => (hotlineFirst(s) ? 2 : 1),
  },
  {
    key: "lifeline_988",
    title: "988 Suicide & Crisis Lifeline",
    description: "Call or text 988 for free, confidential support when things feel overwhelming, day or night. You don't have to be suicidal to reach out.",
    category: "Crisis line",
    reading_time: "Available 24/7",
    url: "https://988lifeline.org",
    caseTypes: "all",
    weight: 3,
    boost: (s) => (s.highDistress ? 5 : 0) + (s.feelings.has("numb") ? 1 : 0),
    crisisRank: (s) => (s.highDistress ? (hotlineFirst(s) ? 3 : 2) : null),
  },
  {
    key: "rainn",
    title: "RAINN: National Sexual Assault Hotline",
    description: "Call 800-656-4673 or chat online for confidential support after sexual harassment or assault, and to find a local center.",
    category: "Crisis line",
    reading_time: "Available 24/7",
    url: "https://www.rainn.org",
    caseTypes: ["public_harassment", "other"],
    alsoFor: (s) => did(s, "physical_contact") && s.caseType !== "domestic_abuse",
    weight: 5,
    boost: (s) => (did(s, "physical_contact") ? 3 : 0) + (did(s, "sexual_content") ? 2 : 0),
    crisisRank: (s) => (did(s, "physical_contact") && !hotlineFirst(s) ? 2 : null),
  },
  {
    key: "loveisrespect",
    title: "love is respect",
    description: "Support for young people about dating and relationships. Text LOVEIS to 22522 or call 1-866-331-9474.",
    category: "Support",
    reading_time: "5 min read",
    url: "https://www.loveisrespect.org",
    caseTypes: ["domestic_abuse"],
    weight: 3,
    boost: (s) => (s.relationship === "partner" || s.relationship === "ex_partner" ? 1 : 0),
  },
  {
    key: "domesticshelters",
    title: "DomesticShelters.org",
    description: "Search by ZIP code for domestic violence programs near you: shelter, counselling, support groups and legal advocacy.",
    category: "Local help",
    reading_time: "5 min",
    url: "https://www.domesticshelters.org",
    caseTypes: ["domestic_abuse"],
    weight: 6,
    boost: (s) => (wants(s, "in_person") ? 2 : 0) + (flagged(s, "separation") ? 2 : 0),
  },
  {
    key: "ncadv",
    title: "National Coalition Against Domestic Violence",
    description: "Clear information about domestic violence, its signs and its effects, and links to state coalitions.",
    category: "Learn more",
    reading_time: "10 min read",
    url: "https://www.ncadv.org",
    caseTypes: ["domestic_abuse"],
    weight: 3,
    boost: (s) => (wants(s, "information") ? 2 : 0),
  },
  {
    key: "womenslaw",
    title: "WomensLaw.org",
    description:
      "Plain-language legal information by state: protective orders, custody, housing, workplace rights and how to gather evidence. From the National Network to End Domestic Violence.",
    category: "Legal",
    reading_time: "10 min read",
    url: "https://www.womenslaw.org",
    caseTypes: ["domestic_abuse", "stalking", "online_harassment", "public_harassment", "other"],
    weight: 6,
    boost: (s) => (wants(s, "legal") ? 3 : 0) + (wants(s, "information") ? 1 : 0),
  },
  {
    key: "lawhelp",
    title: "LawHelp.org",
    description: "Find free legal aid programs in your state, with guides to common legal problems.",
    category: "Legal",
    reading_time: "5 min",
    url: "https://www.lawhelp.org",
    caseTypes: "all",
    weight: 4,
    boost: (s) => (wants(s, "legal") ? 4 : 0) + (affects(s, "money") ? 1 : 0),
  },
  {
    key: "eeoc_harassment",
    title: "EEOC: Harassment",
    description: "The U.S. Equal Employment Opportunity Commission explains what workplace harassment is under federal law, and what employers must do.",
    category: "Workplace rights",
    reading_time: "8 min read",
    url: "https://www.eeoc.gov/harassment",
    caseTypes: ["workplace_harassment"],
    weight: 8,
    boost: (s) => (wants(s, "workplace") ? 2 : 0),
  },
  {
    key: "eeoc_file_charge",
    title: "EEOC: How to File a Charge of Employment Discrimination",
    description:
      "Step by step: the online inquiry, the interview and the charge. Usually 180 days from the last incident, or 300 days where a state or local agency enforces a similar law.",
    category: "Workplace rights",
    reading_time: "10 min read",
    url: "https://www.eeoc.gov/how-file-charge-employment-discrimination",
    caseTypes: ["workplace_harassment"],
    weight: 7,
    boost: (s) => (wants(s, "legal") ? 3 : 0) + (wants(s, "workplace") ? 1 : 0),
  },
  {
    key: "dol_fmla",
    title: "U.S. Department of Labor: Family and Medical Leave Act",
    description: "Who qualifies for up to 12 weeks of unpaid, job-protected leave for a serious health condition, and how to ask for it.",
    category: "Workplace rights",
    reading_time: "8 min read",
    url: "https://www.dol.gov/agencies/whd/fmla",
    caseTypes: ["workplace_harassment"],
    alsoFor: (s) => affects(s, "work") && affects(s, "health"),
    weight: 3,
    boost: (s) => (affects(s, "health") ? 2 : 0) + (affects(s, "work") ? 1 : 0),
  },
  {
    key: "nela",
    title: "National Employment Lawyers Association",
    description: "A national group of lawyers who represent workers, with a directory to find an employee-side lawyer near you.",
    category: "Legal",
    reading_time: "5 min",
    url: "https://www.nela.org",
    caseTypes: ["workplace_harassment"],
    weight: 4,
    boost: (s) => (wants(s, "legal") ? 4 : 0),
  },
  {
    key: "sparc",
    title: "SPARC: Stalking Prevention, Awareness, and Resource Center",
    description: "Clear information about stalking and the free Stalking Incident and Behavior Log to record what happens.",
    category: "Stalking",
    reading_time: "10 min read",
    url: "https://www.stalkingawareness.org",
    caseTypes: ["stalking"],
    alsoFor: tracked,
    weight: 8,
  },
  {
    key: "techsafety",
    title: "Safety Net: Technology Safety (NNEDV)",
    description: "Guides for survivors on phones, location tracking, stalkerware, passwords and accounts, from the National Network to End Domestic Violence.",
    category: "Tech safety",
    reading_time: "10 min read",
    url: "https://www.techsafety.org",
    caseTypes: ["stalking", "online_harassment"],
    alsoFor: (s) => tracked(s) || online(s) || s.caseType === "domestic_abuse",
    weight: 6,
    boost: (s) => (tracked(s) ? 2 : 0),
  },
  {
    key: "ccri",
    title: "Cyber Civil Rights Initiative",
    description: "Help for people facing online abuse, including intimate images shared without consent: a step-by-step guide, state laws and a 24/7 helpline.",
    category: "Online safety",
    reading_time: "10 min read",
    url: "https://www.cybercivilrights.org",
    caseTypes: ["online_harassment"],
    alsoFor: (s) => online(s) && did(s, "sexual_content"),
    weight: 7,
    boost: (s) => (did(s, "sexual_content") ? 2 : 0),
  },
  {
    key: "stopncii",
    title: "StopNCII.org",
    description: "A free tool that helps stop intimate images being shared on partner platforms, without you uploading the images.",
    category: "Online safety",
    reading_time: "5 min",
    url: "https://stopncii.org",
    caseTypes: [],
    alsoFor: (s) => online(s) && did(s, "sexual_content"),
    weight: 6,
  },
  {
    key: "pen_field_manual",
    title: "PEN America: Online Harassment Field Manual",
    description: "Practical guides to securing accounts, preventing doxxing, documenting abuse and looking after yourself during online harassment.",
    category: "Online safety",
    reading_time: "15 min read",
    url: "https://pen.org/research-resources/online-harassment-field-manual/",
    caseTypes: ["online_harassment"],
    weight: 6,
  },
  {
    key: "righttobe",
    title: "Right To Be",
    description: "Resources and free trainings on responding to harassment in public and at work, and on the 5Ds of bystander intervention.",
    category: "Support",
    reading_time: "5 min read",
    url: "https://righttobe.org",
    caseTypes: ["public_harassment", "workplace_harassment"],
    weight: 5,
    boost: (s) => (s.caseType === "public_harassment" ? 3 : 0),
  },
  {
    key: "nami",
    title: "NAMI: National Alliance on Mental Illness",
    description: "Information and support for your mental health, support groups, and the NAMI HelpLine at 1-800-950-6264.",
    category: "Mental health",
    reading_time: "5 min read",
    url: "https://www.nami.org",
    caseTypes: "all",
    weight: 2,
    boost: (s) => (s.highDistress ? 3 : 0) + (wants(s, "emotional") ? 2 : 0),
  },
];
