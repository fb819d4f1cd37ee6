import { MAIL_ATTACHMENT_LIMIT, exportMailFileNames, exportMailPlan } from "@/lib/domain/journal/export-mail";

// Issue 22, "Send to my safe address": what is attached and what goes as a link.

describe("exportMailPlan", () => {
  test.each([
    ["both fit", 1_000, 2_000, 5_000, "both"],
    ["both fit exactly", 1_000, 2_000, 3_000, "both"],
    ["the ZIP does not fit beside the PDF", 1_000, 2_001, 3_000, "pdf"],
    ["the PDF alone fits exactly", 3_000, 6_000, 3_000, "pdf"],
    ["not even the PDF fits", 3_001, 6_000, 3_000, "link"],
  ] as const)("%s", (_name, pdf, zip, limit, plan) => {
    expect(exportMailPlan(pdf, zip, limit)).toBe(plan);
  });

  test("the default limit stays under mail providers' limits once encoded (base64: 4/3)", () => {
    expect(MAIL_ATTACHMENT_LIMIT * (4 / 3)).toBeLessThan(25 * 1024 * 1024);
    expect(exportMailPlan(MAIL_ATTACHMENT_LIMIT / 2, MAIL_ATTACHMENT_LIMIT / 2)).toBe("both");
    expect(exportMailPlan(MAIL_ATTACHMENT_LIMIT / 2, MAIL_ATTACHMENT_LIMIT / 2 + 1)).toBe("pdf");
  });
});

test("file names are neutral and dated", () => {
  expect(exportMailFileNames(new Date("2026-11-24T23:30:00Z"))).toEqual({ pdf: "copy-2026-11-24.pdf", zip: "copy-2026-11-24.zip" });
});
