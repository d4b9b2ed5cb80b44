CREATE TABLE "offered_menu_keys" (
	"enterprise_id" bigint NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "offered_menu_keys_enterprise_id_key_pk" PRIMARY KEY("enterprise_id","key")
);
