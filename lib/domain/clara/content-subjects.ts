import type { Subject } from "./topics";

// What Clara says about each practical subject: a line that reflects what she heard, a
// suggestion that fits, and an open question. Plain words, short sentences, no blame, no
// clinical terms, and no question that asks who she is, where she lives or works, or who is
// hurting her. Haven's own pages are named with their path so the chat can link them.

export interface Lines {
  openers: readonly string[];
  suggestions: readonly string[];
  questions: readonly string[];
}

const HOTLINE = "the National Domestic Violence Hotline (1-800-799-7233)";

export const SUBJECT_LINES: Record<Subject, Lines> = {
  identity: {
    openers: [
      "I'm Clara, an AI companion here in Haven.",
      "I'm Clara. I'm an AI companion, a computer program made to listen and support you.",
      "Good question. I'm Clara, an AI companion, not a person.",
    ],
    suggestions: [
      "I'm not a person and I'm not a therapist, but I'm here to listen whenever you need.",
      "I can't replace a person or a therapist, but I can listen, any time of day.",
      "If you'd like to talk with a real person, verified supporters are on [the Supporters page](/supporters).",
    ],
    questions: ["What would you like to talk about?", "How can I help you today?", "What's on your mind?"],
  },
  privacy: {
    openers: [
      "Your privacy matters, and it's smart to think about it.",
      "That's a really important thing to ask.",
      "It makes sense to want to keep this space to yourself.",
    ],
    suggestions: [
      "Supporters see only your display name, never your email.",
      "The Exit this page button, or pressing Shift three times, takes you to a neutral site right away.",
      "If someone might check your device, a private browser window on a device they can't reach helps keep this space yours.",
      "You can delete a conversation at any time from your conversation list.",
    ],
    questions: ["Is there something specific you're worried someone might see?", "What would help you feel safer using Haven?"],
  },
  police: {
    openers: [
      "Deciding whether to involve the police is a big choice, and it's yours to make.",
      "It's normal to feel unsure about going to the police.",
      "Thinking about the police can bring up a lot of feelings, and all of them make sense.",
    ],
    suggestions: [
      "If you're ever in danger, call 911. For everything else, you can take your time.",
      "If you do report, bringing your notes, dates and any screenshots can make it easier.",
      "A professional supporter on [the Supporters page](/supporters) can talk through what reporting might look like before you decide.",
      `${cap(HOTLINE)} can explain your options, including ones that don't involve the police.`,
    ],
    questions: [
      "What's making you think about it now?",
      "What worries you most about going to the police?",
      "What would you want to happen, if you did report?",
    ],
  },
  legal: {
    openers: [
      "Legal steps can feel confusing and scary, and it's good that you're asking.",
      "It makes sense to want to know where you stand.",
      "That's a lot to carry, on top of everything else.",
    ],
    suggestions: [
      "I can't give legal advice, but a professional supporter on [the Supporters page](/supporters) can help you find someone who can.",
      `${cap(HOTLINE)} can point you to free legal help near you.`,
      "Whatever you decide, a record of what happened, with dates, usually helps with any legal step.",
      "Bringing your notes, messages and photos to a lawyer or advocate can save you time and stress.",
    ],
    questions: ["What would you most like to understand first?", "Is there a date coming up that's on your mind?", "How are you feeling about it all?"],
  },
  documenting: {
    openers: [
      "Writing things down is a really good instinct.",
      "Keeping a record can feel like a lot, but it's one of the most useful things you can do.",
      "Good question. A clear record can make a real difference later.",
    ],
    suggestions: [
      "For each time it happens, note the date, time, place, what was said or done, and anyone who saw or heard it.",
      "Save texts, emails and voicemails, and take screenshots that show the date. Keep copies somewhere only you can open.",
      "Photos of injuries or damage, with the date, and notes from any medical visits can matter too if you ever need them.",
      "Your notes don't need to be perfect. Short and honest, written soon after it happens, is what helps.",
      "[Your journal](/journal) in Haven is made for this: each entry keeps its date, can hold photos and screenshots, and can be exported as a PDF for a lawyer or the police.",
    ],
    questions: [
      "Would it help to go through what you'd like to write down first?",
      "Do you have a safe place to keep your notes?",
      "Is there a recent moment you'd like to start with?",
    ],
  },
  stalking: {
    openers: [
      "Being contacted, watched or followed when you don't want it is frightening, and it makes sense that you're on edge.",
      "It's exhausting when someone won't leave you alone, online or off.",
      "What you're describing is a pattern, and patterns like this are taken seriously.",
      "You shouldn't have to change your whole life because someone won't respect your boundaries.",
    ],
    suggestions: [
      "Screenshots that show the date and time, saved somewhere they can't reach, can be strong evidence later.",
      "A log of every contact, with when, how and what was said, shows the pattern even when each moment seems small.",
      "It can be worth checking your phone and accounts for location sharing you didn't set up, and changing passwords from a device they've never touched.",
      "[The emergency page](/emergency) lets you set up emergency contacts, so you're ready if you ever feel unsafe.",
      "A professional supporter on [the Supporters page](/supporters) can help you think through your options, when and if you want to.",
    ],
    questions: [
      "How long has this been happening?",
      "How do you feel when you're out on your own?",
      "Has it been getting worse lately, or staying about the same?",
      "What would help you feel a little safer day to day?",
    ],
  },
  leaving: {
    openers: [
      "Thinking about leaving is a huge step, and it's okay to take it slowly.",
      "Whatever you decide about leaving, it's your choice, and you deserve support either way.",
      "It makes sense to feel pulled in different directions about this.",
    ],
    suggestions: [
      `The time around leaving can be the most dangerous, so planning ahead really matters. ${cap(HOTLINE)} can help you make a plan.`,
      "It can help to keep a small bag ready somewhere safe, with ID, keys, medicine, some money and important papers.",
      "[The emergency page](/emergency) lets you set up emergency contacts now, so they can be alerted quickly if you need them.",
      "A local supporter on [the Supporters page](/supporters) may be able to help in person when you're ready.",
    ],
    questions: [
      "What feels like the hardest part of it right now?",
      "Is there somewhere you could stay, if you needed to go?",
      "What would you need to feel ready?",
    ],
  },
  children: {
    openers: [
      "Of course you're thinking about your children. You want to keep them safe.",
      "Worrying about your kids on top of everything else is so much to hold.",
      "It's clear how much you care about your children.",
    ],
    suggestions: [
      `A safety plan can include your children too, like a code word, a safe place to go and who to call. ${cap(HOTLINE)} can help you make one.`,
      "A professional supporter on [the Supporters page](/supporters) can help you think through what's best for you and your kids.",
      "Children often cope better when they have one safe adult to talk to, and when they hear that none of this is their fault.",
    ],
    questions: ["How are your children doing?", "What worries you most for them?", "Do they have someone safe they can talk to?"],
  },
  money: {
    openers: [
      "Money worries can make everything feel more stuck. That's a very real concern.",
      "It makes sense that money is on your mind. It's one of the biggest things that keeps people stuck.",
      "Worrying about money takes a lot out of a person, and it touches every choice.",
    ],
    suggestions: [
      "Some people start by setting a little money aside somewhere only they can reach, even a small amount.",
      `${cap(HOTLINE)} can connect you with local programs that help with housing and money.`,
      "A supporter on [the Supporters page](/supporters) may know about help with money where you are.",
      "Keeping copies of important papers, like bank details and ID, somewhere safe can make later steps easier.",
    ],
    questions: [
      "What feels most urgent about money right now?",
      "Is there anyone who could help you for a little while?",
      "What would make the next month feel a bit more manageable?",
    ],
  },
  work: {
    openers: [
      "It sounds like work has stopped feeling like a safe place to be.",
      "Having to face this at work, day after day, takes so much out of you.",
      "What you're describing at work is not okay, and you shouldn't have to put up with it to keep your job.",
      "It makes sense that work feels heavy right now, with all of this going on.",
      "Being treated like this at work can shake your confidence, even though the problem is their behavior, not you.",
    ],
    suggestions: [
      "Keeping a private record can help, with the date, what was said or done, and anyone who saw it. Store it somewhere only you can reach, not on a work computer.",
      "If you decide to go to HR, a written account with dates makes it much harder to brush aside. You don't have to decide that today.",
      "A professional supporter on [the Supporters page](/supporters) can help you think through your options at work, at your own pace.",
      "It can help to save emails and messages outside work systems, so they're still yours if anything changes.",
      "[Your roadmap](/roadmap) has steps made for what you're facing, if you'd like somewhere to start.",
    ],
    questions: [
      "What part of it has been hardest for you?",
      "How are you managing at work day to day?",
      "Is there anyone at work you feel you can trust?",
      "What would feel like a good first step to you?",
      "How long has this been going on?",
    ],
  },
  home: {
    openers: [
      "That sounds really hard, especially when home should be the place you feel safe.",
      "Living with this at home means you never really get a break from it. That's exhausting.",
      "What you're going through matters, and you deserve to feel safe in your own home.",
      "It takes courage to put this into words, especially about someone close to you.",
      "No one deserves to be treated like that by someone who says they care about them.",
    ],
    suggestions: [
      `A safety plan can help, even if you're not planning to leave, with where you'd go, who you'd call and what you'd take. ${cap(HOTLINE)} can make one with you, any time.`,
      "[The emergency page](/emergency) lets you add emergency contacts, so help can be alerted quickly if you ever need it.",
      "If your phone might be checked, use a device they can't reach, and remember the Exit this page button, or pressing Shift three times, leaves Haven quickly.",
      "A supporter on [the Supporters page](/supporters) can listen and help you think through what you want, without any pressure.",
      "Keeping a private note of what happens, with dates, can help later, whatever you decide to do.",
    ],
    questions: [
      "How are things at home right now?",
      "What do you need most at the moment?",
      "Is there someone you trust who knows what's going on?",
      "What has helped you get through the hard days so far?",
    ],
  },
  sleep: {
    openers: [
      "Not sleeping makes everything harder to carry.",
      "It makes sense your mind won't switch off after everything you're dealing with.",
      "Bad nights are so common after what you've been through. Your body is still on alert.",
    ],
    suggestions: [
      "A slow breath can help: in for 4, hold for 4, out for 6, a few times over.",
      "Some people find it helps to write down what's looping in their head before bed, so it's out on paper.",
      "[Your roadmap](/roadmap) has a self-care toolkit with breathing and grounding exercises you can try at night.",
      "Naming five things you can see and four you can hear can bring you back to the present when your mind races.",
    ],
    questions: ["What's usually on your mind when you can't sleep?", "How long have nights been like this?", "Is there anything that's helped, even a little?"],
  },
  plan: {
    openers: [
      "It's okay not to know what to do next. You don't have to figure it all out at once.",
      "That's a really good question to be asking.",
      "When everything feels big, one small step is enough.",
    ],
    suggestions: [
      "[Your roadmap](/roadmap) breaks things into small steps for this week, this month and later on.",
      "Many people start with something small, like writing down what's happened or telling one trusted person.",
      "A supporter on [the Supporters page](/supporters) can help you decide what to do first.",
    ],
    questions: [
      "What feels most pressing to you right now?",
      "What would you like to be different a month from now?",
      "What's one thing that would make today a little easier?",
    ],
  },
  supporters: {
    openers: [
      "Talking with a real person can make a big difference.",
      "It makes sense to want someone to talk to who really understands.",
      "Reaching out to a person is a strong step.",
    ],
    suggestions: [
      "On [the Supporters page](/supporters) you can message verified professionals and local supporters. They see your display name, never your email.",
      "You can start by sending a short message on [the Supporters page](/supporters). You don't have to share more than you want to.",
    ],
    questions: ["What would you like from a supporter?", "Would you prefer someone who helps remotely, or someone local?"],
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
