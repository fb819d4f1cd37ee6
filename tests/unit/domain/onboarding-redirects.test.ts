import { onboardingDoneRoute, onboardingRedirect, professionalOnboardingEnd } from "@/lib/domain/onboarding/redirects";

describe("onboardingDoneRoute (spec part 1 §2 redirect rule)", () => {
  it.each([
    ["support_taker", "/dashboard/support-taker"],
    ["professional_supporter", "/verification-pending"],
    ["local_supporter", "/dashboard/local"],
    ["admin", "/admin"],
  ] as const)("%s → %s", (role, route) => expect(onboardingDoneRoute(role)).toBe(route));
});

describe("onboardingRedirect", () => {
  it("shows her own onboarding until she completes it", () => {
    expect(onboardingRedirect("support-taker", { primaryRole: "support_taker", completed: false })).toBeNull();
    expect(onboardingRedirect("professional", { primaryRole: "professional_supporter", completed: false })).toBeNull();
    expect(onboardingRedirect("local", { primaryRole: "local_supporter", completed: false })).toBeNull();
  });
  it("sends her on once completed", () => {
    expect(onboardingRedirect("local", { primaryRole: "local_supporter", completed: true })).toBe("/dashboard/local");
    expect(onboardingRedirect("support-taker", { primaryRole: "support_taker", completed: true })).toBe("/dashboard/support-taker");
  });
  it("never shows another role's onboarding", () => {
    expect(onboardingRedirect("local", { primaryRole: "support_taker", completed: false })).toBe("/dashboard/support-taker");
    expect(onboardingRedirect("support-taker", { primaryRole: "professional_supporter", completed: false })).toBe("/verification-pending");
    expect(onboardingRedirect("professional", { primaryRole: "local_supporter", completed: false })).toBe("/dashboard/local");
  });
});

describe("the location screen for supporters without a city", () => {
  it("stays open to a professional who also helps locally and has no city", () => {
    expect(
      onboardingRedirect("local", {
        primaryRole: "professional_supporter",
        completed: true,
        roles: ["professional_supporter", "local_supporter"],
        needsLocation: true,
      }),
    ).toBeNull();
  });
  it("redirects once she has a city", () => {
    expect(
      onboardingRedirect("local", {
        primaryRole: "professional_supporter",
        completed: true,
        roles: ["professional_supporter", "local_supporter"],
        needsLocation: false,
      }),
    ).toBe("/verification-pending");
  });
  it("needs the local role", () => {
    expect(onboardingRedirect("local", { primaryRole: "support_taker", completed: false, roles: ["support_taker"], needsLocation: true })).toBe(
      "/dashboard/support-taker",
    );
  });
});

describe("professionalOnboardingEnd", () => {
  it.each([
    ["approved", "/dashboard/professional"],
    ["pending", "/verification-pending"],
    ["needs_info", "/verification-pending"],
    ["rejected", "/verification-pending"],
    [null, "/verification-pending"],
  ] as const)("%s → %s", (status, route) => expect(professionalOnboardingEnd(status)).toBe(route));
});
