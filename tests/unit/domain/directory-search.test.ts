import { candidateMatchesSearch, pageCount, pageLinks, parsePage, parseQuery, parseTab, searchTerms } from "@/lib/domain/directory/search";
import { assessmentShareSummary, canMessageSupporters, localSupporterTitle, supporterChatTitle, supporterTitle } from "@/lib/domain/supporter-chat";
import { messageSupporterSchema } from "@/lib/validations/supporter-chat";

describe("directory parameters", () => {
  test("tab, page and query fall back to safe values", () => {
    expect(parseTab(undefined)).toBe("for-you");
    expect(parseTab("local")).toBe("local");
    expect(parseTab(["professional", "local"])).toBe("professional");
    expect(parseTab("admin")).toBe("for-you");
    expect(parsePage("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", "", undefined, "1e9"]) expect(parsePage(bad)).toBe(1);
    expect(parseQuery("  trauma   therapy ")).toBe("trauma therapy");
    expect(parseQuery("x".repeat(300))).toHaveLength(100);
    // Never cut inside a character, and nothing a database would refuse (a NUL, half a character).
    expect(parseQuery(`${"a".repeat(99)}💜💜`)).toBe(`${"a".repeat(99)}💜`);
    expect(parseQuery("trauma\u0000 therapy\u0007")).toBe("trauma therapy");
    expect(parseQuery("lone \uD83D half")).toBe("lone half");
  });

  test("search terms: a LIKE pattern with wildcards escaped, and the list values her words name", () => {
    expect(searchTerms("   ")).toBeNull();
    expect(searchTerms("100%_a\\b")!.pattern).toBe("%100\\%\\_a\\\\b%");
    expect(searchTerms("trauma")).toMatchObject({ pattern: "%trauma%", specializations: ["trauma_therapy"], helpOffered: [] });
    expect(searchTerms("employment law")!.specializations).toEqual(["employment_law"]);
    expect(searchTerms("HARASSMENT")!.specializations).toEqual(["workplace_harassment", "sexual_harassment", "online_harassment", "public_harassment"]);
    expect(searchTerms("listening")!.helpOffered).toEqual(["listening_ear"]);
    expect(searchTerms("Chicago")).toMatchObject({ specializations: [], helpOffered: [] });
  });

  test("in-memory search: name, title, city, specialization values and labels, help offered", () => {
    const pro = {
      kind: "professional",
      name: "Dr Ada Lane",
      title: "HR Investigator",
      location: { lat: 0, lng: 0, city: "Evanston", radiusKm: 10 },
      specializations: ["trauma_therapy", "Yoga"],
      helpOffered: ["listening_ear"],
    } as never;
    const local = {
      kind: "local",
      name: "Rosa",
      title: null,
      location: { lat: 0, lng: 0, city: "Chicago", radiusKm: 10 },
      specializations: [],
      helpOffered: ["safety_escort"],
    } as never;
    const hit = (candidate: never, q: string) => candidateMatchesSearch(candidate, searchTerms(q)!);
    expect(hit(pro, "ada l")).toBe(true);
    expect(hit(pro, "investigator")).toBe(true);
    expect(hit(pro, "EVANSTON")).toBe(true);
    expect(hit(pro, "trauma therapy")).toBe(true);
    expect(hit(pro, "yoga")).toBe(true);
    expect(hit(pro, "listening")).toBe(false);
    expect(hit(local, "escort")).toBe(true);
    expect(hit(local, "chic")).toBe(true);
    expect(hit(local, "trauma")).toBe(false);
  });

  test("page links: first, last and two either side, with gaps", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    // A gap of a single page shows that page instead.
    expect(pageLinks(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 10]);
    expect(pageLinks(6, 12)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 12]);
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "gap", 10]);
    expect(pageLinks(10, 10)).toEqual([1, "gap", 8, 9, 10]);
  });
});

describe("supporter chat rules", () => {
  test("support takers message; supporters only in support mode", () => {
    expect(canMessageSupporters(["support_taker"], "normal")).toBe(true);
    expect(canMessageSupporters(["professional_supporter"], "normal")).toBe(false);
    expect(canMessageSupporters(["professional_supporter"], "support_mode")).toBe(true);
    expect(canMessageSupporters(["local_supporter"], "support_mode")).toBe(true);
    expect(canMessageSupporters(["admin"], "support_mode")).toBe(false);
  });

  test("titles", () => {
    expect(supporterChatTitle("Dr. Maya Chen")).toBe("Chat with Dr. Maya Chen");
    expect(localSupporterTitle("Chicago")).toBe("Local supporter in Chicago");
    expect(localSupporterTitle(null)).toBe("Local supporter");
    expect(supporterTitle("professional", "Employment Lawyer", "Chicago")).toBe("Employment Lawyer");
    expect(supporterTitle("professional", null, "Chicago")).toBeNull();
    expect(supporterTitle("local", null, "Chicago")).toBe("Local supporter in Chicago");
  });

  test("the shared summary says the kind, result, danger signs and wishes, never her own words", () => {
    expect(
      assessmentShareSummary({
        caseType: "domestic_abuse",
        severityLevel: "critical",
        riskFlags: ["strangulation", "weapon", "bogus"],
        supportWanted: ["legal", "in_person", "bogus"],
      }),
    ).toBe(
      "Situation: Domestic abuse. Assessment result: Critical. Safety concerns: Choking or strangulation, A weapon used or threatened. Looking for: Legal advice, Someone nearby who can be with me.",
    );
    expect(assessmentShareSummary({ caseType: "other", severityLevel: "low", riskFlags: [], supportWanted: [] })).toBe(
      "Situation: Other. Assessment result: Low.",
    );
    expect(assessmentShareSummary({ caseType: null, severityLevel: null, riskFlags: [], supportWanted: [] })).toBe("Assessment completed.");
  });

  test("the message schema: required, trimmed, the share box read as a checkbox", () => {
    const base = { supporterUserId: "u1", kind: "professional" };
    expect(messageSupporterSchema.safeParse({ ...base, message: "  " }).error?.issues[0]?.message).toBe("Message required");
    expect(messageSupporterSchema.safeParse({ ...base }).error?.issues[0]?.message).toBe("Message required");
    expect(messageSupporterSchema.parse({ ...base, message: " hi " })).toEqual({ ...base, message: "hi", shareAssessment: false });
    expect(messageSupporterSchema.parse({ ...base, message: "hi", shareAssessment: "on" }).shareAssessment).toBe(true);
    expect(messageSupporterSchema.parse({ ...base, message: "hi", shareAssessment: true }).shareAssessment).toBe(true);
    expect(messageSupporterSchema.safeParse({ ...base, kind: "admin", message: "hi" }).success).toBe(false);
    expect(messageSupporterSchema.safeParse({ ...base, message: "x".repeat(4001) }).success).toBe(false);
  });
});
