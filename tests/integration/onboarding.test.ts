import { db } from "@/lib/db";
import { createSignUpRecords } from "@/lib/data/accounts";
import {
  completeLocalOnboarding,
  completeProfessionalOnboarding,
  completeSupportTakerOnboarding,
  getOnboardingStatus,
  updateOwnLocation,
} from "@/lib/data/onboarding";
import { findPlace, getPlaceById } from "@/lib/services/geo";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import type { Place } from "@/lib/domain/geo/place-search";
import { userTracker } from "@/tests/jest/db-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

function chicago(): Place {
  const found = findPlace("Chicago, IL");
  if (found.kind !== "match") throw new Error("the gazetteer should know Chicago, IL");
  return found.place;
}

describe("the shipped gazetteer", () => {
  test("knows Chicago with its coordinates", () => {
    const place = chicago();
    expect(place.lat).toBeCloseTo(41.83, 1);
    expect(place.lng).toBeCloseTo(-87.75, 1);
    expect(getPlaceById(place.id)).toEqual(place);
  });
  test("asks which Springfield and suggests for a misspelling", () => {
    expect(findPlace("Springfield").kind).toBe("ambiguous");
    const typo = findPlace("Chicagoo");
    expect(typo.kind).toBe("unknown");
    if (typo.kind === "unknown") expect(typo.suggestions.map((p) => p.city)).toContain("Chicago");
  });
  test("returns nothing for an unknown id", () => expect(getPlaceById("XX:Nowhere:ZZ")).toBeNull());
});

describe("support-taker onboarding", () => {
  test("a display name makes her non-anonymous and completes onboarding", async () => {
    const { id } = await users.create("onb-taker");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: true });
    const actor: Actor = { userId: id, roles: ["support_taker"] };
    expect(await getOnboardingStatus(actor)).toMatchObject({ completed: false, isAnonymous: true });
    await completeSupportTakerOnboarding(actor, "  Sam  ");
    expect(await db.profile.findUnique({ where: { userId: id } })).toMatchObject({ displayName: "Sam", isAnonymous: false });
    expect((await getOnboardingStatus(actor)).completed).toBe(true);
  });

  test("blank keeps her fully anonymous with her alias", async () => {
    const { id } = await users.create("onb-taker-anon");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: true });
    const before = await db.profile.findUniqueOrThrow({ where: { userId: id } });
    await completeSupportTakerOnboarding({ userId: id, roles: ["support_taker"] }, "   ");
    const after = await db.profile.findUniqueOrThrow({ where: { userId: id } });
    expect(after).toMatchObject({ displayName: before.displayName, isAnonymous: true });
    expect(after.onboardingCompletedAt).not.toBeNull();
  });
});

describe("local onboarding", () => {
  test("stores the city with coordinates and completes onboarding", async () => {
    const { id } = await users.create("onb-local");
    await createSignUpRecords(id, { kind: "local", displayName: "Maria" });
    const actor: Actor = { userId: id, roles: ["local_supporter"] };
    await completeLocalOnboarding(actor, chicago());
    const local = await db.localSupporter.findUniqueOrThrow({ where: { userId: id } });
    expect(local).toMatchObject({ displayName: "Maria", locationCity: "Chicago, Illinois, United States of America", hasLocation: true });
    expect(local.locationLat).toBeCloseTo(41.83, 1);
    expect((await getOnboardingStatus(actor)).completed).toBe(true);
  });

  test("running it again updates rather than duplicates", async () => {
    const { id } = await users.create("onb-local-twice");
    await createSignUpRecords(id, { kind: "local", displayName: "Maria" });
    const actor: Actor = { userId: id, roles: ["local_supporter"] };
    await completeLocalOnboarding(actor, chicago());
    const london = findPlace("London, UK");
    if (london.kind !== "match") throw new Error("London, UK should match");
    await completeLocalOnboarding(actor, london.place);
    const rows = await db.localSupporter.findMany({ where: { userId: id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.locationCity).toMatch(/^London/);
  });

  test("a professional who also helps locally can add her city later without touching her own onboarding", async () => {
    const { id } = await users.create("onb-pro-later");
    await createSignUpRecords(id, { kind: "professional", fullName: "Dr Later", professionalTitle: "Counsellor", alsoLocal: true });
    const actor: Actor = { userId: id, roles: ["professional_supporter", "local_supporter"] };
    expect(await getOnboardingStatus(actor)).toMatchObject({ completed: false, needsLocation: true });
    await completeLocalOnboarding(actor, chicago());
    expect(await getOnboardingStatus(actor)).toMatchObject({ completed: false, needsLocation: false });
  });

  test("settings change only her own city", async () => {
    const me = await users.create("onb-move");
    const neighbour = await users.create("onb-stay");
    await createSignUpRecords(me.id, { kind: "local", displayName: "Me" });
    await createSignUpRecords(neighbour.id, { kind: "local", displayName: "Neighbour" });
    await completeLocalOnboarding({ userId: neighbour.id, roles: ["local_supporter"] }, chicago());
    const london = findPlace("London, UK");
    if (london.kind !== "match") throw new Error("London, UK should match");
    await updateOwnLocation({ userId: me.id, roles: ["local_supporter"] }, london.place);
    expect((await db.localSupporter.findUniqueOrThrow({ where: { userId: me.id } })).locationCity).toMatch(/^London, .*United Kingdom$/);
    expect((await db.localSupporter.findUniqueOrThrow({ where: { userId: neighbour.id } })).locationCity).toMatch(/^Chicago/);
    await expect(updateOwnLocation({ userId: me.id, roles: ["support_taker"] }, london.place)).rejects.toBeInstanceOf(AppError);
  });

  test("a support taker cannot become local this way", async () => {
    const { id } = await users.create("onb-local-taker");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: true });
    await expect(completeLocalOnboarding({ userId: id, roles: ["support_taker"] }, chicago())).rejects.toBeInstanceOf(AppError);
    expect(await db.localSupporter.findUnique({ where: { userId: id } })).toBeNull();
  });
});

