import { dashboardView } from "@/app/(app)/dashboard/support-taker/view";
import { matchedSupporter } from "./fixtures/matched-supporter";

// The support taker's dashboard cards render in the browser's bundle (issue 20); what the page
// sends them is all her browser receives, so it must be what they show and nothing more.

const supporter = matchedSupporter({ quote: "Private note-like quote" });

const at = new Date("2026-12-05T03:14:28.668Z");
const message = (over: Partial<{ senderType: "user" | "ai" | "supporter" | "system"; content: string; fromMe: boolean }>) => ({
  id: "m1",
  content: "Hello",
  senderType: "supporter" as const,
  senderId: "someone-else",
  createdAt: at,
  chat: { id: "c1", title: "Chat", chatType: "professional_support" },
  fromMe: false,
  ...over,
});

const data = {
  roadmap: { conversationId: "conv-1", hasRoadmap: true, urgent: true, completed: 3, total: 18, percent: 17, timeframes: [] },
  assessmentInProgress: null,
  messages: [
    message({}),
    message({ senderType: "ai", content: "You can read [the emergency page](/emergency) any time." }),
    message({ senderType: "user", fromMe: true }),
  ],
  recommendations: [supporter, { ...supporter, supporter_id: "sup-2", match_reasons: [] }],
} as unknown as Parameters<typeof dashboardView>[0];

describe("dashboardView: what the support taker's dashboard cards receive", () => {
  const view = dashboardView(data);

  it("keeps the roadmap's counts and its danger sign, not its timeframes", () => {
    expect(view.roadmap).toEqual({ conversationId: "conv-1", hasRoadmap: true, urgent: true, completed: 3, total: 18, percent: 17 });
    expect(view.inProgress).toBeNull();
  });

  it("sends each message's conversation, time (ISO, for her own time zone), author side and text; Clara's page links read as words", () => {
    expect(view.messages).toEqual([
      { id: "m1", chatId: "c1", chatTitle: "Chat", at: "2026-12-05T03:14:28.668Z", fromMe: false, text: "Hello" },
      { id: "m1", chatId: "c1", chatTitle: "Chat", at: "2026-12-05T03:14:28.668Z", fromMe: false, text: "You can read the emergency page any time." },
      { id: "m1", chatId: "c1", chatTitle: "Chat", at: "2026-12-05T03:14:28.668Z", fromMe: true, text: "Hello" },
    ]);
    expect(JSON.stringify(view.messages)).not.toContain("someone-else");
  });

  it("sends a supporter's identity, rating, availability and best reason only", () => {
    expect(view.recommendations[0]).toEqual({
      supporter_id: "sup-1",
      user_id: "user-1",
      kind: "professional",
      full_name: "Dr. Maya Chen",
      professional_title: "Licensed Clinical Psychologist",
      city: "Chicago",
      avatar_url: null,
      rating: 4.5,
      reviews: 2,
      availability: "Available",
      reason: "Specialises in workplace harassment",
    });
    expect(view.recommendations[1]!.reason).toBeNull();
    const sent = JSON.stringify(view);
    for (const hidden of ["match_score", "distance_km", "quote", "years_experience", "specializations"]) expect(sent).not.toContain(hidden);
  });
});
