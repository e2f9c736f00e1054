import { z } from "zod";

/**
 * content/polls.json: light polls seeded into the database by stable keys. Apart from polls.ts, whose
 * constants every start loads, so that this schema is built only when the content is parsed.
 */
export const pollsFile = z.object({
  polls: z.array(z.object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    type: z.string().regex(/^[a-z-]+$/),
    question: z.string().min(1),
    description: z.string().nullable(),
    options: z.array(z.object({ key: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1) })).min(2),
  })).min(1),
});

export type PollsFile = z.infer<typeof pollsFile>;

