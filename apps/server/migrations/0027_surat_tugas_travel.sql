CREATE TABLE "surat_tugas_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"travel_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"budget_account_id" integer NOT NULL,
	"paid_at" date NOT NULL,
	"receipt_number" varchar(64) NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_tugas_payments_kind_check" CHECK ("surat_tugas_payments"."kind" in ('uang_muka', 'pelunasan', 'pengembalian')),
	CONSTRAINT "surat_tugas_payments_amount_check" CHECK ("surat_tugas_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_travel" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_travel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"traveller_id" integer NOT NULL,
	"sbm_year" smallint NOT NULL,
	"trip_kind" varchar(24) NOT NULL,
	"lodging" varchar(16) NOT NULL,
	"taxi_legs" text[] DEFAULT '{}'::text[] NOT NULL,
	"usd_rate" integer,
	"plan_total" bigint NOT NULL,
	"status" varchar(24) DEFAULT 'rencana' NOT NULL,
	"spj_due_date" date NOT NULL,
	"budget_account_id" integer,
	"advance" bigint DEFAULT 0 NOT NULL,
	"settled_total" bigint,
	"balance" bigint,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_tugas_travel_status_check" CHECK ("surat_tugas_travel"."status" in ('rencana', 'uang_muka', 'menunggu_pengembalian', 'lunas')),
	CONSTRAINT "surat_tugas_travel_lodging_check" CHECK ("surat_tugas_travel"."lodging" in ('hotel', 'tanpa_hotel', 'disediakan')),
	CONSTRAINT "surat_tugas_travel_amounts_check" CHECK ("surat_tugas_travel"."plan_total" >= 0 and "surat_tugas_travel"."advance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_travel_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_travel_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"travel_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_tugas_travel_documents_kind_check" CHECK ("surat_tugas_travel_documents"."kind" in ('boarding_pass', 'laporan', 'kuitansi', 'lainnya'))
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_travel_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_travel_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"travel_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"key" varchar(32) NOT NULL,
	"component" varchar(24) NOT NULL,
	"method" varchar(8) NOT NULL,
	"quantity" integer NOT NULL,
	"unit" varchar(16) NOT NULL,
	"ceiling" bigint,
	"planned" bigint NOT NULL,
	"rule" text NOT NULL,
	"source" text,
	"missing" text,
	"actual" bigint,
	"receipt_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_tugas_travel_lines_method_check" CHECK ("surat_tugas_travel_lines"."method" in ('lumpsum', 'at_cost')),
	CONSTRAINT "surat_tugas_travel_lines_amounts_check" CHECK ("surat_tugas_travel_lines"."planned" >= 0 and ("surat_tugas_travel_lines"."actual" is null or "surat_tugas_travel_lines"."actual" >= 0))
);
--> statement-breakpoint
CREATE TABLE "surat_tugas_flights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surat_tugas_flights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"traveller_id" integer NOT NULL,
	"airline" varchar(60) NOT NULL,
	"flight_number" varchar(16) NOT NULL,
	"origin" varchar(100) NOT NULL,
	"destination" varchar(100) NOT NULL,
	"departure_date" date NOT NULL,
	"ticket_number" varchar(32) NOT NULL,
	"booking_code" varchar(16),
	"travel_class" varchar(16) NOT NULL,
	"trip" varchar(16) NOT NULL,
	"price" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'terbit' NOT NULL,
	"reschedule_fee" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "surat_tugas_flights_class_check" CHECK ("surat_tugas_flights"."travel_class" in ('economy', 'business', 'first')),
	CONSTRAINT "surat_tugas_flights_trip_check" CHECK ("surat_tugas_flights"."trip" in ('pp', 'sekali_jalan')),
	CONSTRAINT "surat_tugas_flights_status_check" CHECK ("surat_tugas_flights"."status" in ('terbit', 'reschedule', 'refund')),
	CONSTRAINT "surat_tugas_flights_amounts_check" CHECK ("surat_tugas_flights"."price" >= 0 and "surat_tugas_flights"."reschedule_fee" >= 0 and "surat_tugas_flights"."refund_amount" between 0 and "surat_tugas_flights"."price")
);
--> statement-breakpoint
ALTER TABLE "surat_tugas_payments" ADD CONSTRAINT "surat_tugas_payments_travel_id_surat_tugas_travel_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."surat_tugas_travel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_payments" ADD CONSTRAINT "surat_tugas_payments_budget_account_id_budget_accounts_id_fk" FOREIGN KEY ("budget_account_id") REFERENCES "public"."budget_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_payments" ADD CONSTRAINT "surat_tugas_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travel" ADD CONSTRAINT "surat_tugas_travel_traveller_id_surat_tugas_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."surat_tugas_travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travel" ADD CONSTRAINT "surat_tugas_travel_budget_account_id_budget_accounts_id_fk" FOREIGN KEY ("budget_account_id") REFERENCES "public"."budget_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travel" ADD CONSTRAINT "surat_tugas_travel_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travel_documents" ADD CONSTRAINT "surat_tugas_travel_documents_travel_id_surat_tugas_travel_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."surat_tugas_travel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travel_documents" ADD CONSTRAINT "surat_tugas_travel_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travel_lines" ADD CONSTRAINT "surat_tugas_travel_lines_travel_id_surat_tugas_travel_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."surat_tugas_travel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_travel_lines" ADD CONSTRAINT "surat_tugas_travel_lines_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_flights" ADD CONSTRAINT "surat_tugas_flights_traveller_id_surat_tugas_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."surat_tugas_travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_flights" ADD CONSTRAINT "surat_tugas_flights_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_payments_receipt_unique" ON "surat_tugas_payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "surat_tugas_payments_travel_idx" ON "surat_tugas_payments" USING btree ("travel_id");--> statement-breakpoint
CREATE INDEX "surat_tugas_payments_paid_idx" ON "surat_tugas_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_travel_traveller_unique" ON "surat_tugas_travel" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "surat_tugas_travel_status_idx" ON "surat_tugas_travel" USING btree ("status");--> statement-breakpoint
CREATE INDEX "surat_tugas_travel_documents_travel_idx" ON "surat_tugas_travel_documents" USING btree ("travel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_travel_lines_key_unique" ON "surat_tugas_travel_lines" USING btree ("travel_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_flights_ticket_unique" ON "surat_tugas_flights" USING btree (lower("ticket_number"));--> statement-breakpoint
CREATE INDEX "surat_tugas_flights_traveller_idx" ON "surat_tugas_flights" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "surat_tugas_flights_departure_idx" ON "surat_tugas_flights" USING btree ("departure_date");--> statement-breakpoint
CREATE INDEX "surat_tugas_flights_ticket_search_idx" ON "surat_tugas_flights" USING gin (immutable_unaccent("ticket_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surat_tugas_flights_airline_search_idx" ON "surat_tugas_flights" USING gin (immutable_unaccent("airline") gin_trgm_ops);