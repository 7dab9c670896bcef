CREATE TABLE "active_day_gap" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gap_days" integer NOT NULL,
	"players" bigint NOT NULL,
	CONSTRAINT "active_day_gap_merchant_id_day_gap_days_pk" PRIMARY KEY("merchant_id","day","gap_days")
);
--> statement-breakpoint
CREATE INDEX "player_day_member_index" ON "player_day" USING btree ("merchant_id","member_id","day");--> statement-breakpoint
-- The days already summed: each player's day with the gap to their previous day (0 when none, or beyond the 400-day horizon), as the job writes them from now on.
INSERT INTO "active_day_gap" ("merchant_id", "day", "gap_days", "players")
SELECT "merchant_id", "day", CASE WHEN "gap" BETWEEN 1 AND 400 THEN "gap" ELSE 0 END, count(*)
FROM (
	SELECT "merchant_id", "day", "day" - lag("day") OVER (PARTITION BY "merchant_id", "member_id" ORDER BY "day") AS "gap"
	FROM "player_day"
) AS "days"
GROUP BY 1, 2, 3;
