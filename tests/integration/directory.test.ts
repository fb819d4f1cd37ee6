import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { listDirectory, type DirectoryRequest } from "@/lib/data/directory";
import { PAGE_SIZE } from "@/lib/domain/directory/search";
import { userTracker } from "@/tests/jest/db-factories";
import { completedAssessment, localSupporter, place, professional, review } from "@/tests/jest/directory-factories";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
});

// Every name carries this run's token, so searches see only this file's supporters.
const token = `Zq${randomUUID().slice(0, 6)}`;
const request = (over: Partial<DirectoryRequest>): DirectoryRequest => ({ tab: "professional", query: token, page: 1, near: null, ...over });
const names = (page: { items: { full_name: string }[] }) => page.items.map((i) => i.full_name);

let viewer: Awaited<ReturnType<typeof users.actor>>;

beforeAll(async () => {
  viewer = await users.actor("dir-viewer", { kind: "support_taker", stayAnonymous: true });
  await professional(users, `Dr Alma ${token}`, { title: "Employment Lawyer", specializations: ["employment_law"], availability: "Available" });
  await professional(users, `Dr Bea ${token}`, {
    title: "Trauma Therapist",
    specializations: ["trauma_therapy", "counselling"],
    availability: "Not taking new cases",
  });
  await professional(users, `Dr Cleo ${token}`, {
    title: "HR Investigator",
    specializations: ["hr_investigation", "workplace_harassment"],
    availability: "Limited availability",
  });
  await professional(users, `Dr Pending ${token}`, { status: "pending", specializations: ["employment_law"] });
  await professional(users, `Dr Rejected ${token}`, { status: "rejected" });
  await localSupporter(users, `Local Evanston ${token}`, "Evanston, IL", { helpOffered: ["listening_ear"] });
  await localSupporter(users, `Local Chicago ${token}`, "Chicago, IL", { helpOffered: ["safety_escort"] });
  await localSupporter(users, `Local Unplaced ${token}`, null);
});

describe("listDirectory", () => {
  test("Professional: approved only, available first then by name, with rating or New", async () => {
    const alma = (await db.professionalSupporter.findFirst({ where: { fullName: `Dr Alma ${token}` } }))!;
    await review(users, alma.userId, 5);
    const page = await listDirectory(viewer, request({}));
    expect(names(page)).toEqual([`Dr Alma ${token}`, `Dr Cleo ${token}`, `Dr Bea ${token}`]);
    expect(page).toMatchObject({ tab: "professional", total: 3, page: 1, pageCount: 1, pageSize: PAGE_SIZE, fallback: false });
    expect(page.items[0]).toMatchObject({
      kind: "professional",
      professional_title: "Employment Lawyer",
      rating: 5,
      reviews: 1,
      specializations: ["Employment law"],
      match_reasons: [],
    });
    expect(page.items[1]).toMatchObject({ rating: null, reviews: 0, availability: "Limited availability" });
  });

  test("search covers name, title, specialization (by its label) and city", async () => {
    const search = async (tab: DirectoryRequest["tab"], query: string) => names(await listDirectory(viewer, request({ tab, query })));
    expect(await search("professional", `Alma ${token}`)).toEqual([`Dr Alma ${token}`]);
    const byTitle = await search("professional", "hr investigator");
    expect(byTitle).toContain(`Dr Cleo ${token}`);
    expect(byTitle).not.toContain(`Dr Alma ${token}`);
    const bySpecialization = await search("professional", "trauma");
    expect(bySpecialization).toContain(`Dr Bea ${token}`);
    expect(bySpecialization).not.toContain(`Dr Cleo ${token}`);
    const byLabel = await search("professional", "employment law");
    expect(byLabel).toContain(`Dr Alma ${token}`);
    expect(byLabel).not.toContain(`Dr Pending ${token}`);
    const byCity = await search("local", "evanston");
    expect(byCity).toContain(`Local Evanston ${token}`);
    expect(byCity).not.toContain(`Local Chicago ${token}`);
    expect(await search("local", "listening")).toContain(`Local Evanston ${token}`);
    // For You searches its in-memory candidates the way the database searches the other tabs.
    for (const query of ["hr investigator", "trauma", "employment law", "evanston", "listening", `Alma ${token}`]) {
      const forYou = await search("for-you", query);
      const lists = [...(await search("professional", query)), ...(await search("local", query))];
      expect(forYou.filter((n) => n.includes(token)).sort()).toEqual(lists.filter((n) => n.includes(token)).sort());
    }
    // Wildcards are text, not patterns.
    expect(await search("professional", "%")).toEqual([]);
    expect(await search("for-you", `${token}_nothing`)).toEqual([]);
  });

  test("Local: only supporters with a location; nearest first when she gives a place", async () => {
    const plain = await listDirectory(viewer, request({ tab: "local" }));
    expect(names(plain).sort()).toEqual([`Local Chicago ${token}`, `Local Evanston ${token}`]);
    const fromEvanston = await listDirectory(viewer, request({ tab: "local", near: place("Evanston, IL") }));
    expect(names(fromEvanston)).toEqual([`Local Evanston ${token}`, `Local Chicago ${token}`]);
    expect(fromEvanston.items[0]).toMatchObject({ kind: "local", distance_km: 0, specializations: ["A listening ear"] });
    expect(fromEvanston.items[1]!.distance_km).toBeGreaterThan(10);
  });

  test("For You: her matches in order with reasons; never pending, rejected or unplaced people", async () => {
    await completedAssessment(viewer.userId, { caseType: "workplace_harassment" });
    const page = await listDirectory(viewer, request({ tab: "for-you" }));
    expect(page.matchedOnAssessment).toBe(true);
    const order = names(page);
    // Both specialise in her kind of case; the one available now comes first.
    expect(order.slice(0, 2)).toEqual([`Dr Alma ${token}`, `Dr Cleo ${token}`]);
    expect(page.items[0]!.match_reasons.slice(0, 2)).toEqual(["Specialises in employment law", "Available now"]);
    expect(page.items[1]!.match_reasons[0]).toBe("Specialises in workplace harassment");
    expect(order).toEqual(expect.arrayContaining([`Dr Alma ${token}`, `Dr Bea ${token}`, `Local Chicago ${token}`, `Local Evanston ${token}`]));
    for (const hidden of ["Pending", "Rejected"]) expect(order).not.toContain(`Dr ${hidden} ${token}`);
    expect(order).not.toContain(`Local Unplaced ${token}`);
  });

  test("pages of twelve, in a stable order, with the total", async () => {
    const paged = `Pg${token}`;
    for (let i = 0; i < PAGE_SIZE + 2; i++) await professional(users, `Dr ${String(i).padStart(2, "0")} ${paged}`);
    const one = await listDirectory(viewer, request({ query: paged }));
    const two = await listDirectory(viewer, request({ query: paged, page: 2 }));
    expect(one).toMatchObject({ total: PAGE_SIZE + 2, pageCount: 2 });
    expect(one.items).toHaveLength(PAGE_SIZE);
    expect(names(two)).toEqual([`Dr 12 ${paged}`, `Dr 13 ${paged}`]);
    expect(names(one)[0]).toBe(`Dr 00 ${paged}`);
    const forYou = [
      ...(await listDirectory(viewer, request({ tab: "for-you", query: paged }))).items,
      ...(await listDirectory(viewer, request({ tab: "for-you", query: paged, page: 2 }))).items,
    ];
    expect(new Set(forYou.map((i) => i.user_id)).size).toBe(PAGE_SIZE + 2);
    expect((await listDirectory(viewer, request({ query: paged, page: 3 }))).items).toEqual([]);
  });
});
