export interface UserSummary {
  name: string;
  email: string;
  initials: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Up to two letters: first and last name when known, else the words of the name or email. */
export function initialsOf(name: string, given = '', family = ''): string {
  const parts = (given && family ? [given, family] : name.split(/[\s@.]+/)).filter(Boolean);
  const initials = parts
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');
  return initials || '?';
}

/** The name, email and initials the header shows, from the ID token's standard claims. */
export function summarizeUser(profile: Readonly<Record<string, unknown>> | undefined): UserSummary {
  const given = text(profile?.given_name);
  const family = text(profile?.family_name);
  const email = text(profile?.email);
  const name = text(profile?.name) || [given, family].filter(Boolean).join(' ') || email;
  return { name, email, initials: initialsOf(name, given, family) };
}

/**
 * First and last name for a new member, from the profile's claims. A provider that sends only a
 * full name (LemonLDAP::NG's `cn`, say) has it split at the first space, as the server does.
 */
export function memberNamesOf(profile: Readonly<Record<string, unknown>> | undefined): {
  firstName: string;
  lastName: string;
} {
  const given = text(profile?.given_name);
  const family = text(profile?.family_name);
  const [first = '', ...rest] = text(profile?.name).split(/\s+/).filter(Boolean);
  return { firstName: given || first, lastName: family || (given ? '' : rest.join(' ')) };
}
