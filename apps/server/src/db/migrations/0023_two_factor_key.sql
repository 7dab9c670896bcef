CREATE TABLE "two_factor_key" (
	"id" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "two_factor_key_single_row_check" CHECK ("two_factor_key"."id" = 1)
);
