CREATE TABLE "overtime_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "overtime_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"task" text NOT NULL,
	"ordered_by" integer,
	"created_by" integer,
	"approval_id" integer,
	"check_in_at" timestamp with time zone,
	"check_in_latitude" numeric(9, 6),
	"check_in_longitude" numeric(9, 6),
	"check_in_distance_m" integer,
	"check_in_location" text,
	"check_out_at" timestamp with time zone,
	"check_out_latitude" numeric(9, 6),
	"check_out_longitude" numeric(9, 6),
	"check_out_distance_m" integer,
	"check_out_location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_orders_window_check" CHECK ("overtime_orders"."end_time" > "overtime_orders"."start_time"),
	CONSTRAINT "overtime_orders_check_out_check" CHECK ("overtime_orders"."check_out_at" is null or ("overtime_orders"."check_in_at" is not null and "overtime_orders"."check_out_at" >= "overtime_orders"."check_in_at"))
);
--> statement-breakpoint
CREATE TABLE "overtime_rates" (
	"year" smallint NOT NULL,
	"pns_group" varchar(3) NOT NULL,
	"hourly_rate" bigint NOT NULL,
	"meal_rate" bigint NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL,
	"source" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_rates_year_pns_group_pk" PRIMARY KEY("year","pns_group"),
	CONSTRAINT "overtime_rates_pns_group_check" CHECK ("overtime_rates"."pns_group" in ('I', 'II', 'III', 'IV')),
	CONSTRAINT "overtime_rates_values_check" CHECK ("overtime_rates"."hourly_rate" >= 0 and "overtime_rates"."meal_rate" >= 0 and "overtime_rates"."tax_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "overtime_settings" (
	"year" smallint PRIMARY KEY NOT NULL,
	"max_hours_workday" smallint NOT NULL,
	"max_hours_holiday" smallint NOT NULL,
	"max_hours_month" smallint NOT NULL,
	"meal_min_hours" smallint DEFAULT 2 NOT NULL,
	"holiday_percent" smallint DEFAULT 200 NOT NULL,
	"source" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_settings_year_check" CHECK ("overtime_settings"."year" between 2000 and 2100),
	CONSTRAINT "overtime_settings_values_check" CHECK ("overtime_settings"."max_hours_workday" between 1 and 24 and "overtime_settings"."max_hours_holiday" between 1 and 24
        and "overtime_settings"."max_hours_month" between 1 and 744 and "overtime_settings"."meal_min_hours" between 1 and 24
        and "overtime_settings"."holiday_percent" between 100 and 400)
);
--> statement-breakpoint
ALTER TABLE "overtime_orders" ADD CONSTRAINT "overtime_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_orders" ADD CONSTRAINT "overtime_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_orders" ADD CONSTRAINT "overtime_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_orders" ADD CONSTRAINT "overtime_orders_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_rates" ADD CONSTRAINT "overtime_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_settings" ADD CONSTRAINT "overtime_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overtime_orders_user_date_idx" ON "overtime_orders" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "overtime_orders_date_idx" ON "overtime_orders" USING btree ("date");--> statement-breakpoint
CREATE INDEX "overtime_orders_approval_idx" ON "overtime_orders" USING btree ("approval_id");