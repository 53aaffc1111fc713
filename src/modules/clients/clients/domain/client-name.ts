/** The name parts of a client as stored. */
export interface ClientNameParts {
  readonly firstname: string | null;
  readonly middlename: string | null;
  readonly lastname: string | null;
  readonly fullname: string | null;
  readonly legalForm: number | null;
}

function present(part: string | null): part is string {
  return part !== null && part.trim() !== '';
}

/**
 * Fineract's display name: the full name when there is one; otherwise, for a person (or a client without a
 * legal form), first, middle and last name joined by spaces; an entity without a full name has an empty one.
 */
export function clientDisplayName(parts: ClientNameParts): string {
  if (present(parts.fullname)) {
    return parts.fullname;
  }
  if (parts.legalForm !== null && parts.legalForm !== 1) {
    return '';
  }
  return [parts.firstname, parts.middlename, parts.lastname].filter(present).join(' ');
}
