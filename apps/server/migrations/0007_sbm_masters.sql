CREATE TABLE "budget_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(32) NOT NULL,
	"activity_id" integer,
	"name" text NOT NULL,
	CONSTRAINT "budget_accounts_code_activity_unique" UNIQUE NULLS NOT DISTINCT("code","activity_id")
);
--> statement-breakpoint
CREATE TABLE "budget_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(32) NOT NULL,
	"program_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sbm_daily_allowances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sbm_daily_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"province" varchar(64) NOT NULL,
	"year" smallint NOT NULL,
	"source" text,
	"outside_city" bigint NOT NULL,
	"in_city_over_8h" bigint NOT NULL,
	"training" bigint NOT NULL,
	CONSTRAINT "sbm_daily_allowances_year_check" CHECK ("sbm_daily_allowances"."year" between 2000 and 2100),
	CONSTRAINT "sbm_daily_allowances_outside_city_check" CHECK ("sbm_daily_allowances"."outside_city" is null or "sbm_daily_allowances"."outside_city" >= 0),
	CONSTRAINT "sbm_daily_allowances_in_city_over_8h_check" CHECK ("sbm_daily_allowances"."in_city_over_8h" is null or "sbm_daily_allowances"."in_city_over_8h" >= 0),
	CONSTRAINT "sbm_daily_allowances_training_check" CHECK ("sbm_daily_allowances"."training" is null or "sbm_daily_allowances"."training" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sbm_domestic_airfares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sbm_domestic_airfares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"origin" varchar(100) NOT NULL,
	"destination" varchar(100) NOT NULL,
	"year" smallint NOT NULL,
	"source" text,
	"business" bigint,
	"economy" bigint NOT NULL,
	CONSTRAINT "sbm_domestic_airfares_year_check" CHECK ("sbm_domestic_airfares"."year" between 2000 and 2100),
	CONSTRAINT "sbm_domestic_airfares_business_check" CHECK ("sbm_domestic_airfares"."business" is null or "sbm_domestic_airfares"."business" >= 0),
	CONSTRAINT "sbm_domestic_airfares_economy_check" CHECK ("sbm_domestic_airfares"."economy" is null or "sbm_domestic_airfares"."economy" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sbm_foreign_daily_allowances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sbm_foreign_daily_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"country" varchar(100) NOT NULL,
	"year" smallint NOT NULL,
	"source" text,
	"group_a" numeric(12, 2) NOT NULL,
	"group_b" numeric(12, 2) NOT NULL,
	"group_c" numeric(12, 2) NOT NULL,
	"group_d" numeric(12, 2) NOT NULL,
	CONSTRAINT "sbm_foreign_daily_allowances_year_check" CHECK ("sbm_foreign_daily_allowances"."year" between 2000 and 2100),
	CONSTRAINT "sbm_foreign_daily_allowances_group_a_check" CHECK ("sbm_foreign_daily_allowances"."group_a" is null or "sbm_foreign_daily_allowances"."group_a" >= 0),
	CONSTRAINT "sbm_foreign_daily_allowances_group_b_check" CHECK ("sbm_foreign_daily_allowances"."group_b" is null or "sbm_foreign_daily_allowances"."group_b" >= 0),
	CONSTRAINT "sbm_foreign_daily_allowances_group_c_check" CHECK ("sbm_foreign_daily_allowances"."group_c" is null or "sbm_foreign_daily_allowances"."group_c" >= 0),
	CONSTRAINT "sbm_foreign_daily_allowances_group_d_check" CHECK ("sbm_foreign_daily_allowances"."group_d" is null or "sbm_foreign_daily_allowances"."group_d" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sbm_international_airfares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sbm_international_airfares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"origin" varchar(100) NOT NULL,
	"destination" varchar(100) NOT NULL,
	"year" smallint NOT NULL,
	"source" text,
	"first_class" numeric(12, 2),
	"business" numeric(12, 2),
	"economy" numeric(12, 2) NOT NULL,
	CONSTRAINT "sbm_international_airfares_year_check" CHECK ("sbm_international_airfares"."year" between 2000 and 2100),
	CONSTRAINT "sbm_international_airfares_first_class_check" CHECK ("sbm_international_airfares"."first_class" is null or "sbm_international_airfares"."first_class" >= 0),
	CONSTRAINT "sbm_international_airfares_business_check" CHECK ("sbm_international_airfares"."business" is null or "sbm_international_airfares"."business" >= 0),
	CONSTRAINT "sbm_international_airfares_economy_check" CHECK ("sbm_international_airfares"."economy" is null or "sbm_international_airfares"."economy" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sbm_lodging_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sbm_lodging_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"province" varchar(64) NOT NULL,
	"year" smallint NOT NULL,
	"source" text,
	"eselon_i" bigint NOT NULL,
	"eselon_ii" bigint NOT NULL,
	"eselon_iii" bigint NOT NULL,
	"eselon_iv" bigint NOT NULL,
	CONSTRAINT "sbm_lodging_rates_year_check" CHECK ("sbm_lodging_rates"."year" between 2000 and 2100),
	CONSTRAINT "sbm_lodging_rates_eselon_i_check" CHECK ("sbm_lodging_rates"."eselon_i" is null or "sbm_lodging_rates"."eselon_i" >= 0),
	CONSTRAINT "sbm_lodging_rates_eselon_ii_check" CHECK ("sbm_lodging_rates"."eselon_ii" is null or "sbm_lodging_rates"."eselon_ii" >= 0),
	CONSTRAINT "sbm_lodging_rates_eselon_iii_check" CHECK ("sbm_lodging_rates"."eselon_iii" is null or "sbm_lodging_rates"."eselon_iii" >= 0),
	CONSTRAINT "sbm_lodging_rates_eselon_iv_check" CHECK ("sbm_lodging_rates"."eselon_iv" is null or "sbm_lodging_rates"."eselon_iv" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sbm_representation_allowances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sbm_representation_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"official_level" varchar(16) NOT NULL,
	"year" smallint NOT NULL,
	"source" text,
	"outside_city" bigint NOT NULL,
	"in_city_over_8h" bigint NOT NULL,
	CONSTRAINT "sbm_representation_allowances_level_check" CHECK ("sbm_representation_allowances"."official_level" in ('pejabat_negara', 'eselon_i', 'eselon_ii')),
	CONSTRAINT "sbm_representation_allowances_year_check" CHECK ("sbm_representation_allowances"."year" between 2000 and 2100),
	CONSTRAINT "sbm_representation_allowances_outside_city_check" CHECK ("sbm_representation_allowances"."outside_city" is null or "sbm_representation_allowances"."outside_city" >= 0),
	CONSTRAINT "sbm_representation_allowances_in_city_over_8h_check" CHECK ("sbm_representation_allowances"."in_city_over_8h" is null or "sbm_representation_allowances"."in_city_over_8h" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sbm_taxi_fares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sbm_taxi_fares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"province" varchar(64) NOT NULL,
	"year" smallint NOT NULL,
	"source" text,
	"per_trip" bigint NOT NULL,
	CONSTRAINT "sbm_taxi_fares_year_check" CHECK ("sbm_taxi_fares"."year" between 2000 and 2100),
	CONSTRAINT "sbm_taxi_fares_per_trip_check" CHECK ("sbm_taxi_fares"."per_trip" is null or "sbm_taxi_fares"."per_trip" >= 0)
);
--> statement-breakpoint
ALTER TABLE "budget_accounts" ADD CONSTRAINT "budget_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_accounts" ADD CONSTRAINT "budget_accounts_activity_id_budget_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."budget_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_activities" ADD CONSTRAINT "budget_activities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_activities" ADD CONSTRAINT "budget_activities_program_id_budget_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."budget_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbm_daily_allowances" ADD CONSTRAINT "sbm_daily_allowances_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbm_domestic_airfares" ADD CONSTRAINT "sbm_domestic_airfares_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbm_foreign_daily_allowances" ADD CONSTRAINT "sbm_foreign_daily_allowances_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbm_international_airfares" ADD CONSTRAINT "sbm_international_airfares_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbm_lodging_rates" ADD CONSTRAINT "sbm_lodging_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbm_representation_allowances" ADD CONSTRAINT "sbm_representation_allowances_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sbm_taxi_fares" ADD CONSTRAINT "sbm_taxi_fares_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_accounts_activity_idx" ON "budget_accounts" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "budget_accounts_code_search_idx" ON "budget_accounts" USING gin (immutable_unaccent("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_accounts_name_search_idx" ON "budget_accounts" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "budget_activities_code_unique" ON "budget_activities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "budget_activities_program_idx" ON "budget_activities" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "budget_activities_name_search_idx" ON "budget_activities" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sbm_daily_allowances_year_province_unique" ON "sbm_daily_allowances" USING btree ("year","province");--> statement-breakpoint
CREATE INDEX "sbm_daily_allowances_province_search_idx" ON "sbm_daily_allowances" USING gin (immutable_unaccent("province") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sbm_domestic_airfares_route_unique" ON "sbm_domestic_airfares" USING btree (lower("origin"),lower("destination"),"year");--> statement-breakpoint
CREATE INDEX "sbm_domestic_airfares_origin_search_idx" ON "sbm_domestic_airfares" USING gin (immutable_unaccent("origin") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sbm_domestic_airfares_destination_search_idx" ON "sbm_domestic_airfares" USING gin (immutable_unaccent("destination") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sbm_foreign_daily_allowances_year_country_unique" ON "sbm_foreign_daily_allowances" USING btree ("year",lower("country"));--> statement-breakpoint
CREATE INDEX "sbm_foreign_daily_allowances_country_search_idx" ON "sbm_foreign_daily_allowances" USING gin (immutable_unaccent("country") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sbm_international_airfares_route_unique" ON "sbm_international_airfares" USING btree (lower("origin"),lower("destination"),"year");--> statement-breakpoint
CREATE INDEX "sbm_international_airfares_origin_search_idx" ON "sbm_international_airfares" USING gin (immutable_unaccent("origin") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sbm_international_airfares_destination_search_idx" ON "sbm_international_airfares" USING gin (immutable_unaccent("destination") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sbm_lodging_rates_year_province_unique" ON "sbm_lodging_rates" USING btree ("year","province");--> statement-breakpoint
CREATE INDEX "sbm_lodging_rates_province_search_idx" ON "sbm_lodging_rates" USING gin (immutable_unaccent("province") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sbm_representation_allowances_year_level_unique" ON "sbm_representation_allowances" USING btree ("year","official_level");--> statement-breakpoint
CREATE UNIQUE INDEX "sbm_taxi_fares_year_province_unique" ON "sbm_taxi_fares" USING btree ("year","province");--> statement-breakpoint
CREATE INDEX "sbm_taxi_fares_province_search_idx" ON "sbm_taxi_fares" USING gin (immutable_unaccent("province") gin_trgm_ops);