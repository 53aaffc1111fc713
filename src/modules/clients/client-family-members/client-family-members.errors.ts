import { NotFoundError } from '../../../shared/errors/api-errors.ts';

/** Our code: Fineract answers an unknown family member with a generic error. */
export function familyMemberNotFound(familyMemberId: number): NotFoundError {
  return new NotFoundError('error.msg.familymember.id.invalid', `Family member with identifier ${familyMemberId} does not exist`, [familyMemberId]);
}
