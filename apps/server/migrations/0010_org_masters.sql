CREATE TABLE "positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"name" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"job_class" smallint NOT NULL,
	"echelon" varchar(8),
	"job_value_points" integer,
	"unit_id" integer NOT NULL,
	"is_lecturer" boolean DEFAULT false NOT NULL,
	"superior_position_id" integer,
	CONSTRAINT "positions_kind_check" CHECK ("positions"."kind" in ('struktural', 'fungsional', 'pelaksana')),
	CONSTRAINT "positions_job_class_check" CHECK ("positions"."job_class" between 1 and 17),
	CONSTRAINT "positions_echelon_check" CHECK ("positions"."echelon" in ('I.a', 'I.b', 'II.a', 'II.b', 'III.a', 'III.b', 'IV.a', 'IV.b')),
	CONSTRAINT "positions_echelon_structural_check" CHECK ("positions"."echelon" is null or "positions"."kind" = 'struktural'),
	CONSTRAINT "positions_job_value_points_check" CHECK ("positions"."job_value_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "work_units" ADD COLUMN "head_user_id" integer;--> statement-breakpoint
ALTER TABLE "work_units" ADD COLUMN "time_zone" varchar(32);--> statement-breakpoint
ALTER TABLE "work_units" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_unit_id_work_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."work_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_superior_position_id_positions_id_fk" FOREIGN KEY ("superior_position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "positions_unit_name_unique" ON "positions" USING btree ("unit_id",lower("name"));--> statement-breakpoint
CREATE INDEX "positions_name_search_idx" ON "positions" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "positions_superior_idx" ON "positions" USING btree ("superior_position_id");--> statement-breakpoint
ALTER TABLE "work_units" ADD CONSTRAINT "work_units_head_user_id_users_id_fk" FOREIGN KEY ("head_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_units" ADD CONSTRAINT "work_units_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_units_name_search_idx" ON "work_units" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_units_code_search_idx" ON "work_units" USING gin (immutable_unaccent("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_units_parent_idx" ON "work_units" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_position_idx" ON "users" USING btree ("position_id");--> statement-breakpoint
ALTER TABLE "work_units" ADD CONSTRAINT "work_units_time_zone_check" CHECK ("work_units"."time_zone" in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));