import { db } from "@/lib/db";
import { encrypt } from "@/lib/services/crypto";
import { alertLocationContext } from "@/lib/domain/emergency/alert-location";
import { getLocalDashboard, getProfessionalDashboard, getSupportTakerDashboard } from "@/lib/data/dashboards";
import { listNearbyOpenRequests } from "@/lib/data/local-requests";
import { completeLocalOnboarding } from "@/lib/data/onboarding";
import { updateOwnAvailability } from "@/lib/data/professional-supporters";
import { findPlace } from "@/lib/services/geo";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

const taker = (tag: string) => users.actor(tag, { kind: "support_taker", stayAnonymous: true });
const pro = (tag: string) => users.actor(tag, { kind: "professional", fullName: `Dr ${tag}`, professionalTitle: "Therapist", alsoLocal: false });

async function local(tag: string): Promise<Actor> {
  const actor = await users.actor(tag, { kind: "local", displayName: tag });
  const found = findPlace("Chicago, IL");
  if (found.kind !== "match") throw new Error("Chicago should match");
  await completeLocalOnboarding(actor, found.place);
  // Approved by an admin: only then do alerts and requests reach her map (issue 17).
  await db.localSupporter.update({ where: { userId: actor.userId }, data: { verificationStatus: "approved", verifiedAt: new Date() } });
  return actor;
}

describe("support-taker dashboard", () => {
  test("is empty and honest for a new account", async () => {
    const actor = await taker("dash-new");
    expect(await getSupportTakerDashboard(actor)).toEqual({ roadmap: null, assessmentInProgress: null, messages: [], recommendations: [] });
  });

  test("shows roadmap progress, her latest 3 messages across her active conversations, and verified supporters", async () => {
    const actor = await taker("dash-full");
    const other = await taker("dash-other");
    const approved = await pro("dash-approved");
    await db.professionalSupporter.update({ where: { userId: approved.userId }, data: { verificationStatus: "approved", verifiedAt: new Date() } });
    const pending = await pro("dash-pending");

    await db.assessmentConversation.create({
      data: {
        userId: actor.userId,
        assessmentCompleted: true,
        completedAt: new Date(),
        immediateActions: [{ title: "a" }, { title: "b" }],
        shortTermSteps: [{ title: "c" }, { title: "d" }],
        progressTracking: {
          action_items: { immediate_0: { completed: true, completed_at: new Date().toISOString() }, short_term_0: { completed: false, completed_at: null } },
        },
      },
    });
    const chat = await db.supportChat.create({ data: { userId: actor.userId, title: "Talking with Clara" } });
    for (let i = 1; i <= 4; i++) {
      await db.chatMessage.create({
        data: {
          chatId: chat.id,
          senderId: i % 2 ? actor.userId : null,
          senderType: i % 2 ? "user" : "ai",
          content: `message ${i}`,
          createdAt: new Date(Date.now() + i * 1000),
        },
      });
    }
    // Her other conversation interleaves by time; a deleted one never shows.
    const second = await db.supportChat.create({ data: { userId: actor.userId, title: "Another" } });
    const between = new Date(Date.now() + 3_500);
    await db.chatMessage.create({ data: { chatId: second.id, senderId: actor.userId, content: "from her other chat", createdAt: between } });
    const deleted = await db.supportChat.create({ data: { userId: actor.userId, title: "Deleted", status: "deleted" } });
    await db.chatMessage.create({ data: { chatId: deleted.id, senderId: actor.userId, content: "deleted chat", createdAt: new Date(Date.now() + 20_000) } });
    const othersChat = await db.supportChat.create({ data: { userId: other.userId, title: "Not hers" } });
    await db.chatMessage.create({ data: { chatId: othersChat.id, senderId: other.userId, content: "private", createdAt: new Date(Date.now() + 10_000) } });

    const data = await getSupportTakerDashboard(actor);
    expect(data.roadmap).toMatchObject({ completed: 1, total: 4, percent: 25, hasRoadmap: true, urgent: false });
    expect(data.messages.map((m) => m.content)).toEqual(["message 4", "from her other chat", "message 3"]);
    expect(data.messages.map((m) => m.fromMe)).toEqual([false, true, true]);
    expect(data.messages[1]).toMatchObject({ createdAt: between, chat: { id: second.id, title: "Another", chatType: "ai_support" } });
    const ids = data.recommendations.map((r) => r.full_name);
    expect(ids).toContain("Dr dash-approved");
    expect(ids).not.toContain("Dr dash-pending");
    expect(data.recommendations.length).toBeLessThanOrEqual(3);
    expect(data.recommendations.find((r) => r.full_name === "Dr dash-approved")).toMatchObject({ rating: null, reviews: 0, kind: "professional" });
    void pending;
  });
});

