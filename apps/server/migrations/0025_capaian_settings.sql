CREATE TABLE "capaian_caps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capaian_caps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"category" varchar(10) NOT NULL,
	"year" smallint,
	"month" smallint,
	"max_percent" numeric(8, 4) NOT NULL,
	"source" text,
	CONSTRAINT "capaian_caps_category_period_unique" UNIQUE NULLS NOT DISTINCT("category","year","month"),
	CONSTRAINT "capaian_caps_category_check" CHECK ("capaian_caps"."category" in ('direktur', 'dosen', 'pegawai')),
	CONSTRAINT "capaian_caps_period_check" CHECK (("capaian_caps"."year" is null) = ("capaian_caps"."month" is null)),
	CONSTRAINT "capaian_caps_month_check" CHECK ("capaian_caps"."month" between 1 and 12),
	CONSTRAINT "capaian_caps_percent_check" CHECK ("capaian_caps"."max_percent" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "kinerja_month_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kinerja_month_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"year" smallint,
	"month" smallint,
	"additional_max_percent" numeric(8, 4) NOT NULL,
	"main_required" boolean DEFAULT false NOT NULL,
	"main_min_percent" numeric(8, 4) DEFAULT 0 NOT NULL,
	"deadline_day" smallint,
	"deadline_next_month" boolean DEFAULT true NOT NULL,
	"reward_percent" numeric(8, 4) DEFAULT 0 NOT NULL,
	"punishment_per_day_percent" numeric(8, 4) DEFAULT 0 NOT NULL,
	"punishment_max_percent" numeric(8, 4),
	"source" text,
	CONSTRAINT "kinerja_month_settings_period_unique" UNIQUE NULLS NOT DISTINCT("year","month"),
	CONSTRAINT "kinerja_month_settings_period_check" CHECK (("kinerja_month_settings"."year" is null) = ("kinerja_month_settings"."month" is null)),
	CONSTRAINT "kinerja_month_settings_month_check" CHECK ("kinerja_month_settings"."month" between 1 and 12),
	CONSTRAINT "kinerja_month_settings_day_check" CHECK ("kinerja_month_settings"."deadline_day" between 1 and 31),
	CONSTRAINT "kinerja_month_settings_percent_check" CHECK ("kinerja_month_settings"."main_min_percent" between 0 and 1000 and "kinerja_month_settings"."reward_percent" between 0 and 1000
        and "kinerja_month_settings"."punishment_per_day_percent" between 0 and 1000
        and "kinerja_month_settings"."additional_max_percent" between 0 and 1000
        and coalesce("kinerja_month_settings"."punishment_max_percent", 0) between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "capaian_caps" ADD CONSTRAINT "capaian_caps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinerja_month_settings" ADD CONSTRAINT "kinerja_month_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;