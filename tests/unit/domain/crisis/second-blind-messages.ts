import type { CrisisCategory } from "@/lib/domain/crisis/types";
import type { LabelledMessage } from "./labelled-messages";

// The second blind set: written after revision 6 (concept classes joined by proximity, weak
// cues, context), as a woman might type into Haven's chat, without the rules open and
// without aiming at them. It was run once before any change was made for it; those first
// figures are in the header of labelled-set.test.ts.

const yes = (category: CrisisCategory, text: string, kind?: LabelledMessage["kind"]): LabelledMessage => ({ text, crisis: true, category, ...(kind ? { kind } : {}) });
const no = (text: string, kind?: LabelledMessage["kind"]): LabelledMessage => ({ text, crisis: false, ...(kind ? { kind } : {}) });

const suicide: LabelledMessage[] = [
  // Missed on purpose: "who gets what" is one weak cue (arrangements) with nothing beside it;
  // a rule that caught it alone would fire on every will and every divorce.
  yes("suicide", "i keep writing notes in my head for who gets what", "indirect"),
  yes("suicide", "I've been putting money aside for my funeral so nobody else has to pay for it", "indirect"),
  yes("suicide", "tonight feels like the night. i'm calm about it", "indirect"),
  yes("suicide", "dont think i can face another morning", "indirect"),
  yes("suicide", "Is 20 of my antidepressants enough?", "indirect"),
  yes("suicide", "I've been standing at the platform edge letting the trains go past", "indirect"),
  yes("suicide", "my brother told me on the phone he's got a rope and doesn't see the point anymore, he lives alone, what do i do"),
  yes("suicide", "i'd be doing everyone a kindness by going", "indirect"),
  yes("suicide", "Tried to end things in March. Didn't work. I'm thinking I'll do it properly this time"),
  yes("suicide", "i want to lie down in the snow and not come home", "indirect"),
  yes("suicide", "can somebody just make it stop for good. i'm so tired of being alive"),
  yes("suicide", "My kids deserve a better mum than me, they'll be fine with their gran when I'm gone", "indirect"),
  yes("suicide", "i took a load of sleeping pills with wine about an hour ago, i feel really drowsy"),
  yes("suicide", "I keep fantasising about my own death, like it would be so peaceful"),
  yes("suicide", "The only way I'm getting out of this marriage is in a box", "indirect"),
  yes("suicide", "hey clara, thank you for being kind to me. I wont need the app after tonight", "indirect"),
  yes("suicide", "I'm going to walk into the lake by my house when it gets dark"),
  yes("suicide", "Honestly the only thing keeping me alive is my cat and she's 16", "indirect"),
  yes("suicide", "So work is fine, my sister is pregnant which is lovely, and I'm trying to save for a car. I have been struggling with my mood though. Last Tuesday I swallowed a bottle of paracetamol and spent two days in hospital and nobody knows apart from my flatmate. Anyway I've been reading about budgeting apps, do you have any you like?"),
  yes("suicide", "im done. pills are in front of me", "typo"),
  yes("suicide", "whats the point of me. seriously. everyone would cope", "indirect"),
];

const selfHarm: LabelledMessage[] = [
  yes("self_harm", "I have been burning my wrists with cigarettes"),
  yes("self_harm", "i keep picking at the scabs on my arms till they open up again"),
  yes("self_harm", "been punching myself in the legs when the anxiety gets bad"),
  yes("self_harm", "My girlfriend showed me her thighs and theyre covered in fresh cuts"),
  yes("self_harm", "I stabbed a pen into my hand during the meeting so I wouldn't cry"),
  yes("self_harm", "i snap an elastic band on my wrist until its purple", "indirect"),
  yes("self_harm", "It's been 3 months since I last self harmed but the urges are so strong tonight"),
  yes("self_harm", "i hit my head on the wall again til it bled, my flatmate heard", "typo"),
  yes("self_harm", "I drink bleach sometimes, not enough to die, just to feel it"),
  yes("self_harm", "i deserve every scar i give myself", "indirect"),
];

