/** Fineract's staff display name: "lastname, firstname", or the last name alone without a first name. */
export function staffDisplayName(firstname: string | null, lastname: string | null): string {
  const last = lastname ?? '';
  return firstname === null || firstname.trim() === '' ? last : `${last}, ${firstname}`;
}
