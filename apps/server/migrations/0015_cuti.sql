CREATE TABLE "cuti_bersama_duties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cuti_bersama_duties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"year" smallint NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuti_cancellations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cuti_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cuti_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"reason" text NOT NULL,
	"days" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"approval_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuti_opening_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cuti_opening_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"carried_over" smallint DEFAULT 0 NOT NULL,
	"taken" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuti_opening_balances_values_check" CHECK ("cuti_opening_balances"."carried_over" >= 0 and "cuti_opening_balances"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cuti_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cuti_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"address" text NOT NULL,
	"phone" varchar(20) NOT NULL,
	"file_id" uuid,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"approval_id" integer,
	"cancelled_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuti_requests_dates_check" CHECK ("cuti_requests"."end_date" >= "cuti_requests"."start_date"),
	CONSTRAINT "cuti_requests_days_check" CHECK ("cuti_requests"."days" >= 0),
	CONSTRAINT "cuti_requests_status_check" CHECK ("cuti_requests"."status" in ('pending', 'approved', 'rejected', 'deferred', 'withdrawn', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "cuti_settings" (
	"year" smallint PRIMARY KEY NOT NULL,
	"entitlement" smallint DEFAULT 12 NOT NULL,
	"max_carry_per_year" smallint DEFAULT 6 NOT NULL,
	"max_total" smallint DEFAULT 18 NOT NULL,
	"max_total_long" smallint DEFAULT 24 NOT NULL,
	"note" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuti_settings_values_check" CHECK ("cuti_settings"."entitlement" >= 0 and "cuti_settings"."max_carry_per_year" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cuti_bersama_duties" ADD CONSTRAINT "cuti_bersama_duties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuti_cancellations" ADD CONSTRAINT "cuti_cancellations_cuti_id_cuti_requests_id_fk" FOREIGN KEY ("cuti_id") REFERENCES "public"."cuti_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuti_cancellations" ADD CONSTRAINT "cuti_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuti_cancellations" ADD CONSTRAINT "cuti_cancellations_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuti_opening_balances" ADD CONSTRAINT "cuti_opening_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuti_requests" ADD CONSTRAINT "cuti_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuti_requests" ADD CONSTRAINT "cuti_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuti_requests" ADD CONSTRAINT "cuti_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuti_requests" ADD CONSTRAINT "cuti_requests_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cuti_bersama_duties_user_date_unique" ON "cuti_bersama_duties" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "cuti_bersama_duties_user_year_idx" ON "cuti_bersama_duties" USING btree ("user_id","year");--> statement-breakpoint
CREATE INDEX "cuti_cancellations_cuti_idx" ON "cuti_cancellations" USING btree ("cuti_id");--> statement-breakpoint
CREATE INDEX "cuti_cancellations_user_idx" ON "cuti_cancellations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cuti_cancellations_approval_idx" ON "cuti_cancellations" USING btree ("approval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cuti_opening_balances_user_year_unique" ON "cuti_opening_balances" USING btree ("user_id","year");--> statement-breakpoint
CREATE INDEX "cuti_requests_user_year_idx" ON "cuti_requests" USING btree ("user_id","year","status");--> statement-breakpoint
CREATE INDEX "cuti_requests_user_dates_idx" ON "cuti_requests" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "cuti_requests_type_idx" ON "cuti_requests" USING btree ("leave_type_id","year");--> statement-breakpoint
CREATE INDEX "cuti_requests_approval_idx" ON "cuti_requests" USING btree ("approval_id");