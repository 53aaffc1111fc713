import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { ClientIdParams, ClientRecordCommandResult } from '../client-identifiers/client-identifiers.schemas.ts';
import { requireFamilyMembersRead, retrieveFamilyMember, retrieveFamilyMembers, retrieveFamilyMemberTemplate } from './client-family-members.queries.ts';
import { FamilyMember, FamilyMemberIdParams, FamilyMemberList, FamilyMemberRequest, FamilyMemberTemplate } from './client-family-members.schemas.ts';

const tags = ['Client Family Member'];
// READ_FAMILYMEMBERS is not in Fineract's catalogue: the queries check it (ALL_FUNCTIONS or ALL_FUNCTIONS_READ).
const READ = { authenticated: true } as const;
const READ_NOTE = 'Needs READ_FAMILYMEMBERS, which only ALL_FUNCTIONS and ALL_FUNCTIONS_READ grant (as Fineract).';
const hierarchy = (user: { readonly officeHierarchy: string } | undefined): string => user?.officeHierarchy ?? '.';
const memberIds = (req: { params: { clientId: number; familyMemberId: number } }) => ({ entityId: req.params.clientId, subEntityId: req.params.familyMemberId });

export const familyMemberRoutes = [
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/familymembers',
    summary: 'List the family members of a client',
    description: READ_NOTE,
    tags,
    access: READ,
    params: ClientIdParams,
    response: FamilyMemberList,
    handle: (req) => {
      requireFamilyMembersRead(req.user);
      return retrieveFamilyMembers(req.tenant.database.db, req.params.clientId, hierarchy(req.user));
    },
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/familymembers/template',
    summary: 'Family member template: relationships, genders, marital statuses, professions',
    description: READ_NOTE,
    tags,
    access: READ,
    params: ClientIdParams,
    response: FamilyMemberTemplate,
    handle: (req) => {
      requireFamilyMembersRead(req.user);
      return retrieveFamilyMemberTemplate(req.tenant.database.db, req.params.clientId, hierarchy(req.user));
    },
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/familymembers/:familyMemberId',
    summary: 'Get a family member of a client',
    description: READ_NOTE,
    tags,
    access: READ,
    params: FamilyMemberIdParams,
    response: FamilyMember,
    handle: (req) => {
      requireFamilyMembersRead(req.user);
      return retrieveFamilyMember(req.tenant.database.db, req.params.clientId, req.params.familyMemberId, hierarchy(req.user));
    },
  }),
  defineCommand({
    method: 'POST',
    url: '/clients/:clientId/familymembers',
    summary: 'Add a family member to a client',
    tags,
    command: { entity: 'FAMILYMEMBERS', action: 'CREATE' },
    params: ClientIdParams,
    body: FamilyMemberRequest,
    response: ClientRecordCommandResult,
    ids: (req) => ({ entityId: req.params.clientId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/clients/:clientId/familymembers/:familyMemberId',
    summary: 'Update a family member of a client',
    tags,
    command: { entity: 'FAMILYMEMBERS', action: 'UPDATE' },
    params: FamilyMemberIdParams,
    body: FamilyMemberRequest,
    response: ClientRecordCommandResult,
    ids: memberIds,
  }),
  defineCommand({
    method: 'DELETE',
    url: '/clients/:clientId/familymembers/:familyMemberId',
    summary: 'Delete a family member of a client',
    tags,
    command: { entity: 'FAMILYMEMBERS', action: 'DELETE' },
    params: FamilyMemberIdParams,
    response: ClientRecordCommandResult,
    ids: memberIds,
  }),
];
