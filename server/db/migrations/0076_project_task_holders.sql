-- Projects (issue 38): who holds a task in which project (person or coordination user) and how many, kept by statement
-- triggers on project_tasks inside the writing transaction, so "the projects I see through my tasks" is an index lookup
-- instead of a look into every project's tasks.
CREATE TABLE "project_task_holders" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"tasks" integer NOT NULL,
	CONSTRAINT "project_task_holders_pk" PRIMARY KEY("enterprise_id","user_id","project_id")
);
--> statement-breakpoint
-- A task's holders: its person and its coordination users, each once.
CREATE FUNCTION project_task_holders_of(person_id bigint, coordinator_ids jsonb) RETURNS SETOF bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT person_id WHERE person_id IS NOT NULL
  UNION
  SELECT value::bigint FROM jsonb_array_elements_text(coordinator_ids)
$$;--> statement-breakpoint
-- The statement's old holders count -1 and its new ones +1, netted per (enterprise, user, project): finishing a task moves nobody and writes nothing.
CREATE FUNCTION project_task_holders_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('e', n.enterprise_id, 'u', h, 'p', n.project_id, 'd', 1)) INTO deltas
      FROM new_rows n, project_task_holders_of(n.person_id, n.coordinator_ids) h;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('e', o.enterprise_id, 'u', h, 'p', o.project_id, 'd', -1)) INTO deltas
      FROM old_rows o, project_task_holders_of(o.person_id, o.coordinator_ids) h;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('e', e, 'u', u, 'p', p, 'd', d)) INTO deltas FROM (
      SELECT n.enterprise_id e, h u, n.project_id p, 1 d FROM new_rows n, project_task_holders_of(n.person_id, n.coordinator_ids) h
      UNION ALL
      SELECT o.enterprise_id, h, o.project_id, -1 FROM old_rows o, project_task_holders_of(o.person_id, o.coordinator_ids) h
    ) moved;
  END IF;
  IF deltas IS NULL THEN RETURN NULL; END IF;
  INSERT INTO project_task_holders AS t (enterprise_id, user_id, project_id, tasks)
    SELECT e, u, p, sum(d) FROM jsonb_to_recordset(deltas) AS x(e bigint, u bigint, p bigint, d integer)
    GROUP BY e, u, p HAVING sum(d) <> 0
    ON CONFLICT (enterprise_id, user_id, project_id) DO UPDATE SET tasks = t.tasks + excluded.tasks;
  DELETE FROM project_task_holders t USING jsonb_to_recordset(deltas) AS x(e bigint, u bigint, p bigint, d integer)
    WHERE x.d < 0 AND t.enterprise_id = x.e AND t.user_id = x.u AND t.project_id = x.p AND t.tasks <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_task_holders_insert AFTER INSERT ON project_tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_task_holders_apply();--> statement-breakpoint
CREATE TRIGGER project_task_holders_update AFTER UPDATE ON project_tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_task_holders_apply();--> statement-breakpoint
CREATE TRIGGER project_task_holders_delete AFTER DELETE ON project_tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_task_holders_apply();--> statement-breakpoint
INSERT INTO project_task_holders (enterprise_id, user_id, project_id, tasks)
  SELECT k.enterprise_id, h, k.project_id, count(*) FROM project_tasks k, project_task_holders_of(k.person_id, k.coordinator_ids) h
  GROUP BY k.enterprise_id, h, k.project_id;
