import { auditJson, deletePending, pendingCommandFor, rejectPending, type CommandPipeline, type CommandResult } from '../../../platform/commands/index.ts';
import type { Tenant } from '../../../platform/db/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';

/** `?command=approve` runs the held command as the checker; `?command=reject` records the refusal. */
export async function decidePendingCommand(
  tenant: Tenant,
  checker: Principal,
  auditId: number,
  decision: string | undefined,
  pipeline: CommandPipeline,
): Promise<CommandResult> {
  if (decision !== 'approve' && decision !== 'reject') {
    throw unsupportedQueryValue('command', decision ?? '', ['approve', 'reject']);
  }
  const db = tenant.database.db;
  const pending = await pendingCommandFor(db, checker, auditId);
  if (decision === 'approve') {
    return pipeline.approve(tenant, checker, pending);
  }
  await rejectPending(db, checker, pending, auditJson(pending.json));
  return { resourceId: auditId };
}

export async function deletePendingCommand(tenant: Tenant, checker: Principal, auditId: number): Promise<CommandResult> {
  const db = tenant.database.db;
  await deletePending(db, await pendingCommandFor(db, checker, auditId));
  return { resourceId: auditId };
}
