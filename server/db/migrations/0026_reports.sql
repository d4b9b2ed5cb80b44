CREATE TABLE "digest_sends" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_enterprise_id_user_id_type_day_pk" PRIMARY KEY("enterprise_id","user_id","type","day")
);
