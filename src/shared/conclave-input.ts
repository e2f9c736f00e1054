import { z } from "zod";
import { httpsUrl, plainText, rosterMember } from "./roster.ts";
import { CONCLAVE_COMMANDS, CONCLAVE_EVENT_TYPES, CONCLAVE_PHASES, SMOKES, VACANCY_CAUSES, type ConclaveCommandInput, type ConclaveState } from "./conclave.ts";

const instant = z.string({ error: "must be a date and time such as 2026-11-19T17:05:00Z" })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), "must be a date and time such as 2026-11-19T17:05:00Z")
  .transform((v) => new Date(v).toISOString());

/**
 * The body of `POST /api/admin/conclave/events`. Each type names what it needs
 * (a vacancy its cause, a ballot its smoke, an election the elector and his
 * papal name); the refusals a phase makes come later, from the state.
 */
export const conclaveCommandBody = z.object({
  type: z.enum(CONCLAVE_COMMANDS, { error: `must be one of ${CONCLAVE_COMMANDS.join(", ")}` }),
  at: instant.optional(),
  sourceUrl: httpsUrl,
  note: plainText(1000).optional(),
  cause: z.enum(VACANCY_CAUSES, { error: "must be death or renunciation" }).optional(),
  smoke: z.enum(SMOKES, { error: "must be black or white" }).optional(),
  slug: rosterMember.shape.slug.optional(),
  papalName: plainText(60).optional(),
}).superRefine((body, ctx) => {
  const need = (field: "cause" | "smoke" | "slug" | "papalName", what: string) => {
    if (body[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: `is needed: ${what}` });
  };
  if (body.type === "vacancy") need("cause", "say whether the pope died or renounced");
  if (body.type === "ballot") need("smoke", "say whether the smoke was black or white");
  if (body.type === "elected") {
    need("slug", "choose the elected cardinal");
    need("papalName", "give the name he took, such as Leo XIV");
  }
  if (body.type === "conclave-start" && body.at === undefined) ctx.addIssue({ code: "custom", path: ["at"], message: "is needed: give the announced date and time of the conclave's start" });
}) satisfies z.ZodType<ConclaveCommandInput>;

const smoke = z.enum(SMOKES);
const event = z.object({
  id: z.number().int(), type: z.enum(CONCLAVE_EVENT_TYPES), at: z.string(), sourceUrl: z.string(), note: z.string().nullable(),
  cause: z.enum(VACANCY_CAUSES).optional(), smoke: smoke.optional(), slug: z.string().optional(), papalName: z.string().optional(),
});

/** The answer of `GET /api/conclave` (and each message of its event stream), for the OpenAPI document and tests. */
export const conclaveStateSchema = z.object({
  phase: z.enum(CONCLAVE_PHASES).describe("sede-plena: normal times; sede-vacante: the See is vacant; conclave: the conclave has begun; elected: Habemus Papam"),
  vacancy: z.object({ at: z.string(), day: z.string(), cause: z.enum(VACANCY_CAUSES), sourceUrl: z.string() }).optional(),
  startWindow: z.object({ earliest: z.string(), latest: z.string() }).optional().describe("The days the rules allow the conclave to begin, until its start is announced"),
  conclaveStart: z.object({ at: z.string(), sourceUrl: z.string() }).optional(),
  ballots: z.array(z.object({ n: z.number().int(), day: z.number().int(), at: z.string(), smoke })),
  elected: z.object({ slug: z.string(), fullName: z.string(), papalName: z.string(), at: z.string(), sourceUrl: z.string() }).optional(),
  electors: z.object({ count: z.number().int(), majority: z.number().int(), asOf: z.string() }).describe("Frozen on the day the See fell vacant"),
  events: z.array(event),
}) satisfies z.ZodType<ConclaveState>;
