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
ALTER TABLE "surat_tugas_flights" ADD CONSTRAINT "surat_tugas_flights_traveller_id_surat_tugas_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."surat_tugas_travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_tugas_flights" ADD CONSTRAINT "surat_tugas_flights_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "surat_tugas_flights_ticket_unique" ON "surat_tugas_flights" USING btree (lower("ticket_number"));--> statement-breakpoint
CREATE INDEX "surat_tugas_flights_traveller_idx" ON "surat_tugas_flights" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "surat_tugas_flights_departure_idx" ON "surat_tugas_flights" USING btree ("departure_date");--> statement-breakpoint
CREATE INDEX "surat_tugas_flights_ticket_search_idx" ON "surat_tugas_flights" USING gin (immutable_unaccent("ticket_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surat_tugas_flights_airline_search_idx" ON "surat_tugas_flights" USING gin (immutable_unaccent("airline") gin_trgm_ops);