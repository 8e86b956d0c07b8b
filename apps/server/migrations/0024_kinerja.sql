CREATE TABLE "kinerja_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kinerja_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"position_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"superior_user_id" integer,
	"superior_position_id" integer,
	"superior_unit_id" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"note_from_superior" text,
	"note_to_superior" text,
	"approval_id" integer,
	"sent_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"result_rating" varchar(16),
	"behaviour_rating" varchar(16),
	"behaviour_notes" jsonb,
	"predikat" varchar(32),
	"evaluated_by" integer,
	"evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kinerja_contracts_status_check" CHECK ("kinerja_contracts"."status" in ('draft', 'sent', 'returned', 'approved')),
	CONSTRAINT "kinerja_contracts_year_check" CHECK ("kinerja_contracts"."year" between 2000 and 2100),
	CONSTRAINT "kinerja_contracts_period_check" CHECK ("kinerja_contracts"."period_end" >= "kinerja_contracts"."period_start"),
	CONSTRAINT "kinerja_contracts_ratings_check" CHECK (coalesce("kinerja_contracts"."result_rating", 'sesuai') in ('di_atas', 'sesuai', 'di_bawah') and coalesce("kinerja_contracts"."behaviour_rating", 'sesuai') in ('di_atas', 'sesuai', 'di_bawah'))
);
--> statement-breakpoint
CREATE TABLE "kinerja_evidence" (
	"realisation_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kinerja_evidence_realisation_id_file_id_pk" PRIMARY KEY("realisation_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "kinerja_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kinerja_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"task_description_id" integer,
	"proposed_name" text,
	"measurement_unit_id" integer,
	"duty_kind" varchar(16) DEFAULT 'utama' NOT NULL,
	"credit" numeric(8, 3) DEFAULT 0 NOT NULL,
	"quantity" numeric(12, 2) DEFAULT 0 NOT NULL,
	"quality" numeric(7, 2) DEFAULT 100 NOT NULL,
	"months" smallint DEFAULT 12 NOT NULL,
	"weight" numeric(7, 2) DEFAULT 0 NOT NULL,
	"work_hours" numeric(10, 2) DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"points" numeric(10, 3) DEFAULT 0 NOT NULL,
	"is_cumulative" boolean DEFAULT false NOT NULL,
	"breakdown_mode" varchar(16) DEFAULT 'manual' NOT NULL,
	"extra_month" smallint,
	"ordered_by" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kinerja_lines_what_check" CHECK ("kinerja_lines"."task_description_id" is not null or length(trim("kinerja_lines"."proposed_name")) > 0),
	CONSTRAINT "kinerja_lines_duty_kind_check" CHECK ("kinerja_lines"."duty_kind" in ('utama', 'tambahan')),
	CONSTRAINT "kinerja_lines_breakdown_mode_check" CHECK ("kinerja_lines"."breakdown_mode" in ('manual', 'even', 'working_days')),
	CONSTRAINT "kinerja_lines_numbers_check" CHECK ("kinerja_lines"."credit" >= 0 and "kinerja_lines"."quantity" >= 0 and "kinerja_lines"."quality" between 0 and 100 and "kinerja_lines"."months" between 0 and 12 and "kinerja_lines"."weight" between 0 and 100 and "kinerja_lines"."work_hours" >= 0 and "kinerja_lines"."cost" >= 0 and "kinerja_lines"."points" >= 0),
	CONSTRAINT "kinerja_lines_extra_month_check" CHECK ("kinerja_lines"."extra_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "kinerja_months" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kinerja_months_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"superior_user_id" integer,
	"note_from_superior" text,
	"note_to_superior" text,
	"approval_id" integer,
	"first_sent_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kinerja_months_status_check" CHECK ("kinerja_months"."status" in ('draft', 'sent', 'returned', 'confirmed')),
	CONSTRAINT "kinerja_months_month_check" CHECK ("kinerja_months"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "kinerja_realisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kinerja_realisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"proposed_quantity" numeric(12, 2),
	"proposed_quality" numeric(7, 2),
	"approved_quantity" numeric(12, 2),
	"approved_quality" numeric(7, 2),
	"recorded_by_admin" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kinerja_realisations_month_check" CHECK ("kinerja_realisations"."month" between 1 and 12),
	CONSTRAINT "kinerja_realisations_numbers_check" CHECK (coalesce("kinerja_realisations"."proposed_quantity", 0) >= 0 and coalesce("kinerja_realisations"."approved_quantity", 0) >= 0 and coalesce("kinerja_realisations"."proposed_quality", 0) between 0 and 100 and coalesce("kinerja_realisations"."approved_quality", 0) between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "kinerja_targets" (
	"line_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	CONSTRAINT "kinerja_targets_line_id_month_pk" PRIMARY KEY("line_id","month"),
	CONSTRAINT "kinerja_targets_month_check" CHECK ("kinerja_targets"."month" between 1 and 12),
	CONSTRAINT "kinerja_targets_quantity_check" CHECK ("kinerja_targets"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kinerja_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kinerja_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kinerja_windows_kind_check" CHECK ("kinerja_windows"."kind" in ('kontrak', 'realisasi')),
	CONSTRAINT "kinerja_windows_month_check" CHECK ("kinerja_windows"."month" between 1 and 12),
	CONSTRAINT "kinerja_windows_dates_check" CHECK ("kinerja_windows"."closes_on" >= "kinerja_windows"."opens_on")
);
--> statement-breakpoint
CREATE TABLE "task_description_positions" (
	"task_description_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	CONSTRAINT "task_description_positions_task_description_id_position_id_pk" PRIMARY KEY("task_description_id","position_id")
);
--> statement-breakpoint
ALTER TABLE "activity_items" ADD COLUMN "points" numeric(10, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD COLUMN "activity_item_id" integer;--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD COLUMN "credit_points" numeric(8, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD COLUMN "work_hours" numeric(8, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD COLUMN "cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD COLUMN "duty_kind" varchar(16) DEFAULT 'mandiri' NOT NULL;--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD COLUMN "points" numeric(10, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kinerja_contracts" ADD CONSTRAINT "kinerja_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_contracts" ADD CONSTRAINT "kinerja_contracts_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_contracts" ADD CONSTRAINT "kinerja_contracts_unit_id_work_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."work_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_contracts" ADD CONSTRAINT "kinerja_contracts_superior_user_id_users_id_fk" FOREIGN KEY ("superior_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_contracts" ADD CONSTRAINT "kinerja_contracts_superior_position_id_positions_id_fk" FOREIGN KEY ("superior_position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_contracts" ADD CONSTRAINT "kinerja_contracts_superior_unit_id_work_units_id_fk" FOREIGN KEY ("superior_unit_id") REFERENCES "public"."work_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_contracts" ADD CONSTRAINT "kinerja_contracts_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_contracts" ADD CONSTRAINT "kinerja_contracts_evaluated_by_users_id_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_evidence" ADD CONSTRAINT "kinerja_evidence_realisation_id_kinerja_realisations_id_fk" FOREIGN KEY ("realisation_id") REFERENCES "public"."kinerja_realisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_evidence" ADD CONSTRAINT "kinerja_evidence_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_lines" ADD CONSTRAINT "kinerja_lines_contract_id_kinerja_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."kinerja_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_lines" ADD CONSTRAINT "kinerja_lines_task_description_id_task_descriptions_id_fk" FOREIGN KEY ("task_description_id") REFERENCES "public"."task_descriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_lines" ADD CONSTRAINT "kinerja_lines_measurement_unit_id_measurement_units_id_fk" FOREIGN KEY ("measurement_unit_id") REFERENCES "public"."measurement_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_lines" ADD CONSTRAINT "kinerja_lines_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_months" ADD CONSTRAINT "kinerja_months_contract_id_kinerja_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."kinerja_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_months" ADD CONSTRAINT "kinerja_months_superior_user_id_users_id_fk" FOREIGN KEY ("superior_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_months" ADD CONSTRAINT "kinerja_months_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_realisations" ADD CONSTRAINT "kinerja_realisations_line_id_kinerja_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."kinerja_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_realisations" ADD CONSTRAINT "kinerja_realisations_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by_admin") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_targets" ADD CONSTRAINT "kinerja_targets_line_id_kinerja_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."kinerja_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_description_positions" ADD CONSTRAINT "task_description_positions_task_description_id_task_descriptions_id_fk" FOREIGN KEY ("task_description_id") REFERENCES "public"."task_descriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_description_positions" ADD CONSTRAINT "task_description_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kinerja_contracts_assignment_unique" ON "kinerja_contracts" USING btree ("user_id","year","position_id","period_start");--> statement-breakpoint
CREATE INDEX "kinerja_contracts_year_status_idx" ON "kinerja_contracts" USING btree ("year","status");--> statement-breakpoint
CREATE INDEX "kinerja_contracts_superior_idx" ON "kinerja_contracts" USING btree ("superior_user_id","year");--> statement-breakpoint
CREATE INDEX "kinerja_lines_contract_idx" ON "kinerja_lines" USING btree ("contract_id","sort_order");--> statement-breakpoint
CREATE INDEX "kinerja_lines_task_description_idx" ON "kinerja_lines" USING btree ("task_description_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kinerja_months_contract_month_unique" ON "kinerja_months" USING btree ("contract_id","month");--> statement-breakpoint
CREATE INDEX "kinerja_months_superior_idx" ON "kinerja_months" USING btree ("superior_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "kinerja_realisations_line_month_unique" ON "kinerja_realisations" USING btree ("line_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "kinerja_windows_kind_period_unique" ON "kinerja_windows" USING btree ("kind","year","month");--> statement-breakpoint
CREATE INDEX "task_description_positions_position_idx" ON "task_description_positions" USING btree ("position_id");--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD CONSTRAINT "task_descriptions_activity_item_id_activity_items_id_fk" FOREIGN KEY ("activity_item_id") REFERENCES "public"."activity_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_descriptions_activity_item_idx" ON "task_descriptions" USING btree ("activity_item_id");--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_points_check" CHECK ("activity_items"."points" >= 0);--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD CONSTRAINT "task_descriptions_duty_kind_check" CHECK ("task_descriptions"."duty_kind" in ('mandiri', 'tambahan'));--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD CONSTRAINT "task_descriptions_numbers_check" CHECK ("task_descriptions"."credit_points" >= 0 and "task_descriptions"."work_hours" >= 0 and "task_descriptions"."cost" >= 0 and "task_descriptions"."points" >= 0);