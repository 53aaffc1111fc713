import { NotFoundError } from '../../../shared/errors/api-errors.ts';

/** No provisioning entry with this id. */
export function provisioningEntryNotFound(entryId: number): NotFoundError {
  return new NotFoundError('error.msg.provisioningentry.id.invalid', `Provisioning entry with identifier ${entryId} does not exist`, [entryId]);
}

/** Provisioning needs at least one criteria. Fineract answers this refusal with 404. */
export function noProvisioningCriteria(): NotFoundError {
  return new NotFoundError('error.msg.no.provisioning.criteria.definitions.found', 'No provisioning criteria definitions are found');
}

/** One provisioning entry per date. Fineract answers this refusal with 404. */
export function provisioningEntryExists(entryId: number, date: string): NotFoundError {
  return new NotFoundError('error.msg.provisioningentry.already.exists.for.this.date', `Provisioning entry ${entryId} already exists for ${date}`, [entryId]);
}

/**
 * Journal entries of a provisioning entry are created only for a date after the latest one that has them.
 * Fineract answers this refusal with 404.
 */
export function journalEntriesOnLaterDate(existingDate: string, requestedDate: string): NotFoundError {
  return new NotFoundError(
    'error.msg.provisioning.journalentries.cannot.be.created',
    `Provisioning journal entries already exist for ${existingDate}, not before the requested ${requestedDate}`,
    [existingDate, requestedDate],
  );
}
