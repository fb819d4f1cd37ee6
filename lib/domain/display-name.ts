// How a person is named where a screen or a record needs one name: the display name she chose,
// else her account name, else her e-mail (where the caller read it), else the caller's word for
// someone without any ("An admin", "A supporter").

export interface NamedPerson {
  name: string;
  email?: string | null;
  profile: { displayName: string | null } | null;
}

export function displayNameOf(person: NamedPerson | null | undefined, fallback: string): string {
  return person?.profile?.displayName || person?.name || person?.email || fallback;
}
