export { commandHandler, permissionOf, type CommandContext, type CommandHandlerRegistration, type CommandRequest, type CommandResult } from './command.ts';
export { CommandPipeline, CommandRegistry } from './pipeline.ts';
export { ProcessingResult, type CommandTables } from './command-tables.ts';
