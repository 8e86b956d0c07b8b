CREATE TABLE "file_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"original_name" text,
	"total_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_transfers_received_check" CHECK ("file_transfers"."received_bytes" <= "file_transfers"."total_bytes")
);
--> statement-breakpoint
CREATE TABLE "acting_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acting_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"kind" varchar(3) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"decree_number" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "acting_assignments_kind_check" CHECK ("acting_assignments"."kind" in ('plt', 'plh')),
	CONSTRAINT "acting_assignments_period_check" CHECK ("acting_assignments"."end_date" >= "acting_assignments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "approver_delegations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approver_delegations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"substitute_user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "approver_delegations_period_check" CHECK ("approver_delegations"."end_date" >= "approver_delegations"."start_date"),
	CONSTRAINT "approver_delegations_not_self_check" CHECK ("approver_delegations"."substitute_user_id" <> "approver_delegations"."user_id")
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "children_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"nik" varchar(16),
	"gender" varchar(1) NOT NULL,
	"birth_place" text,
	"birth_date" date NOT NULL,
	"relation" varchar(8) NOT NULL,
	"education" text,
	"receives_allowance" boolean DEFAULT false NOT NULL,
	CONSTRAINT "children_gender_check" CHECK ("children"."gender" in ('L', 'P')),
	CONSTRAINT "children_relation_check" CHECK ("children"."relation" in ('kandung', 'tiri', 'angkat'))
);
--> statement-breakpoint
CREATE TABLE "education_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "education_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"level" varchar(4) NOT NULL,
	"institution" text NOT NULL,
	"major" text,
	"graduation_year" smallint NOT NULL,
	"certificate_number" text,
	"certificate_date" date,
	CONSTRAINT "education_history_level_check" CHECK ("education_history"."level" in ('SD', 'SMP', 'SMA', 'D1', 'D2', 'D3', 'D4', 'S1', 'S2', 'S3'))
);
--> statement-breakpoint
CREATE TABLE "job_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"position_name" text NOT NULL,
	"organisation" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"decree_number" text,
	"decree_date" date,
	CONSTRAINT "job_history_period_check" CHECK ("job_history"."end_date" is null or "job_history"."end_date" >= "job_history"."start_date")
);
--> statement-breakpoint
CREATE TABLE "marriage_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marriage_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"spouse_name" text NOT NULL,
	"marriage_date" date NOT NULL,
	"certificate_number" text,
	"status" varchar(16) NOT NULL,
	"end_date" date,
	CONSTRAINT "marriage_history_status_check" CHECK ("marriage_history"."status" in ('menikah', 'cerai', 'cerai_mati'))
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"relation" varchar(12) NOT NULL,
	"nik" varchar(16),
	"birth_place" text,
	"birth_date" date,
	"occupation" text,
	"is_alive" boolean DEFAULT true NOT NULL,
	"address" text,
	CONSTRAINT "parents_relation_check" CHECK ("parents"."relation" in ('ayah', 'ibu', 'ayah_mertua', 'ibu_mertua'))
);
--> statement-breakpoint
CREATE TABLE "spouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"nik" varchar(16),
	"birth_place" text,
	"birth_date" date,
	"occupation" text,
	"is_civil_servant" boolean DEFAULT false NOT NULL,
	"nip" varchar(32),
	"receives_allowance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supporting_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supporting_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"doc_type" varchar(16) NOT NULL,
	"number" text,
	"issued_date" date,
	"description" text,
	CONSTRAINT "supporting_documents_type_check" CHECK ("supporting_documents"."doc_type" in ('ktp', 'kk', 'npwp', 'ijazah', 'transkrip', 'sk_cpns', 'sk_pns', 'sk_pangkat', 'sk_jabatan', 'lainnya'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "front_title" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "back_title" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_type_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rank_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lecturer_rank" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tmt_cpns" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tmt_pns" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "may_work_anywhere" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_anywhere_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ptkp_status_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "npwp" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_name" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_account" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" varchar(1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "religion" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marital_status" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nik" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kk_number" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blood_type" varchar(3);--> statement-breakpoint
ALTER TABLE "file_transfers" ADD CONSTRAINT "file_transfers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_assignments" ADD CONSTRAINT "acting_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_assignments" ADD CONSTRAINT "acting_assignments_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_assignments" ADD CONSTRAINT "acting_assignments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approver_delegations" ADD CONSTRAINT "approver_delegations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approver_delegations" ADD CONSTRAINT "approver_delegations_substitute_user_id_users_id_fk" FOREIGN KEY ("substitute_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approver_delegations" ADD CONSTRAINT "approver_delegations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_history" ADD CONSTRAINT "education_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_history" ADD CONSTRAINT "education_history_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_history" ADD CONSTRAINT "education_history_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_history" ADD CONSTRAINT "job_history_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_history" ADD CONSTRAINT "marriage_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_history" ADD CONSTRAINT "marriage_history_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriage_history" ADD CONSTRAINT "marriage_history_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spouses" ADD CONSTRAINT "spouses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spouses" ADD CONSTRAINT "spouses_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spouses" ADD CONSTRAINT "spouses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_documents" ADD CONSTRAINT "supporting_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_documents" ADD CONSTRAINT "supporting_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_documents" ADD CONSTRAINT "supporting_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_transfers_created_idx" ON "file_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "acting_assignments_position_idx" ON "acting_assignments" USING btree ("position_id","start_date");--> statement-breakpoint
CREATE INDEX "acting_assignments_user_idx" ON "acting_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "approver_delegations_user_idx" ON "approver_delegations" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "children_user_idx" ON "children" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "education_history_user_idx" ON "education_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_history_user_idx" ON "job_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marriage_history_user_idx" ON "marriage_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "parents_user_idx" ON "parents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "spouses_user_idx" ON "spouses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "supporting_documents_user_idx" ON "supporting_documents" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_type_id_staff_types_id_fk" FOREIGN KEY ("staff_type_id") REFERENCES "public"."staff_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ptkp_status_id_ptkp_statuses_id_fk" FOREIGN KEY ("ptkp_status_id") REFERENCES "public"."ptkp_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE "files"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_staff_type_idx" ON "users" USING btree ("staff_type_id");--> statement-breakpoint
CREATE INDEX "users_rank_idx" ON "users" USING btree ("rank_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('L', 'P'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_religion_check" CHECK ("users"."religion" in ('islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_marital_status_check" CHECK ("users"."marital_status" in ('belum_kawin', 'kawin', 'cerai_hidup', 'cerai_mati'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_blood_type_check" CHECK ("users"."blood_type" in ('A', 'B', 'AB', 'O'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lecturer_rank_check" CHECK ("users"."lecturer_rank" in ('asisten_ahli', 'lektor', 'lektor_kepala', 'guru_besar'));--> statement-breakpoint
-- Files uploaded before attachment was tracked all belong to a record (the logos).
UPDATE "files" SET "attached_at" = "created_at";
