import { z } from 'zod';

export const ZHealthResponse = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      reachable: z.boolean(),
      latency_ms: z.number().nullable(),
    }),
    migrations: z.object({
      applied: z.number().int(),
      expected: z.number().int(),
      latest: z.string().nullable(),
      up_to_date: z.boolean(),
    }),
    time: z.string(),
  }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
