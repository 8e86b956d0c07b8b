ALTER TABLE "institution_settings" ADD COLUMN "logo_dark_file_id" uuid;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD COLUMN "logo_white_file_id" uuid;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD COLUMN "background_file_id" uuid;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD COLUMN "authorised_official_user_id" integer;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD CONSTRAINT "institution_settings_logo_dark_file_id_files_id_fk" FOREIGN KEY ("logo_dark_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD CONSTRAINT "institution_settings_logo_white_file_id_files_id_fk" FOREIGN KEY ("logo_white_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD CONSTRAINT "institution_settings_background_file_id_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_settings" ADD CONSTRAINT "institution_settings_authorised_official_user_id_users_id_fk" FOREIGN KEY ("authorised_official_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;