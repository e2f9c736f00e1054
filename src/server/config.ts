
/** One rule for the operator's password, whether it comes from ADMIN_PASSWORD or `admin set-password`. */
export const MIN_PASSWORD_LENGTH = 12;

export const SET_PASSWORD_HELP = `Usage: cardinalis admin set-password [--db <path>]

Stores a hash of a new operator password in the database and signs every session out.
The password is read from standard input (one line, at least ${MIN_PASSWORD_LENGTH} characters), for example:

  echo 'a long passphrase of your own' | cardinalis admin set-password --db /var/lib/cardinalis/site.db

Options:
  --db <path>       SQLite database file (DATABASE_PATH, default ./data/conclave.db)
  --help            show this text
`;

export const HELP = `Cardinalis: the College of Cardinals reference site, in one executable.

Usage: cardinalis [options]
       cardinalis admin set-password [--db <path>]   (reads the new operator password from standard input)
       cardinalis photos sync [--photos <dir>]      (downloads credited photos from Wikimedia Commons; needs internet; --help for more)
       cardinalis backup --db <path> --to <file>    (a checked copy while the site serves)
       cardinalis restore --from <file> --db <path> (with the server stopped)

Options (each also readable from the environment variable in brackets):
  --port <n>        port to listen on (PORT, default 3000)
  --host <addr>     address to bind (HOST, default 0.0.0.0)
  --db <path>       SQLite database file, created on first start (DATABASE_PATH, default ./data/conclave.db)
  --photos <dir>    folder of licensed cardinal photos to serve under /images/cardinals/ (PHOTOS_DIR, default ./data/photos)
  --help            show this text

Environment only:
  ADMIN_PASSWORD    the operator's password for /admin1190, at least ${MIN_PASSWORD_LENGTH} characters
                    (or run: cardinalis admin set-password)
  SESSION_SECRET    key for visitor cookies (generated and kept in the database when absent)
  VOTE_RATE_LIMIT   votes per address per window, as count/seconds (default 60/600)
  PUBLIC_RATE_LIMIT public API reads per address per window, as count/seconds (default 600/60; 0 turns it off)
  PAGE_RENDER_LIMIT renders of pages not already cached, per address per window, as count/seconds
                    (default 120/60; 0 turns it off)
  GROUP_COMMIT      off to commit every vote in its own transaction (for benchmarks; default on)
  RESPONSE_CACHE    off to compute every directory answer afresh (for benchmarks; default on)
  TRUST_PROXY       number of your own proxies in front (usually 1): the visitor's address is the
                    X-Forwarded-For entry that many from the right, and X-Forwarded-Proto is believed
  CONTACT_EMAIL     address for corrections and enquiries shown in the dialogs
  DONATION_URL      donation page opened by the donation prompt
  BACKUP_DIR        folder for scheduled backups while serving (off when unset; see cardinalis backup --help)
  BACKUP_EVERY      how often, as 30m, 6h or 1d (default 6h)
  BACKUP_KEEP       how many scheduled backups to keep, newest first (default 14)
  PUSHPIN_URL       Pushpin's control address (e.g. http://127.0.0.1:5561) when Pushpin holds the
                    conclave's event streams in front of the site (see the README)
`;

/** Requests per address per window (a count of 0 turns a limit off where that is allowed). */
interface Limit { count: number; windowMs: number }

export interface Config {
  port: number;
  host: string;
  db: string;
  photosDir: string;
  contactEmail: string;
  donationUrl: string;
  trustProxy: number;
  groupCommit: boolean;
  responseCache: boolean;
  writeLimit: Limit;
  publicReadLimit: Limit;
  pageRenderLimit: Limit;
  pushpinUrl: string;
  adminPassword: string;
  backup: { dir: string; everyMs: number; keep: number } | null;
  dev: boolean;
  help: boolean;
}

type Input = Omit<Config, "port"> & { port: string };

const count = (n: number, min: number) => Number.isSafeInteger(n) && n >= min;
const limitOk = (min: number) => (l: Limit) => count(l.count, min) && count(l.windowMs, 1);
/** zod's own rules for the two formats a regular expression here would get wrong, loaded only when such a variable is set. */
const zod = () => (require("./zod-on-demand.ts") as typeof import("./zod-on-demand.ts")).z;
const httpUrl = (v: string) => zod().url({ protocol: /^https?$/ }).safeParse(v);

/**
 * What each setting must be, beyond what its parser above already refused. Written out rather than as
 * a zod schema: no other module a start loads needs zod, and loading it and building and running the
 * schema cost every start about 20 ms of CPU before its first answer. An e-mail or web address is
 * still checked by zod's rules, only when one is given.
 */
