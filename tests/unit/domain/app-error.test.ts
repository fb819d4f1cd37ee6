import { AppError, DEFAULT_ERROR_MESSAGES, isAppError } from "@/lib/domain/app-error";
import { ERROR_CODES } from "@/lib/domain/error-codes";

test.each(ERROR_CODES.map((code) => [code]))("%s: a default message, overridable, with its code", (code) => {
  expect(new AppError(code)).toMatchObject({ code, message: DEFAULT_ERROR_MESSAGES[code], name: "AppError" });
  expect(new AppError(code, "Said precisely.")).toMatchObject({ code, message: "Said precisely." });
});

test("field errors travel with an invalid input", () => {
  const error = new AppError("invalid", "Please check your e-mail.", { email: "Please check your e-mail." });
  expect(error.fieldErrors).toEqual({ email: "Please check your e-mail." });
  expect(new AppError("conflict").fieldErrors).toBeUndefined();
});

test("isAppError tells expected failures from anything else", () => {
  expect(isAppError(new AppError("not_found"))).toBe(true);
  expect(isAppError(new Error("boom"))).toBe(false);
  expect(isAppError({ code: "forbidden", message: "x" })).toBe(false);
});
