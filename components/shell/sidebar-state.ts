// Shared by the server layout (reads the cookie) and the client sidebar (writes it).
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
