ALTER TABLE "member" ADD COLUMN "vip_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_vip_level_check" CHECK ("member"."vip_level" >= 0);