import { crisisFocus, crisisResources } from "@/lib/domain/crisis";

const ids = (categories: Parameters<typeof crisisResources>[0]) => crisisResources(categories).map((r) => r.id);

describe("crisis resources fit the crisis (ARCHITECTURE §7)", () => {
  it.each([
    [["suicide"], ["call_988", "text_988", "call_911", "text_line"]],
    [["self_harm"], ["call_988", "text_988", "call_911", "text_line"]],
    [
      ["suicide", "self_harm"],
      ["call_988", "text_988", "call_911", "text_line"],
    ],
    [["imminent_danger"], ["call_911", "dv_hotline", "text_line"]],
    [["violence"], ["call_911", "dv_hotline", "text_line"]],
    [
      ["imminent_danger", "violence"],
      ["call_911", "dv_hotline", "text_line"],
    ],
    [
      ["suicide", "imminent_danger"],
      ["call_911", "call_988", "text_988", "dv_hotline", "text_line"],
    ],
    [
      ["self_harm", "violence"],
      ["call_988", "text_988", "call_911", "dv_hotline", "text_line"],
    ],
    [[], ["call_911", "dv_hotline", "text_line"]],
  ] as const)("%j → %j", (categories, expected) => {
    expect(ids(categories)).toEqual(expected);
  });

  it("always offers the text line, and only tel: or sms: links", () => {
    for (const categories of [[], ["suicide"], ["violence"], ["suicide", "imminent_danger"]] as const) {
      const resources = crisisResources(categories);
      expect(resources.map((r) => r.id)).toContain("text_line");
      for (const r of resources) expect(r.href).toMatch(/^(tel|sms):/);
    }
  });

  it("reads the focus from the categories", () => {
    expect(crisisFocus(["suicide"])).toBe("self");
    expect(crisisFocus(["violence"])).toBe("danger");
    expect(crisisFocus(["self_harm", "imminent_danger"])).toBe("both");
    expect(crisisFocus([])).toBe("danger");
  });
});
