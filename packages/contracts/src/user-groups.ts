import { z } from 'zod';

export const ZUserGroupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  system_key: z.string().nullable(),
  is_active: z.boolean(),
  members_count: z.number().int(),
  permissions_count: z.number().int(),
});
export type TUserGroupRow = z.infer<typeof ZUserGroupRow>;

export const ZUserGroupDetail = ZUserGroupRow.extend({
  permissions: z.array(z.string()),
  members: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      nip: z.string().nullable(),
      email: z.string().nullable(),
      level: z.string(),
    }),
  ),
});
export const ZUserGroupResponse = z.object({ data: ZUserGroupDetail });
export type TUserGroupDetail = z.infer<typeof ZUserGroupDetail>;

export const ZSaveUserGroupRequest = z.object({
  name: z.string().trim().min(3).max(100),
  description: z.string().trim().max(500).nullable().optional(),
  is_active: z.boolean().optional().default(true),
  permissions: z.array(z.string().max(128)).max(1000),
});
export type TSaveUserGroupRequest = z.input<typeof ZSaveUserGroupRequest>;

/** A node of the permission picker: the menu tree with each screen's permission name. */
export interface TPermissionNode {
  label: string;
  permission: string | null;
  children: TPermissionNode[];
}
export const ZPermissionNode: z.ZodType<TPermissionNode> = z.lazy(() =>
  z.object({
    label: z.string(),
    permission: z.string().nullable(),
    children: z.array(ZPermissionNode),
  }),
);
export const ZPermissionTreeResponse = z.object({ data: z.array(ZPermissionNode) });

/**
 * Outbox row: mail sent, waiting, being sent (claimed by a server process), or (with no SMTP
 * configured) only logged.
 */
export const ZOutboxRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'logged']),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type TOutboxRow = z.infer<typeof ZOutboxRow>;