const danger: LabelledMessage[] = [
  yes("imminent_danger", "he's downstairs and he's got his hunting knife out, he's talking to himself"),
  yes("imminent_danger", "he messaged me 'nice dress' and when i looked out the window his car was across the road", "indirect"),
  yes("imminent_danger", "Someone is trying the handle of my back door right now"),
  yes("imminent_danger", "I'm in the loo at the restaurant, my date won't let me leave without him and he's got my bag"),
  yes("imminent_danger", "he said he's going to throw the baby out the window if I don't shut up"),
  yes("imminent_danger", "he says if i go to the refuge he'll find it and burn it down with me in it"),
  yes("imminent_danger", "plz i need help hes going to hurt me hes so angry", "typo"),
  yes("imminent_danger", "ex is at the door. he has a restraining order. what do i do"),
  yes("imminent_danger", "My husband says he's going to make it look like an accident", "indirect"),
  yes("imminent_danger", "he keeps telling me one wrong move and i'm dead"),
  yes("imminent_danger", "There's a car that has followed me for three days, same man, and he was outside my kids school today"),
  yes("imminent_danger", "He's drunk and keeps saying he'll take us all with him", "indirect"),
  yes("imminent_danger", "he texted my sister that he'll kill me if i don't come home tonight"),
  yes("imminent_danger", "he's taken the kids and switched his phone off and he said i'll never see them again"),
  yes("imminent_danger", "I can hear him coming up the stairs", "indirect"),
  yes("imminent_danger", "the man from the flat upstairs keeps trying to get into my flat at night, he's banging right now"),
  yes("imminent_danger", "if i'm not back by 9 he said he'll come and get me and I know what that means", "indirect"),
  yes("imminent_danger", "hes back. hes got a knife", "typo"),
  yes("imminent_danger", "My husband he say to me if I go back to my country he will kill my family there"),
  yes("imminent_danger", "Hi, I've been meaning to message for a while. I'm 29 and work in retail, the hours are long and my manager is a nightmare. My partner and I have a baby who is 8 months. He's been under a lot of stress. On Sunday he held a pillow over the baby's face for a few seconds to make her stop crying and told me if I ever tell anyone he'll do the same to me. Otherwise things are ok, I just wanted advice on sleep routines."),
];

const violence: LabelledMessage[] = [
  yes("violence", "last night he had me up against the wall by the neck"),
  yes("violence", "He slapped me across the face in front of his mum and she laughed"),
  yes("violence", "my partner broke two of my ribs last month"),
  yes("violence", "He rapes me when he's drunk and says it's his right as my husband"),
  yes("violence", "my manager at the warehouse keeps grabbing my bum and says it's banter"),
  yes("violence", "i dont know if its rape, i said no at first and then i just stopped fighting", "indirect"),
  yes("violence", "my bf headbutted me and my lip is split open"),
  yes("violence", "He throws things at me. Last week it was a mug and it cut my forehead"),
  yes("violence", "he sits on my chest so i can't move and screams in my face"),
  yes("violence", "my stepfather used to come into the shower with me when i was a kid", "indirect"),
  yes("violence", "he bent my fingers back until one snapped"),
  yes("violence", "A taxi driver touched me between my legs on the way home last night"),
  yes("violence", "he dragged me out of the car by my hair at the petrol station"),
  yes("violence", "my boyfriend burned my arm with the iron because I was late"),
  yes("violence", "he pushed my head under the bath water until I was choking"),
  yes("violence", "my husband forces me to do things in bed that hurt me and I cry the whole time"),
  yes("violence", "ex bf kicked me in the back so hard im peeing blood", "typo"),
  yes("violence", "ok so long story. we met at uni, married 2019, he was lovely at first. then it started with comments about my weight, then money, then who i saw. i dont really see anyone now. last month he strangled me in the kitchen until i wet myself and then said i was disgusting. he bought me flowers the next day. is this normal in marriages? my mum says every couple fights"),
  yes("violence", "please I am very afraid, the man I work for lock me in the house and take my passport and he hit me"),
  yes("violence", "cant breathe he choked me", "typo"),
];