test("an assessment with a danger sign puts safety first on her dashboard", async () => {
  const actor = await taker("dash-urgent");
  await db.assessmentConversation.create({
    data: { userId: actor.userId, assessmentCompleted: true, completedAt: new Date(), severityLevel: "low", riskFlags: ["strangulation"] },
  });
  // Finished, but its roadmap not written yet: no steps, and the card says so.
  expect((await getSupportTakerDashboard(actor)).roadmap).toMatchObject({ urgent: true, hasRoadmap: false, total: 0, completed: 0 });
});

describe("professional dashboard", () => {
  test("counts active cases and people helped from her own chats only", async () => {
    const me = await pro("dash-pro");
    const colleague = await pro("dash-colleague");
    const [a, b] = [await taker("dash-a"), await taker("dash-b")];
    await db.supportChat.createMany({
      data: [
        { userId: a.userId, supporterUserId: me.userId, chatType: "professional_support", title: "1" },
        { userId: a.userId, supporterUserId: me.userId, chatType: "professional_support", title: "2", status: "deleted" },
        { userId: b.userId, supporterUserId: me.userId, chatType: "professional_support", title: "3" },
        { userId: b.userId, supporterUserId: colleague.userId, chatType: "professional_support", title: "4" },
      ],
    });
    expect(await getProfessionalDashboard(me)).toEqual({ activeCases: 2, totalHelped: 2, availability: null });
    expect(await getProfessionalDashboard(colleague)).toMatchObject({ activeCases: 1, totalHelped: 1 });
  });

  test("availability saves for her alone", async () => {
    const me = await pro("dash-avail");
    await updateOwnAvailability(me, "Limited availability");
    expect((await getProfessionalDashboard(me)).availability).toBe("Limited availability");
    await expect(updateOwnAvailability({ userId: me.userId, roles: ["support_taker"] }, "Available")).rejects.toBeInstanceOf(AppError);
  });

  test("refuses people without the role", async () => {
    const actor = await taker("dash-no-pro");
    await expect(getProfessionalDashboard(actor)).rejects.toBeInstanceOf(AppError);
    await expect(getLocalDashboard(actor)).rejects.toBeInstanceOf(AppError);
    await expect(listNearbyOpenRequests(actor)).rejects.toBeInstanceOf(AppError);
  });
});

const sealed = (userId: string, lat: number, lng: number) =>
  encrypt(JSON.stringify({ lat, lng, accuracyM: null, source: "area", area: "Chicago, Illinois, United States of America" }), alertLocationContext(userId));

describe("local dashboard and map", () => {
  test("counts alerts sent to her, requests and people helped; the map measures distance", async () => {
    const me = await local("dash-local");
    const neighbour = await local("dash-neighbour");
    const person = await taker("dash-person");
    const alert = await db.emergencyAlert.create({ data: { userId: person.userId, locationCipher: sealed(person.userId, 41.92, -87.75) } });
    const closed = await db.emergencyAlert.create({ data: { userId: person.userId, status: "resolved", locationCipher: sealed(person.userId, 41.9, -87.7) } });
    await db.alertNotification.createMany({
      data: [
        { alertId: alert.id, recipientUserId: me.userId, channel: "realtime", acknowledgedAt: new Date() },
        { alertId: closed.id, recipientUserId: me.userId, channel: "realtime" },
        { alertId: alert.id, recipientUserId: neighbour.userId, channel: "realtime" },
      ],
    });
    await db.supportChat.create({ data: { userId: person.userId, supporterUserId: me.userId, chatType: "local_support", title: "Walk home" } });

    expect(await getLocalDashboard(me)).toMatchObject({
      emergencyAlerts: 1,
      supportRequests: 1,
      peopleHelped: 1,
      location: { hasLocation: true, travelRadiusKm: 10 },
    });
    expect(await getLocalDashboard(neighbour)).toMatchObject({ emergencyAlerts: 1, supportRequests: 0, peopleHelped: 0 });

    const map = await listNearbyOpenRequests(me);
    expect(map.city).toBe("Chicago, Illinois, United States of America");
    expect(map.alerts).toHaveLength(1);
    expect(map.alerts[0]).toMatchObject({ alertId: alert.id, acknowledged: true, direction: "north" });
    expect(map.alerts[0]!.distanceKm).toBeCloseTo(10, 0);
    expect(map.requests.map((r) => r.title)).toEqual(["Walk home"]);
  });
});
