import { chosenValue, chosenValues, type Responses } from "./answers";

// What kind of situation this is, from where it happens, who does it and what happened. One
// label, decided in this order so that the most protective reading wins: abuse by a partner,
// ex-partner or family is domestic abuse wherever it happens (including stalking by an ex);
// anything at work or by a manager or colleague is workplace harassment; then stalking by
// anyone else; then harassment in public places; then harassment online.

export const CASE_TYPES = ["domestic_abuse", "workplace_harassment", "stalking", "online_harassment", "public_harassment", "other"] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  domestic_abuse: "Domestic abuse",
  workplace_harassment: "Workplace harassment",
  stalking: "Stalking",
  online_harassment: "Online harassment",
  public_harassment: "Public harassment",
  other: "Other",
};

export function deriveCaseType(responses: Responses): CaseType {
  const where = new Set(chosenValues(responses, "where"));
  const who = chosenValue(responses, "relationship");
  const behaviours = new Set(chosenValues(responses, "behaviours"));
  const signs = new Set(chosenValues(responses, "danger_signs"));

  if (who === "partner" || who === "ex_partner" || who === "family" || (where.has("home") && !who)) return "domestic_abuse";
  if (where.has("work") || who === "manager" || who === "colleague") return "workplace_harassment";
  if (behaviours.has("stalking") || signs.has("stalking")) return "stalking";
  if (where.has("public")) return "public_harassment";
  if (where.has("online") || behaviours.has("online_harassment")) return "online_harassment";
  return "other";
}
