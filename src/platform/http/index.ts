export {
  defineCommand,
  defineQuery,
  permissionsOf,
  RawReply,
  type Access,
  type PreparedUpload,
  type ReceivedUpload,
  type RouteDefinition,
  type RouteRequest,
} from './route-kit.ts';
export { toWire } from './wire-format.ts';
export { isTrueFlag, page, parsePaging, type Page, type PageRequest } from './paging.ts';
export { CommandResult, EnumOption, LocalDateArray, PageOf } from './wire-schemas.ts';
