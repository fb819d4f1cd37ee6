import type { Responses } from "@/lib/domain/assessment";
import type { Specialization } from "@/lib/domain/supporters/specializations";
import type { HelpOffered } from "@/lib/domain/supporters/help-offered";

// The accounts the admin sample-data tools make (spec part 2 §2 "Admin and maintenance tools"):
// 3 support takers with a story each, 5 professionals (2 also local supporters), 5 local
// supporters and reviews; and, separately, 6 mock professionals. Every address is on
// SAMPLE_DOMAIN, every bio says it is a sample, and every account is marked users.isSample.

/** `.local` is never delivered on the Internet, and sign-in accepts it (the demo accounts use it). */
export const SAMPLE_DOMAIN = "sample.haven.local";

export type SampleKind = "support_taker" | "professional" | "local";

export interface SampleProfessional {
  fullName: string;
  professionalTitle: string;
  bio: string;
  yearsExperience: number;
  languages: string[];
  availability: string;
  specializations: Specialization[];
}

export interface SampleLocal {
  displayName: string;
  city: string;
  lat: number;
  lng: number;
  /** Never "emergency_response": a sample account cannot answer an alert (lib/data/alert-recipients.ts). */
  helpOffered: HelpOffered[];
}

export interface SampleAccount {
  key: string;
  kind: SampleKind;
  email: string;
  name: string;
  displayName: string;
  isAnonymous: boolean;
  professional?: SampleProfessional;
  local?: SampleLocal;
  story?: Responses;
}

const SAMPLE_BIO = "Sample profile made by an admin to try Haven; not a real person.";

const WORK_STORY: Responses = {
  context_story: {
    kind: "text",
    text: "My manager comments on how I look in meetings and messages me late at night. Since I asked him to stop, my projects go to someone else.",
  },
  where: { kind: "choices", values: ["work"] },
  relationship: { kind: "choice", value: "manager" },
  behaviours: { kind: "choices", values: ["appearance_comments", "unwanted_messages"] },
  frequency: { kind: "choice", value: "weekly" },
  escalation: { kind: "choice", value: "same" },
  mental_health: { kind: "scale", value: 4 },
  feelings: { kind: "choices", values: ["anxious", "exhausted"] },
  life_impact: { kind: "choices", values: ["sleep", "work"] },
  physical_safety: { kind: "choice", value: "yes" },
  violence: { kind: "choice", value: "no" },
  danger_signs: { kind: "choices", values: ["none"] },
  fear_for_life: { kind: "choice", value: "no" },
  told_anyone: { kind: "choice", value: "some" },
  support_wanted: { kind: "choices", values: ["workplace", "legal"] },
};

const ONLINE_STORY: Responses = {
  ...WORK_STORY,
  context_story: { kind: "text", text: "Someone I met once keeps making new accounts to message me and posts about me online." },
  where: { kind: "choices", values: ["online"] },
  relationship: { kind: "choice", value: "acquaintance" },
  behaviours: { kind: "choices", values: ["online_harassment", "unwanted_messages"] },
  frequency: { kind: "choice", value: "daily" },
  escalation: { kind: "choice", value: "yes" },
  life_impact: { kind: "choices", values: ["confidence", "relationships"] },
  support_wanted: { kind: "choices", values: ["emotional", "information"] },
};

const HOME_STORY: Responses = {
  ...WORK_STORY,
  context_story: { kind: "text", text: "My ex turns up outside my flat and follows me when I go out." },
  where: { kind: "choices", values: ["home", "public"] },
  relationship: { kind: "choice", value: "ex_partner" },
  behaviours: { kind: "choices", values: ["stalking", "threatening"] },
  frequency: { kind: "choice", value: "weekly" },
  escalation: { kind: "choice", value: "yes" },
  feelings: { kind: "choices", values: ["scared", "exhausted"] },
  physical_safety: { kind: "choice", value: "not_really" },
  danger_signs: { kind: "choices", values: ["stalking"] },
  fear_for_life: { kind: "choice", value: "not_sure" },
  support_wanted: { kind: "choices", values: ["safety_planning", "in_person"] },
};

const email = (local: string) => `${local}@${SAMPLE_DOMAIN}`;

function taker(n: number, displayName: string, story: Responses): SampleAccount {
  return { key: `taker-${n}`, kind: "support_taker", email: email(`sample-taker-${n}`), name: "", displayName, isAnonymous: true, story };
}

function pro(n: number, p: Omit<SampleProfessional, "bio" | "languages"> & { languages?: string[]; bio: string }, local?: SampleLocal): SampleAccount {
  return {
    key: `professional-${n}`,
    kind: "professional",
    email: email(`sample-professional-${n}`),
    name: p.fullName,
    displayName: p.fullName,
    isAnonymous: false,
    professional: { ...p, languages: p.languages ?? ["English"], bio: `${SAMPLE_BIO} ${p.bio}` },
    ...(local ? { local } : {}),
  };
}

function local(n: number, l: SampleLocal): SampleAccount {
  return { key: `local-${n}`, kind: "local", email: email(`sample-local-${n}`), name: l.displayName, displayName: l.displayName, isAnonymous: true, local: l };
}

