import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import { checkName } from '../tax-components/tax-components.commands.ts';
import { taxComponentNotFound } from '../tax-components/tax-components.errors.ts';
import { findTaxComponentById, loadComponentRates } from '../tax-components/tax-components.repository.ts';
import { findOverlappingMemberships, firstGroupTotalExcess, type TaxGroupMembership } from './domain/tax-group-total.ts';
import { groupTotalExceeded, membershipsOverlap, taxGroupMappingNotFound, taxGroupNotFound } from './tax-groups.errors.ts';
import { findTaxGroupById, insertMappings, insertTaxGroup, listMappings, setMappingEndDate, toMembership, updateTaxGroupName, type TaxGroupMappingRow } from './tax-groups.repository.ts';

/**
 * What refers to a tax group (a charge, a savings product). Fineract refuses no tax group operation for use
 * (there is no delete); the registry records the references so that such a rule needs no change in the
 * modules that refer to groups. Charges register their own use.
 */
export const taxGroupUsage = new UsageRegistry<number>('tax group');

const PARAMETERS = ['dateFormat', 'locale', 'name', 'taxComponents'];
const CREATE_ELEMENT_PARAMETERS = ['taxComponentId', 'startDate'];
const UPDATE_ELEMENT_PARAMETERS = ['id', 'taxComponentId', 'startDate', 'endDate'];
const MAX_PERCENTAGE = 100;

/** One element of `taxComponents`: a new membership (no id) or a change to an existing one. */
interface ComponentItem {
  readonly index: number;
  readonly mappingId: number | undefined;
  readonly componentId: number | undefined;
  readonly startDate: LocalDate | undefined;
  readonly endDate: LocalDate | undefined;
}

/** The elements of `taxComponents`, each read with the body's `dateFormat` and `locale`. */
function readItems(json: JsonCommand, v: DataValidator, supported: readonly string[]): ComponentItem[] | undefined {
  const array = json.json.taxComponents;
  if (!Array.isArray(array)) {
    v.parameter('taxComponents', undefined).notBlank();
    return undefined;
  }
  return array.map((element: unknown, i) => {
    const item = JsonCommand.from(element);
    item.checkSupported(supported);
    const dated = new JsonCommand({ ...item.json, dateFormat: json.json.dateFormat, locale: json.json.locale });
    return {
      index: i + 1,
      mappingId: dated.long('id', v),
      componentId: dated.long('taxComponentId', v),
      startDate: dated.localDate('startDate', v),
      endDate: dated.localDate('endDate', v),
    };
  });
}

function checkCreateItems(v: DataValidator, items: readonly ComponentItem[]): void {
  v.parameter('taxComponents', items.length).positive();
  for (const item of items) {
    const parameterName = `taxComponents[${item.index}][taxComponentId]`;
    if (item.componentId === undefined && !v.hasErrorFor('taxComponentId')) {
      v.add(parameterError('validation.msg.tax.group.taxComponents.taxComponentId.cannot.be.blank', `The parameter \`${parameterName}\` is mandatory.`, parameterName, [item.index]));
    } else if (item.componentId !== undefined && item.componentId < 1) {
      v.add(parameterError('validation.msg.tax.group.taxComponents.taxComponentId.not.greater.than.zero', `The parameter \`${parameterName}\` must be greater than 0.`, parameterName, [item.componentId, 0]));
    }
  }
}

/** Fineract's per-element rules of an update (parameter names carry the 1-based index). */
function checkUpdateItems(v: DataValidator, items: readonly ComponentItem[], today: LocalDate): void {
  for (const { index, mappingId, componentId, startDate, endDate } of items) {
    const componentParameter = `taxComponents.taxComponentId.at.index.${index}`;
    if (mappingId === undefined && !v.hasErrorFor('taxComponentId')) {
      v.parameter(componentParameter, componentId).notBlank();
    }
    v.parameter(componentParameter, componentId).positive();
    v.parameter(`taxComponents.id.at.index.${index}`, mappingId).positive();
    if (endDate !== undefined && endDate.isBefore(today)) {
      const name = `taxComponents.endDate.at.index.${index}`;
      v.fail(name, 'is.less.than.date', `The parameter \`${name}\` must be greater than the provided date${today.toString()}`, [endDate.toString(), today.toString()]);
    }
    if (endDate !== undefined && startDate !== undefined) {
      v.failWithCode(`taxComponents.at.index.${index}`, 'start.date.end.date.both.should.not.be.present', [startDate.toString(), endDate.toString()]);
    }
  }
}

async function checkComponentsExist(db: Kysely<object>, items: readonly ComponentItem[]): Promise<void> {
  for (const item of items) {
    if (item.componentId !== undefined && (await findTaxComponentById(db, item.componentId)) === undefined) {
      throw taxComponentNotFound(item.componentId);
    }
  }
}

/** The spec's limit (combined percentage at most 100 on every date) and no component twice on the same days. */
async function checkMemberships(db: Kysely<object>, memberships: readonly TaxGroupMembership[]): Promise<void> {
  const v = new DataValidator('tax.group');
  const rates = await loadComponentRates(db, memberships.map((m) => m.componentId));
  const excess = firstGroupTotalExcess(memberships, rates, MAX_PERCENTAGE);
  if (excess !== undefined) {
    v.add(groupTotalExceeded(excess));
  }
  const overlap = findOverlappingMemberships(memberships);
  if (overlap !== undefined) {
    v.add(membershipsOverlap(overlap));
  }
  v.throwIfErrors();
}

