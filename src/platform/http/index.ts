export {
  defineCommand,
  defineQuery,
  permissionsOf,
  permissionPatternOf,
  RawReply,
  requireUser,
  type Access,
  type PreparedUpload,
  type ReceivedUpload,
  type RouteDefinition,
  type LocalResponse,
  type RouteRequest,
  type RouteServices,
} from './route-kit.ts';
export { toWire } from './wire-format.ts';
export { isTrueFlag, nonNegativeInteger, page, parsePaging, springPage, type Page, type PageRequest, type SpringPage } from './paging.ts';
export { isJsonObject, readPagedRequest, type PagedRequestContext, type PagedSort } from './paged-request.ts';
export { CommandResult, EnumOption, LocalDateArray, PageOf, SpringPageOf } from './wire-schemas.ts';
