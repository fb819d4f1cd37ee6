import { can, PERMISSIONS, type Permission } from "@/lib/auth/permissions";
import { assertPermission } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { ROLES, type RoleName } from "@/lib/domain/auth/roles";

// Expected permission table, written out independently of PERMISSIONS.
const EXPECTED: Record<Permission, Record<RoleName, boolean>> = {
  "admin:access": { support_taker: false, professional_supporter: false, local_supporter: false, admin: true },
  "admin:mailbox": { support_taker: false, professional_supporter: false, local_supporter: false, admin: true },
  "email:templates": { support_taker: false, professional_supporter: false, local_supporter: false, admin: true },
  "notifications:safe-address": { support_taker: true, professional_supporter: false, local_supporter: false, admin: false },
  "dashboard:view-professional": { support_taker: false, professional_supporter: true, local_supporter: false, admin: false },
  "dashboard:view-local": { support_taker: false, professional_supporter: false, local_supporter: true, admin: false },
  "profile:edit-professional": { support_taker: false, professional_supporter: true, local_supporter: false, admin: false },
  "profile:edit-local": { support_taker: false, professional_supporter: false, local_supporter: true, admin: false },
  "cv:upload": { support_taker: false, professional_supporter: true, local_supporter: false, admin: false },
  "avatar:upload": { support_taker: false, professional_supporter: true, local_supporter: true, admin: false },
  "availability:update": { support_taker: false, professional_supporter: true, local_supporter: false, admin: false },
  "location:update": { support_taker: false, professional_supporter: false, local_supporter: true, admin: false },
  "mode:switch": { support_taker: false, professional_supporter: true, local_supporter: true, admin: false },
  "cases:read": { support_taker: false, professional_supporter: true, local_supporter: true, admin: false },
  "cv:read-any": { support_taker: false, professional_supporter: false, local_supporter: false, admin: true },
  "verification:review": { support_taker: false, professional_supporter: false, local_supporter: false, admin: true },
  "emergency:activate": { support_taker: true, professional_supporter: true, local_supporter: true, admin: true },
  "emergency:respond": { support_taker: false, professional_supporter: false, local_supporter: true, admin: false },
  "users:manage": { support_taker: false, professional_supporter: false, local_supporter: false, admin: true },
  "reports:moderate": { support_taker: false, professional_supporter: false, local_supporter: false, admin: true },
  "reports:create": { support_taker: true, professional_supporter: true, local_supporter: true, admin: true },
  "journal:keep": { support_taker: true, professional_supporter: true, local_supporter: true, admin: false },
  "journal:read-shared": { support_taker: false, professional_supporter: true, local_supporter: true, admin: false },
};

describe("can()", () => {
  test("the permission list is exactly the expected one", () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const cases = (Object.keys(EXPECTED) as Permission[]).flatMap((p) => ROLES.map((r) => [p, r, EXPECTED[p][r]] as const));
  test.each(cases)("%s for %s → %s", (permission, role, allowed) => {
    expect(can([role], permission)).toBe(allowed);
  });

  test.each(Object.keys(EXPECTED) as Permission[])("%s: nobody without roles", (permission) => {
    expect(can([], permission)).toBe(false);
  });

  test("any one matching role is enough", () => {
    expect(can(["support_taker", "admin"], "admin:mailbox")).toBe(true);
    expect(can(["support_taker", "local_supporter"], "mode:switch")).toBe(true);
    expect(can(["support_taker", "local_supporter"], "cv:upload")).toBe(false);
  });
});

describe("assertPermission()", () => {
  test("throws a forbidden AppError without the role or without an actor", () => {
    expect(() => assertPermission({ userId: "u", roles: ["support_taker"] }, "admin:mailbox")).toThrow(AppError);
    expect(() => assertPermission(null, "admin:mailbox")).toThrow(AppError);
    expect(() => assertPermission(undefined, "admin:access")).toThrow("You do not have access to this.");
  });
  test("passes with the role", () => {
    expect(() => assertPermission({ userId: "u", roles: ["admin"] }, "admin:mailbox")).not.toThrow();
  });
  test("the refusal carries the code forbidden", () => {
    expect(() => assertPermission(null, "admin:access")).toThrow(expect.objectContaining({ code: "forbidden", name: "AppError" }));
  });
});
