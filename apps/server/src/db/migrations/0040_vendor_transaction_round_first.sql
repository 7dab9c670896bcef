-- The round first (decision 0041): led by the vendor, this index also matched a lookup by (vendor, transaction id), and
-- with stale or absent statistics (PGlite never runs autovacuum) the planner used it and read every transaction of the
-- vendor for each lookup. Queries by round name both columns, so they use it as before.
DROP INDEX "vendor_transaction_round_index";--> statement-breakpoint
CREATE INDEX "vendor_transaction_round_index" ON "vendor_transaction" USING btree ("round_id","vendor_id");