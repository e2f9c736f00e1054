import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { ROSTER_FIELDS, type RosterField } from "../../src/shared/roster-fields.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { apiWrite } from "../lib/api.ts";
import { m } from "../lib/i18n/messages.ts";

const INPUT = "w-full rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm text-ink-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400";
const LABEL = "mb-1 block text-xs font-medium text-ink-700";

/** The server's sentence and the field it names, from a refused write's error ("<status>: <body>"). */
function errorOf(error: unknown): { message: string; field?: string } {
  const text = error instanceof Error ? error.message : String(error);
  const body = text.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { error?: string; field?: string };
    if (parsed.error) return { message: parsed.error, field: parsed.field };
  } catch {
    // not JSON
  }
  return { message: m.cardinal_suggest_failed() };
}

interface Draft { field: RosterField; value: string; sourceUrl: string; email: string }

/**
 * "Suggest a correction": a link that opens a small form (field, proposed value,
 * source, optional e-mail). The operator reviews every suggestion before it
 * changes anything.
 */
export function SuggestCorrection({ slug, name }: { slug: string; name: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({ field: "currentPosition", value: "", sourceUrl: "", email: "" });
  const send = useMutation({
    mutationFn: (d: Draft) => apiWrite(ENDPOINTS.correction, undefined, { slug, ...d, email: d.email.trim() || undefined }),
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({ ...draft, value: draft.value.trim(), sourceUrl: draft.sourceUrl.trim() });
  };
  const error = send.isError ? errorOf(send.error) : null;
  const invalid = (field: string) => (error?.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});
  // Each sentence stands under the field it is about; one the server ties to no field stands above the buttons.
  const messageFor = (field: string) =>
    error?.field === field ? <p id={`${id}-${field}-error`} role="alert" className="mt-1 text-sm text-red-700">{error.message}</p> : null;
  const placed = error?.field && ["field", "value", "sourceUrl", "email"].includes(error.field);
  const why = draft.value.trim() === "" && draft.sourceUrl.trim() === ""
    ? m.cardinal_suggest_need_both()
    : draft.value.trim() === "" ? m.cardinal_suggest_need_value() : draft.sourceUrl.trim() === "" ? m.cardinal_suggest_need_source() : null;

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-medium text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">
        {m.cardinal_suggest()}
      </button>
    );
  }
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        {m.cardinal_suggest_thanks()}
      </p>
    );
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3 rounded-md border border-parchment-300 bg-white p-4">
      <h2 id={`${id}-title`} className="font-serif text-base font-semibold text-ink-900">{m.cardinal_suggest_title({ name })}</h2>
      <div>
        <label htmlFor={`${id}-field`} className={LABEL}>{m.cardinal_suggest_field()}</label>
        <select id={`${id}-field`} value={draft.field} onChange={(e) => set({ field: e.target.value as RosterField })} className={INPUT} {...invalid("field")}>
          {ROSTER_FIELDS.map((f) => <option key={f.field} value={f.field}>{f.label}</option>)}
        </select>
        {messageFor("field")}
      </div>
      <div>
        <label htmlFor={`${id}-value`} className={LABEL}>{m.cardinal_suggest_value()}</label>
        <input id={`${id}-value`} value={draft.value} onChange={(e) => set({ value: e.target.value })} maxLength={300} required className={INPUT} {...invalid("value")} />
        {messageFor("value")}
        <p className="mt-1 text-xs text-ink-500">{m.cardinal_suggest_dates()}</p>
      </div>
      <div>
        <label htmlFor={`${id}-source`} className={LABEL}>{m.cardinal_suggest_source()}</label>
        <input id={`${id}-source`} type="url" value={draft.sourceUrl} onChange={(e) => set({ sourceUrl: e.target.value })} required placeholder="https://www.vaticannews.va/…" className={INPUT} {...invalid("sourceUrl")} />
        {messageFor("sourceUrl")}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={LABEL}>{m.cardinal_suggest_email()}</label>
        <input id={`${id}-email`} type="email" value={draft.email} onChange={(e) => set({ email: e.target.value })} maxLength={200} className={INPUT} {...invalid("email")} />
        {messageFor("email")}
      </div>
      {error && !placed && <p role="alert" className="text-sm text-red-700">{error.message}</p>}
      {why && <p id={`${id}-why`} className="text-xs text-ink-500">{why}</p>}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary whitespace-nowrap" disabled={send.isPending || why !== null} aria-describedby={why ? `${id}-why` : undefined}>
          {send.isPending ? m.cardinal_suggest_sending() : m.cardinal_suggest_send()}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>{m.cardinal_suggest_cancel()}</button>
      </div>
    </form>
  );
}
