// Expected failures carry one of these codes from the data layer to the client
// (ARCHITECTURE §4.10): clients decide on the code, never on the message's wording.
export const ERROR_CODES = ["unauthenticated", "forbidden", "not_found", "invalid", "rate_limited", "conflict", "unavailable"] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
