CREATE TABLE "attendance_deductions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"kind" varchar(8) NOT NULL,
	"minutes_from" integer,
	"minutes_to" integer,
	"percentage" numeric(7, 4) NOT NULL,
	"mode" varchar(16) NOT NULL,
	"source" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_deductions_kind_check" CHECK ("attendance_deductions"."kind" in ('late', 'early', 'absent')),
	CONSTRAINT "attendance_deductions_mode_check" CHECK ("attendance_deductions"."mode" in ('per_occurrence', 'monthly_minutes')),
	CONSTRAINT "attendance_deductions_minutes_check" CHECK ("attendance_deductions"."minutes_to" is null or "attendance_deductions"."minutes_from" < "attendance_deductions"."minutes_to"),
	CONSTRAINT "attendance_deductions_percentage_check" CHECK ("attendance_deductions"."percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "event_deductions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"description" text NOT NULL,
	"percentage" numeric(7, 4),
	"amount" bigint,
	"monthly_cap_percentage" numeric(7, 4),
	"monthly_cap_amount" bigint,
	CONSTRAINT "event_deductions_kind_check" CHECK ("event_deductions"."kind" in ('apel', 'senam', 'rapat', 'mengajar', 'lembur', 'gerbang')),
	CONSTRAINT "event_deductions_basis_check" CHECK (("event_deductions"."percentage" is null) <> ("event_deductions"."amount" is null)
        and ("event_deductions"."monthly_cap_percentage" is null or "event_deductions"."percentage" is not null)
        and ("event_deductions"."monthly_cap_amount" is null or "event_deductions"."amount" is not null))
);
--> statement-breakpoint
CREATE TABLE "meal_allowances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"pns_group" varchar(3) NOT NULL,
	"valid_from" date NOT NULL,
	"amount" bigint NOT NULL,
	"tax_rate" numeric(7, 4) NOT NULL,
	"source" text,
	CONSTRAINT "meal_allowances_pns_group_check" CHECK ("meal_allowances"."pns_group" in ('I', 'II', 'III', 'IV')),
	CONSTRAINT "meal_allowances_amount_check" CHECK ("meal_allowances"."amount" >= 0),
	CONSTRAINT "meal_allowances_tax_rate_check" CHECK ("meal_allowances"."tax_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "performance_allowances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "performance_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"job_class" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"amount" bigint NOT NULL,
	"source" text,
	CONSTRAINT "performance_allowances_class_check" CHECK ("performance_allowances"."job_class" between 1 and 17),
	CONSTRAINT "performance_allowances_amount_check" CHECK ("performance_allowances"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"valid_from" date NOT NULL,
	"amount" bigint NOT NULL,
	"source" text,
	CONSTRAINT "point_values_amount_check" CHECK ("point_values"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tuition_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tuition_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"ukt_group" smallint NOT NULL,
	"study_programme" text NOT NULL,
	"intake_year" smallint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "tuition_fees_group_check" CHECK ("tuition_fees"."ukt_group" between 1 and 8),
	CONSTRAINT "tuition_fees_amount_check" CHECK ("tuition_fees"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attendance_deductions" ADD CONSTRAINT "attendance_deductions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deductions" ADD CONSTRAINT "event_deductions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_allowances" ADD CONSTRAINT "meal_allowances_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_allowances" ADD CONSTRAINT "performance_allowances_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_values" ADD CONSTRAINT "point_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_fees" ADD CONSTRAINT "tuition_fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_deductions_code_unique" ON "attendance_deductions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "attendance_deductions_kind_idx" ON "attendance_deductions" USING btree ("kind","mode");--> statement-breakpoint
CREATE INDEX "attendance_deductions_name_search_idx" ON "attendance_deductions" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "event_deductions_kind_code_unique" ON "event_deductions" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "event_deductions_code_search_idx" ON "event_deductions" USING gin (immutable_unaccent("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_deductions_description_search_idx" ON "event_deductions" USING gin (immutable_unaccent("description") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "meal_allowances_group_from_unique" ON "meal_allowances" USING btree ("pns_group","valid_from");--> statement-breakpoint
CREATE INDEX "meal_allowances_source_search_idx" ON "meal_allowances" USING gin (immutable_unaccent("source") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "performance_allowances_class_from_unique" ON "performance_allowances" USING btree ("job_class","valid_from");--> statement-breakpoint
CREATE INDEX "performance_allowances_source_search_idx" ON "performance_allowances" USING gin (immutable_unaccent("source") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "point_values_valid_from_unique" ON "point_values" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "point_values_source_search_idx" ON "point_values" USING gin (immutable_unaccent("source") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tuition_fees_programme_group_year_unique" ON "tuition_fees" USING btree (lower("study_programme"),"ukt_group","intake_year");--> statement-breakpoint
CREATE INDEX "tuition_fees_study_programme_search_idx" ON "tuition_fees" USING gin (immutable_unaccent("study_programme") gin_trgm_ops);