const RULES: { [K in keyof Input]?: (value: Input[K]) => boolean } = {
  port: (v) => /^\d{1,5}$/.test(v) && Number(v) <= 65535,
  host: (v) => v.length > 0,
  db: (v) => v.length > 0,
  photosDir: (v) => v.length > 0,
  contactEmail: (v) => v === "" || zod().string().email().safeParse(v).success,
  donationUrl: (v) => v === "" || httpUrl(v).success,
  trustProxy: (v) => count(v, 0) && v <= 10,
  writeLimit: limitOk(1),
  publicReadLimit: limitOk(0),
  pageRenderLimit: limitOk(0),
  adminPassword: (v) => v === "" || v.length >= MIN_PASSWORD_LENGTH,
  backup: (v) => v === null || (count(v.everyMs, 1) && count(v.keep, 1)),
};

/** Each setting's complaint as one sentence a self-hoster can act on (the rules' keys are the program's names). */
const PROBLEMS: Partial<Record<string, (value: unknown) => string>> = {
  port: (v) => `the port must be a whole number from 0 to 65535 (--port or PORT), not ${JSON.stringify(v)}`,
  host: () => "the host must not be empty (--host or HOST)",
  db: () => "the database path must not be empty (--db or DATABASE_PATH)",
  photosDir: () => "the photos folder must not be empty (--photos or PHOTOS_DIR)",
  contactEmail: () => "CONTACT_EMAIL must be an e-mail address",
  donationUrl: () => "DONATION_URL must be an http(s) address",
  adminPassword: () => `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters, the same rule as \`cardinalis admin set-password\``,
};

/** "60/600": at most 60 votes per address in 600 seconds. */
function parseWriteLimit(text: string): { count: number; windowMs: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) throw new Error("VOTE_RATE_LIMIT must look like 60/600 (votes per address / seconds)");
  return { count: Number(m[1]), windowMs: Number(m[2]) * 1000 };
}

/** TRUST_PROXY: unset or 0 for none, "true" for one proxy, or how many proxies stand in front. */
function parseProxyHops(text: string): number {
  const t = text.trim().toLowerCase();
  if (t === "" || t === "false" || t === "off") return 0;
  if (t === "true") return 1;
  if (!/^\d{1,2}$/.test(t) || Number(t) > 10) throw new Error("TRUST_PROXY must be the number of your own proxies in front of the site (0 to 10)");
  return Number(t);
}

/** "600/60": 600 public reads per address a minute; "0": no limit (a CDN or proxy limits instead). */
function parsePublicReadLimit(text: string): { count: number; windowMs: number } {
  if (text.trim() === "0") return { count: 0, windowMs: 60_000 };
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m || Number(m[2]) === 0) throw new Error("PUBLIC_RATE_LIMIT must look like 600/60 (reads per address / seconds), or 0 to turn it off");
  return { count: Number(m[1]), windowMs: Number(m[2]) * 1000 };
}

/**
 * "120/60": 120 renders of uncached pages per address a minute; "0": no limit. A person reading pages
 * never comes near the default; one client asking for page after page nobody asked for yet does.
 */
function parsePageRenderLimit(text: string): { count: number; windowMs: number } {
  if (text.trim() === "0") return { count: 0, windowMs: 60_000 };
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m || Number(m[2]) === 0) throw new Error("PAGE_RENDER_LIMIT must look like 120/60 (page renders per address / seconds), or 0 to turn it off");
  return { count: Number(m[1]), windowMs: Number(m[2]) * 1000 };
}

/** PUSHPIN_URL: empty for none, else an http(s) address of Pushpin's control port. */
function parsePushpinUrl(text: string): string {
  const t = text.trim();
  if (t !== "" && !/^https?:\/\/[^\s/]+\/?$/.test(t)) throw new Error("PUSHPIN_URL must be the address of Pushpin's control port, such as http://127.0.0.1:5561");
  return t;
}

/** BACKUP_DIR, BACKUP_EVERY ("30m", "6h", "1d"), BACKUP_KEEP: null when no folder is set. */
function parseBackup(env: Record<string, string | undefined>): { dir: string; everyMs: number; keep: number } | null {
  const dir = env.BACKUP_DIR?.trim();
  if (!dir) return null;
  const every = /^(\d+)\s*(m|h|d)$/i.exec((env.BACKUP_EVERY ?? "6h").trim());
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
  if (!every || Number(every[1]) === 0) throw new Error("BACKUP_EVERY must look like 30m, 6h or 1d");
  const keep = Number(env.BACKUP_KEEP ?? "14");
  if (!Number.isInteger(keep) || keep < 1) throw new Error("BACKUP_KEEP must be a whole number of backups, 1 or more");
  return { dir, everyMs: Number(every[1]) * unit[every[2]!.toLowerCase() as keyof typeof unit], keep };
}

