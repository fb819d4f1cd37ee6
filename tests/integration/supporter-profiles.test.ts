import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { File } from "node:buffer";
import sharp from "sharp";
import { db } from "@/lib/db";
import { AppError } from "@/lib/domain/app-error";
import { deleteOwnAccount } from "@/lib/data/accounts";
import { getOwnSupporterProfile, mayViewAvatar } from "@/lib/data/supporter-profiles";
import { removeAvatar, uploadAvatar } from "@/lib/data/uploads";
import { useBrowser } from "@/tests/jest/fake-next";
import { signUpAccount } from "@/tests/jest/signed-in";
import { userTracker } from "@/tests/jest/db-factories";
import { admin, local, professional, taker } from "@/tests/jest/supporter-factories";

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-avatars-"));
process.env.UPLOAD_DIR = uploadDir;

import { updateLocalProfileAction, updateProfessionalProfileAction } from "@/app/(app)/profile/supporter-actions";

const users = userTracker();

afterAll(async () => {
  await users.cleanup();
  await db.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function account(records: Parameters<typeof signUpAccount>[0]) {
  const a = await signUpAccount(records, "sp");
  users.track(a.id);
  return a;
}

const proRecords = { kind: "professional" as const, fullName: "Dr Edit", professionalTitle: "Therapist", alsoLocal: false };
const valid = {
  professionalTitle: "Employment Lawyer",
  bio: "I help.",
  specializations: "employment_law,workplace_harassment",
  yearsExperience: "7",
  languages: "English, spanish, english",
  availability: "Limited availability",
};

describe("updateProfessionalProfileAction", () => {
  test("saves her own profile only, with list order and de-duplicated languages", async () => {
    const her = await account(proRecords);
    const other = await account(proRecords);
    useBrowser(her.cookies);
    expect(await updateProfessionalProfileAction(valid)).toEqual({ ok: true, data: { saved: true } });
    const own = await getOwnSupporterProfile({ userId: her.id, roles: ["professional_supporter"] });
    expect(own.professional).toMatchObject({
      professionalTitle: "Employment Lawyer",
      bio: "I help.",
      yearsExperience: 7,
      languages: ["English", "spanish"],
      availability: "Limited availability",
      specializations: ["workplace_harassment", "employment_law"],
      fullName: "Dr Edit",
    });
    const untouched = await getOwnSupporterProfile({ userId: other.id, roles: ["professional_supporter"] });
    expect(untouched.professional).toMatchObject({ professionalTitle: "Therapist", specializations: [], bio: null });

    // Choosing again replaces the set.
    expect((await updateProfessionalProfileAction({ ...valid, specializations: "counselling", yearsExperience: "" })).ok).toBe(true);
    expect((await getOwnSupporterProfile({ userId: her.id, roles: ["professional_supporter"] })).professional).toMatchObject({
      specializations: ["counselling"],
      yearsExperience: null,
    });
  });

  test.each([
    [{ specializations: "" }, "specializations", "Please choose at least one specialisation."],
    [{ specializations: "astrology" }, "specializations.0", "Please choose specialisations from the list."],
    [
      { specializations: "counselling,crisis_support,stalking,family_law,employment_law,domestic_abuse,trauma_therapy,safety_planning,digital_safety" },
      "specializations",
      "Please choose at most 8 specialisations.",
    ],
    [{ professionalTitle: " " }, "professionalTitle", "Please enter your professional title."],
    [{ yearsExperience: "-1" }, "yearsExperience", "Please enter a whole number of years from 0 to 60."],
    [{ yearsExperience: "2.5" }, "yearsExperience", "Please enter a whole number of years from 0 to 60."],
    [{ languages: "English, <script>" }, "languages", "Please write each language as a word, e.g. English, Spanish."],
    [{ availability: "Always" }, "availability", "Please choose one of the availability options."],
    [{ bio: "x".repeat(2001) }, "bio", "Please keep your bio under 2000 characters."],
  ])("refuses %p", async (change, field, message) => {
    const her = await account(proRecords);
    useBrowser(her.cookies);
    const result = await updateProfessionalProfileAction({ ...valid, ...change });
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.fieldErrors?.[field]).toBe(message);
  });

  test("needs the professional role and a session", async () => {
    const t = await account({ kind: "support_taker", stayAnonymous: true });
    useBrowser(t.cookies);
    expect(await updateProfessionalProfileAction(valid)).toEqual({ ok: false, error: "You do not have access to this.", code: "forbidden" });
    useBrowser();
    expect(await updateProfessionalProfileAction(valid)).toEqual({ ok: false, error: "Not authenticated", code: "unauthenticated" });
  });
});

describe("updateLocalProfileAction", () => {
  const localValid = {
    displayName: "Rosa",
    city: "Chicago, IL",
    placeId: "",
    travelRadiusKm: "15",
    availability: "Available",
    helpOffered: "listening_ear,accompaniment",
  };

  test("geocodes a new city, keeps an unchanged one, asks which place when ambiguous", async () => {
    const her = await account({ kind: "local", displayName: "Rosa" });
    useBrowser(her.cookies);
    expect(await updateLocalProfileAction(localValid)).toEqual({ ok: true, data: { status: "saved", redirectTo: "/profile" } });
    const row = await db.localSupporter.findUniqueOrThrow({ where: { userId: her.id } });
    expect(row).toMatchObject({
      displayName: "Rosa",
      hasLocation: true,
      travelRadiusKm: 15,
      helpOffered: ["accompaniment", "listening_ear"],
      availability: "Available",
    });
    expect(Math.abs(row.locationLat - 41.85)).toBeLessThan(0.2);

    expect((await updateLocalProfileAction({ ...localValid, city: row.locationCity!, travelRadiusKm: "5" })).ok).toBe(true);
    expect(await db.localSupporter.findUniqueOrThrow({ where: { userId: her.id } })).toMatchObject({ locationCity: row.locationCity, travelRadiusKm: 5 });

    const ambiguous = await updateLocalProfileAction({ ...localValid, city: "Springfield" });
    expect(ambiguous).toMatchObject({ ok: true, data: { status: "choose" } });
  });

  test.each([
    [{ displayName: "" }, "displayName", "Please enter the name people will see."],
    [{ city: "" }, "city", "Please enter your city/location."],
    [{ travelRadiusKm: "0" }, "travelRadiusKm", "Please choose a distance from 1 to 100 km."],
    [{ travelRadiusKm: "500" }, "travelRadiusKm", "Please choose a distance from 1 to 100 km."],
    [{ helpOffered: "" }, "helpOffered", "Please choose at least one way you can help."],
    [{ helpOffered: "driving" }, "helpOffered.0", "Please choose from the list."],
  ])("refuses %p", async (change, field, message) => {
    const her = await account({ kind: "local", displayName: "Rosa" });
    useBrowser(her.cookies);
    const result = await updateLocalProfileAction({ ...localValid, ...change });
    expect(!result.ok && result.fieldErrors?.[field]).toBe(message);
  });

  test("needs the local role", async () => {
    const pro = await account(proRecords);
    useBrowser(pro.cookies);
    expect(await updateLocalProfileAction(localValid)).toEqual({ ok: false, error: "You do not have access to this.", code: "forbidden" });
  });
});

describe("avatars", () => {
  const asFile = (bytes: Uint8Array, name: string) => new File([bytes], name) as unknown as globalThis.File;
  /** A real picture whose EXIF says where it was taken. */
  const png = async () =>
    new Uint8Array(
      await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c0ffee" } })
        .png()
        .withExif({ IFD0: { ImageDescription: "GPS 41.88N 87.62W" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 52/1 48/1" } })
        .toBuffer(),
    );
  const filesOf = (userId: string) => {
    const dir = path.join(uploadDir, "avatars", userId);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  test("stored without metadata, replaced, visible only while she is, removed with her account", async () => {
    const pro = await professional(users, "av-pro");
    const viewer = await taker(users, "av-viewer");
    const reviewer = await admin(users, "av-admin");
    const first = await uploadAvatar(pro, asFile(await png(), "me.png"));
    expect(first.ok).toBe(true);
    const url = first.ok ? first.avatarUrl : "";
    expect(url).toMatch(new RegExp(`^/api/avatars/${pro.userId}/[0-9a-f-]{36}\\.png$`));
    const [stored] = filesOf(pro.userId);
    const bytes = fs.readFileSync(path.join(uploadDir, "avatars", pro.userId, stored!));
    expect(bytes.includes("41.88N")).toBe(false);
    // Re-encoded: the same picture, with no EXIF left.
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 4, height: 3 });
    expect(metadata.exif).toBeUndefined();

    // Pending: only she and admins may load it.
    expect(await mayViewAvatar(pro, pro.userId, url)).toBe(true);
    expect(await mayViewAvatar(reviewer, pro.userId, url)).toBe(true);
    expect(await mayViewAvatar(viewer, pro.userId, url)).toBe(false);
    await db.professionalSupporter.update({ where: { userId: pro.userId }, data: { verificationStatus: "approved" } });
    expect(await mayViewAvatar(viewer, pro.userId, url)).toBe(true);

    const second = await uploadAvatar(pro, asFile(await png(), "new.png"));
    const url2 = second.ok ? second.avatarUrl : "";
    expect(filesOf(pro.userId)).toHaveLength(1);
    expect(await mayViewAvatar(viewer, pro.userId, url)).toBe(false);
    expect((await getOwnSupporterProfile(pro)).avatarUrl).toBe(url2);

    await removeAvatar(pro);
    expect(filesOf(pro.userId)).toEqual([]);
    expect((await getOwnSupporterProfile(pro)).avatarUrl).toBeNull();

    await uploadAvatar(pro, asFile(await png(), "again.png"));
    await deleteOwnAccount(pro);
    expect(filesOf(pro.userId)).toEqual([]);
  });

  test("refuses what is not a picture, an SVG, and support takers", async () => {
    const l = await local(users, "av-local");
    expect(await uploadAvatar(l, asFile(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "me.png"))).toMatchObject({
      ok: false,
      title: "Invalid file type",
    });
    expect(await uploadAvatar(l, asFile(fs.readFileSync(path.join(__dirname, "..", "fixtures", "cv.pdf")), "me.jpg"))).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await uploadAvatar(l, asFile(new Uint8Array(2 * 1024 * 1024 + 1), "big.png"))).toMatchObject({ ok: false, status: 413 });
    expect(filesOf(l.userId)).toEqual([]);
    const t = await taker(users, "av-taker");
    await expect(uploadAvatar(t, asFile(await png(), "me.png"))).rejects.toBeInstanceOf(AppError);
  });
});
