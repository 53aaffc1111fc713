/**
 * Office hierarchy strings, as Fineract stores them in m_office.hierarchy: the head office is `.`, a child
 * is its parent's hierarchy followed by its own id and a dot (`.2.`, `.2.5.`).
 */

export const ROOT_HIERARCHY = '.';

/** The hierarchy of office `officeId` placed under a parent with `parentHierarchy`. */
export function childHierarchy(parentHierarchy: string, officeId: number): string {
  return `${parentHierarchy}${officeId}.`;
}

/** True when `hierarchy` is `ancestorHierarchy` itself or lies below it. */
export function isWithinHierarchy(hierarchy: string, ancestorHierarchy: string): boolean {
  return hierarchy.startsWith(ancestorHierarchy);
}

const MAX_INDENT_LENGTH = 40;
const INDENT_PER_LEVEL = 4;

/** The name indented with four dots per level below the head office (Fineract's `nameDecorated`, at most 40 dots). */
export function decoratedName(name: string, hierarchy: string | null): string {
  const dots = (hierarchy ?? ROOT_HIERARCHY).split('').filter((c) => c === '.').length;
  const indent = Math.min(Math.max(dots - 1, 0) * INDENT_PER_LEVEL, MAX_INDENT_LENGTH);
  return `${'.'.repeat(indent)}${name}`;
}
