// Who is doing it: the nearest subject before a word, within its clause. A rough reading, but
// enough to tell "I'm going to kill my brother" (her, a figure of speech) from "he's going to
// kill my brother" (a threat), "he hit me until I passed out" from "I hit my head until I
// passed out", and "the dog bit me" from "he bit me".

export type Subject = "self" | "other" | "benign" | "none";

const SELF = new Set(["i", "we", "myself"]);

const OTHER = new Set([
  "he",
  "she",
  "they",
  "someone",
  "somebody",
  "ex",
  "husband",
  "boyfriend",
  "partner",
  "fiance",
  "fiancee",
  "girlfriend",
  "wife",
  "dad",
  "father",
  "stepdad",
  "uncle",
  "brother",
  "stepbrother",
  "son",
  "mum",
  "mom",
  "mother",
  "grandad",
  "grandpa",
  "grandfather",
  "cousin",
  "man",
  "men",
  "guy",
  "guys",
  "stranger",
  "strangers",
  "stalker",
  "bloke",
  "boss",
  "manager",
  "supervisor",
  "coworker",
  "colleague",
  "landlord",
  "neighbour",
  "neighbor",
  "teacher",
  "coach",
  "brothers",
  "friends",
  "mates",
  "family",
  "gang",
  "group",
  "driver",
  "officer",
  "doctor",
  "flatmate",
  "roommate",
  "people",
  "everyone",
  "nobody",
  "anyone",
  "you",
  "him",
  "them",
]);

/** Subjects whose blows are not what the crisis panel is for: a toddler, the dog, a ball. */
const BENIGN = new Set([
  "it",
  "this",
  "that",
  "toddler",
  "baby",
  "kid",
  "kids",
  "child",
  "children",
  "daughter",
  "sister",
  "dog",
  "cat",
  "puppy",
  "horse",
  "ball",
  "car",
  "door",
  "wave",
  "reality",
  "life",
  "work",
  "news",
  "thought",
  "idea",
]);

const BREAKS = new Set([".", "|"]);

const PRONOUNS = new Set(["i", "we", "myself", "he", "she", "they", "you", "it", "this", "that", "someone", "somebody", "nobody", "everyone", "anyone"]);

const DETERMINERS = new Set(["my", "the", "a", "an", "his", "her", "our", "their", "your", "this", "that", "some"]);

/** Words after which a noun is an object, not a subject: "at my door", "with the kids". */
const PREPOSITIONS = new Set([
  "at",
  "in",
  "on",
  "with",
  "to",
  "from",
  "by",
  "into",
  "onto",
  "of",
  "for",
  "near",
  "outside",
  "behind",
  "under",
  "over",
  "through",
  "against",
  "past",
  "about",
  "around",
  "like",
]);

/** The word before `start` in `text`, or "" at the start. */
function previousWord(text: string, start: number): [string, number] {
  let end = start;
  while (end > 0 && text[end - 1] === " ") end--;
  let from = end;
  while (from > 0 && text[from - 1] !== " ") from--;
  return [text.slice(from, end), from];
}

/** Whether the noun starting at `start` is the object of a preposition ("at my door"). */
function isObjectOfPreposition(text: string, start: number): boolean {
  let [word, from] = previousWord(text, start);
  if (DETERMINERS.has(word)) [word, from] = previousWord(text, from);
  return PREPOSITIONS.has(word);
}

/** The nearest subject before `at` in `text`, looking back at most `reach` words in the clause. */
export function subjectBefore(text: string, at: number, reach = 12): Subject {
  let end = at;
  for (let seen = 0; seen < reach && end > 0; seen++) {
    while (end > 0 && text[end - 1] === " ") end--;
    let start = end;
    while (start > 0 && text[start - 1] !== " ") start--;
    const token = text.slice(start, end);
    if (!token || BREAKS.has(token)) return "none";
    const known = SELF.has(token) || OTHER.has(token) || BENIGN.has(token);
    if (known && (PRONOUNS.has(token) || !isObjectOfPreposition(text, start))) {
      if (SELF.has(token)) return "self";
      if (OTHER.has(token)) return "other";
      return "benign";
    }
    end = start;
  }
  return "none";
}
