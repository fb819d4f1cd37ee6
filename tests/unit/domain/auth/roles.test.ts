import {
  activeTab,
  anonymousDisplayName,
  emergencyShortcut,
  canSwitchMode,
  dashboardRoute,
  effectiveMode,
  mobileTabs,
  primaryRoleLabel,
  roleFlags,
  sidebarNavigation,
  ROLES,
  type Mode,
  type NavTab,
  type RoleName,
} from "@/lib/domain/auth/roles";

const ALL_PRIMARY: (RoleName | null)[] = [...ROLES, null];

describe("dashboardRoute (spec part 1 §4 'Dashboard choice')", () => {
  test.each(ALL_PRIMARY)("support_mode always goes to the support-taker dashboard (primary role %s)", (role) => {
    expect(dashboardRoute(role, "support_mode")).toBe("/dashboard/support-taker");
  });

  test.each<[RoleName | null | undefined, string]>([
    ["professional_supporter", "/dashboard/professional"],
    ["local_supporter", "/dashboard/local"],
    ["support_taker", "/dashboard/support-taker"],
    ["admin", "/admin"],
    [null, "/dashboard/support-taker"],
    [undefined, "/dashboard/support-taker"],
  ])("normal mode, primary role %s → %s", (role, route) => {
    expect(dashboardRoute(role, "normal")).toBe(route);
  });
});

describe("mobileTabs (spec part 1 §2 mobile tab table)", () => {
  const supportTakerTabs = [
    ["Home", "/dashboard/support-taker"],
    ["Assessment", "/assessment"],
    ["Support", "/supporters"],
    ["Messages", "/chat"],
  ];
  const pairs = (role: RoleName | null, mode: Mode) => mobileTabs(role, mode).map((t) => [t.label, t.href]);

  test("support_taker: Home, Assessment, Support, Messages", () => {
    expect(pairs("support_taker", "normal")).toEqual(supportTakerTabs);
  });

  test("no primary role behaves as support_taker", () => {
    expect(pairs(null, "normal")).toEqual(supportTakerTabs);
  });

  test("professional_supporter: Home, Cases (to her own cases, not the public directory: issue 18), Messages, Emergency", () => {
    expect(pairs("professional_supporter", "normal")).toEqual([
      ["Home", "/dashboard/professional"],
      ["Cases", "/cases"],
      ["Messages", "/chat"],
      ["Emergency", "/emergency"],
    ]);
  });

  test("local_supporter: Home, Alerts (to her alerts, not the support taker's /emergency), Messages, Community (to /supporters)", () => {
    expect(pairs("local_supporter", "normal")).toEqual([
      ["Home", "/dashboard/local"],
      ["Alerts", "/dashboard/local/alerts"],
      ["Messages", "/chat"],
      ["Community", "/supporters"],
    ]);
  });

  test("admin: Dashboard, Users, Messages", () => {
    expect(pairs("admin", "normal")).toEqual([
      ["Dashboard", "/admin"],
      ["Users", "/admin/users"],
      ["Messages", "/chat"],
    ]);
  });

  test.each<RoleName>(["professional_supporter", "local_supporter"])("support_mode overrides the supporter role %s", (role) => {
    expect(pairs(role, "support_mode")).toEqual(supportTakerTabs);
  });

  test("every tab has an icon and a unique label", () => {
    for (const role of ALL_PRIMARY) {
      const tabs = mobileTabs(role, "normal");
      expect(new Set(tabs.map((t) => t.label)).size).toBe(tabs.length);
      for (const t of tabs) expect(t.icon).toEqual(expect.any(String));
    }
  });
});

