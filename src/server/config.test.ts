import { describe, expect, test } from "bun:test";
import { readConfig } from "./config.ts";

const refusal = (argv: string[], env: Record<string, string>) => {
  try {
    readConfig(argv, env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error("the configuration was accepted");
};

describe("readConfig", () => {
  test("defaults let the site start with no configuration", () => {
    const config = readConfig([], {});
    expect(config).toMatchObject({
      port: 3000, host: "0.0.0.0", db: "./data/conclave.db", photosDir: "./data/photos", contactEmail: "", donationUrl: "",
      trustProxy: 0, groupCommit: true, responseCache: true, writeLimit: { count: 60, windowMs: 600_000 },
      publicReadLimit: { count: 600, windowMs: 60_000 }, pageRenderLimit: { count: 120, windowMs: 60_000 },
      pushpinUrl: "", adminPassword: "", backup: null, dev: false, help: false,
    });
  });

  test("flags win over the environment, and the port is a number", () => {
    const config = readConfig(["--port", "8080", "--db", "/srv/site.db"], { PORT: "9000", DATABASE_PATH: "/elsewhere.db", HOST: "127.0.0.1" });
    expect(config).toMatchObject({ port: 8080, db: "/srv/site.db", host: "127.0.0.1" });
    expect(readConfig([], { PORT: "0" }).port).toBe(0);
    expect(readConfig([], { PORT: "65535" }).port).toBe(65535);
  });

  test("each refused setting is named in a sentence, all of them at once", () => {
    expect(refusal(["--port", "65536"], {})).toBe('Configuration: the port must be a whole number from 0 to 65535 (--port or PORT), not "65536".');
    expect(refusal([], { PORT: "80a" })).toContain("the port must be a whole number");
    expect(refusal(["--host", ""], {})).toBe("Configuration: the host must not be empty (--host or HOST).");
    expect(refusal(["--db", "", "--photos", ""], { ADMIN_PASSWORD: "short" })).toBe(
      "Configuration: the database path must not be empty (--db or DATABASE_PATH); the photos folder must not be empty (--photos or PHOTOS_DIR); ADMIN_PASSWORD must be at least 12 characters, the same rule as `cardinalis admin set-password`.",
    );
    expect(refusal([], { VOTE_RATE_LIMIT: "0/600" })).toBe("Configuration: writeLimit is not valid.");
  });

  test("an e-mail address and a donation page are checked by zod's rules, the page's address trimmed", () => {
    expect(readConfig([], { CONTACT_EMAIL: "press@example.org" }).contactEmail).toBe("press@example.org");
    expect(refusal([], { CONTACT_EMAIL: "not an address" })).toBe("Configuration: CONTACT_EMAIL must be an e-mail address.");
    expect(readConfig([], { DONATION_URL: "  https://example.org/give " }).donationUrl).toBe("https://example.org/give");
    expect(refusal([], { DONATION_URL: "ftp://example.org/give" })).toBe("Configuration: DONATION_URL must be an http(s) address.");
    expect(refusal([], { DONATION_URL: "example.org" })).toBe("Configuration: DONATION_URL must be an http(s) address.");
  });

  test("a long enough operator password is kept", () => {
    expect(readConfig([], { ADMIN_PASSWORD: "a long passphrase" }).adminPassword).toBe("a long passphrase");
  });

  test("the command line is read as Node's strict parseArgs reads it, and each refusal is one sentence", () => {
    expect(readConfig(["--port=8080", "-h", "--dev", "--photos", "/srv/photos"], {})).toMatchObject({ port: 8080, help: true, dev: true, photosDir: "/srv/photos" });
    expect(readConfig(["--port", "1", "--port", "2"], {}).port).toBe(2);
    expect(refusal(["--db="], {})).toBe("Configuration: the database path must not be empty (--db or DATABASE_PATH).");
    const hint = " (--help lists the options).";
    expect(refusal(["--prot", "3000"], {})).toBe(`Configuration: Unknown option '--prot'${hint}`);
    expect(refusal(["-x"], {})).toBe(`Configuration: Unknown option '-x'${hint}`);
    expect(refusal(["--port"], {})).toBe(`Configuration: Option '--port <value>' argument missing${hint}`);
    expect(refusal(["--port", "1", "extra"], {})).toBe(`Configuration: Unexpected argument 'extra'${hint}`);
    expect(refusal(["--dev=yes"], {})).toBe(`Configuration: Option '--dev' does not take an argument${hint}`);
    expect(refusal(["--db", "--port"], {})).toBe(`Configuration: Option '--db' argument is ambiguous: to give a value starting with a dash, write --db=--port${hint}`);
  });
});
