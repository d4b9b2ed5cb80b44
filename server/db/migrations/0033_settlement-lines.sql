-- A settlement's order shares as rows (finance, issue 19): settling writes them with one INSERT … SELECT
-- from the sums, and a person's detail reads theirs through the index, instead of one JSON value per line.
CREATE TABLE "finance_settlement_shares" (
	"enterprise_id" bigint NOT NULL,
	"settlement_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"rule_key" bigint NOT NULL,
	"group_id" bigint,
	"order_no" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"rule_name" text NOT NULL,
	"role" smallint NOT NULL,
	"fen" bigint NOT NULL
);
--> statement-breakpoint
-- Documents settled before keep their shares, a row per role (the share's amount on its first role, as the
-- JSON kept no split); their rule is found by name (the JSON did not keep its key).
INSERT INTO "finance_settlement_shares" ("enterprise_id", "settlement_id", "user_id", "order_id", "rule_key", "group_id", "order_no", "completed_at", "rule_name", "role", "fen")
SELECT l."enterprise_id", l."settlement_id", l."user_id", (s->>'orderId')::bigint,
	coalesce((SELECT min(r."rule_key") FROM "finance_commission_rules" r WHERE r."enterprise_id" = l."enterprise_id" AND r."name" = s->>'ruleName'), 0),
	(s->>'groupId')::bigint, s->>'orderNo', (s->>'completedAt')::timestamptz, s->>'ruleName',
	CASE role.name WHEN 'leader' THEN 1 WHEN 'collaborator' THEN 2 ELSE 3 END,
	CASE WHEN role.n = 1 THEN round((s->>'amount')::numeric * 100)::bigint ELSE 0 END
FROM "finance_settlement_lines" l
CROSS JOIN LATERAL jsonb_array_elements(l."orders") s
CROSS JOIN LATERAL jsonb_array_elements_text(s->'roles') WITH ORDINALITY role(name, n);
--> statement-breakpoint
ALTER TABLE "finance_settlement_lines" DROP COLUMN "orders";
--> statement-breakpoint
CREATE INDEX "finance_settlement_shares_idx" ON "finance_settlement_shares" USING btree ("enterprise_id","settlement_id","user_id");
