export { commandHandler, permissionOf, type CommandContext, type CommandHandlerRegistration, type CommandRequest, type CommandResult } from './command.ts';
export { CommandPipeline, CommandRegistry } from './pipeline.ts';
export { ProcessingResult } from './command-tables.ts';
export { canCheck, deletePending, isCheckerSuperUser, pendingCommandFor, rejectPending } from './maker-checker.ts';
export { auditJson, type CommandOutcome } from './pipeline.ts';
export type { AfterCommit, AuditRowRider, CommandListener, FinishedCommandInfo, PendingCommand, RanCommandInfo } from './command.ts';
export { UsageRegistry, type UsageCheck } from './usage-registry.ts';
export { RecordLookup, type RecordOption, type RecordSource } from './record-lookup.ts';
