import { expect, test } from "bun:test";
import { fillContactEmail } from "./contact-text.ts";

test("puts the configured address in as an e-mail link", () => {
  expect(fillContactEmail("Write to {contactEmail}. Or {contactEmail}.", "desk@example.org")).toBe("Write to <desk@example.org>. Or <desk@example.org>.");
});

test("without an address, the sentences that name it are left out and the rest reads finished", () => {
  const text = "Use the form. You can also write to {contactEmail}. Nothing here is advice.\n\nQuestions go to {contactEmail}.";
  expect(fillContactEmail(text, "")).toBe("Use the form. Nothing here is advice.\n\n");
  expect(fillContactEmail("Use the form. Write to {contactEmail}.", "not an address")).toBe("Use the form.");
});

test("a translation's sentences are cut the same way (Spanish opening marks, Polish text)", () => {
  expect(fillContactEmail("Usa el formulario. ¿Dudas? Escribe a {contactEmail}.", "")).toBe("Usa el formulario. ¿Dudas?");
  expect(fillContactEmail("Skorzystaj z formularza. Możesz też napisać na {contactEmail}. Nic tu nie jest poradą.", "")).toBe("Skorzystaj z formularza. Nic tu nie jest poradą.");
});
