// Every address a roadmap may link to. Each was checked by hand to be a real, reputable
// organisation's own site; nothing else may appear in resource_links (a unit test holds every
// generated link to this list).

/** National hotlines, legal aid and workplace-rights bodies. A new resource needs its address added here, on purpose. */
export const RESOURCE_URL_ALLOWLIST = [
  "https://www.thehotline.org",
  "https://www.crisistextline.org",
  "https://988lifeline.org",
  "https://www.rainn.org",
  "https://www.loveisrespect.org",
  "https://www.domesticshelters.org",
  "https://www.ncadv.org",
  "https://www.womenslaw.org",
  "https://www.lawhelp.org",
  "https://www.eeoc.gov/harassment",
  "https://www.eeoc.gov/how-file-charge-employment-discrimination",
  "https://www.dol.gov/agencies/whd/fmla",
  "https://www.nela.org",
  "https://www.stalkingawareness.org",
  "https://www.techsafety.org",
  "https://www.cybercivilrights.org",
  "https://stopncii.org",
  "https://pen.org/research-resources/online-harassment-field-manual/",
  "https://righttobe.org",
  "https://www.nami.org",
] as const;

export type AllowedUrl = (typeof RESOURCE_URL_ALLOWLIST)[number];
