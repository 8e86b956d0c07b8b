ALTER TABLE "whatsapp_gateways" ADD COLUMN "template_presensi" text;--> statement-breakpoint
ALTER TABLE "whatsapp_gateways" ADD COLUMN "template_cuti" text;--> statement-breakpoint
ALTER TABLE "whatsapp_gateways" ADD COLUMN "template_kinerja" text;--> statement-breakpoint
ALTER TABLE "whatsapp_gateways" ADD COLUMN "template_umum" text;--> statement-breakpoint
ALTER TABLE "whatsapp_gateways" DROP COLUMN "templates";