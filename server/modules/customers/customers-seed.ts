import { and, eq, isNull } from 'drizzle-orm';
import { TagCode } from '@domain/settings/tags';
import type { Executor } from '../../db/database';
import { customerAddresses, customerContacts, customers, customerTagLinks } from '../../db/schema/customers';
import { groupNames } from '../catalogue/catalogue.public';
import { insertTag } from '../tags/tags.public';

const COMPANIES = [
  '华润万家南山店', '深圳湾科技发展有限公司', '前海鸿运物流有限公司', '福田国际大酒店', '南山实验学校', '宝安中心医院',
  '龙华富士康园区', '罗湖万象城物业', '海岸城购物中心', '科兴科学园管理处', '蛇口港务集团', '大冲商务中心',
  '腾飞工业大厦', '金地威新软件园', '坂田华为基地后勤部', '光明新区自来水厂', '盐田港冷链仓', '沙井电子城',
  '观澜湖高尔夫会所', '东门步行街商户联合会', '招商局广场', '百度国际大厦', '京基100写字楼', '平安金融中心物业',
  '星河领创天下', '天安云谷园区', '中海油大厦', '卓越前海壹号', '欢乐海岸商管', '华侨城创意园',
];
const PEOPLE = ['陈', '林', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '罗', '郑'];
const DISTRICTS = ['南山区', '福田区', '宝安区', '龙华区', '罗湖区', '龙岗区'];
/** Where each district lies (its centre), so the demo addresses show in the right place on the map. */
const DISTRICT_CENTRES: Record<string, { lng: number; lat: number }> = {
  南山区: { lng: 113.93, lat: 22.533 },
  福田区: { lng: 114.055, lat: 22.522 },
  宝安区: { lng: 113.884, lat: 22.555 },
  龙华区: { lng: 114.045, lat: 22.697 },
  罗湖区: { lng: 114.131, lat: 22.548 },
  龙岗区: { lng: 114.247, lat: 22.72 },
};

/** The demo orders' customers when the enterprise has no customers yet; positions are the real places of the addresses. */
const DEMO_CUSTOMERS = [
  { name: '华东商贸有限公司', phone: '13688001001', contact: '陈先生', detail: '浦东新区世纪大道100号', region: '上海市/上海市/浦东新区', lng: 121.5075, lat: 31.2345 },
  { name: '滨江物业管理处', phone: '13688001002', contact: '吴经理', detail: '滨江大道88号', region: '浙江省/杭州市/滨江区', lng: 120.2119, lat: 30.2084 },
  { name: '金鼎酒店', phone: '13688001003', contact: '林女士', detail: '天河路385号', region: '广东省/广州市/天河区', lng: 113.3245, lat: 23.1325 },
  { name: '城西五金店', phone: '13688001004', contact: '王老板', detail: '文三路12号', region: '浙江省/杭州市/西湖区', lng: 120.1365, lat: 30.2795 },
  { name: '明珠医院后勤处', phone: '13688001005', contact: '张主任', detail: '中山路66号', region: '江苏省/南京市/鼓楼区', lng: 118.7808, lat: 32.0604 },
];

const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** About thirty customers of the paid demo enterprise, each with contacts and addresses, some tagged and owned. */
export async function seedCustomers(tx: Executor, enterpriseId: number, userIds: Map<string, number>) {
  const tags = [
    await insertTag(tx, enterpriseId, { code: TagCode.customer, name: 'VIP客户', color_rgb: '#f53f3f' }),
    await insertTag(tx, enterpriseId, { code: TagCode.customer, name: '重点客户', color_rgb: '#ff7d00' }),
  ];
  const group = (await groupNames(tx, enterpriseId)).find((g) => g.name === '服务一组');
  const sales = userIds.get('钱销售') ?? null;
  const admin = userIds.get('王管理') ?? null;
  for (const [i, name] of COMPANIES.entries()) {
    const [row] = await tx
      .insert(customers)
      .values({
        enterpriseId,
        name,
        phone: `0755${String(86001000 + i * 37)}`,
        businessUserId: i % 3 === 0 ? sales : null,
        serviceGroupId: i % 2 === 0 ? (group?.id ?? null) : null,
        createdBy: i % 3 === 0 ? sales : admin,
        createdAt: new Date(Date.now() - (COMPANIES.length - i) * 36 * 3_600_000),
      })
      .returning({ id: customers.id });
    const surname = PEOPLE[i % PEOPLE.length];
    const contacts = [{ name: `${surname}经理`, phone: `1880000${String(1000 + i)}`, isDefault: true }];
    if (i % 2 === 0) contacts.push({ name: `${PEOPLE[(i + 5) % PEOPLE.length]}工`, phone: `1890000${String(1000 + i)}`, isDefault: false });
    await tx.insert(customerContacts).values(contacts.map((c) => ({ enterpriseId, customerId: row.id, ...c })));
    const district = DISTRICTS[i % DISTRICTS.length];
    // Spread a little around the district's centre (about a kilometre a step), so markers do not pile up.
    const centre = DISTRICT_CENTRES[district];
    const place = { lng: round(centre.lng + ((i % 5) - 2) * 0.01), lat: round(centre.lat + ((i % 4) - 1.5) * 0.01) };
    const addresses = [{ region: `广东省/深圳市/${district}`, detail: `${name.slice(0, 4)}路${10 + i}号`, mapName: name, ...place, isDefault: true }];
    if (i % 3 === 1) addresses.push({ region: '广东省/深圳市/南山区', detail: `科技园北区${i}栋`, mapName: '深圳湾科技生态园', lng: 113.953, lat: 22.532, isDefault: false });
    await tx.insert(customerAddresses).values(addresses.map((a) => ({ enterpriseId, customerId: row.id, ...a })));
    if (i % 4 === 0) await tx.insert(customerTagLinks).values({ enterpriseId, customerId: row.id, tagId: tags[i % 8 === 0 ? 0 : 1].id });
  }
}

/** Up to `limit` live customers of the enterprise, for the demo records made on them. */
export async function demoCustomerIds(tx: Executor, enterpriseId: number, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.enterpriseId, enterpriseId), isNull(customers.deletedAt)))
    .limit(limit);
  return rows.map((c) => c.id);
}

/** The customers demo orders are made on: the enterprise's own when it has a few, else DEMO_CUSTOMERS made now. */
export async function ensureDemoCustomers(tx: Executor, enterpriseId: number): Promise<number[]> {
  const existing = await demoCustomerIds(tx, enterpriseId, 10);
  if (existing.length >= 3) return existing;
  const ids: number[] = [];
  for (const c of DEMO_CUSTOMERS) {
    const [row] = await tx.insert(customers).values({ enterpriseId, name: c.name, phone: c.phone }).returning({ id: customers.id });
    await tx.insert(customerContacts).values({ enterpriseId, customerId: row.id, name: c.contact, phone: c.phone, isDefault: true });
    await tx.insert(customerAddresses).values({ enterpriseId, customerId: row.id, region: c.region, detail: c.detail, lng: c.lng, lat: c.lat, isDefault: true });
    ids.push(row.id);
  }
  return ids;
}
