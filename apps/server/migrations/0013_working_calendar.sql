CREATE TABLE "calendar_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"source" text,
	"unit_id" integer,
	"year" smallint GENERATED ALWAYS AS (extract(year from "date")::smallint) STORED NOT NULL,
	"month" smallint GENERATED ALWAYS AS (extract(month from "date")::smallint) STORED NOT NULL,
	CONSTRAINT "calendar_days_kind_check" CHECK ("calendar_days"."kind" in ('libur_nasional', 'cuti_bersama', 'libur_unit', 'hari_kerja')),
	CONSTRAINT "calendar_days_unit_check" CHECK (("calendar_days"."kind" <> 'libur_unit' or "calendar_days"."unit_id" is not null) and ("calendar_days"."kind" not in ('libur_nasional', 'cuti_bersama') or "calendar_days"."unit_id" is null))
);
--> statement-breakpoint
CREATE TABLE "calendar_seed_log" (
	"seed_key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_days" ADD CONSTRAINT "calendar_days_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_days" ADD CONSTRAINT "calendar_days_unit_id_work_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."work_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_days_date_unit_unique" ON "calendar_days" USING btree ("date",coalesce("unit_id", 0)) WHERE "calendar_days"."is_active";--> statement-breakpoint
CREATE INDEX "calendar_days_date_idx" ON "calendar_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "calendar_days_unit_idx" ON "calendar_days" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "calendar_days_name_search_idx" ON "calendar_days" USING gin (immutable_unaccent("name") gin_trgm_ops);