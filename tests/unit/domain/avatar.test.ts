import { avatarKeyOf, avatarUrlFor, classifyAvatar, precheckAvatar } from "@/lib/domain/uploads/avatar";

describe("avatar rules", () => {
  test("only JPG, PNG and WebP by their bytes", () => {
    expect(classifyAvatar("jpg")).toBe("jpg");
    expect(classifyAvatar("png")).toBe("png");
    expect(classifyAvatar("webp")).toBe("webp");
    for (const ext of ["svg", "gif", "pdf", undefined]) expect(classifyAvatar(ext)).toBeNull();
  });
  test("browser precheck by name and size", () => {
    expect(precheckAvatar({ name: "me.JPEG", size: 10 })).toBeNull();
    expect(precheckAvatar({ name: "me.svg", size: 10 })).toBe("type");
    expect(precheckAvatar({ name: "me.png", size: 3 * 1024 * 1024 })).toBe("size");
  });
  test("served address and storage key", () => {
    const file = "0b6b0e0c-9d4b-4d1e-8a34-7f3c8f0b2a11.png";
    expect(avatarKeyOf(avatarUrlFor("user_1", file))).toBe(`avatars/user_1/${file}`);
    expect(avatarKeyOf("/api/avatars/user_1/../../cv/x.pdf")).toBeNull();
    expect(avatarKeyOf("/api/avatars/user_1/evil.svg")).toBeNull();
    expect(avatarKeyOf("https://example.com/a.png")).toBeNull();
    expect(avatarKeyOf(null)).toBeNull();
  });
});
