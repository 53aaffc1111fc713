export { defineCommand, defineQuery, permissionsOf, type Access, type RouteDefinition, type RouteRequest } from './route-kit.ts';
export { toWire } from './wire-format.ts';
export { isTrueFlag, page, parsePaging, type Page, type PageRequest } from './paging.ts';
