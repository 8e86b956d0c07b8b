CREATE TABLE "surat_tugas_cadet_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_cadet_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"year" smallint NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"scope" varchar(16) DEFAULT 'dalam_negeri' NOT NULL,
	"mode" varchar(16) NOT NULL,
	"golongan" varchar(4) NOT NULL,
	"daily_allowance" bigint,
	"lodging_ceiling" bigint,
	"sk_number" varchar(100) NOT NULL,
	"sk_date" date NOT NULL,
	"note" text,
	CONSTRAINT "surat_tugas_cadet_rates_year_check" CHECK ("surat_tugas_cadet_rates"."year" between 2000 and 2100),
	CONSTRAINT "surat_tugas_cadet_rates_purpose_check" CHECK ("surat_tugas_cadet_rates"."purpose" in ('praktik', 'lomba', 'lainnya')),
	CONSTRAINT "surat_tugas_cadet_rates_scope_check" CHECK ("surat_tugas_cadet_rates"."scope" in ('dalam_negeri', 'luar_negeri')),
	CONSTRAINT "surat_tugas_cadet_rates_mode_check" CHECK (("surat_tugas_cadet_rates"."mode" = 'setara_golongan' and "surat_tugas_cadet_rates"."daily_allowance" is null and "surat_tugas_cadet_rates"."lodging_ceiling" is null)
        or ("surat_tugas_cadet_rates"."mode" = 'uang_saku' and "surat_tugas_cadet_rates"."daily_allowance" >= 0 and "surat_tugas_cadet_rates"."lodging_ceiling" >= 0)),
	CONSTRAINT "surat_tugas_cadet_rates_golongan_check" CHECK ("surat_tugas_cadet_rates"."golongan" in ('I', 'II', 'III', 'IV'))
);
--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD COLUMN "cadet_purpose" varchar(16);--> statement-breakpoint
ALTER TABLE "surat_tugas_cadet_rates" ADD CONSTRAINT "surat_tugas_cadet_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_cadet_rates_key_unique" ON "surat_tugas_cadet_rates" USING btree ("year","purpose","scope");--> statement-breakpoint
CREATE INDEX "surat_tugas_cadet_rates_sk_search_idx" ON "surat_tugas_cadet_rates" USING gin (immutable_unaccent("sk_number") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "surat_tugas" ADD CONSTRAINT "surat_tugas_cadet_purpose_check" CHECK ("surat_tugas"."cadet_purpose" is null or "surat_tugas"."cadet_purpose" in ('praktik', 'lomba', 'lainnya'));--> statement-breakpoint
-- Letters that already send cadets keep valid: their trips count as practice (the default kind).
UPDATE "surat_tugas" SET "cadet_purpose" = 'praktik' WHERE EXISTS (SELECT 1 FROM "surat_tugas_travellers" t WHERE t."surat_tugas_id" = "surat_tugas"."id" AND t."cadet_id" IS NOT NULL);