describe("effectiveMode / canSwitchMode", () => {
  test.each<[RoleName[], boolean]>([
    [["support_taker"], false],
    [["admin"], false],
    [[], false],
    [["professional_supporter"], true],
    [["local_supporter"], true],
    [["professional_supporter", "local_supporter"], true],
    [["support_taker", "local_supporter"], true],
  ])("canSwitchMode(%j) = %s", (roles, expected) => {
    expect(canSwitchMode(roles)).toBe(expected);
  });

  test.each<[string | null | undefined, RoleName[], Mode]>([
    ["support_mode", ["professional_supporter"], "support_mode"],
    ["support_mode", ["local_supporter"], "support_mode"],
    ["support_mode", ["support_taker"], "normal"],
    ["support_mode", ["admin"], "normal"],
    ["support_mode", [], "normal"],
    ["normal", ["professional_supporter"], "normal"],
    [undefined, ["local_supporter"], "normal"],
    [null, ["local_supporter"], "normal"],
    ["SUPPORT_MODE", ["local_supporter"], "normal"],
    ["garbage", ["professional_supporter"], "normal"],
  ])("effectiveMode(%j, %j) = %s", (requested, roles, expected) => {
    expect(effectiveMode(requested, roles)).toBe(expected);
  });
});

describe("roleFlags and labels", () => {
  test("all false for no roles", () => {
    expect(roleFlags([])).toEqual({ isSupportTaker: false, isProfessionalSupporter: false, isLocalSupporter: false, isAdmin: false });
  });
  test("one flag per role", () => {
    expect(roleFlags(["professional_supporter", "local_supporter"])).toEqual({
      isSupportTaker: false,
      isProfessionalSupporter: true,
      isLocalSupporter: true,
      isAdmin: false,
    });
    expect(roleFlags(["admin"]).isAdmin).toBe(true);
    expect(roleFlags(["support_taker"]).isSupportTaker).toBe(true);
  });
  test("'Back to {role label}'", () => {
    expect(primaryRoleLabel("professional_supporter")).toBe("Professional Supporter");
    expect(primaryRoleLabel("local_supporter")).toBe("Local Supporter");
    expect(primaryRoleLabel(null)).toBe("Support Taker");
  });
});

