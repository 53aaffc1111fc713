/** A client identifier's status (Fineract's ClientIdentifierStatus). */
export const ClientIdentifierStatus = { INACTIVE: 100, ACTIVE: 200 } as const;
export type ClientIdentifierStatusId = (typeof ClientIdentifierStatus)[keyof typeof ClientIdentifierStatus];

/** The names a request may send for `status` (any letter case). */
export const IDENTIFIER_STATUS_NAMES: readonly string[] = ['ACTIVE', 'INACTIVE'];

/** The status named `text` (ACTIVE or INACTIVE, any case), or undefined. */
export function identifierStatusNamed(text: string): ClientIdentifierStatusId | undefined {
  const name = text.trim().toUpperCase();
  if (name === 'ACTIVE') {
    return ClientIdentifierStatus.ACTIVE;
  }
  return name === 'INACTIVE' ? ClientIdentifierStatus.INACTIVE : undefined;
}

/** The status name (`ACTIVE`, `INACTIVE`), as Fineract reports a changed status. */
export function identifierStatusName(status: number): string {
  return status === ClientIdentifierStatus.ACTIVE ? 'ACTIVE' : 'INACTIVE';
}

/** The status as Fineract writes it in a client identifier: its code, `clientIdentifierStatusType.<name>`. */
export function identifierStatusCode(status: number): string {
  if (status === ClientIdentifierStatus.ACTIVE) {
    return 'clientIdentifierStatusType.active';
  }
  return status === ClientIdentifierStatus.INACTIVE ? 'clientIdentifierStatusType.inactive' : 'clientIdentifierStatusType.invalid';
}

/** The `active` column: the status while active, null otherwise (one active identifier per type and client). */
export function activeMarker(status: number): number | null {
  return status === ClientIdentifierStatus.ACTIVE ? ClientIdentifierStatus.ACTIVE : null;
}
