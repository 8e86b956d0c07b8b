CREATE TABLE "approval_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"approval_id" integer NOT NULL,
	"level" varchar(16) NOT NULL,
	"decision" varchar(16) NOT NULL,
	"note" text,
	"decided_by" integer,
	"actor_user_id" integer,
	"on_behalf_of" integer,
	"details" jsonb,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" varchar(32) NOT NULL,
	"subject_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"levels" varchar(16)[] NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"current_level" varchar(16),
	"assignee_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"org_date" date NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_status_check" CHECK ("approvals"."status" in ('pending', 'approved', 'rejected', 'deferred', 'withdrawn')),
	CONSTRAINT "approvals_level_check" CHECK (("approvals"."status" = 'pending') = ("approvals"."current_level" is not null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(16) DEFAULT 'presensi' NOT NULL,
	"date" date NOT NULL,
	"reason_kind" varchar(16) NOT NULL,
	"check_in" varchar(5),
	"check_out" varchar(5),
	"reason" text NOT NULL,
	"file_id" uuid,
	"approval_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_changes_reason_kind_check" CHECK ("attendance_changes"."reason_kind" in ('lupa_masuk', 'lupa_pulang', 'mesin', 'dinas_luar', 'izin', 'sakit'))
);
--> statement-breakpoint
CREATE TABLE "attendance_days" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"unit_id" integer,
	"is_working_day" boolean NOT NULL,
	"day_off_kind" varchar(16),
	"shift_id" integer,
	"scheduled_in" timestamp with time zone,
	"scheduled_out" timestamp with time zone,
	"check_in" timestamp with time zone,
	"check_out" timestamp with time zone,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_minutes" integer DEFAULT 0 NOT NULL,
	"code" varchar(16) NOT NULL,
	"late_code" varchar(8),
	"early_code" varchar(8),
	"deduction_pct" numeric(7, 4) DEFAULT 0 NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_days_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "attendance_excuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_excuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"code" varchar(16) NOT NULL,
	"source_type" varchar(16) NOT NULL,
	"source_id" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_locks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_locks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"unit_id" integer,
	"note" text,
	"locked_by" integer,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_locks_month_check" CHECK ("attendance_locks"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "attendance_punches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_punches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(16) DEFAULT 'presensi' NOT NULL,
	"date" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" varchar(8),
	"source" varchar(16) NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy_m" integer,
	"location_id" integer,
	"distance_m" integer,
	"machine_id" integer,
	"ip" text,
	"user_agent" text,
	"flags" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"created_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_punches_type_check" CHECK ("attendance_punches"."type" is null or "attendance_punches"."type" in ('masuk', 'pulang')),
	CONSTRAINT "attendance_punches_source_check" CHECK ("attendance_punches"."source" in ('web', 'fingerprint', 'admin', 'perubahan'))
);
--> statement-breakpoint
CREATE TABLE "attendance_refusals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" varchar(8) NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy_m" integer,
	"nearest_location_id" integer,
	"distance_m" integer,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "remote_attendance_permits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_attendance_permits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	CONSTRAINT "remote_attendance_permits_dates_check" CHECK ("remote_attendance_permits"."end_date" is null or "remote_attendance_permits"."end_date" >= "remote_attendance_permits"."start_date")
);
--> statement-breakpoint
CREATE TABLE "work_pattern_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_pattern_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"pattern_id" integer,
	"start_date" date NOT NULL,
	"reason" text,
	"approval_id" integer,
	"effective" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_patterns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_patterns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"cycle" varchar(16)[] NOT NULL,
	"description" text,
	CONSTRAINT "work_patterns_cycle_check" CHECK (cardinality("work_patterns"."cycle") between 1 and 62)
);
--> statement-breakpoint
ALTER TABLE "institution_settings" ADD COLUMN "attendance_deduction_mode" varchar(16) DEFAULT 'per_occurrence' NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_on_behalf_of_users_id_fk" FOREIGN KEY ("on_behalf_of") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_changes" ADD CONSTRAINT "attendance_changes_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_excuses" ADD CONSTRAINT "attendance_excuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_locks" ADD CONSTRAINT "attendance_locks_unit_id_work_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."work_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_location_id_attendance_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_machine_id_fingerprint_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."fingerprint_machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_refusals" ADD CONSTRAINT "attendance_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_refusals" ADD CONSTRAINT "attendance_refusals_nearest_location_id_attendance_locations_id_fk" FOREIGN KEY ("nearest_location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_attendance_permits" ADD CONSTRAINT "remote_attendance_permits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_attendance_permits" ADD CONSTRAINT "remote_attendance_permits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_pattern_assignments" ADD CONSTRAINT "work_pattern_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_pattern_assignments" ADD CONSTRAINT "work_pattern_assignments_pattern_id_work_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."work_patterns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_pattern_assignments" ADD CONSTRAINT "work_pattern_assignments_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_patterns" ADD CONSTRAINT "work_patterns_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_decisions_approval_idx" ON "approval_decisions" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "approvals_subject_idx" ON "approvals" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "approvals_requester_idx" ON "approvals" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "approvals_assignees_idx" ON "approvals" USING gin ("assignee_ids");--> statement-breakpoint
CREATE INDEX "approvals_pending_idx" ON "approvals" USING btree ("subject_type","current_level") WHERE "approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "attendance_changes_user_idx" ON "attendance_changes" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "attendance_changes_approval_idx" ON "attendance_changes" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "attendance_days_date_idx" ON "attendance_days" USING btree ("date","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_excuses_unique" ON "attendance_excuses" USING btree ("user_id","date","source_type","source_id");--> statement-breakpoint
CREATE INDEX "attendance_excuses_source_idx" ON "attendance_excuses" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "attendance_excuses_date_idx" ON "attendance_excuses" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_locks_unique" ON "attendance_locks" USING btree ("year","month",coalesce("unit_id", 0));--> statement-breakpoint
CREATE INDEX "attendance_punches_user_date_idx" ON "attendance_punches" USING btree ("user_id","kind","date");--> statement-breakpoint
CREATE INDEX "attendance_punches_flagged_idx" ON "attendance_punches" USING btree ("date") WHERE cardinality("attendance_punches"."flags") > 0;--> statement-breakpoint
CREATE INDEX "attendance_refusals_user_at_idx" ON "attendance_refusals" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "remote_attendance_permits_user_idx" ON "remote_attendance_permits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "remote_attendance_permits_reason_search_idx" ON "remote_attendance_permits" USING gin (immutable_unaccent("reason") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_pattern_assignments_user_idx" ON "work_pattern_assignments" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "work_patterns_code_unique" ON "work_patterns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "work_patterns_name_search_idx" ON "work_patterns" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "institution_settings" ADD CONSTRAINT "institution_settings_deduction_mode_check" CHECK ("institution_settings"."attendance_deduction_mode" in ('per_occurrence', 'monthly_minutes'));