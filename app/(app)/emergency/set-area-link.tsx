import Link from "next/link";

/** Where her area is set: the area form in the Location card. */
export const AREA_SECTION_ID = "emergency-area";

/** "Set your area", to the Location card's area form, from a note that needs her area. */
export function SetAreaLink() {
  return (
    <Link className="underline underline-offset-4" href={`#${AREA_SECTION_ID}`}>
      Set your area
    </Link>
  );
}
