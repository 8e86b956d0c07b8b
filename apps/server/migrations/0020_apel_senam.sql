CREATE TABLE "ceremony_attendance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ceremony_attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"source" varchar(12) NOT NULL,
	"checked_in_at" timestamp with time zone,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy_m" integer,
	"location_id" integer,
	"distance_m" integer,
	"code_verified" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ceremony_attendance_status_check" CHECK ("ceremony_attendance"."status" in ('hadir', 'terlambat', 'tidak_hadir', 'berhalangan')),
	CONSTRAINT "ceremony_attendance_source_check" CHECK ("ceremony_attendance"."source" in ('presensi', 'admin', 'perubahan'))
);
--> statement-breakpoint
CREATE TABLE "ceremony_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ceremony_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"opens_at" varchar(5) NOT NULL,
	"on_time_until" varchar(5) NOT NULL,
	"closes_at" varchar(5) NOT NULL,
	"status" varchar(12) DEFAULT 'held' NOT NULL,
	"source" varchar(12) DEFAULT 'generated' NOT NULL,
	"window_id" integer,
	"moved_from" date,
	"moved_to" date,
	"reason" text,
	"requires_code" boolean DEFAULT false NOT NULL,
	"unit_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"staff_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ceremony_sessions_kind_check" CHECK ("ceremony_sessions"."kind" in ('apel', 'senam')),
	CONSTRAINT "ceremony_sessions_status_check" CHECK ("ceremony_sessions"."status" in ('held', 'cancelled', 'moved')),
	CONSTRAINT "ceremony_sessions_source_check" CHECK ("ceremony_sessions"."source" in ('generated', 'manual')),
	CONSTRAINT "ceremony_sessions_opens_check" CHECK ("ceremony_sessions"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "ceremony_sessions_on_time_check" CHECK ("ceremony_sessions"."on_time_until" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "ceremony_sessions_closes_check" CHECK ("ceremony_sessions"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "ceremony_sessions_times_check" CHECK ("ceremony_sessions"."opens_at" <= "ceremony_sessions"."on_time_until" and "ceremony_sessions"."on_time_until" <= "ceremony_sessions"."closes_at" and "ceremony_sessions"."opens_at" < "ceremony_sessions"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "rotating_code_keys" (
	"purpose" varchar(32) PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_changes" DROP CONSTRAINT "attendance_changes_reason_kind_check";--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "ceremony_attendance" ADD CONSTRAINT "ceremony_attendance_session_id_ceremony_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ceremony_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceremony_attendance" ADD CONSTRAINT "ceremony_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceremony_attendance" ADD CONSTRAINT "ceremony_attendance_location_id_attendance_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceremony_attendance" ADD CONSTRAINT "ceremony_attendance_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceremony_sessions" ADD CONSTRAINT "ceremony_sessions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ceremony_attendance_session_user_unique" ON "ceremony_attendance" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "ceremony_attendance_user_idx" ON "ceremony_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ceremony_sessions_kind_date_unique" ON "ceremony_sessions" USING btree ("kind","date");--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_session_id_ceremony_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ceremony_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_changes_session_idx" ON "attendance_changes" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_kind_check" CHECK ("attendance_changes"."kind" in ('presensi', 'apel', 'senam'));--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_session_check" CHECK (("attendance_changes"."kind" = 'presensi') = ("attendance_changes"."session_id" is null));--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_reason_kind_check" CHECK ("attendance_changes"."reason_kind" in ('lupa_masuk', 'lupa_pulang', 'mesin', 'dinas_luar', 'izin', 'sakit', 'lupa_presensi'));