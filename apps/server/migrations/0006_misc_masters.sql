CREATE TABLE "activity_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"sub_element_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"unit_id" integer NOT NULL,
	"credit_points" numeric(8, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_items_credit_points_check" CHECK ("activity_items"."credit_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_sub_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_sub_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"element_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_engines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aircraft_engines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"engine_type" text NOT NULL,
	"serial_number" varchar(64) NOT NULL,
	"hours" numeric(10, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "aircraft_engines_hours_check" CHECK ("aircraft_engines"."hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cadets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cadets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"nit" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"programme" text NOT NULL,
	"intake_year" smallint NOT NULL,
	"class_name" varchar(50),
	"status" varchar(16) DEFAULT 'aktif' NOT NULL,
	CONSTRAINT "cadets_status_check" CHECK ("cadets"."status" in ('aktif', 'cuti', 'lulus', 'keluar'))
);
--> statement-breakpoint
CREATE TABLE "flight_simulators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flight_simulators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"simulator_type" text NOT NULL,
	"registration" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instructors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"user_id" integer NOT NULL,
	"licence_number" varchar(64) NOT NULL,
	"licence_expires_on" date,
	"ratings" text
);
--> statement-breakpoint
CREATE TABLE "supervisory_board_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supervisory_board_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"board_position" varchar(16) NOT NULL,
	"institution" text,
	"decree_number" varchar(150) NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"monthly_honorarium" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "supervisory_board_members_position_check" CHECK ("supervisory_board_members"."board_position" in ('ketua', 'anggota', 'sekretaris')),
	CONSTRAINT "supervisory_board_members_term_check" CHECK ("supervisory_board_members"."term_end" > "supervisory_board_members"."term_start"),
	CONSTRAINT "supervisory_board_members_honorarium_check" CHECK ("supervisory_board_members"."monthly_honorarium" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_descriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_descriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"description" text NOT NULL,
	"unit_id" integer NOT NULL,
	"default_yearly_target" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "task_descriptions_target_check" CHECK ("task_descriptions"."default_yearly_target" >= 0)
);
--> statement-breakpoint
CREATE TABLE "training_phases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_phases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"sort_order" smallint NOT NULL,
	"programme" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "training_phases_order_check" CHECK ("training_phases"."sort_order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_gateways" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_gateways_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"sender_number" varchar(20) NOT NULL,
	"gateway_url" text NOT NULL,
	"token" text,
	"has_token" boolean GENERATED ALWAYS AS (token is not null) STORED NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_elements" ADD CONSTRAINT "activity_elements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_sub_element_id_activity_sub_elements_id_fk" FOREIGN KEY ("sub_element_id") REFERENCES "public"."activity_sub_elements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_unit_id_measurement_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."measurement_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sub_elements" ADD CONSTRAINT "activity_sub_elements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sub_elements" ADD CONSTRAINT "activity_sub_elements_element_id_activity_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."activity_elements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft_engines" ADD CONSTRAINT "aircraft_engines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadets" ADD CONSTRAINT "cadets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_simulators" ADD CONSTRAINT "flight_simulators_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisory_board_members" ADD CONSTRAINT "supervisory_board_members_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD CONSTRAINT "task_descriptions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_descriptions" ADD CONSTRAINT "task_descriptions_unit_id_measurement_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."measurement_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_phases" ADD CONSTRAINT "training_phases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_gateways" ADD CONSTRAINT "whatsapp_gateways_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_elements_code_unique" ON "activity_elements" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_elements_name_unique" ON "activity_elements" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "activity_elements_name_search_idx" ON "activity_elements" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "activity_items_code_unique" ON "activity_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "activity_items_sub_element_idx" ON "activity_items" USING btree ("sub_element_id");--> statement-breakpoint
CREATE INDEX "activity_items_unit_idx" ON "activity_items" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "activity_items_name_search_idx" ON "activity_items" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sub_elements_code_unique" ON "activity_sub_elements" USING btree ("code");--> statement-breakpoint
CREATE INDEX "activity_sub_elements_element_idx" ON "activity_sub_elements" USING btree ("element_id");--> statement-breakpoint
CREATE INDEX "activity_sub_elements_name_search_idx" ON "activity_sub_elements" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_engines_serial_number_unique" ON "aircraft_engines" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "aircraft_engines_type_search_idx" ON "aircraft_engines" USING gin (immutable_unaccent("engine_type") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "aircraft_engines_serial_number_search_idx" ON "aircraft_engines" USING gin (immutable_unaccent("serial_number") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cadets_nit_unique" ON "cadets" USING btree ("nit");--> statement-breakpoint
CREATE INDEX "cadets_nit_search_idx" ON "cadets" USING gin (immutable_unaccent("nit") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cadets_name_search_idx" ON "cadets" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "flight_simulators_registration_unique" ON "flight_simulators" USING btree ("registration");--> statement-breakpoint
CREATE INDEX "flight_simulators_name_search_idx" ON "flight_simulators" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flight_simulators_registration_search_idx" ON "flight_simulators" USING gin (immutable_unaccent("registration") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "instructors_user_unique" ON "instructors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instructors_licence_number_unique" ON "instructors" USING btree ("licence_number");--> statement-breakpoint
CREATE INDEX "instructors_licence_number_search_idx" ON "instructors" USING gin (immutable_unaccent("licence_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "instructors_ratings_search_idx" ON "instructors" USING gin (immutable_unaccent("ratings") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supervisory_board_members_name_search_idx" ON "supervisory_board_members" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supervisory_board_members_institution_search_idx" ON "supervisory_board_members" USING gin (immutable_unaccent("institution") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supervisory_board_members_decree_search_idx" ON "supervisory_board_members" USING gin (immutable_unaccent("decree_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_descriptions_unit_idx" ON "task_descriptions" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "task_descriptions_description_search_idx" ON "task_descriptions" USING gin (immutable_unaccent("description") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "training_phases_programme_order_unique" ON "training_phases" USING btree (lower("programme"),"sort_order");--> statement-breakpoint
CREATE INDEX "training_phases_programme_search_idx" ON "training_phases" USING gin (immutable_unaccent("programme") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_phases_name_search_idx" ON "training_phases" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_gateways_sender_number_unique" ON "whatsapp_gateways" USING btree ("sender_number");--> statement-breakpoint
CREATE INDEX "whatsapp_gateways_sender_number_search_idx" ON "whatsapp_gateways" USING gin (immutable_unaccent("sender_number") gin_trgm_ops);