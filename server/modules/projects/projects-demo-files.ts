import { and, eq } from 'drizzle-orm';
import { UploadKind } from '@domain/uploads/uploads.constants';
import type { Database } from '../../db/database';
import { enterprises } from '../../db/schema/tenancy';
import { projects } from '../../db/schema/projects';
import type { FileStore } from '../../lib/storage/file-store';
import { storeUpload } from '../uploads/uploads.public';
import { insertFiles } from './project-extras.queries';
import { DEMO_RUNNING_PROJECT } from './projects-seed';

/** What the demo's project under way has filed: its installation plan and its equipment list. */
const DEMO_FILES = [
  {
    name: '安装方案.txt',
    text: ['华东大厦空调安装方案', '', '一、现场勘察：确认机房尺寸、承重与电源容量。', '二、方案审批：冯总监审批后进入安装。', '三、设备安装：室外机吊装、冷媒管路敷设。', '四、调试验收：试运行24小时，客户签字确认。'].join('\n'),
  },
  // With the BOM, so a spreadsheet opens it as UTF-8.
  { name: '设备清单.csv', text: '\ufeff' + ['设备,型号,数量', '室外机,MDV-400W,2', '室内机,MDV-D56Q4,12', '线控器,KJR-120A,12'].join('\n') },
];

/**
 * The demo's project under way with two files, uploaded by its creator, so a newcomer sees 项目文件 with
 * something in it. Stored through the uploads module like any upload, so it needs the app's file store:
 * the server passes it when it seeds; a seed without one (the tests' shared database) files nothing.
 */
export async function seedDemoProjectFiles(database: Database, storage: FileStore, enterpriseName: string): Promise<void> {
  const [ep] = await database.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const [project] = await database.system
    .select({ id: projects.id, createdBy: projects.createdBy })
    .from(projects)
    .where(and(eq(projects.enterpriseId, ep.id), eq(projects.name, DEMO_RUNNING_PROJECT)));
  if (!project) return;
  const who = { enterpriseId: ep.id, userId: project.createdBy };
  const uploadIds: number[] = [];
  for (const file of DEMO_FILES) uploadIds.push((await storeUpload(database, storage, who, { kind: UploadKind.file, name: file.name, bytes: Buffer.from(file.text) })).id);
  await database.tenant(ep.id, (tx) => insertFiles(tx, ep.id, project.id, project.createdBy, uploadIds));
}
