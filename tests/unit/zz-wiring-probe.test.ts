import "server-only";
import { securityHeaders } from "@/lib/security-headers";
test("wiring", () => { expect(Array.isArray(securityHeaders())).toBe(true); expect(process.env.NODE_ENV).toBe("test"); });