export const SAMPLE_ACCOUNTS: readonly SampleAccount[] = [
  taker(1, "Sample_2417", WORK_STORY),
  taker(2, "Sample_5093", ONLINE_STORY),
  taker(3, "Sample_7736", HOME_STORY),
  pro(1, {
    fullName: "Dr. Sample Amara Okafor",
    professionalTitle: "Clinical Psychologist",
    bio: "Trauma-informed therapy after harassment at work.",
    yearsExperience: 11,
    availability: "Weekday evenings",
    specializations: ["trauma_therapy", "workplace_harassment", "counselling"],
  }),
  pro(2, {
    fullName: "Sample Lena Fischer",
    professionalTitle: "Employment Lawyer",
    bio: "Helps women understand their options at work.",
    yearsExperience: 8,
    availability: "Mornings",
    languages: ["English", "German"],
    specializations: ["employment_law", "legal_advocacy", "workplace_harassment"],
  }),
  pro(
    3,
    {
      fullName: "Sample Priya Raman",
      professionalTitle: "Domestic Abuse Advocate",
      bio: "Safety planning and housing support.",
      yearsExperience: 9,
      availability: "Flexible",
      specializations: ["domestic_abuse", "safety_planning", "housing_support"],
    },
    { displayName: "Priya (sample)", city: "Chicago", lat: 41.8781, lng: -87.6298, helpOffered: ["accompaniment", "listening_ear"] },
  ),
  pro(
    4,
    {
      fullName: "Sample Jordan Ellis",
      professionalTitle: "Digital Safety Specialist",
      bio: "Locking down accounts and documenting online abuse.",
      yearsExperience: 6,
      availability: "Weekends",
      specializations: ["digital_safety", "online_harassment", "stalking"],
    },
    { displayName: "Jordan (sample)", city: "New York", lat: 40.7128, lng: -74.006, helpOffered: ["accompaniment", "safety_escort"] },
  ),
  pro(5, {
    fullName: "Sample Maria Santos",
    professionalTitle: "Crisis Counsellor",
    bio: "Calm, practical support in a crisis.",
    yearsExperience: 14,
    availability: "Evenings",
    languages: ["English", "Spanish"],
    specializations: ["crisis_support", "counselling", "sexual_harassment"],
  }),
  local(1, { displayName: "Sample Hannah", city: "Chicago", lat: 41.8827, lng: -87.6233, helpOffered: ["listening_ear", "accompaniment"] }),
  local(2, { displayName: "Sample Grace", city: "Los Angeles", lat: 34.0522, lng: -118.2437, helpOffered: ["safety_escort"] }),
  local(3, { displayName: "Sample Noor", city: "Houston", lat: 29.7604, lng: -95.3698, helpOffered: ["accompaniment"] }),
  local(4, { displayName: "Sample Chloe", city: "Seattle", lat: 47.6062, lng: -122.3321, helpOffered: ["listening_ear"] }),
  local(5, { displayName: "Sample Ines", city: "Boston", lat: 42.3601, lng: -71.0589, helpOffered: ["accompaniment", "safety_escort", "listening_ear"] }),
];

/** Each sample support taker's reviews of sample professionals: [taker key, professional key, rating, comment]. */
export const SAMPLE_REVIEWS: readonly (readonly [string, string, number, string])[] = [
  ["taker-1", "professional-1", 5, "She listened without judging and helped me plan what to say."],
  ["taker-1", "professional-2", 4, "Clear about my options. I finally understood my contract."],
  ["taker-2", "professional-4", 5, "Helped me lock down my accounts in one evening."],
  ["taker-2", "professional-5", 4, "Kind and practical when I needed it most."],
  ["taker-3", "professional-3", 5, "We made a safety plan together. I feel less alone."],
];

/** The 6 mock professionals of /admin/seed-mock-supporters; run again, they are brought back to these values. */
export const MOCK_SUPPORTERS: readonly SampleAccount[] = [
  ["Sample Mock Aisha Rahman", "Licensed Therapist", 10, ["trauma_therapy", "domestic_abuse"]],
  ["Sample Mock Beth Carter", "HR Investigator", 7, ["hr_investigation", "workplace_harassment"]],
  ["Sample Mock Carmen Diaz", "Family Lawyer", 12, ["family_law", "legal_advocacy"]],
  ["Sample Mock Dana Kim", "Victim Advocate", 5, ["stalking", "safety_planning"]],
  ["Sample Mock Erin Walsh", "Counsellor", 9, ["counselling", "sexual_harassment"]],
  ["Sample Mock Fatima Noor", "Online Safety Advisor", 4, ["online_harassment", "digital_safety"]],
].map(([fullName, professionalTitle, yearsExperience, specializations], index) => ({
  key: `mock-${index + 1}`,
  kind: "professional" as const,
  email: email(`mock-supporter-${index + 1}`),
  name: fullName as string,
  displayName: fullName as string,
  isAnonymous: false,
  professional: {
    fullName: fullName as string,
    professionalTitle: professionalTitle as string,
    bio: `${SAMPLE_BIO} Mock professional for trying matching and the directory.`,
    yearsExperience: yearsExperience as number,
    languages: ["English"],
    availability: "Weekdays",
    specializations: specializations as Specialization[],
  },
}));

export interface SeedCounts {
  support_takers: number;
  professional_supporters: number;
  local_supporters: number;
  stories: number;
  reviews: number;
}

export const EMPTY_COUNTS: SeedCounts = { support_takers: 0, professional_supporters: 0, local_supporters: 0, stories: 0, reviews: 0 };

/** Which count an account adds to when it is created. */
export function countKey(kind: SampleKind): keyof SeedCounts {
  return kind === "support_taker" ? "support_takers" : kind === "professional" ? "professional_supporters" : "local_supporters";
}
