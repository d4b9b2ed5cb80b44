import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFileView, ProjectRow } from '@domain/projects/projects.schemas';
import { DEMO_ENTERPRISES } from '@server/db/seed/demo-data';
import { seedDemoProjectFiles } from '@server/modules/projects/projects.public';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

// The demo's project files: the tests' shared demo database is seeded without a file store, so this files them as a server's start does.
const t = useTestApp();
const [sales, director, engineer] = useSignedIn(t, '13800000005', '13800000010', '13800000003');

/** A file's bytes as the browser gets them, in the caller's session. */
const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: (sales as unknown as { cookie: string }).cookie } });

let project: ProjectRow;
beforeAll(async () => {
  await seedDemoProjectFiles(t.app.db, t.app.storage, DEMO_ENTERPRISES[0].name);
  [project] = (await director.get(`/project/list?keyword=${encodeURIComponent('华东大厦空调安装')}`)).json.data as ProjectRow[];
});

describe('the demo project under way has files', () => {
  it('lists its plan and equipment list, uploaded by its creator, who may delete them', async () => {
    const res = await sales.get(`/project/file/list?projectId=${project.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json.data as ProjectFileView[];
    expect(files.map((f) => [f.name, f.mime, f.createUser.name, f.canDelete])).toEqual([
      ['安装方案.txt', 'text/plain; charset=utf-8', '钱销售', true],
      ['设备清单.csv', 'text/csv; charset=utf-8', '钱销售', true],
    ]);
    // Who holds a task sees them too, and may not delete another's.
    expect(((await engineer.get(`/project/file/list?projectId=${project.id}`)).json.data as ProjectFileView[]).map((f) => f.canDelete)).toEqual([false, false]);
  });

  it('serves each file as it was stored', async () => {
    const [plan, list] = (await sales.get(`/project/file/list?projectId=${project.id}`)).json.data as ProjectFileView[];
    const back = await download(plan.url);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.toString('utf8')).toMatch(/^华东大厦空调安装方案\n/);
    expect(back.rawPayload.length).toBe(plan.size);
    const csv = (await download(list.url)).rawPayload.toString('utf8');
    expect(csv.split('\n')[0]).toBe('\ufeff设备,型号,数量');
  });
});
