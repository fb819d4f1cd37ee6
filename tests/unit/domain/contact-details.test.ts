import { hasContactDetails } from "@/lib/domain/supporters/contact-details";

describe("contact details in a supporter's bio", () => {
  test.each([
    "Call me on 555-123-4567.",
    "Text +1 (312) 555 0199 any time",
    "mail me at dr.jones@example.com",
    "write to dr.jones (at) example.org",
    "jane at example dot com",
    "jane (at) example (dot) com",
    "jane [at] example [dot] co [dot] uk",
    "My practice: https://example.com/therapy",
    "see www.jonestherapy.com",
    "Find me at jonestherapy.com",
    "Instagram @dr_jones_therapy",
  ])("refused: %s", (bio) => expect(hasContactDetails(bio)).toBe(true));

  test.each([
    "",
    "I have helped survivors since 2009-2015 at a shelter, then in private practice.",
    "Over 2,000 clients in 15 years. Trauma-informed, LGBTQ+ affirming.",
    "I speak English and Spanish. Sessions are 50 minutes.",
    "Licensed in Illinois (LCSW #12345).",
    "I work with people aged 18-65, evenings 6-9 pm.",
    "I trained at Rush and worked at the shelter for years.",
    "Available at weekends. I'm good at listening; dot points are not my style.",
  ])("kept: %s", (bio) => expect(hasContactDetails(bio)).toBe(false));
});
