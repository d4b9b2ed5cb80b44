-- Projects (issue 38): the project end date a task's people were last told had passed (the overdue notice goes once per end date).
ALTER TABLE "project_tasks" ADD COLUMN "overdue_told_for" date;
