CREATE TABLE "order_state_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_state_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"enterprise_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_state_deltas_enterprise_idx" ON "order_state_deltas" USING btree ("enterprise_id","state","delta");--> statement-breakpoint
-- Statement triggers with transition tables: one insert per statement however many orders it writes,
-- netted per enterprise and state (an update that changes neither state nor deletion adds nothing).
CREATE FUNCTION order_state_deltas_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_state_deltas (enterprise_id, state, delta)
      SELECT enterprise_id, state, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY enterprise_id, state;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_state_deltas (enterprise_id, state, delta)
      SELECT enterprise_id, state, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY enterprise_id, state;
  ELSE
    INSERT INTO order_state_deltas (enterprise_id, state, delta)
      SELECT enterprise_id, state, sum(delta) FROM (
        SELECT enterprise_id, state, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT enterprise_id, state, -1 FROM old_rows WHERE deleted_at IS NULL
      ) d GROUP BY enterprise_id, state HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_state_deltas_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_state_deltas_append();--> statement-breakpoint
CREATE TRIGGER order_state_deltas_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_state_deltas_append();--> statement-breakpoint
CREATE TRIGGER order_state_deltas_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_state_deltas_append();--> statement-breakpoint
INSERT INTO order_state_deltas (enterprise_id, state, delta)
  SELECT enterprise_id, state, count(*) FROM orders WHERE deleted_at IS NULL GROUP BY enterprise_id, state;
