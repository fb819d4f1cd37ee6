import type { Feeling } from "./topics";

// How Clara meets a feeling: a line that names and validates it, and an open question.

export const FEELING_LINES: Record<Feeling, { openers: readonly string[]; suggestions: readonly string[]; questions: readonly string[] }> = {
  blame: {
    openers: [
      "What happened is not your fault. The person who chose to hurt you is responsible for that.",
      "It's so common to blame yourself, but nothing you did made this okay.",
      "You didn't cause this. Judging the person you were then by what you know now isn't fair to her.",
    ],
    suggestions: [
      "A supporter on [the Supporters page](/supporters) can remind you of this on the days it's hard to believe.",
      "Writing down what happened as plain facts can make it easier to see where the responsibility really lies.",
    ],
    questions: ["What would you say to a friend who told you the same thing?", "Where do you think that feeling comes from?"],
  },
  shame: {
    openers: [
      "There's nothing to be ashamed of. Being hurt by someone says nothing bad about you.",
      "So many people feel ashamed after something like this, and it's never deserved.",
      "You're not stupid or weak. Abuse and harassment work by making people doubt themselves.",
    ],
    suggestions: [
      "Talking with [a supporter](/supporters) who has heard it all before can make it feel less heavy.",
      "Being gentle with yourself is part of getting through this, not a luxury.",
    ],
    questions: [
      "What would you like people to understand about what you've been through?",
      "What would it be like to be as kind to yourself as you'd be to a friend?",
    ],
  },
  alone: {
    openers: [
      "Feeling alone with this is so hard. I'm glad you reached out here.",
      "You're not as alone as it feels right now. I'm here, and there are people who want to help.",
      "Carrying this by yourself is heavy. You deserve support.",
    ],
    suggestions: [
      "On [the Supporters page](/supporters) you can message a verified supporter, whenever you feel ready.",
      "Even one trusted person who knows what's happening can make things feel lighter.",
    ],
    questions: ["Is there anyone, even one person, you feel safe talking to?", "What kind of support would feel good right now?"],
  },
  fear: {
    openers: [
      "Feeling scared makes so much sense after what you've been through.",
      "That fear is your mind trying to keep you safe. It's real, and it matters.",
      "It's really frightening to live with that kind of worry.",
    ],
    suggestions: [
      "A safety plan can make fear a little more manageable, and the National Domestic Violence Hotline (1-800-799-7233) can make one with you, any time.",
      "[The emergency page](/emergency) lets you set up emergency contacts, so help is quick to reach if you need it.",
      "A slow breath can help when fear rises: in for 4, hold for 4, out for 6.",
    ],
    questions: ["What feels most frightening right now?", "When do you feel the most on edge?"],
  },
  sad: {
    openers: [
      "I'm so sorry you're feeling this way. It sounds really heavy.",
      "That sounds painful, and it makes sense that you feel low.",
      "Thank you for telling me how you really feel. That's not easy.",
    ],
    suggestions: [
      "[Your roadmap](/roadmap) has a self-care toolkit with small things that can help on hard days.",
      "Small things count on days like this, like a glass of water, some fresh air, or a message to someone kind.",
      "A supporter on [the Supporters page](/supporters) can be there for you too.",
    ],
    questions: ["How long have you been feeling like this?", "What's been the hardest part of today?"],
  },
  anger: {
    openers: ["Your anger makes sense. You've been treated unfairly.", "It's okay to feel angry. Anger often shows up when a line has been crossed."],
    suggestions: [
      "Anger can be a sign of what you won't accept anymore, and that can be a strength.",
      "Writing it all down, without holding back, can help let some of it out safely.",
    ],
    questions: ["What feels most unfair about it?", "What would you like to do with that anger?"],
  },
  tired: {
    openers: [
      "You sound worn out, and that makes sense with all you're carrying.",
      "Being this tired is what happens when you've had to stay on guard for a long time.",
    ],
    suggestions: [
      "Rest is not giving up. It's how you keep going.",
      "[Your roadmap](/roadmap) has a self-care toolkit with short exercises for when you're worn out.",
    ],
    questions: ["What would rest look like for you right now?", "Is there one thing you could take off your plate today?"],
  },
  confused: {
    openers: [
      "It's okay to feel unsure. Abuse and harassment often make people doubt what they've seen and felt.",
      "If something feels wrong to you, that feeling is worth listening to.",
      "You're not overreacting by asking about this.",
    ],
    suggestions: [
      "Writing down what happened, with dates, can help you see the pattern more clearly.",
      "A professional supporter on [the Supporters page](/supporters) can help you make sense of it.",
    ],
    questions: ["What part feels the most confusing?", "What made you start wondering about it?"],
  },
  stressed: {
    openers: [
      "That sounds like a lot of pressure.",
      "It sounds like you have a lot on your plate right now.",
      "That kind of pressure can take over a whole day.",
    ],
    suggestions: [
      "Even a five-minute break away from it can help your mind reset.",
      "It can help to pick the one thing that matters most today and let the rest wait a little.",
    ],
    questions: ["What's making it feel like so much right now?", "How are you holding up with it all?", "What would make today a little easier?"],
  },
};

