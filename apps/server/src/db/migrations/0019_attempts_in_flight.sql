ALTER TABLE "attempt_counter" ADD COLUMN "in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_counter" ADD COLUMN "in_flight_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_password_guard" ADD COLUMN "in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_password_guard" ADD COLUMN "in_flight_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempt_counter" ADD CONSTRAINT "attempt_counter_in_flight_check" CHECK ("attempt_counter"."in_flight" >= 0);--> statement-breakpoint
ALTER TABLE "payment_password_guard" ADD CONSTRAINT "payment_password_guard_in_flight_check" CHECK ("payment_password_guard"."in_flight" >= 0);