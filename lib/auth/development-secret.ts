// Used only when BETTER_AUTH_SECRET is unset outside production (next dev). `npm start`
// always provides a real secret; production refuses to run without one.
export const DEVELOPMENT_AUTH_SECRET = "haven-development-secret-not-for-production";

export function authSecretFrom(environment: { BETTER_AUTH_SECRET?: string; NODE_ENV?: string }): string | null {
  if (environment.BETTER_AUTH_SECRET) return environment.BETTER_AUTH_SECRET;
  return environment.NODE_ENV === "production" ? null : DEVELOPMENT_AUTH_SECRET;
}
