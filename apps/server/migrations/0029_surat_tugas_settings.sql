ALTER TABLE "institution_settings" ADD COLUMN "surat_tugas_number_pattern" varchar(60) DEFAULT 'ST-{nomor}/{unit}/{bulan_romawi}/{tahun}' NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD COLUMN "ppk_user_id" integer;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD COLUMN "bendahara_user_id" integer;--> statement-breakpoint
ALTER TABLE "surat_tugas_payments" ADD COLUMN "pph" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD CONSTRAINT "institution_settings_ppk_user_id_users_id_fk" FOREIGN KEY ("ppk_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD CONSTRAINT "institution_settings_bendahara_user_id_users_id_fk" FOREIGN KEY ("bendahara_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_payments" ADD CONSTRAINT "surat_tugas_payments_pph_check" CHECK ("surat_tugas_payments"."pph" >= 0 and "surat_tugas_payments"."pph" <= "surat_tugas_payments"."amount");