describe("anonymousDisplayName (spec part 1 §5, §9: User_ + 1000..9999)", () => {
  test("lowest random value gives User_1000", () => {
    expect(anonymousDisplayName(() => 0)).toBe("User_1000");
  });
  test("highest random value gives User_9999", () => {
    expect(anonymousDisplayName(() => 0.99999)).toBe("User_9999");
    expect(anonymousDisplayName(() => 1 - Number.EPSILON)).toBe("User_9999");
  });
  test("midpoint", () => {
    expect(anonymousDisplayName(() => 0.5)).toBe("User_5500");
  });
  test("1000 draws from Math.random all lie in 1000..9999 with 4 digits", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const name = anonymousDisplayName();
      expect(name).toMatch(/^User_[1-9]\d{3}$/);
      const n = Number(name.slice(5));
      expect(n).toBeGreaterThanOrEqual(1000);
      expect(n).toBeLessThanOrEqual(9999);
      seen.add(name);
    }
    // Not a constant: 1000 draws from 9000 values give hundreds of distinct names.
    expect(seen.size).toBeGreaterThan(500);
  });
  test("uses Math.random by default", () => {
    const spy = jest.spyOn(Math, "random").mockReturnValue(0.25);
    try {
      expect(anonymousDisplayName()).toBe("User_3250");
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("activeTab", () => {
  const local = mobileTabs("local_supporter", "normal");
  const taker = mobileTabs("support_taker", "normal");
  const href = (tabs: NavTab[], pathname: string) => activeTab(tabs, pathname)?.href ?? null;
  test.each<[string, string | null]>([
    ["/dashboard/local", "/dashboard/local"],
    ["/dashboard/local/alerts", "/dashboard/local/alerts"],
    ["/dashboard/local/alerts/abc", "/dashboard/local/alerts"],
    ["/dashboard/local/map", "/dashboard/local"],
    ["/chat", "/chat"],
    ["/chat/abc", "/chat"],
    ["/settings", null],
    ["/dashboard/localish", null],
  ])("local supporter on %s → %s", (pathname, expected) => {
    expect(href(local, pathname)).toBe(expected);
  });
  test("the support taker's Assessment tab covers its sub-pages, and only one tab is active", () => {
    expect(href(taker, "/assessment/roadmap")).toBe("/assessment");
    expect(href(taker, "/assessments/history")).toBeNull();
    expect(href(taker, "/dashboard/support-taker")).toBe("/dashboard/support-taker");
  });
  test.each<[string, string | null]>([
    ["/profile", "Profile"],
    // A supporter's public profile is not hers.
    ["/profile/4a0123ce-35ff-44de-8999-16fd088490f8", null],
    ["/settings", "Settings"],
    ["/chat", "Messages"],
  ])("the sidebar on %s marks %s", (pathname, label) => {
    const { navigation, account } = sidebarNavigation("support_taker", "normal", false);
    expect(activeTab([...navigation, ...account], pathname)?.label ?? null).toBe(label);
  });
  test("an admin's Dashboard is the admin area: no second link to it, and Dashboard is marked on its pages", () => {
    const { navigation, account } = sidebarNavigation("admin", "normal", true);
    expect(navigation.filter((tab) => tab.href === "/admin").map((tab) => tab.label)).toEqual(["Dashboard"]);
    expect(activeTab([...navigation, ...account], "/admin/verifications")?.label).toBe("Dashboard");
    // An admin who is also a supporter keeps her own dashboard, and Admin beside it.
    const supporter = sidebarNavigation("professional_supporter", "normal", true).navigation;
    expect(supporter.map((tab) => tab.label)).toContain("Admin");
    expect(activeTab(supporter, "/admin/users")?.label).toBe("Admin");
  });
});

describe("emergencyShortcut (one tap to /emergency on phones)", () => {
  test.each<[RoleName | null, Mode, boolean]>([
    ["support_taker", "normal", true],
    [null, "normal", true],
    ["professional_supporter", "support_mode", true],
    ["local_supporter", "support_mode", true],
    ["professional_supporter", "normal", false],
    ["local_supporter", "normal", false],
    ["admin", "normal", false],
  ])("%s in %s mode: %s", (role, mode, shown) => {
    const shortcut = emergencyShortcut(role, mode);
    if (shown) expect(shortcut).toEqual({ label: "Emergency", href: "/emergency", icon: "emergency" });
    else expect(shortcut).toBeNull();
  });
  test("no local supporter's navigation leads to the support taker's emergency page", () => {
    expect(mobileTabs("local_supporter", "normal").map((t) => t.href)).not.toContain("/emergency");
    expect(emergencyShortcut("local_supporter", "normal")).toBeNull();
  });
});

describe("sidebarNavigation: a desktop entry to a local supporter's alerts (issue 17)", () => {
  test.each<[Parameters<typeof sidebarNavigation>[0], Parameters<typeof sidebarNavigation>[1], boolean]>([
    ["local_supporter", "normal", true],
    ["local_supporter", "support_mode", false],
    ["professional_supporter", "normal", false],
    ["support_taker", "normal", false],
  ])("%s in %s mode → Alerts %s", (role, mode, shown) => {
    const labels = sidebarNavigation(role, mode, false).navigation.map((tab) => `${tab.label} ${tab.href}`);
    expect(labels.includes("Alerts /dashboard/local/alerts")).toBe(shown);
  });
});

describe("sidebarNavigation: a supporter's cases (issue 18)", () => {
  test.each<[Parameters<typeof sidebarNavigation>[0], Parameters<typeof sidebarNavigation>[1], boolean]>([
    ["professional_supporter", "normal", true],
    ["local_supporter", "normal", true],
    ["professional_supporter", "support_mode", false],
    ["local_supporter", "support_mode", false],
    ["support_taker", "normal", false],
    ["admin", "normal", false],
  ])("%s in %s mode → Cases %s", (role, mode, shown) => {
    const labels = sidebarNavigation(role, mode, false).navigation.map((tab) => `${tab.label} ${tab.href}`);
    expect(labels.includes("Cases /cases")).toBe(shown);
  });
});
