/**
 * A new password must not contain the person's own NIP, email name or a part of their name:
 * those are the first guesses of anyone who knows them. Length is checked by the schema.
 * Returns an Indonesian message, or null when the password is acceptable.
 */
export function personalPasswordProblem(
  password: string,
  person: { nip: string | null; name: string; email: string | null },
): string | null {
  const lower = password.toLowerCase();
  if (person.nip && lower.includes(person.nip)) return 'Password tidak boleh memuat NIP Anda';
  const emailName = person.email?.split('@')[0]?.toLowerCase();
  if (emailName && emailName.length >= 3 && lower.includes(emailName)) {
    return 'Password tidak boleh memuat alamat email Anda';
  }
  const nameParts = person.name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((part) => part.length >= 3);
  if (nameParts.some((part) => lower.includes(part))) {
    return 'Password tidak boleh memuat nama Anda';
  }
  return null;
}
