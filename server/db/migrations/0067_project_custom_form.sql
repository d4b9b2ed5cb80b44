-- Projects (issue 38): a task's coordination users indexed (who sees a project); a template's custom form (/projectSet/processProject/customForm); a project keeps the form it was made with and its values.
ALTER TABLE "project_templates" ADD COLUMN "form" jsonb DEFAULT '{"fields":[]}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "form" jsonb DEFAULT '{"fields":[]}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
CREATE INDEX "project_tasks_coordinators_idx" ON "project_tasks" USING gin ("coordinator_ids");