/** When a message names no subject and no feeling. */
export const GENERAL_LINES = {
  openers: [
    "Thank you for sharing that with me.",
    "I'm here, and I'm listening.",
    "I hear you. That sounds like a lot.",
    "It means a lot that you're telling me this.",
    "I'm glad you're here.",
  ],
  suggestions: [
    "Whatever you're facing, you don't have to work it out alone.",
    "Take your time. There's no right or wrong way to talk about this.",
    "You can share as much or as little as you want.",
    "Nothing you tell me here is too small to matter.",
  ],
  questions: [
    "Can you tell me a bit more about what's been happening?",
    "How are you feeling right now?",
    "What's been on your mind the most?",
    "What would help most right now?",
    "What would you like to talk about?",
  ],
} as const;

export const SMALL_TALK = {
  greeting: ["Hi, I'm really glad you're here.", "Hello. It's good to hear from you.", "Hi there. I'm here for you."],
  greetingQuestions: ["How are you doing today?", "What's been happening?", "How are you feeling right now?"],
  thanks: [
    "You're so welcome. I'm here whenever you want to talk.",
    "I'm really glad it helped. You can come back any time, day or night.",
    "Thank you for trusting me with this. I'm here when you need me.",
  ],
  checkin: ["Thanks for asking. I'm here and ready to listen.", "That's kind of you to ask. I'm here for you, any time.", "I'm here, and glad you stopped by."],
  good: ["That's really good to hear.", "I'm so glad to hear that.", "That's lovely. Good days matter."],
  goodQuestions: ["What made it a good one?", "What helped today go well?", "Is there anything from today you'd like to hold on to?"],
  thanksQuestions: ["Is there anything else on your mind?", "How are you feeling now?", "Is there anything else I can help with today?"],
  ack: ["I'm here, and there's no rush.", "Take your time. I'm right here.", "That's okay. We can go at whatever pace feels right."],
  ackQuestions: [
    "Would you like to tell me more, or talk about something else?",
    "What would be most helpful to talk about right now?",
    "Is there anything on your mind you'd like to share?",
  ],
  goodbye: [
    "Take care of yourself. I'm here whenever you want to come back, day or night.",
    "Thank you for talking with me. You can come back any time, and I'll be here.",
    "Look after yourself. Whenever you want to talk again, I'm here.",
  ],
  /** If she must leave because someone is coming: how to leave at once, and help in danger. */
  goodbyeSafety: [
    "If you ever need to leave in a hurry, Exit this page takes you away at once, and 911 is there if you're in danger.",
    "If you need to close Haven quickly, use Exit this page. If you're ever in danger, call 911.",
  ],
} as const;

/** Asked when a message sounds heavy but is not crisis language: a direct, gentle question. */
export const HEAVY_CHECKS = [
  "Sometimes when things feel this heavy, thoughts of not wanting to be here can come up. If that's happening for you, you can tell me, and you can call or text 988 any time.",
  "I want to gently check in: are you having any thoughts of hurting yourself or of not wanting to live? If you are, you can call or text 988 any time, day or night.",
  "When pain builds up like this, some people start to think about ending their life. If that's true for you, please tell me, and know you can call or text 988 any time.",
] as const;

/** For a person whose assessment showed danger signs, when her safety is in the picture. */
export const URGENT_LINES = [
  "Your assessment showed some signs of danger, so please keep [the emergency page](/emergency) in mind, and call 911 if you're ever in danger.",
  "Because of what you shared in your assessment, I want you to know: if you're ever in danger, call 911, and [the emergency page](/emergency) has help in one place.",
  "With what your assessment showed, your safety comes first. [The emergency page](/emergency) can alert your emergency contacts if you need them.",
] as const;