const STRING_FLAGS = ["port", "host", "db", "photos"] as const;
const BOOLEAN_FLAGS = ["dev", "help"] as const;
type Flags = Partial<Record<(typeof STRING_FLAGS)[number], string> & Record<(typeof BOOLEAN_FLAGS)[number], boolean>>;

/**
 * The command line, read as Node's `parseArgs` reads it with these options and `strict` (`--port 80`,
 * `--port=80`, `-h`, the last of a repeated flag wins; an unknown flag, a missing value or a word
 * that is no flag is refused), with the same first sentence when it refuses. Written out because
 * loading `node:util` for it cost every start about 8 ms of CPU before its first answer.
 */
function parseFlags(argv: string[]): Flags {
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      if (i + 1 < argv.length) throw new Error(`Unexpected argument '${argv[i + 1]}'`);
      break;
    }
    if (arg === "-h") {
      flags.help = true;
      continue;
    }
    if (!arg.startsWith("--")) throw new Error(arg.startsWith("-") && arg !== "-" ? `Unknown option '${arg}'` : `Unexpected argument '${arg}'`);
    const eq = arg.indexOf("=");
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const inline = eq < 0 ? undefined : arg.slice(eq + 1);
    if ((BOOLEAN_FLAGS as readonly string[]).includes(name)) {
      if (inline !== undefined) throw new Error(`Option '--${name}' does not take an argument`);
      flags[name as (typeof BOOLEAN_FLAGS)[number]] = true;
    } else if ((STRING_FLAGS as readonly string[]).includes(name)) {
      let value = inline;
      if (value === undefined) {
        value = argv[++i];
        if (value === undefined) throw new Error(`Option '--${name} <value>' argument missing`);
        if (value.startsWith("-")) throw new Error(`Option '--${name}' argument is ambiguous: to give a value starting with a dash, write --${name}=${value}`);
      }
      flags[name as (typeof STRING_FLAGS)[number]] = value;
    } else {
      throw new Error(`Unknown option '${arg.slice(0, eq < 0 ? undefined : eq)}'`);
    }
  }
  return flags;
}

function readFlags(argv: string[]): Flags {
  try {
    return parseFlags(argv);
  } catch (err) {
    throw new Error(`Configuration: ${err instanceof Error ? err.message : String(err)} (--help lists the options).`);
  }
}

/** Flags win over environment variables; defaults let the site start with no configuration. */
export function readConfig(argv: string[], env: Record<string, string | undefined>): Config {
  const values = readFlags(argv);
  const input: Input = {
    port: String(values.port ?? env.PORT ?? 3000).trim(),
    host: values.host ?? env.HOST ?? "0.0.0.0",
    db: values.db ?? env.DATABASE_PATH ?? "./data/conclave.db",
    photosDir: values.photos ?? env.PHOTOS_DIR ?? "./data/photos",
    contactEmail: env.CONTACT_EMAIL ?? "",
    donationUrl: env.DONATION_URL ?? "",
    trustProxy: parseProxyHops(env.TRUST_PROXY ?? ""),
    groupCommit: env.GROUP_COMMIT !== "off",
    responseCache: env.RESPONSE_CACHE !== "off",
    writeLimit: parseWriteLimit(env.VOTE_RATE_LIMIT ?? "60/600"),
    publicReadLimit: parsePublicReadLimit(env.PUBLIC_RATE_LIMIT ?? "600/60"),
    pageRenderLimit: parsePageRenderLimit(env.PAGE_RENDER_LIMIT ?? "120/60"),
    pushpinUrl: parsePushpinUrl(env.PUSHPIN_URL ?? ""),
    adminPassword: env.ADMIN_PASSWORD ?? "",
    backup: parseBackup(env),
    dev: values.dev ?? false,
    help: values.help ?? false,
  };
  const refused = (Object.keys(RULES) as (keyof Input)[]).filter((key) => !(RULES[key] as (value: unknown) => boolean)(input[key]));
  if (refused.length) {
    const sentences = refused.map((key) => PROBLEMS[key]?.(input[key]) ?? `${key} is not valid`);
    throw new Error(`Configuration: ${sentences.join("; ")}.`);
  }
  // The web address as zod reads it (trimmed), as the site has always used it.
  return { ...input, port: Number(input.port), donationUrl: input.donationUrl && httpUrl(input.donationUrl).data! };
}
