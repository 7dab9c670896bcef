CREATE TABLE "two_factor_key_check" (
	"id" smallint PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_key_check_single_row_check" CHECK ("two_factor_key_check"."id" = 1)
);
