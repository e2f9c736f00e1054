import { expect, test } from "bun:test";
import { fillContactEmail, NO_CONTACT_PHRASE } from "./contact-text.ts";

test("puts the configured address in as an e-mail link", () => {
  expect(fillContactEmail("Write to {contactEmail}. Or {contactEmail}.", "desk@example.org")).toBe("Write to <desk@example.org>. Or <desk@example.org>.");
});

test("reads as a sentence when no address is set", () => {
  expect(fillContactEmail("Write to {contactEmail}.", "")).toBe(`Write to ${NO_CONTACT_PHRASE}.`);
  expect(fillContactEmail("Write to {contactEmail}.", "not an address")).toBe(`Write to ${NO_CONTACT_PHRASE}.`);
});
