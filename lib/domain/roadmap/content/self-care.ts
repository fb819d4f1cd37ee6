import { affects, feels, intimate } from "../signals";
import type { Signals } from "../types";

// The self-care toolkit: journaling prompts, grounding and mindfulness exercises, breathing.
// Each entry has a weight and what in her answers makes it fit better (sleep trouble, anxiety,
// anger, numbness, confidence). Trauma-informed: eyes may stay open, any exercise can stop.

interface Scored {
  key: string;
  weight: number;
  boost?: (s: Signals) => number;
}

export interface JournalingPrompt extends Scored {
  title: string;
  category: string;
  prompt: string;
}
export interface MindfulnessExercise extends Scored {
  title: string;
  duration: string;
  difficulty: "easy" | "moderate" | "challenging";
  steps: readonly string[];
}
export interface BreathingTechnique extends Scored {
  name: string;
  pattern: string;
  instructions: string;
}

const anxious = (s: Signals) => feels(s, "anxious") || feels(s, "scared");
const sleepless = (s: Signals) => affects(s, "sleep") || feels(s, "exhausted");

export const JOURNALING_PROMPTS: readonly JournalingPrompt[] = [
  {
    key: "private_first",
    weight: 2,
    boost: (s) => (intimate(s) || s.caseType === "stalking" ? 8 : 0),
    title: "Keep your writing private",
    category: "Safety",
    prompt:
      "Before you start: if someone might read your notes, write on loose paper you can throw away, or in a locked notes app. Then write: 'Right now, I am safe enough to write because...'",
  },
  {
    key: "what_i_know",
    weight: 6,
    title: "What I know to be true",
    category: "Validation",
    prompt:
      "Write down three things you know are true about what happened, even if someone has tried to tell you otherwise. Start each one with 'I know that...'",
  },
  {
    key: "letter_not_sent",
    weight: 3,
    boost: (s) => (feels(s, "angry") ? 4 : 0) + (s.told === "no" ? 2 : 0),
    title: "The letter you don't send",
    category: "Expressing feelings",
    prompt:
      "Write a letter to the person who hurt you, saying everything you wish you could say. You will never send it. When you finish, tear it up or delete it if that feels good.",
  },
  {
    key: "safe_place",
    weight: 3,
    boost: (s) => (anxious(s) ? 3 : 0),
    title: "A place where I feel calm",
    category: "Grounding",
    prompt:
      "Describe a place, real or imagined, where you feel calm and safe. What can you see, hear and smell there? Come back to this page whenever you need it.",
  },
  {
    key: "strengths",
    weight: 4,
    boost: (s) => (affects(s, "confidence") ? 4 : 0),
    title: "What got me through",
    category: "Strength",
    prompt: "Think of a hard time you got through before this. What helped you? Which of your strengths showed up then, and how could they help you now?",
  },
  {
    key: "body_today",
    weight: 3,
    boost: (s) => (affects(s, "health") ? 3 : 0) + (sleepless(s) ? 1 : 0),
    title: "How my body feels today",
    category: "Body",
    prompt:
      "Where in your body do you feel stress today? Describe it without judging it. What is one small thing that could help your body feel a little better?",
  },
  {
    key: "numb_small_things",
    weight: 2,
    boost: (s) => (feels(s, "numb") ? 5 : 0) + (feels(s, "sad") ? 2 : 0),
    title: "Small moments",
    category: "Reconnecting",
    prompt: "It is okay to feel numb. List five small things you noticed today: a taste, a colour, a sound, a texture, a smell. Nothing has to feel big.",
  },
  {
    key: "worry_parking",
    weight: 2,
    boost: (s) => (sleepless(s) ? 4 : 0) + (anxious(s) ? 2 : 0),
    title: "Parking my worries for the night",
    category: "Sleep",
    prompt:
      "Before bed, write down every worry in your head, one line each. Next to each, write one small thing you could do about it tomorrow, or 'not mine to fix'. Then close the page.",
  },
  {
    key: "support_map",
    weight: 3,
    boost: (s) => (s.told === "no" ? 3 : 0) + (affects(s, "relationships") ? 2 : 0),
    title: "My circle of support",
    category: "Connection",
    prompt:
      "Draw a small circle with your name in the middle. Around it, write the people, places and services that could support you, even a little. Who could you reach out to this week?",
  },
  {
    key: "future_self",
    weight: 3,
    boost: (s) => (feels(s, "hopeful") ? 3 : 0),
    title: "A note from my future self",
    category: "Hope",
    prompt: "Imagine yourself a year from now, safer and stronger. Write a short note from her to you today. What does she want you to know?",
  },
  {
    key: "kind_words",
    weight: 4,
    boost: (s) => (s.highDistress ? 2 : 0),
    title: "What I would tell a friend",
    category: "Self-compassion",
    prompt: "If a close friend told you everything you have been through, what would you say to her? Now write those same words to yourself.",
  },
];

