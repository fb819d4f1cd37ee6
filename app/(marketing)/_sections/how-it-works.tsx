import { ArrowRight, MessageCircleHeart, Route, Sparkles, Users } from "@/components/ui/icons";
import type { IconComponent } from "@/components/ui/icons";
import { AuthAwareAction } from "@/app/(marketing)/_components/auth-aware-action";
import { Section } from "./section";

const STEPS: { icon: IconComponent; title: string; text: string }[] = [
  { icon: MessageCircleHeart, title: "Share your story", text: "Write what's happening in your own words. You never have to give your name." },
  {
    icon: Sparkles,
    title: "Talk it through with Clara",
    text: "Clara, Haven's AI companion, asks a few gentle questions to understand your situation and how safe you are.",
  },
  { icon: Route, title: "Get your roadmap", text: "A personal plan with practical next steps, your options and where to find help." },
  { icon: Users, title: "Connect with supporters", text: "Reach verified professionals who help remotely, or local supporters for help in person." },
];

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" title="How It Works" intro="Four calm steps, at your own pace. You can stop at any time.">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl border bg-card p-6">
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon className="size-6" aria-hidden />
            </span>
            <p className="mt-4 text-sm font-medium text-primary">Step {index + 1}</p>
            <h3 className="mt-1 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <AuthAwareAction href="/assessment-chat" size="lg">
          Start Your Assessment <ArrowRight aria-hidden />
        </AuthAwareAction>
      </div>
    </Section>
  );
}
