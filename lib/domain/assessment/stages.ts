// The five stages of the assessment, in order, with their durations (spec part 2 §4, §9).

export interface Stage {
  number: 1 | 2 | 3 | 4 | 5;
  title: string;
  minutes: number;
}

export const STAGES: readonly Stage[] = [
  { number: 1, title: "Understanding Your Situation", minutes: 2 },
  { number: 2, title: "Learning More", minutes: 3 },
  { number: 3, title: "Assessing Impact", minutes: 2 },
  { number: 4, title: "Safety Check", minutes: 1 },
  { number: 5, title: "Support & Next Steps", minutes: 2 },
];

export const TOTAL_MINUTES = STAGES.reduce((sum, stage) => sum + stage.minutes, 0);

export const WELCOME_MESSAGE =
  "Hi, I'm Clara. I'm here to listen and help you understand where you stand. There are no right or wrong answers, and you can stop at any time — your answers are saved as you go. It takes about 10 minutes.";

export function stageIntro(stage: Stage): string {
  return `${stage.title} (about ${stage.minutes} ${stage.minutes === 1 ? "minute" : "minutes"})`;
}

export function stageByNumber(number: number): Stage {
  return STAGES.find((stage) => stage.number === number) ?? STAGES[0]!;
}
