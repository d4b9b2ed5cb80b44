// Projects at scale (issue 38): one enterprise (the demo's 示例科技) with 5,000 projects of 40 tasks each
// (200,000 tasks), generated in PostgreSQL itself in its own database, `bench_projects` by default.
// Measured through the real API (session, roles, tenancy, row security), medians of 200 requests after a warm-up:
//   - the all-projects list page (20 rows) and its count, as an administrator (every project) and as the
//     engineer who holds tasks in a tenth of them (the visibility test on tasks); target under 20 ms;
//   - a project's detail with its 40 tasks and progress; target under 10 ms.
// Run: node --import tsx bench/projects.ts [--fresh]   (BENCH_PROJECTS_URL to use another database)
import pg from 'pg';
import { demoEnterpriseId, listenInProcess, openBenchDatabase, loadAverage, medianTime, printTable, progressLogger, saveResult, signIn } from './lib';

const BENCH_URL = process.env.BENCH_PROJECTS_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_projects';
const PROJECTS = 5_000;
const TASKS = 40;
const REQUESTS = 200;
const WARM_UP = 30;

const step = progressLogger();

/** Generates the projects and their tasks unless present (a tenth given to 张师傅); answers the project ids to open. */
async function generate(client: pg.Client): Promise<number[]> {
  const ep = await demoEnterpriseId(client);
  const userId = async (name: string) => Number((await client.query(`SELECT id FROM users WHERE enterprise_id = $1 AND name = $2`, [ep, name])).rows[0].id);
  const present = await client.query(`SELECT id FROM projects WHERE enterprise_id = $1 AND name LIKE '基准项目%' ORDER BY id`, [ep]);
  if (present.rows.length >= PROJECTS) {
    step(`data set present: ${present.rows.length} projects`);
    return present.rows.map((r) => Number(r.id));
  }
  const [sales, engineer] = [await userId('钱销售'), await userId('张师傅')];
  const template = Number((await client.query(`SELECT id FROM project_templates WHERE enterprise_id = $1 ORDER BY id LIMIT 1`, [ep])).rows[0].id);
  step(`${PROJECTS} projects of ${TASKS} tasks each`);
  // Half in progress, a quarter completed, a quarter waiting for approval; each with 4 processes of 10 tasks.
  await client.query(
    `INSERT INTO projects (enterprise_id, project_no, name, template_id, template_name, state, approval, process_names, finish_approval, approver_ids,
       counted_tasks, finished_tasks, created_by, created_at)
     SELECT $1, 'JZ' || lpad(g::text, 6, '0'), '基准项目' || g, $2, '设备安装项目', CASE g % 4 WHEN 0 THEN 0 WHEN 1 THEN 2 ELSE 1 END,
       CASE g % 4 WHEN 0 THEN 1 ELSE 0 END, '["一","二","三","四"]'::jsonb, true, '[]'::jsonb, ${TASKS},
       CASE g % 4 WHEN 1 THEN ${TASKS} WHEN 0 THEN 0 ELSE g % ${TASKS} END, $3, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${PROJECTS}) g`,
    [ep, template, sales],
  );
  await client.query(
    `INSERT INTO project_tasks (enterprise_id, project_id, process_index, position, name, kind, state, person_id)
     SELECT $1, p.id, t / 10, t % 10, '任务' || t, 'form', CASE WHEN t < p.finished_tasks THEN 1 ELSE 0 END,
       CASE WHEN p.id % 10 = 0 THEN $2::bigint ELSE $3::bigint END
     FROM projects p, generate_series(0, ${TASKS - 1}) t WHERE p.enterprise_id = $1 AND p.name LIKE '基准项目%'`,
    [ep, engineer, sales],
  );
  await client.query('ANALYZE');
  return (await client.query(`SELECT id FROM projects WHERE enterprise_id = $1 AND name LIKE '基准项目%' ORDER BY id`, [ep])).rows.map((r) => Number(r.id));
}

async function main() {
  const { database, client } = await openBenchDatabase(BENCH_URL);
  const ids = await generate(client);

  const { app, origin } = await listenInProcess(database, 'projects');
  const admin = await signIn(origin);
  const engineer = await signIn(origin, '13800000003');
  const get = async (cookie: string, url: string) => {
    const res = await fetch(`${origin}/api${url}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const timed = (run: (i: number) => Promise<unknown>) => medianTime(run, { rounds: REQUESTS, warmUp: WARM_UP });
  const engineersOwn = ids.filter((id) => id % 10 === 0);
  step('list pages, counts and details');
  const before = loadAverage();
  const rows = [
    { measure: 'list page (20 rows), administrator', median_ms: (await timed((i) => get(admin, `/project/list?pageIndex=${i % 50}&pageSize=20`))).toFixed(2), target: '< 20' },
    { measure: 'count, administrator', median_ms: (await timed(() => get(admin, '/project/count'))).toFixed(2), target: '< 20' },
    { measure: 'list page (20 rows), engineer in a tenth', median_ms: (await timed((i) => get(engineer, `/project/list?pageIndex=${i % 10}&pageSize=20`))).toFixed(2), target: '< 20' },
    { measure: 'count, engineer in a tenth', median_ms: (await timed(() => get(engineer, '/project/count'))).toFixed(2), target: '< 20' },
    { measure: `detail with ${TASKS} tasks, administrator`, median_ms: (await timed((i) => get(admin, `/project/detail?id=${ids[(i * 37) % ids.length]}`))).toFixed(2), target: '< 10' },
    { measure: `detail with ${TASKS} tasks, engineer`, median_ms: (await timed((i) => get(engineer, `/project/detail?id=${engineersOwn[(i * 7) % engineersOwn.length]}`))).toFixed(2), target: '< 10' },
  ];
  printTable(rows);
  const load = `${before} → ${loadAverage()}`;
  console.log(`data: ${ids.length} projects × ${TASKS} tasks; load average ${load}`);
  saveResult('projects', { rows, load });
  await app.close();
  await client.end();
}

await main();
