CREATE TABLE "attendance_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"radius_m" integer NOT NULL,
	"unit_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "attendance_locations_latitude_check" CHECK ("attendance_locations"."latitude" between -90 and 90),
	CONSTRAINT "attendance_locations_longitude_check" CHECK ("attendance_locations"."longitude" between -180 and 180),
	CONSTRAINT "attendance_locations_radius_check" CHECK ("attendance_locations"."radius_m" between 10 and 5000)
);
--> statement-breakpoint
CREATE TABLE "ceremony_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ceremony_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"weekday" smallint,
	"on_date" date,
	"opens_at" time NOT NULL,
	"on_time_until" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "ceremony_windows_day_check" CHECK (("ceremony_windows"."weekday" is null) <> ("ceremony_windows"."on_date" is null)),
	CONSTRAINT "ceremony_windows_weekday_check" CHECK ("ceremony_windows"."weekday" between 1 and 7),
	CONSTRAINT "ceremony_windows_times_check" CHECK ("ceremony_windows"."opens_at" <= "ceremony_windows"."on_time_until" and "ceremony_windows"."on_time_until" <= "ceremony_windows"."closes_at" and "ceremony_windows"."opens_at" < "ceremony_windows"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "exercise_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exercise_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"weekday" smallint,
	"on_date" date,
	"opens_at" time NOT NULL,
	"on_time_until" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "exercise_windows_day_check" CHECK (("exercise_windows"."weekday" is null) <> ("exercise_windows"."on_date" is null)),
	CONSTRAINT "exercise_windows_weekday_check" CHECK ("exercise_windows"."weekday" between 1 and 7),
	CONSTRAINT "exercise_windows_times_check" CHECK ("exercise_windows"."opens_at" <= "exercise_windows"."on_time_until" and "exercise_windows"."on_time_until" <= "exercise_windows"."closes_at" and "exercise_windows"."opens_at" < "exercise_windows"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "fingerprint_machines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fingerprint_machines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"serial_number" varchar(64) NOT NULL,
	"location_id" integer,
	"comm_key" varchar(32),
	"last_contact_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fingerprint_pins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fingerprint_pins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"pin" varchar(16) NOT NULL,
	"machine_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_mode" varchar(8) DEFAULT 'auto' NOT NULL,
	CONSTRAINT "fingerprint_pins_read_mode_check" CHECK ("fingerprint_pins"."read_mode" in ('in', 'out', 'auto'))
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"duration_unit" varchar(16) NOT NULL,
	"max_duration" integer,
	"min_service_months" smallint DEFAULT 0 NOT NULL,
	"attachment_rule" varchar(16) DEFAULT 'none' NOT NULL,
	"attachment_above_days" smallint,
	"attachment_note" text,
	"staff_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"approval_levels" varchar(16)[] NOT NULL,
	"is_paid" boolean DEFAULT true NOT NULL,
	"description" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "leave_types_unit_check" CHECK ("leave_types"."duration_unit" in ('working_days', 'calendar_days', 'months', 'years')),
	CONSTRAINT "leave_types_max_check" CHECK ("leave_types"."max_duration" is null or "leave_types"."max_duration" > 0),
	CONSTRAINT "leave_types_service_check" CHECK ("leave_types"."min_service_months" >= 0),
	CONSTRAINT "leave_types_attachment_check" CHECK ("leave_types"."attachment_rule" in ('none', 'optional', 'required', 'required_above')),
	CONSTRAINT "leave_types_approval_check" CHECK (cardinality("leave_types"."approval_levels") > 0 and "leave_types"."approval_levels" <@ array['kepegawaian','atasan','kabag','penjabat']::varchar[])
);
--> statement-breakpoint
CREATE TABLE "payroll_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"month" smallint NOT NULL,
	"year" smallint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"note" text,
	CONSTRAINT "payroll_periods_month_check" CHECK ("payroll_periods"."month" between 1 and 12),
	CONSTRAINT "payroll_periods_year_check" CHECK ("payroll_periods"."year" between 2000 and 2100),
	CONSTRAINT "payroll_periods_dates_check" CHECK ("payroll_periods"."period_end" >= "payroll_periods"."period_start"),
	CONSTRAINT "payroll_periods_status_check" CHECK ("payroll_periods"."status" in ('open', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"crosses_midnight" boolean DEFAULT false NOT NULL,
	"break_minutes" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "shifts_time_check" CHECK ("shifts"."end_time" <> "shifts"."start_time"),
	CONSTRAINT "shifts_midnight_check" CHECK ("shifts"."crosses_midnight" = ("shifts"."end_time" < "shifts"."start_time")),
	CONSTRAINT "shifts_break_check" CHECK ("shifts"."break_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"break_minutes" smallint DEFAULT 0 NOT NULL,
	"staff_type_id" integer,
	"unit_id" integer,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "working_hours_time_check" CHECK ("working_hours"."end_time" > "working_hours"."start_time"),
	CONSTRAINT "working_hours_weekdays_check" CHECK (cardinality("working_hours"."weekdays") > 0 and "working_hours"."weekdays" <@ array[1,2,3,4,5,6,7]::smallint[]),
	CONSTRAINT "working_hours_break_check" CHECK ("working_hours"."break_minutes" >= 0 and "working_hours"."break_minutes" < extract(epoch from "working_hours"."end_time" - "working_hours"."start_time") / 60),
	CONSTRAINT "working_hours_scope_check" CHECK ("working_hours"."staff_type_id" is null or "working_hours"."unit_id" is null),
	CONSTRAINT "working_hours_validity_check" CHECK ("working_hours"."valid_from" is null or "working_hours"."valid_to" is null or "working_hours"."valid_to" >= "working_hours"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "attendance_locations" ADD CONSTRAINT "attendance_locations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ceremony_windows" ADD CONSTRAINT "ceremony_windows_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_windows" ADD CONSTRAINT "exercise_windows_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprint_machines" ADD CONSTRAINT "fingerprint_machines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprint_machines" ADD CONSTRAINT "fingerprint_machines_location_id_attendance_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprint_pins" ADD CONSTRAINT "fingerprint_pins_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprint_pins" ADD CONSTRAINT "fingerprint_pins_machine_id_fingerprint_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."fingerprint_machines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprint_pins" ADD CONSTRAINT "fingerprint_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_staff_type_id_staff_types_id_fk" FOREIGN KEY ("staff_type_id") REFERENCES "public"."staff_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_unit_id_work_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."work_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_locations_name_unique" ON "attendance_locations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "attendance_locations_name_search_idx" ON "attendance_locations" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ceremony_windows_weekday_unique" ON "ceremony_windows" USING btree ("weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "ceremony_windows_on_date_unique" ON "ceremony_windows" USING btree ("on_date");--> statement-breakpoint
CREATE INDEX "ceremony_windows_name_search_idx" ON "ceremony_windows" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_windows_weekday_unique" ON "exercise_windows" USING btree ("weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_windows_on_date_unique" ON "exercise_windows" USING btree ("on_date");--> statement-breakpoint
CREATE INDEX "exercise_windows_name_search_idx" ON "exercise_windows" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "fingerprint_machines_serial_number_unique" ON "fingerprint_machines" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "fingerprint_machines_name_search_idx" ON "fingerprint_machines" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fingerprint_machines_serial_number_search_idx" ON "fingerprint_machines" USING gin (immutable_unaccent("serial_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fingerprint_machines_location_idx" ON "fingerprint_machines" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fingerprint_pins_machine_pin_unique" ON "fingerprint_pins" USING btree ("pin","machine_id");--> statement-breakpoint
CREATE INDEX "fingerprint_pins_machine_idx" ON "fingerprint_pins" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "fingerprint_pins_user_idx" ON "fingerprint_pins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fingerprint_pins_pin_search_idx" ON "fingerprint_pins" USING gin (immutable_unaccent("pin") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_code_unique" ON "leave_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "leave_types_name_search_idx" ON "leave_types" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_periods_month_year_unique" ON "payroll_periods" USING btree ("month","year");--> statement-breakpoint
CREATE INDEX "payroll_periods_note_search_idx" ON "payroll_periods" USING gin (immutable_unaccent("note") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_code_unique" ON "shifts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shifts_code_search_idx" ON "shifts" USING gin (immutable_unaccent("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shifts_name_search_idx" ON "shifts" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "working_hours_name_unique" ON "working_hours" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "working_hours_name_search_idx" ON "working_hours" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "working_hours_staff_type_idx" ON "working_hours" USING btree ("staff_type_id");--> statement-breakpoint
CREATE INDEX "working_hours_unit_idx" ON "working_hours" USING btree ("unit_id");