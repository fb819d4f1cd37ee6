// A professional's availability, chosen on her dashboard and shown to people looking for help.
export const AVAILABILITY_OPTIONS = ["Available", "Limited availability", "Not taking new cases"] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export function availabilityOrDefault(value: string | null | undefined): Availability {
  return (AVAILABILITY_OPTIONS as readonly string[]).includes(value ?? "") ? (value as Availability) : "Available";
}