export const MINDFULNESS_EXERCISES: readonly MindfulnessExercise[] = [
  {
    key: "five_senses",
    weight: 6,
    boost: (s) => (anxious(s) ? 3 : 0),
    title: "5-4-3-2-1 grounding",
    duration: "3 minutes",
    difficulty: "easy",
    steps: [
      "Look around and name five things you can see",
      "Notice four things you can touch, like your clothes, the chair or the floor under your feet",
      "Listen for three things you can hear",
      "Notice two things you can smell, or two smells you like",
      "Notice one thing you can taste, or take a sip of water",
      "Take one slow breath and notice that you are here, right now",
    ],
  },
  {
    key: "body_scan_sleep",
    weight: 3,
    boost: (s) => (sleepless(s) ? 5 : 0),
    title: "Gentle body scan for sleep",
    duration: "10 minutes",
    difficulty: "easy",
    steps: [
      "Lie down comfortably. You can keep your eyes open if that feels safer",
      "Bring your attention to your feet. Notice how they feel, without changing anything",
      "Slowly move your attention up: legs, hips, belly, chest, hands, arms, shoulders, neck, face",
      "Wherever you notice tension, imagine breathing into that spot and letting it soften a little",
      "If your mind wanders, that's okay. Gently come back to where you were",
      "Finish by noticing your whole body resting, supported by the bed",
    ],
  },
  {
    key: "feet_on_floor",
    weight: 4,
    boost: (s) => (feels(s, "scared") ? 3 : 0) + (s.urgent ? 2 : 0),
    title: "Feet on the floor",
    duration: "1 minute",
    difficulty: "easy",
    steps: [
      "Wherever you are, press both feet firmly into the floor",
      "Notice the ground holding you up",
      "Press your hands on your thighs or the table and feel the pressure",
      "Say to yourself: 'I am here. Right now, in this moment, I am okay'",
      "Take three slow breaths before you carry on",
    ],
  },
  {
    key: "mindful_walk",
    weight: 3,
    boost: (s) => (feels(s, "angry") ? 2 : 0) + (feels(s, "exhausted") ? 1 : 0),
    title: "A short mindful walk",
    duration: "10 minutes",
    difficulty: "easy",
    steps: [
      "Walk somewhere you feel safe, indoors or out",
      "Notice the feeling of each foot touching the ground",
      "Look for three things you hadn't noticed before",
      "If thoughts come, let them pass like cars going by, and come back to your steps",
    ],
  },
  {
    key: "hand_on_heart",
    weight: 3,
    boost: (s) => (feels(s, "sad") ? 3 : 0) + (affects(s, "confidence") ? 2 : 0),
    title: "Hand on heart",
    duration: "3 minutes",
    difficulty: "easy",
    steps: [
      "Place one hand on your chest and feel its warmth",
      "Breathe slowly and notice your chest rise and fall under your hand",
      "Say quietly: 'This is hard. I'm doing my best. I deserve kindness'",
      "Stay for a few breaths, then take your hand away slowly",
    ],
  },
  {
    key: "container",
    weight: 2,
    boost: (s) => (s.highDistress ? 3 : 0) + (feels(s, "anxious") ? 1 : 0),
    title: "The container",
    duration: "5 minutes",
    difficulty: "moderate",
    steps: [
      "Imagine a strong container: a box, a safe or a jar with a lid",
      "Picture placing the worries you can't deal with right now inside it",
      "Close the lid and put the container somewhere safe in your mind",
      "Remind yourself you can open it later, when you have support or time",
      "Take a slow breath and turn to something in front of you",
    ],
  },
];

export const BREATHING_TECHNIQUES: readonly BreathingTechnique[] = [
  {
    key: "four_seven_eight",
    weight: 3,
    boost: (s) => (sleepless(s) ? 5 : 0),
    name: "4-7-8 breathing",
    pattern: "4-7-8",
    instructions:
      "Breathe in quietly through your nose for 4 counts, hold your breath for 7 counts, then breathe out slowly through your mouth for 8 counts. Repeat 4 times. It is especially good before sleep. If holding feels uncomfortable, shorten the counts.",
  },
  {
    key: "box",
    weight: 5,
    boost: (s) => (anxious(s) ? 3 : 0),
    name: "Box breathing",
    pattern: "4-4-4-4",
    instructions:
      "Breathe in for 4 counts, hold for 4, breathe out for 4, hold for 4. Picture tracing the sides of a square as you go. Repeat for 2 to 5 minutes. You can do it anywhere without anyone noticing.",
  },
  {
    key: "long_exhale",
    weight: 4,
    boost: (s) => (feels(s, "scared") ? 3 : 0) + (s.highDistress ? 2 : 0),
    name: "Longer breath out",
    pattern: "4-6",
    instructions:
      "Breathe in through your nose for 4 counts, then out through your mouth for 6 counts, as if blowing gently on a spoonful of soup. A longer breath out tells your body it is safe to slow down. Repeat for 1 to 3 minutes.",
  },
  {
    key: "sigh",
    weight: 3,
    boost: (s) => (feels(s, "anxious") ? 2 : 0) + (feels(s, "angry") ? 2 : 0),
    name: "Calming sigh",
    pattern: "2 in, 1 long out",
    instructions:
      "Take a normal breath in through your nose, then a second short breath in on top of it, then let it all out slowly through your mouth. One to three of these can ease a wave of panic or anger in under a minute.",
  },
  {
    key: "belly",
    weight: 3,
    boost: (s) => (feels(s, "exhausted") ? 2 : 0) + (affects(s, "health") ? 1 : 0),
    name: "Belly breathing",
    pattern: "Slow, 5-5",
    instructions:
      "Put one hand on your belly. Breathe in slowly for about 5 counts so your belly rises under your hand, then breathe out for about 5 counts and feel it fall. Keep your shoulders relaxed. Try it for 5 minutes a day.",
  },
];
