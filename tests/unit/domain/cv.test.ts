import { classifyCv, CV_MAX_BYTES, extensionOf, precheckCv, safeFileName } from "@/lib/domain/uploads/cv";

describe("precheckCv (browser)", () => {
  it.each([
    ["cv.pdf", 1000, null],
    ["CV.DOCX", 1000, null],
    ["old.doc", CV_MAX_BYTES, null],
    ["big.pdf", CV_MAX_BYTES + 1, "size"],
    ["photo.png", 10, "type"],
    ["noextension", 10, "type"],
  ] as const)("%s (%d bytes) → %s", (name, size, expected) => expect(precheckCv({ name, size })).toBe(expected));
});

describe("classifyCv (server, by content)", () => {
  it("accepts PDF and DOCX by their bytes whatever the name", () => {
    expect(classifyCv("pdf", "cv.docx")).toEqual({ ok: true, ext: "pdf" });
    expect(classifyCv("docx", "cv.pdf")).toEqual({ ok: true, ext: "docx" });
  });
  it("accepts an OLE file only under a .doc name", () => {
    expect(classifyCv("cfb", "cv.doc")).toEqual({ ok: true, ext: "doc" });
    expect(classifyCv("cfb", "sheet.xls")).toEqual({ ok: false });
  });
  it.each([["png"], ["zip"], ["exe"], [undefined]])("refuses %s", (ext) => expect(classifyCv(ext, "cv.pdf")).toEqual({ ok: false }));
});

describe("safeFileName and extensionOf", () => {
  it("keeps a readable name with the real extension", () => expect(safeFileName("My CV (2026).docx", "pdf")).toBe("My CV (2026).pdf"));
  it("drops path and control characters", () => expect(safeFileName('../../etc/"pass"\n.pdf', "pdf")).toBe("....etcpass.pdf"));
  it("falls back to cv", () => expect(safeFileName("???.pdf", "pdf")).toBe("cv.pdf"));
  it("reads extensions case-insensitively", () => expect(extensionOf("A.PDF")).toBe("pdf"));
});