const SKILLS = { specializations: ["employment_law"], languages: ["English"], availability: "Available" };

describe("professional onboarding", () => {
  test("keeps the location only when she also helps locally", async () => {
    const both = await users.create("onb-pro-local");
    await createSignUpRecords(both.id, { kind: "professional", fullName: "Dr Both", professionalTitle: "Lawyer", alsoLocal: true });
    const onlyPro = await users.create("onb-pro");
    await createSignUpRecords(onlyPro.id, { kind: "professional", fullName: "Dr Remote", professionalTitle: "Lawyer", alsoLocal: false });

    expect(await completeProfessionalOnboarding({ userId: both.id, roles: ["professional_supporter", "local_supporter"] }, chicago(), SKILLS)).toEqual({
      verificationStatus: "pending",
    });
    await completeProfessionalOnboarding({ userId: onlyPro.id, roles: ["professional_supporter"] }, chicago(), SKILLS);

    expect(await db.localSupporter.findUnique({ where: { userId: both.id } })).toMatchObject({ displayName: "Dr Both", hasLocation: true });
    expect(await db.localSupporter.findUnique({ where: { userId: onlyPro.id } })).toBeNull();
    expect(await db.profile.findUnique({ where: { userId: onlyPro.id } })).toMatchObject({ isAnonymous: false });
    expect((await getOnboardingStatus({ userId: onlyPro.id, roles: ["professional_supporter"] })).completed).toBe(true);
  });

  test("without a location she still completes", async () => {
    const { id } = await users.create("onb-pro-noloc");
    await createSignUpRecords(id, { kind: "professional", fullName: "Dr N", professionalTitle: "HR expert", alsoLocal: true });
    await completeProfessionalOnboarding({ userId: id, roles: ["professional_supporter", "local_supporter"] }, null, SKILLS);
    expect(await db.localSupporter.findUnique({ where: { userId: id } })).toBeNull();
    expect((await db.profile.findUniqueOrThrow({ where: { userId: id } })).onboardingCompletedAt).not.toBeNull();
  });

  test("stores her specialisations, languages and availability with the application (issue 18)", async () => {
    const { id } = await users.create("onb-pro-skills");
    await createSignUpRecords(id, { kind: "professional", fullName: "Dr Skills", professionalTitle: "Counsellor", alsoLocal: false });
    const actor: Actor = { userId: id, roles: ["professional_supporter"] };
    await completeProfessionalOnboarding(actor, null, {
      specializations: ["trauma_therapy", "domestic_abuse", "domestic_abuse"],
      languages: ["English", "Spanish"],
      availability: "Limited availability",
    });
    const row = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: id }, include: { specializations: true } });
    expect(row.specializations.map((s) => s.specialization).sort()).toEqual(["domestic_abuse", "trauma_therapy"]);
    expect(row).toMatchObject({ languages: ["English", "Spanish"], availability: "Limited availability", verificationStatus: "pending" });
    // Going through it again replaces the list rather than adding to it.
    await completeProfessionalOnboarding(actor, null, { specializations: ["counselling"], languages: ["French"], availability: "Available" });
    const again = await db.professionalSupporter.findUniqueOrThrow({ where: { userId: id }, include: { specializations: true } });
    expect(again.specializations.map((s) => s.specialization)).toEqual(["counselling"]);
    expect(again.languages).toEqual(["French"]);
  });

  test("another role cannot store skills this way", async () => {
    const { id } = await users.create("onb-pro-refused");
    await createSignUpRecords(id, { kind: "support_taker", stayAnonymous: true });
    await expect(completeProfessionalOnboarding({ userId: id, roles: ["support_taker"] }, null, SKILLS)).rejects.toBeInstanceOf(AppError);
  });
});