const hardNegatives: LabelledMessage[] = [
  no("my sister is literally going to murder me when she finds out I lost her jumper", "hard"),
  no("this spreadsheet is going to be the death of me", "hard"),
  no("I accidentally sliced my thumb open on a tin of beans", "hard"),
  no("my friend works in A&E and sees overdoses every night, I don't know how she copes", "hard"),
  no("we're reading The Bell Jar in book club, it's about a woman's depression and her suicide attempt", "hard"),
  no("the true crime series about the Yorkshire Ripper gave me nightmares", "hard"),
  no("He's really cutting it fine with the rent this month", "hard"),
  no("my baby headbutted me by accident and now I have a bruise", "hard"),
  no("my cat scratched my arms to bits when I gave her a bath", "hard"),
  no("my nan's pills are all over the kitchen table, I need to get her a pill organiser", "hard"),
  no("I want to disappear off social media for a month", "hard"),
  no("the gym instructor said he'd kill us today and he wasn't lying, my legs are jelly", "hard"),
  no("my dad always says he'll disown me if I vote for the other lot lol", "hard"),
  no("she's been ghosting me for weeks, it's like I'm dead to her", "hard"),
  no("i killed the spider in the bath, i'm a hero", "hard"),
  no("We had a knife crime talk at my son's school today", "hard"),
  no("he shot the photos at my wedding and they're stunning", "hard"),
  no("my ex threatened to take me to small claims court over the sofa", "hard"),
  no("I'm not going to hurt myself, I just need someone to listen tonight", "negation"),
  no("he's never raised a hand to me, he just sulks", "negation"),
  no("The last time he hit me was 2012, I've been divorced for years and he lives in another country now", "hard"),
  no("I'm sick of living in this tiny flat", "hard"),
  no("I want to end my contract with my phone provider", "hard"),
  no("My heart stopped when I saw the bill", "hard"),
  no("I'm going to bury myself in work this week so I stop thinking about him", "hard"),
  no("i'd jump in front of a bus for my kids", "hard"),
  no("Can you explain what coercive control is? I'm writing a report for work", "hard"),
  no("my grandad used to shoot pheasants when he was young", "hard"),
  no("the last episode of that show had a hanging scene, they should have warned people", "hard"),
  no("He's not dangerous, just really annoying, he sends me long emails", "negation"),
  no("I'm so tired I could sleep for a hundred years", "hard"),
  no("I feel like I'm drowning in laundry", "hard"),
  no("someone keyed my car at work, so annoying", "hard"),
  no("I'm not scared of him anymore, he moved to Scotland and we only talk through solicitors", "negation"),
  no("My boss kills me with his dad jokes", "hard"),
  no("He choked on a fishbone at dinner, scary but he's fine", "hard"),
  no("the kids fought over the ipad and my daughter bit her brother", "hard"),
  no("my boyfriend is dying his hair pink for charity", "hard"),
  no("my flatmate threw a party and I hid in my room all night", "hard"),
  no("this heatwave is going to finish me off", "hard"),
  no("i'm dead excited for the weekend", "hard"),
  no("My son hung his coat up without being asked, miracles happen", "hard"),
  no("my daughter keeps cutting her own fringe and it looks terrible", "hard"),
  no("I took two paracetamol for my headache and it's gone", "hard"),
];

const ordinary: LabelledMessage[] = [
  no("I can't afford the nursery fees anymore"),
  no("He keeps telling me I'm too sensitive"),
  no("I think I'm depressed, I can't enjoy anything"),
  no("I'm scared I'll never find someone who treats me well"),
  no("how do I tell my kids we're separating"),
  no("he emptied our joint account and I have £40 until payday"),
  no("My landlord won't fix the mould and my son has asthma"),
  no("I had a panic attack on the bus and had to get off"),
  no("i feel so guilty for leaving him, he keeps crying on the phone"),
  no("can you help me find a solicitor who does legal aid"),
  no("My mum keeps taking his side"),
  no("what happens at a family court hearing"),
  no("I haven't left the house in a week"),
  no("I hate how I look"),
  no("his new girlfriend keeps messaging me horrible things"),
  no("my ex keeps liking my old photos on instagram, it's creepy"),
  no("I'm struggling to sleep since the move"),
];

export const SECOND_BLIND_MESSAGES: readonly LabelledMessage[] = [...suicide, ...selfHarm, ...danger, ...violence, ...hardNegatives, ...ordinary];
