import type { getSupportTakerDashboard } from "@/lib/data/dashboards";
import { supporterSummary, type SupporterSummary } from "@/components/supporters/card-view";
import { messageText } from "@/lib/domain/chat/message-links";

// What the dashboard's cards show, and nothing more: they render in a client component
// (./dashboard-cards.tsx), so this is what her browser receives.

type Dashboard = Awaited<ReturnType<typeof getSupportTakerDashboard>>;

export type DashboardMessage = { id: string; chatId: string; chatTitle: string; at: string; fromMe: boolean; text: string };
export type RecommendedSupporter = SupporterSummary & { reason: string | null };
export type DashboardRoadmap = { conversationId: string; hasRoadmap: boolean; urgent: boolean; completed: number; total: number; percent: number } | null;

export interface DashboardView {
  roadmap: DashboardRoadmap;
  inProgress: { id: string; progressPercentage: number } | null;
  messages: DashboardMessage[];
  recommendations: RecommendedSupporter[];
}

export function dashboardView(data: Dashboard): DashboardView {
  const { roadmap } = data;
  return {
    roadmap: roadmap && {
      conversationId: roadmap.conversationId,
      hasRoadmap: roadmap.hasRoadmap,
      urgent: roadmap.urgent,
      completed: roadmap.completed,
      total: roadmap.total,
      percent: roadmap.percent,
    },
    inProgress: data.assessmentInProgress && { id: data.assessmentInProgress.id, progressPercentage: data.assessmentInProgress.progressPercentage },
    messages: data.messages.map((message) => ({
      id: message.id,
      chatId: message.chat.id,
      chatTitle: message.chat.title,
      at: message.createdAt.toISOString(),
      fromMe: message.fromMe,
      // Clara's page links read as her words here (the whole row is already a link).
      text: message.senderType === "ai" ? messageText(message.content, "clara") : message.content,
    })),
    recommendations: data.recommendations.map((s) => ({
      ...supporterSummary(s),
      reason: s.match_reasons[0] ?? null,
    })),
  };
}
