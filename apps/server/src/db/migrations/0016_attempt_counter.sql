CREATE TABLE "attempt_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "attempt_counter_attempts_check" CHECK ("attempt_counter"."attempts" >= 0)
);
--> statement-breakpoint
DROP TABLE "login_guard" CASCADE;