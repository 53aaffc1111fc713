export { defineCommand, defineQuery, permissionsOf, type Access, type RouteDefinition, type RouteRequest } from './route-kit.ts';
export { toWire } from './wire-format.ts';
