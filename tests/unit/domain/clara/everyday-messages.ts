// Everyday messages for the relevance check (issue 14 "Clara answers what was said"): none is
// crisis language, each comes with the case type of her latest assessment and, for most, a
// roadmap whose next step has nothing to do with the message. Written for this test, not
// taken from the engine's keyword lists.
import type { ClaraContext } from "@/lib/domain/clara";

export type Group = "workplace" | "partner" | "family" | "online" | "feelings" | "small talk";

export interface EverydayMessage {
  text: string;
  group: Group;
  context: ClaraContext;
}

const roadmap = (nextStep: string) => ({ percent: 20, nextStep });
export const MEDICAL = roadmap("Get a medical check after being choked");
export const HR = roadmap("Talk to HR about the incidents");
export const ORDER = roadmap("Look into a restraining order");
export const SHELTER = roadmap("Find a shelter near you");

const DA = "domestic_abuse";
const WORK = "workplace_harassment";
const ONLINE = "online_harassment";
const STALKING = "stalking";

const m = (group: Group, text: string, caseType: string | null, step?: ClaraContext["roadmap"], urgent = false): EverydayMessage => ({
  text,
  group,
  context: { caseType, roadmap: step ?? null, urgent },
});

export const EVERYDAY_MESSAGES: EverydayMessage[] = [
  m("workplace", "My boss yelled at me again in front of everyone", DA, MEDICAL, true),
  m("workplace", "My boss yelled at me again in front of everyone", WORK, MEDICAL),
  m("workplace", "my coworker keeps making comments about my body", WORK, SHELTER),
  m("workplace", "I got passed over for a promotion again", WORK, ORDER),
  m("workplace", "my manager puts me on every closing shift", WORK, MEDICAL),
  m("workplace", "HR never answered my email", WORK, MEDICAL, true),
  m("workplace", "a client keeps flirting with me and it makes me uncomfortable", WORK, SHELTER),
  m("workplace", "I had to sit next to him in the meeting today", WORK, ORDER),
  m("partner", "my boyfriend checks my phone every night", DA, HR),
  m("partner", "my husband says I'm useless", DA, HR),
  m("partner", "my partner and I had a fight about money", DA, MEDICAL),
  m("partner", "he gets jealous when I see my friends", DA, HR),
  m("partner", "my ex keeps texting me even though I asked him to stop", STALKING, MEDICAL),
  m("partner", "my girlfriend decides what I'm allowed to wear", DA, HR),
  m("partner", "my husband forgot our anniversary", null, MEDICAL),
  m("family", "my mom keeps criticizing my weight", null, MEDICAL),
  m("family", "my brother borrowed money and never paid it back", null, HR),
  m("family", "my dad doesn't talk to me anymore", DA, SHELTER),
  m("family", "family dinner on Sunday and I'm dreading it", DA, MEDICAL),
  m("family", "my kids have been fighting all week", DA, HR),
  m("family", "my in-laws are visiting and the house is a mess", DA, ORDER),
  m("online", "someone left a nasty comment on my instagram post", ONLINE, MEDICAL),
  m("online", "a stranger keeps sending me DMs", ONLINE, SHELTER),
  m("online", "I think someone made a fake account with my photos", ONLINE, HR),
  m("online", "I blocked him but he made a new account", STALKING, MEDICAL),
  m("online", "my group chat left me out again", null, ORDER),
  m("online", "should I delete my facebook?", WORK, ORDER),
  m("feelings", "I feel so alone lately", DA, MEDICAL),
  m("feelings", "I'm really tired today", WORK, HR),
  m("feelings", "I'm so angry I could scream", DA, ORDER),
  m("feelings", "I feel sad and I don't know why", null, SHELTER),
  m("feelings", "I'm nervous about my exam tomorrow", WORK, MEDICAL),
  m("feelings", "I feel like it's my fault", DA, MEDICAL),
  m("feelings", "I'm scared about my presentation on Friday", WORK, SHELTER, true),
  m("feelings", "I can't sleep again", DA, MEDICAL),
  m("small talk", "hi", DA, MEDICAL, true),
  m("small talk", "hello clara", WORK, HR),
  m("small talk", "thank you", DA, SHELTER),
  m("small talk", "this deadline is killing me lol", DA, MEDICAL),
  m("small talk", "this deadline is killing me lol", WORK, HR),
  m("small talk", "how are you?", WORK, ORDER),
  m("small talk", "ok", DA, MEDICAL),
  m("small talk", "lol my cat just knocked over my coffee", null, MEDICAL),
  m("small talk", "good morning", STALKING, ORDER),
  m("small talk", "I had a pretty good day actually", DA, SHELTER),
  m("small talk", "what are you up to", null, MEDICAL),
];

/** Light messages: reflection and an open question, no Haven page, no roadmap step. */
export const LIGHT = new Set([
  "hi",
  "hello clara",
  "thank you",
  "this deadline is killing me lol",
  "how are you?",
  "ok",
  "lol my cat just knocked over my coffee",
  "good morning",
  "I had a pretty good day actually",
  "what are you up to",
  "I'm nervous about my exam tomorrow",
  "I'm scared about my presentation on Friday",
  "my group chat left me out again",
]);