/** A new membership starts on its start date, by default the business date. */
function newMembership(item: ComponentItem, today: LocalDate): TaxGroupMembership {
  return { componentId: item.componentId ?? 0, startDate: item.startDate ?? today, endDate: null };
}

async function createTaxGroup(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(PARAMETERS);
  const v = new DataValidator('tax.group');
  const name = checkName(v, ctx.json, true);
  const items = readItems(ctx.json, v, CREATE_ELEMENT_PARAMETERS);
  if (items !== undefined) {
    checkCreateItems(v, items);
  }
  v.throwIfErrors();
  await checkComponentsExist(ctx.db, items ?? []);
  const today = await ctx.clock.businessDate();
  const memberships = (items ?? []).map((item) => newMembership(item, today));
  await checkMemberships(ctx.db, memberships);
  const groupId = await insertTaxGroup(ctx.db, name ?? '', ctx.user.id);
  await insertMappings(ctx.db, groupId, memberships, ctx.user.id);
  return { resourceId: groupId };
}

/** Fineract's rules for changes to existing memberships: an end date once, not before the start, same component. */
function checkItemsAgainst(existing: readonly TaxGroupMappingRow[], items: readonly ComponentItem[]): void {
  const v = new DataValidator('tax.group');
  for (const item of items) {
    if (item.mappingId === undefined) {
      if (item.endDate !== undefined) {
        v.failWithCode('endDate', 'not.supported.for.new.association');
      }
      continue;
    }
    const mapping = existing.find((m) => m.id === item.mappingId);
    if (mapping === undefined) {
      throw taxGroupMappingNotFound(item.mappingId);
    }
    const membership = toMembership(mapping);
    if (membership.endDate !== null && item.endDate !== undefined && !membership.endDate.equals(item.endDate)) {
      v.failWithCode('endDate', 'can.not.modify.end.date.once.updated');
    } else if (item.endDate !== undefined && item.endDate.isBefore(membership.startDate)) {
      v.fail('endDate', 'is.less.than.date', `The parameter \`endDate\` must be greater than the provided date${membership.startDate.toString()}`, [item.endDate.toString(), mapping.start_date]);
    }
    if (item.componentId !== undefined && item.componentId !== mapping.tax_component_id) {
      v.failWithCode('taxComponentId', 'update.not.supported');
    }
  }
  v.throwIfErrors();
}

/** The end dates the update sets: only on memberships that have none yet. */
function endDatesToSet(existing: readonly TaxGroupMappingRow[], items: readonly ComponentItem[]): { mapping: TaxGroupMappingRow; endDate: LocalDate }[] {
  return items.flatMap((item) => {
    const mapping = existing.find((m) => m.id === item.mappingId);
    return mapping !== undefined && mapping.end_date === null && item.endDate !== undefined ? [{ mapping, endDate: item.endDate }] : [];
  });
}

/**
 * PUT /taxes/group/{id}: a new name, new memberships (start date, default the business date) and end dates
 * for existing ones. The result must keep the spec's limit.
 */
async function updateTaxGroupCommand(ctx: CommandContext): Promise<CommandResult> {
  const groupId = ctx.entityId ?? 0;
  ctx.json.checkSupported(PARAMETERS);
  const v = new DataValidator('tax.group');
  const name = checkName(v, ctx.json, false);
  const today = await ctx.clock.businessDate();
  const items = ctx.json.has('taxComponents') ? readItems(ctx.json, v, UPDATE_ELEMENT_PARAMETERS) : [];
  checkUpdateItems(v, items ?? [], today);
  v.throwIfErrors();
  const group = await findTaxGroupById(ctx.db, groupId);
  if (group === undefined) {
    throw taxGroupNotFound(groupId);
  }
  await checkComponentsExist(ctx.db, items ?? []);
  const existing = await listMappings(ctx.db, groupId);
  checkItemsAgainst(existing, items ?? []);
  const added = (items ?? []).filter((item) => item.mappingId === undefined).map((item) => newMembership(item, today));
  const ended = endDatesToSet(existing, items ?? []);
  const memberships = existing.map((mapping) => ({ ...toMembership(mapping), endDate: ended.find((e) => e.mapping.id === mapping.id)?.endDate ?? toMembership(mapping).endDate }));
  await checkMemberships(ctx.db, [...memberships, ...added]);
  const changes: Record<string, unknown> = {};
  if (name !== undefined && name !== group.name) {
    changes.name = name;
    await updateTaxGroupName(ctx.db, groupId, name, ctx.user.id);
  }
  await insertMappings(ctx.db, groupId, added, ctx.user.id);
  for (const { mapping, endDate } of ended) {
    await setMappingEndDate(ctx.db, mapping.id, endDate, ctx.user.id);
  }
  if (added.length > 0) {
    changes.addComponents = added.map((m) => m.componentId);
  }
  if (ended.length > 0) {
    changes.modifiedComponents = ended.map(({ mapping, endDate }) => ({ endDate, taxComponentId: mapping.tax_component_id }));
  }
  return { resourceId: groupId, changes };
}

export const taxGroupCommandHandlers = [commandHandler('TAXGROUP', 'CREATE', createTaxGroup), commandHandler('TAXGROUP', 'UPDATE', updateTaxGroupCommand)];
