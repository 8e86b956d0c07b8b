ALTER TABLE "cuti_requests" DROP CONSTRAINT "cuti_requests_status_check";--> statement-breakpoint
DROP INDEX "cuti_requests_user_year_idx";--> statement-breakpoint
CREATE INDEX "cuti_requests_user_year_idx" ON "cuti_requests" USING btree ("user_id","year");--> statement-breakpoint
-- A whole cancellation always set cancelled_from to the first day; make sure before the copy of the
-- status goes, since 'cancelled' is read from cancelled_from from now on.
UPDATE "cuti_requests" SET "cancelled_from" = "start_date" WHERE "status" = 'cancelled' AND ("cancelled_from" IS NULL OR "cancelled_from" > "start_date");--> statement-breakpoint
ALTER TABLE "cuti_cancellations" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "cuti_requests" DROP COLUMN "status";