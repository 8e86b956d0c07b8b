ALTER TABLE "fingerprint_pins" DROP CONSTRAINT "fingerprint_pins_read_mode_check";--> statement-breakpoint
ALTER TABLE "fingerprint_machines" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "fingerprint_machines" ADD COLUMN "punch_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fingerprint_machines" ADD COLUMN "attlog_stamp" varchar(32);--> statement-breakpoint
ALTER TABLE "fingerprint_machines" ADD CONSTRAINT "fingerprint_machines_time_zone_check" CHECK ("fingerprint_machines"."time_zone" is null or "fingerprint_machines"."time_zone" in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));--> statement-breakpoint
ALTER TABLE "fingerprint_pins" ADD CONSTRAINT "fingerprint_pins_read_mode_check" CHECK ("fingerprint_pins"."read_mode" in ('in', 'out', 'auto', 'status'));