CREATE TABLE "meeting_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(12),
	"source" varchar(12),
	"checked_in_at" timestamp with time zone,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy_m" integer,
	"distance_m" integer,
	"code_verified" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "meeting_participants_status_check" CHECK ("meeting_participants"."status" is null or "meeting_participants"."status" in ('hadir', 'terlambat', 'tidak_hadir', 'berhalangan')),
	CONSTRAINT "meeting_participants_source_check" CHECK ("meeting_participants"."source" is null or "meeting_participants"."source" in ('presensi', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"agenda" text NOT NULL,
	"date" date NOT NULL,
	"starts_at" varchar(5) NOT NULL,
	"ends_at" varchar(5) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"location_id" integer,
	"online_link" text,
	"organiser_id" integer NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"unit_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"requires_code" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"minutes_text" text,
	"minutes_file_id" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "meetings_mode_check" CHECK ("meetings"."mode" in ('onsite', 'online')),
	CONSTRAINT "meetings_status_check" CHECK ("meetings"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "meetings_place_check" CHECK (("meetings"."mode" = 'onsite' and "meetings"."location_id" is not null) or ("meetings"."mode" = 'online' and "meetings"."online_link" is not null)),
	CONSTRAINT "meetings_starts_check" CHECK ("meetings"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "meetings_ends_check" CHECK ("meetings"."ends_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "meetings_times_check" CHECK ("meetings"."starts_at" < "meetings"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_location_id_attendance_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."attendance_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_minutes_file_id_files_id_fk" FOREIGN KEY ("minutes_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_participants_meeting_user_unique" ON "meeting_participants" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "meeting_participants_user_idx" ON "meeting_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meetings_date_idx" ON "meetings" USING btree ("date");--> statement-breakpoint
CREATE INDEX "meetings_organiser_idx" ON "meetings" USING btree ("organiser_id");