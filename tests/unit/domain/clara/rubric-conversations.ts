// Conversations for the rubric evaluation of Clara's built-in replies (issue 21): 20
// conversations of 5 messages (100 messages), varied topics and moods, some with crisis
// language, some short follow-ups that lean on what she said before. Written for this test,
// not from the engine's keyword lists.
import type { ClaraContext } from "@/lib/domain/clara";

export interface RubricConversation {
  topic: string;
  context: ClaraContext;
  messages: string[];
}

const none: ClaraContext = {};
const da: ClaraContext = { caseType: "domestic_abuse", roadmap: { percent: 20, nextStep: "Get a medical check after being choked" } };
const work: ClaraContext = { caseType: "workplace_harassment", roadmap: { percent: 10, nextStep: "Start an incident log" } };
const online: ClaraContext = { caseType: "online_harassment", roadmap: null };

export const RUBRIC_CONVERSATIONS: RubricConversation[] = [
  {
    topic: "boss",
    context: work,
    messages: [
      "my boss yelled at me in front of the whole team today",
      "it's the third time this month",
      "what should I do?",
      "I'm scared HR will side with him",
      "thanks, that helps a bit",
    ],
  },
  {
    topic: "sister",
    context: none,
    messages: ["my sister never calls me back anymore", "I used to be so close to her", "I feel really lonely", "maybe I did something wrong", "ok"],
  },
  {
    topic: "controlling partner",
    context: da,
    messages: [
      "he reads all my messages and gets angry when I see my friends",
      "he says it's because he loves me",
      "is that normal?",
      "I don't know if I should leave",
      "I'm so tired of walking on eggshells",
    ],
  },
  {
    topic: "money",
    context: none,
    messages: [
      "I can't afford rent this month",
      "he controls all the money and gives me an allowance",
      "I have no savings of my own",
      "how do people start over with nothing?",
      "I feel stupid for letting it get like this",
    ],
  },
  {
    topic: "sleep",
    context: none,
    messages: [
      "I haven't slept properly in weeks",
      "I keep having nightmares about the accident",
      "I wake up at 3am every night",
      "what helps?",
      "I'll try that",
    ],
  },
  {
    topic: "online",
    context: online,
    messages: [
      "someone keeps making fake accounts to message me",
      "they posted my photos without asking",
      "I blocked them but they come back",
      "can I report this?",
      "I feel like everyone has seen them",
    ],
  },
  {
    topic: "crisis suicide",
    context: none,
    messages: [
      "I don't think I can keep going",
      "I've been thinking about ending my life",
      "yes I'm safe for now",
      "I just feel so empty",
      "thank you for staying",
    ],
  },
  {
    topic: "crisis danger",
    context: da,
    messages: [
      "he's outside my house banging on the door",
      "no I'm not safe",
      "I'm in the bathroom with the door locked",
      "the police are here now",
      "he left with them",
    ],
  },
  {
    topic: "coworker",
    context: work,
    messages: [
      "a coworker keeps touching my shoulder and it makes me uncomfortable",
      "I told him to stop and he laughed",
      "I'm worried nobody will believe me",
      "should I keep a record?",
      "I'm nervous about my shift tomorrow",
    ],
  },
  {
    topic: "mum",
    context: none,
    messages: [
      "my mum criticises everything I do",
      "she said I'm a terrible mother in front of my kids",
      "I cried in the car afterwards",
      "I'm so angry at her",
      "how do I set boundaries with her?",
    ],
  },
  {
    topic: "custody",
    context: da,
    messages: [
      "I'm anxious about the custody hearing next week",
      "my ex's lawyer is really aggressive",
      "I'm scared I'll lose my kids",
      "what can I bring to court?",
      "ok thank you",
    ],
  },
  {
    topic: "exam",
    context: none,
    messages: [
      "I have a big exam tomorrow and I can't focus",
      "everyone expects me to do well",
      "my chest feels tight",
      "I just need to get through it",
      "good night",
    ],
  },
  {
    topic: "grief",
    context: none,
    messages: [
      "my grandmother died last month",
      "she was the one who raised me",
      "I keep picking up the phone to call her",
      "nobody talks about her anymore",
      "I miss her so much",
    ],
  },
  {
    topic: "stalking",
    context: { caseType: "stalking", urgent: true },
    messages: [
      "my ex keeps turning up at my work",
      "he waits in the car park when I finish",
      "I changed my shifts but he found out",
      "I don't feel safe walking to my car",
      "what can I do?",
    ],
  },
  {
    topic: "self-harm",
    context: none,
    messages: ["I cut myself again last night", "I'm safe right now", "I just don't know how to stop", "nobody knows", "I'm scared to tell anyone"],
  },
  {
    topic: "neighbour",
    context: none,
    messages: [
      "my neighbour plays loud music every night",
      "I asked him nicely and he swore at me",
      "I'm exhausted from not sleeping",
      "the landlord won't do anything",
      "what are my options?",
    ],
  },
  {
    topic: "friends",
    context: none,
    messages: [
      "I don't have any friends since I moved here",
      "everyone at work already has their groups",
      "I eat lunch alone every day",
      "how do adults even make friends?",
      "maybe I'll try a class",
    ],
  },
  {
    topic: "good day",
    context: none,
    messages: ["hi clara", "today was actually a good day", "I went for a walk by the sea", "I feel a bit lighter", "thanks for listening"],
  },
  {
    topic: "violence past",
    context: da,
    messages: [
      "he hit me last week and I still have bruises",
      "I've been hiding them with makeup",
      "I'm ashamed",
      "my friend noticed and asked",
      "I don't know what to tell her",
    ],
  },
  {
    topic: "feeling stuck",
    context: none,
    messages: [
      "I feel stuck in my life",
      "nothing seems to change",
      "I'm 34 and still living with my parents",
      "everyone else seems ahead of me",
      "where do I even start?",
    ],
  },
];
