import type { Kysely } from 'kysely';
import type { AfterCommit, AuditRowRider, CommandListener, CommandResult, RanCommandInfo } from '../../../platform/commands/index.ts';
import { eventTypeOfCommand } from '../../../platform/events/index.ts';
import { notifyOfficeUsers, officeNotificationRider, type OfficeNotification } from './notifications.repository.ts';

/** Which id of the command's result names the object a notification is about. */
type ObjectIdOf = (command: RanCommandInfo) => number | null | undefined;

/**
 * A notification raised by a business event, as Fineract's NotificationDomainServiceImpl builds it: the
 * permission that selects its users (the next step on the object, e.g. ACTIVATE_CLIENT for a new client),
 * the object type and id, the text and the action. `userOffice`: addressed to the acting user's office
 * (products have no office); otherwise to the object's office.
 */
interface NotificationRule {
  readonly permission: string;
  readonly objectType: string;
  readonly objectId: ObjectIdOf;
  readonly content: string;
  readonly action: string;
  readonly userOffice?: boolean;
}

const resource: ObjectIdOf = (c) => c.result.resourceId ?? c.request.entityId;
const client: ObjectIdOf = (c) => c.result.clientId ?? resource(c);
const grouping: ObjectIdOf = (c) => c.result.groupId ?? resource(c);
const loan: ObjectIdOf = (c) => c.result.loanId ?? c.request.entityId;
const savings: ObjectIdOf = (c) => c.result.savingsId ?? c.request.entityId;
const path: ObjectIdOf = (c) => c.request.entityId;

const rule = (permission: string, objectType: string, objectId: ObjectIdOf, content: string, action: string, userOffice = false): NotificationRule => ({
  permission,
  objectType,
  objectId,
  content,
  action,
  userOffice,
});

/** The notifications of Fineract's notification domain service, by the business event that raises them. */
export const NOTIFICATION_RULES: ReadonlyMap<string, NotificationRule> = new Map<string, NotificationRule>([
  ['ClientCreateBusinessEvent', rule('ACTIVATE_CLIENT', 'client', client, 'New client created', 'created')],
  ['CentersCreateBusinessEvent', rule('ACTIVATE_CENTER', 'center', grouping, 'New center created', 'created')],
  ['GroupsCreateBusinessEvent', rule('ACTIVATE_GROUP', 'group', grouping, 'New group created', 'created')],
  ['SavingsDepositBusinessEvent', rule('READ_SAVINGSACCOUNT', 'savingsAccount', savings, 'Deposit made', 'depositMade')],
  ['ShareProductDividentsCreateBusinessEvent', rule('READ_DIVIDEND_SHAREPRODUCT', 'shareProduct', path, 'Dividend posted to account', 'dividendPosted', true)],
  ['FixedDepositAccountCreateBusinessEvent', rule('APPROVE_FIXEDDEPOSITACCOUNT', 'fixedDeposit', savings, 'New fixed deposit account created', 'created')],
  ['RecurringDepositAccountCreateBusinessEvent', rule('APPROVE_RECURRINGDEPOSITACCOUNT', 'recurringDepositAccount', savings, 'New recurring deposit account created', 'created')],
  // Fineract words the approval by the account's deposit type; the savings command approves plain savings accounts.
  ['SavingsApproveBusinessEvent', rule('ACTIVATE_SAVINGSACCOUNT', 'savingsAccount', savings, 'Savings account approved', 'approved')],
  ['SavingsPostInterestBusinessEvent', rule('READ_SAVINGSACCOUNT', 'savingsAccount', savings, 'Interest posted to account', 'interestPosted')],
  ['LoanCreatedBusinessEvent', rule('APPROVE_LOAN', 'loan', loan, 'New loan created', 'created')],
  ['LoanApprovedBusinessEvent', rule('DISBURSE_LOAN', 'loan', loan, 'New loan approved', 'approved')],
  ['LoanCloseBusinessEvent', rule('READ_LOAN', 'loan', loan, 'Loan closed', 'loanClosed')],
  ['LoanCloseAsRescheduleBusinessEvent', rule('READ_Rescheduled Loans', 'loan', loan, 'Loan has been rescheduled', 'loanRescheduled')],
  ['LoanChargebackTransactionBusinessEvent', rule('LOAN_CHARGEBACK', 'loanTransaction', resource, 'Loan Transaction has been chargeback', 'loanTransactionChargeback')],
  ['LoanTransactionMakeRepaymentPostBusinessEvent', rule('READ_LOAN', 'loan', loan, 'Repayment made', 'repaymentMade')],
  ['LoanProductCreateBusinessEvent', rule('READ_LOANPRODUCT', 'loanProduct', resource, 'New loan product created', 'created', true)],
  ['SavingsCreateBusinessEvent', rule('APPROVE_SAVINGSACCOUNT', 'savingsAccount', savings, 'New savings account created', 'created')],
  ['SavingsCloseBusinessEvent', rule('READ_SAVINGSACCOUNT', 'savingsAccount', savings, 'Savings has gone into dormant', 'closed')],
  ['ShareAccountCreateBusinessEvent', rule('APPROVE_SHAREACCOUNT', 'shareAccount', resource, 'New share account created', 'created')],
  ['ShareAccountApproveBusinessEvent', rule('ACTIVATE_SHAREACCOUNT', 'shareAccount', resource, 'Share account approved', 'approved')],
]);

/** The office whose users hear of the object: the result's office (the object's), else the acting user's. */
function officeOf(result: CommandResult, command: RanCommandInfo, rule: NotificationRule): number {
  return rule.userOffice === true ? command.user.officeId : (result.officeId ?? command.user.officeId);
}

/**
 * In-app notifications fed by business events, as a command listener: a command whose business event
 * Fineract's notification service listens to writes one notification (in the command's transaction, so a
 * refused or rolled-back command notifies no one) for the users of the object's office who hold the rule's
 * permission or ALL_FUNCTIONS, the acting user aside. Any other command runs no statement.
 */
export function notificationListener(): CommandListener {
  return {
    async inTransaction(trx: Kysely<object>, command: RanCommandInfo): Promise<AfterCommit | undefined> {
      const target = notificationOf(command);
      if (target !== undefined) {
        await notifyOfficeUsers(trx, target);
      }
      return undefined;
    },
    // The same notification, written by the statement that writes the command's audit row.
    auditRowRider(command: RanCommandInfo): AuditRowRider | undefined {
      const target = notificationOf(command);
      return target === undefined ? undefined : officeNotificationRider(target);
    },
  };
}

/** The notification a command raises, if any (the acting user is its actor). */
function notificationOf(command: RanCommandInfo): (OfficeNotification & { readonly notification: { readonly actorId: number } }) | undefined {
  const event = eventTypeOfCommand(command.request.entity, command.request.action);
  const found = event === undefined ? undefined : NOTIFICATION_RULES.get(event.type);
  const objectId = found?.objectId(command);
  if (found === undefined || objectId === undefined || objectId === null) {
    return undefined;
  }
  return {
    notification: { objectType: found.objectType, objectId, action: found.action, content: found.content, actorId: command.user.id, isSystemGenerated: false },
    officeId: officeOf(command.result, command, found),
    permission: found.permission,
  };
}
