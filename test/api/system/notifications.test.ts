import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { addNotification, type NewNotification } from '../../../src/modules/system/index.ts';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const ADMIN_ID = 1;

function about(objectId: number, content: string): NewNotification {
  return { objectType: 'client', objectId, action: 'created', content, actorId: ADMIN_ID, isSystemGenerated: false };
}

interface Item {
  id: number;
  objectId: number;
  content: string;
  isRead: boolean;
  actorId?: number;
  isSystemGenerated: boolean;
  createdAt: string;
}

function items(body: Record<string, unknown>): Item[] {
  return body.pageItems as Item[];
}

describe('notifications', () => {
  let t: TestApp;
  let clerk: Credentials;
  let clerkId: number;
  let other: Credentials;
  let otherId: number;

  const userId = async (username: string): Promise<number> =>
    (await tenantTables(t.tenant.database.db).selectFrom('m_appuser').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  before(async () => {
    t = await createTestApp();
    clerk = await createUserWithPermissions(t.tenant.database.db, 'noteclerk', []);
    other = await createUserWithPermissions(t.tenant.database.db, 'noteother', []);
    clerkId = await userId('noteclerk');
    otherId = await userId('noteother');
  });
  after(async () => t.close());

  it('adds a notification for several users; each sees it unread, with its fields', async () => {
    const id = await addNotification(t.tenant.database.db, about(7, 'Client 7 was created'), [clerkId, otherId, clerkId]);
    const mapped = await tenantTables(t.tenant.database.db).selectFrom('notification_mapper').select('user_id').where('notification_id', '=', id).execute();
    assert.deepEqual(mapped.map((m) => m.user_id).sort(), [clerkId, otherId].sort());
    for (const user of [clerk, other]) {
      const res = await t.call('GET', '/api/v1/notifications', { auth: user });
      assert.equal(res.status, 200);
      assert.equal(res.json.totalFilteredRecords, 1);
      const [item] = items(res.json);
      assert.equal(item?.id, id);
      assert.equal(item.objectId, 7);
      assert.equal(item.content, 'Client 7 was created');
      assert.equal(item.isRead, false);
      assert.equal(item.actorId, ADMIN_ID);
      assert.equal(item.isSystemGenerated, false);
      assert.match(item.createdAt, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assert.deepEqual(res.json, { totalFilteredRecords: 1, pageItems: [{ ...item, objectType: 'client', action: 'created' }] });
    }
  });

  it("lists only the signed-in user's own notifications, newest first, paged", async () => {
    await addNotification(t.tenant.database.db, { ...about(8, 'Only the clerk'), actorId: null, isSystemGenerated: true }, [clerkId]);
    await addNotification(t.tenant.database.db, about(9, 'Only the other'), [otherId]);
    const clerkList = await t.call('GET', '/api/v1/notifications', { auth: clerk });
    assert.deepEqual(items(clerkList.json).map((i) => i.objectId), [8, 7]);
    const system = items(clerkList.json)[0];
    assert.equal(system?.isSystemGenerated, true);
    assert.equal(system.actorId, undefined);
    const otherList = await t.call('GET', '/api/v1/notifications', { auth: other });
    assert.deepEqual(items(otherList.json).map((i) => i.objectId), [9, 7]);
    const admin = await t.call('GET', '/api/v1/notifications');
    assert.deepEqual(admin.json, { totalFilteredRecords: 0, pageItems: [] });

    const paged = await t.call('GET', '/api/v1/notifications?offset=1&limit=1', { auth: clerk });
    assert.equal(paged.json.totalFilteredRecords, 2);
    assert.deepEqual(items(paged.json).map((i) => i.objectId), [7]);
    const oldestFirst = await t.call('GET', '/api/v1/notifications?orderBy=id&sortOrder=ASC', { auth: clerk });
    assert.deepEqual(items(oldestFirst.json).map((i) => i.objectId), [7, 8]);
    const badOrder = await t.call('GET', '/api/v1/notifications?orderBy=password', { auth: clerk });
    assert.equal(badOrder.status, 400);
  });

  it('PUT marks all of the user\'s notifications read, and no one else\'s; isRead=true lists read ones too', async () => {
    const marked = await t.call('PUT', '/api/v1/notifications', { auth: clerk });
    assert.equal(marked.status, 200);
    assert.deepEqual(marked.body, {});
    assert.deepEqual(await t.call('GET', '/api/v1/notifications?isRead=false', { auth: clerk }).then((r) => r.json), { totalFilteredRecords: 0, pageItems: [] });
    assert.deepEqual(await t.call('GET', '/api/v1/notifications', { auth: clerk }).then((r) => r.json.totalFilteredRecords), 0);
    const all = await t.call('GET', '/api/v1/notifications?isRead=true', { auth: clerk });
    assert.deepEqual(
      items(all.json).map((i) => [i.objectId, i.isRead]),
      [
        [8, true],
        [7, true],
      ],
    );
    const otherList = await t.call('GET', '/api/v1/notifications?isRead=false', { auth: other });
    assert.deepEqual(items(otherList.json).map((i) => [i.objectId, i.isRead]), [
      [9, false],
      [7, false],
    ]);

    await addNotification(t.tenant.database.db, about(10, 'After the clear'), [clerkId]);
    const mixed = await t.call('GET', '/api/v1/notifications?isRead=true', { auth: clerk });
    assert.deepEqual(items(mixed.json).map((i) => [i.objectId, i.isRead]), [
      [10, false],
      [8, true],
      [7, true],
    ]);
    assert.deepEqual(items((await t.call('GET', '/api/v1/notifications', { auth: clerk })).json).map((i) => i.objectId), [10]);
  });

  it('needs a signed-in user but no permission code', async () => {
    assert.equal((await t.call('GET', '/api/v1/notifications', { auth: null })).status, 401);
    assert.equal((await t.call('PUT', '/api/v1/notifications', { auth: null })).status, 401);
    assert.equal((await t.call('GET', '/api/v1/notifications', { auth: { username: 'noteclerk', password: 'wrong' } })).status, 401);
    assert.equal((await t.call('PUT', '/api/v1/notifications', { auth: other })).status, 200);
  });

  it('keeps no audit row for marking read', async () => {
    const audits = tenantTables(t.tenant.database.db).selectFrom('m_portfolio_command_source').select((eb) => eb.fn.countAll<string>().as('n'));
    const before = (await audits.executeTakeFirstOrThrow()).n;
    await addNotification(t.tenant.database.db, about(11, 'To be read'), [otherId]);
    assert.equal((await t.call('PUT', '/api/v1/notifications', { auth: other })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/notifications', { auth: other })).json.totalFilteredRecords, 0);
    assert.equal((await audits.executeTakeFirstOrThrow()).n, before);
  });
});
