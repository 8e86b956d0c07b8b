CREATE TABLE "attendance_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"counts_as_present" boolean DEFAULT false NOT NULL,
	"gets_meal_allowance" boolean DEFAULT false NOT NULL,
	"color" varchar(7) DEFAULT '#868e96' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_affairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_affairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"affair_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"address" text,
	"npwp" varchar(32),
	"bank_name" varchar(100),
	"bank_account_number" varchar(40),
	"bank_account_name" text,
	"contact_name" text,
	"phone" varchar(32),
	"email" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"address" text,
	"npwp" varchar(32),
	"contact_name" text,
	"phone" varchar(32),
	"email" text
);
--> statement-breakpoint
CREATE TABLE "measurement_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurement_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" varchar(64) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "ptkp_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ptkp_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(8) NOT NULL,
	"description" text NOT NULL,
	"yearly_amount" bigint NOT NULL,
	"ter_category" varchar(1),
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "ptkp_statuses_amount_check" CHECK ("ptkp_statuses"."yearly_amount" >= 0),
	CONSTRAINT "ptkp_statuses_ter_check" CHECK ("ptkp_statuses"."ter_category" in ('A', 'B', 'C'))
);
--> statement-breakpoint
CREATE TABLE "ranks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ranks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"kind" varchar(8) NOT NULL,
	"code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"pns_group" varchar(3) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "ranks_kind_check" CHECK ("ranks"."kind" in ('pns', 'pppk')),
	CONSTRAINT "ranks_pns_group_check" CHECK ("ranks"."pns_group" in ('I', 'II', 'III', 'IV'))
);
--> statement-breakpoint
CREATE TABLE "staff_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"is_asn" boolean DEFAULT false NOT NULL,
	"receives_tukin" boolean DEFAULT false NOT NULL,
	"receives_meal_allowance" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_bases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_bases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"number" varchar(150) NOT NULL,
	"issued_on" date,
	"about" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_purposes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_purposes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" varchar(100) NOT NULL,
	"description" text
);
--> statement-breakpoint
ALTER TABLE "attendance_codes" ADD CONSTRAINT "attendance_codes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_affairs" ADD CONSTRAINT "budget_affairs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_programs" ADD CONSTRAINT "budget_programs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_programs" ADD CONSTRAINT "budget_programs_affair_id_budget_affairs_id_fk" FOREIGN KEY ("affair_id") REFERENCES "public"."budget_affairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_units" ADD CONSTRAINT "measurement_units_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptkp_statuses" ADD CONSTRAINT "ptkp_statuses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranks" ADD CONSTRAINT "ranks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_types" ADD CONSTRAINT "staff_types_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_bases" ADD CONSTRAINT "surat_tugas_bases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_purposes" ADD CONSTRAINT "surat_tugas_purposes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_categories" ADD CONSTRAINT "training_categories_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_codes_code_unique" ON "attendance_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "attendance_codes_name_search_idx" ON "attendance_codes" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "budget_affairs_code_unique" ON "budget_affairs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "budget_affairs_name_search_idx" ON "budget_affairs" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "budget_programs_code_unique" ON "budget_programs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "budget_programs_affair_idx" ON "budget_programs" USING btree ("affair_id");--> statement-breakpoint
CREATE INDEX "budget_programs_name_search_idx" ON "budget_programs" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_npwp_unique" ON "companies" USING btree ("npwp");--> statement-breakpoint
CREATE INDEX "companies_name_search_idx" ON "companies" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_npwp_unique" ON "customers" USING btree ("npwp");--> statement-breakpoint
CREATE INDEX "customers_name_search_idx" ON "customers" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_units_name_unique" ON "measurement_units" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "measurement_units_name_search_idx" ON "measurement_units" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ptkp_statuses_code_unique" ON "ptkp_statuses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ranks_code_unique" ON "ranks" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ranks_name_search_idx" ON "ranks" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_types_code_unique" ON "staff_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "staff_types_name_search_idx" ON "staff_types" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_bases_number_unique" ON "surat_tugas_bases" USING btree ("number");--> statement-breakpoint
CREATE INDEX "surat_tugas_bases_number_search_idx" ON "surat_tugas_bases" USING gin (immutable_unaccent("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surat_tugas_bases_about_search_idx" ON "surat_tugas_bases" USING gin (immutable_unaccent("about") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_purposes_description_unique" ON "surat_tugas_purposes" USING btree (lower("description"));--> statement-breakpoint
CREATE INDEX "surat_tugas_purposes_description_search_idx" ON "surat_tugas_purposes" USING gin (immutable_unaccent("description") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "training_categories_name_unique" ON "training_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "training_categories_name_search_idx" ON "training_categories" USING gin (immutable_unaccent("name") gin_trgm_ops);