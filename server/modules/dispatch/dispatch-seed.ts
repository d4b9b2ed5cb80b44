import { and, eq, inArray } from 'drizzle-orm';
import { SubjectKind } from '@domain/dispatch/dispatch.constants';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { replacePersonSkills, saveSkill, upsertCalendar } from './dispatch.queries';

/**
 * The demo enterprise's dispatch setup: two skills, the service staff's working hours, start
 * places and areas in Shenzhen (where the demo customers are), so the board and the candidates have
 * something to reason with from the first start.
 */
export async function seedDemoDispatch(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const staff = await db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.enterpriseId, enterpriseId), inArray(users.name, ['张师傅', '多企业用户'])));
  await database.tenant(enterpriseId, async (tx) => {
    const aircon = await saveSkill(tx, enterpriseId, { name: '空调维修' });
    const water = await saveSkill(tx, enterpriseId, { name: '净水设备' });
    if (typeof aircon !== 'object' || typeof water !== 'object' || !aircon || !water) return;
    for (const [i, person] of staff.entries()) {
      await upsertCalendar(tx, enterpriseId, {
        kind: SubjectKind.person,
        subjectId: person.id,
        days: [1, 2, 3, 4, 5, 6],
        startMinute: 8 * 60 + 30 * i,
        endMinute: 18 * 60,
        home: { lng: 113.93 + i * 0.05, lat: 22.53, address: i === 0 ? '南山区科技园' : '福田区车公庙' },
        areas: i === 0 ? ['南山区', '宝安区'] : ['福田区', '罗湖区'],
      });
      await replacePersonSkills(tx, enterpriseId, person.id, i === 0 ? [{ skillId: aircon.id, level: 3 }, { skillId: water.id, level: 1 }] : [{ skillId: water.id, level: 2 }]);
    }
  });
}
