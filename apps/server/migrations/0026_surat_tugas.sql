CREATE TABLE "surat_tugas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" smallint NOT NULL,
	"number" varchar(100) NOT NULL,
	"number_seq" integer,
	"basis_id" integer,
	"basis" text NOT NULL,
	"purpose_id" integer,
	"purpose" text NOT NULL,
	"letter_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"destination_kind" varchar(16) NOT NULL,
	"province" varchar(64),
	"city" varchar(100) NOT NULL,
	"country" varchar(100),
	"transport" varchar(100) NOT NULL,
	"unit_id" integer NOT NULL,
	"signer_user_id" integer NOT NULL,
	"copy_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"approval_id" integer,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_tugas_period_check" CHECK ("surat_tugas"."end_date" >= "surat_tugas"."start_date"),
	CONSTRAINT "surat_tugas_destination_check" CHECK (("surat_tugas"."destination_kind" = 'dalam_negeri' and "surat_tugas"."province" is not null) or ("surat_tugas"."destination_kind" = 'luar_negeri' and "surat_tugas"."country" is not null))
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_levels" (
	"step" smallint PRIMARY KEY NOT NULL,
	"level" varchar(16) NOT NULL,
	"label" text NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_tugas_levels_level_check" CHECK ("surat_tugas_levels"."level" in ('kabag', 'penjabat')),
	CONSTRAINT "surat_tugas_levels_step_check" CHECK ("surat_tugas_levels"."step" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_travellers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_travellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"surat_tugas_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"user_id" integer,
	"cadet_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_tugas_travellers_one_check" CHECK (("surat_tugas_travellers"."user_id" is null) <> ("surat_tugas_travellers"."cadet_id" is null))
);
--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD CONSTRAINT "surat_tugas_basis_id_surat_tugas_bases_id_fk" FOREIGN KEY ("basis_id") REFERENCES "public"."surat_tugas_bases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD CONSTRAINT "surat_tugas_purpose_id_surat_tugas_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."surat_tugas_purposes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD CONSTRAINT "surat_tugas_unit_id_work_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."work_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD CONSTRAINT "surat_tugas_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD CONSTRAINT "surat_tugas_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD CONSTRAINT "surat_tugas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD CONSTRAINT "surat_tugas_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_levels" ADD CONSTRAINT "surat_tugas_levels_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travellers" ADD CONSTRAINT "surat_tugas_travellers_surat_tugas_id_surat_tugas_id_fk" FOREIGN KEY ("surat_tugas_id") REFERENCES "public"."surat_tugas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travellers" ADD CONSTRAINT "surat_tugas_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travellers" ADD CONSTRAINT "surat_tugas_travellers_cadet_id_cadets_id_fk" FOREIGN KEY ("cadet_id") REFERENCES "public"."cadets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_year_number_unique" ON "surat_tugas" USING btree ("year",lower("number"));--> statement-breakpoint
CREATE INDEX "surat_tugas_approval_idx" ON "surat_tugas" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "surat_tugas_period_idx" ON "surat_tugas" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "surat_tugas_number_search_idx" ON "surat_tugas" USING gin (immutable_unaccent("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surat_tugas_purpose_search_idx" ON "surat_tugas" USING gin (immutable_unaccent("purpose") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_levels_level_unique" ON "surat_tugas_levels" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_travellers_user_unique" ON "surat_tugas_travellers" USING btree ("surat_tugas_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_travellers_cadet_unique" ON "surat_tugas_travellers" USING btree ("surat_tugas_id","cadet_id");--> statement-breakpoint
CREATE INDEX "surat_tugas_travellers_user_idx" ON "surat_tugas_travellers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "surat_tugas_travellers_cadet_idx" ON "surat_tugas_travellers" USING btree ("cadet_id");