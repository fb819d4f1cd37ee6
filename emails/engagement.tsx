import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Reminders (engagement): she can turn these off in Email Preferences.

export const onboardingIncomplete = defineTemplate<BaseProps & { missing?: string[] }>({
  id: "onboarding-incomplete",
  group: "engagement",
  category: "engagement",
  name: "Finish setting up",
  description: "A day after sign-up when account set-up is not finished; lists the missing steps.",
  subject: () => "Finish setting up your account",
  defaults: { missing: ["Choose how you would like to be called", "Set your availability"] },
  Component: ({ missing = [], ...props }) => (
    <Frame
      preview="A few steps are left."
      heading="A few steps are left"
      action={{ label: "Continue", url: link(props, "/onboarding") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Your account is almost ready. These steps are left:</Paragraph>
      {missing.map((step) => (
        <Paragraph key={step}>• {step}</Paragraph>
      ))}
    </Frame>
  ),
});

export const assessmentIncomplete = defineTemplate<BaseProps>({
  id: "assessment-incomplete",
  group: "engagement",
  category: "engagement",
  name: "Pick up where you left off",
  description: "24 hours after her last answer to an unfinished assessment; cancelled by finishing it.",
  subject: () => "Pick up where you left off",
  defaults: {},
  Component: (props) => (
    <Frame
      preview="Your answers are saved."
      heading="Pick up where you left off"
      action={{ label: "Continue", url: link(props, "/assessment") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>Your answers so far are saved. You can continue whenever it feels right, at your own pace.</Paragraph>
    </Frame>
  ),
});

export const roadmapMilestone = defineTemplate<BaseProps & { percentage?: number; completed?: number; remaining?: number }>({
  id: "roadmap-milestone",
  group: "engagement",
  category: "engagement",
  name: "Milestone reached",
  description: "When her plan reaches 25, 50, 75 or 100 percent.",
  subject: () => "You reached a milestone",
  defaults: { percentage: 50, completed: 8, remaining: 8 },
  Component: ({ percentage = 0, completed = 0, remaining = 0, ...props }) => (
    <Frame
      preview="Open Haven to see your progress."
      heading={`You are ${percentage}% of the way`}
      action={{ label: "See your plan", url: link(props, "/roadmap") }}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Paragraph>
        You have done {completed} {completed === 1 ? "step" : "steps"}
        {remaining > 0 ? `, and ${remaining} ${remaining === 1 ? "is" : "are"} left.` : ", every one of them."}
      </Paragraph>
      <Paragraph>Each step counts. Be proud of how far you have come.</Paragraph>
    </Frame>
  ),
});
