import { Quote } from "@/components/ui/icons";
import { Section } from "./section";

// Three anonymous testimonials with the categories of spec part 1 §1.
const STORIES = [
  {
    category: "Workplace Harassment",
    quote:
      "I thought I had to put up with my manager's comments to keep my job. Haven helped me write down what was happening and see my options. An HR expert walked me through a formal complaint, and I finally feel heard.",
  },
  {
    category: "Safety Escort",
    quote:
      "I was nervous walking to my car after evening shifts. A local supporter met me at the door every night for two weeks while I worked out a safer plan. Knowing someone was there made all the difference.",
  },
  {
    category: "Professional Support",
    quote:
      "Talking to a counsellor felt safe because I never had to give my name. She helped me see that what was happening at home was not my fault, and we made a plan together, one small step at a time.",
  },
];

export function StoriesSection() {
  return (
    <Section id="stories" title="Stories from Our Community" intro="Shared anonymously. We never show names or details that could identify anyone.">
      <ul className="grid gap-6 md:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story.category}>
            <figure className="flex h-full flex-col rounded-2xl border bg-card p-6">
              <p className="self-start rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">{story.category}</p>
              <Quote className="mt-5 size-6 text-primary/60" aria-hidden />
              <blockquote className="mt-2 flex-1 text-pretty">
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="mt-5 text-sm text-muted-foreground">Anonymous Haven member</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
