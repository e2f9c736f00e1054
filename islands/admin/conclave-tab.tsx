import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DASHBOARD_ENDPOINTS } from "../../src/shared/dashboard-endpoints.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { electorsOfVacancy, type ConclaveCommand, type ConclaveCommandInput, type ConclaveState } from "../../src/shared/conclave.ts";
import { apiWrite } from "../lib/api.ts";
import { bannerText, instantToRomeWallTime, romeDate, romeTime, romeWallTimeToInstant } from "../lib/conclave-text.ts";
import { useConclave } from "../lib/conclave.ts";
import { showToast } from "../ui/toast-state.ts";
import { apiErrorOf } from "./api-error.ts";
import { AdminCard, INPUT_CLASS } from "./fields.tsx";
import { forgetSession } from "./queries.ts";
import { useRosterList } from "./roster-queries.ts";

const LABEL = "mb-1 block text-sm font-medium text-ink-700";

const COMMANDS: { type: ConclaveCommand; label: string }[] = [
  { type: "vacancy", label: "Vacancy (the pope died or renounced)" },
  { type: "conclave-start", label: "Conclave start (announced date and time)" },
  { type: "ballot", label: "Smoke (black or white)" },
  { type: "elected", label: "Elected (Habemus Papam)" },
  { type: "new-pontificate", label: "New pontificate (back to normal; changes the roster)" },
  { type: "undo", label: "Undo the last event" },
];

/** The command the phase most likely calls for next, so the form opens on it. */
function nextCommand(state: ConclaveState | undefined): ConclaveCommand {
  switch (state?.phase) {
    case "sede-vacante": return state.conclaveStart ? "ballot" : "conclave-start";
    case "conclave": return "ballot";
    case "elected": return "new-pontificate";
    default: return "vacancy";
  }
}

type Field = "type" | "at" | "sourceUrl" | "note" | "cause" | "smoke" | "slug" | "papalName";

/** A labelled control with the server's sentence under it when the server refused that field. */
function Labelled({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>{label}</label>
      {children}
      {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-cardinal-700">{error}</p>}
    </div>
  );
}

/** What the conclave shows now: the banner's words and the recorded events, newest last. */
function CurrentState({ state }: { state: ConclaveState | undefined }) {
  if (!state) return <p className="text-ink-500">Loading the current state…</p>;
  const text = bannerText(state);
  return (
    <div className="space-y-3 text-sm text-ink-700">
      <p>
        Phase: <strong data-testid="admin-conclave-phase">{state.phase}</strong>
        {text ? <> · visitors read: “{text.headline ? `${text.headline} · ` : ""}{text.line}{text.link ? ` ${text.link.text}` : ""}”</> : " · no banner"}
      </p>
      <p>Electors: {state.electors.count} (majority {state.electors.majority}), as of {state.electors.asOf}.</p>
      {state.events.length > 0 && (
        <ol className="list-decimal space-y-1 pl-5">
          {state.events.map((e) => (
            <li key={e.id}>
              {e.type}{e.smoke ? ` (${e.smoke})` : ""}{e.cause ? ` (${e.cause})` : ""}{e.papalName ? `: ${e.slug}, ${e.papalName}` : ""} · {romeDate(e.at)} {romeTime(e.at)} Rome ·{" "}
              <a href={e.sourceUrl} rel="noopener noreferrer" target="_blank" className="text-cardinal-700 underline">source</a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The "Conclave" tab: the operator records each event with its time (now unless
 * given, in Rome's clock), an https source and an optional note. The event is
 * shown as recorded only once the server has committed it; a refusal is shown
 * in words next to the field it concerns.
 */
export function ConclaveTab() {
  const id = useId();
  const client = useQueryClient();
  const { data: state } = useConclave();
  const roster = useRosterList();
  const [type, setType] = useState<ConclaveCommand | null>(null);
  const command = type ?? nextCommand(state);
  const [at, setAt] = useState("");
  const [sourceUrl, setSourceUrl] = useState("");
  const [note, setNote] = useState("");
  const [cause, setCause] = useState<"death" | "renunciation">("death");
  const [smoke, setSmoke] = useState<"black" | "white">("black");
  const [slug, setSlug] = useState("");
  const [papalName, setPapalName] = useState("");
  const [errors, setErrors] = useState<{ field?: string; message: string } | null>(null);

  const electors = useMemo(() => {
    const day = state?.vacancy?.day;
    const members = roster.data?.cardinals ?? [];
    return day ? electorsOfVacancy(members, day).sort((a, b) => a.lastName.localeCompare(b.lastName)) : [];
  }, [roster.data, state?.vacancy?.day]);

  const record = useMutation({
    mutationFn: (body: ConclaveCommandInput) => apiWrite(DASHBOARD_ENDPOINTS.conclaveEvent, undefined, body),
    onSuccess: (answer) => {
      client.setQueryData(apiQueries.conclave().queryKey, answer);
      setErrors(null);
      setType(null);
      setAt("");
      setNote("");
      showToast({ title: "Recorded", description: `Recorded and published: ${bannerText(answer)?.line ?? "back to normal times"}` });
      // A new pontificate changes the roster.
      if (answer.phase === "sede-plena") void client.invalidateQueries({ queryKey: ["cardinals"] });
    },
    onError: async (error) => {
      const { status, reason, field } = apiErrorOf(error);
      setErrors({ field, message: reason });
      if (status === 401) await forgetSession(client);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const instant = at.trim() === "" ? undefined : romeWallTimeToInstant(at);
    if (instant === null) return setErrors({ field: "at", message: "Give the date and the time, such as 6 May 2026 at 16:30." });
    const body: ConclaveCommandInput = { type: command, sourceUrl: sourceUrl.trim(), ...(instant ? { at: instant } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
    if (command === "vacancy") body.cause = cause;
    if (command === "ballot") body.smoke = smoke;
    if (command === "elected") Object.assign(body, { slug, papalName: papalName.trim() });
    record.mutate(body);
  };
  const fieldError = (f: Field) => (errors?.field === f ? errors.message : undefined);
  const described = (f: Field) => (errors?.field === f ? { "aria-invalid": true, "aria-describedby": `${id}-${f}-error` } : {});
  const lastEvent = state?.events.at(-1);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdminCard title="Record a conclave event" description="Each event is published at once on every open page, in the public change log and the audit log.">
        <form onSubmit={submit} className="space-y-4" noValidate>
          {errors && !errors.field && <p role="alert" className="rounded-md border border-cardinal-300 bg-cardinal-50 px-3 py-2 text-sm text-cardinal-800">{errors.message}</p>}
          {errors?.field && <p role="alert" className="sr-only">{errors.message}</p>}
          <Labelled id={`${id}-type`} label="Event" error={fieldError("type")}>
            <select id={`${id}-type`} value={command} onChange={(e) => { setType(e.target.value as ConclaveCommand); setErrors(null); }} className={INPUT_CLASS}>
              {COMMANDS.map((c) => <option key={c.type} value={c.type}>{c.label}</option>)}
            </select>
          </Labelled>
          {command === "vacancy" && (
            <fieldset>
              <legend className={LABEL}>Cause</legend>
              <div className="flex gap-4 text-sm">
                {(["death", "renunciation"] as const).map((c) => (
                  <label key={c} className="inline-flex items-center gap-2"><input type="radio" name={`${id}-cause`} checked={cause === c} onChange={() => setCause(c)} />{c === "death" ? "The pope died" : "The pope renounced"}</label>
                ))}
              </div>
              {fieldError("cause") && <p className="mt-1 text-sm font-medium text-cardinal-700">{fieldError("cause")}</p>}
            </fieldset>
          )}
          {command === "ballot" && (
            <fieldset>
              <legend className={LABEL}>Smoke</legend>
              <div className="flex gap-4 text-sm">
                {(["black", "white"] as const).map((s) => (
                  <label key={s} className="inline-flex items-center gap-2"><input type="radio" name={`${id}-smoke`} checked={smoke === s} onChange={() => setSmoke(s)} />{s === "black" ? "Black smoke" : "White smoke"}</label>
                ))}
              </div>
              {fieldError("smoke") && <p className="mt-1 text-sm font-medium text-cardinal-700">{fieldError("smoke")}</p>}
            </fieldset>
          )}
          {command === "elected" && (
            <div className="grid gap-3 sm:grid-cols-2">
              <Labelled id={`${id}-slug`} label="Elected cardinal (an elector of this conclave)" error={fieldError("slug")}>
                <select id={`${id}-slug`} value={slug} onChange={(e) => setSlug(e.target.value)} className={INPUT_CLASS} {...described("slug")}>
                  <option value="">{roster.isPending ? "Loading the electors…" : "Choose…"}</option>
                  {electors.map((c) => <option key={c.slug} value={c.slug}>{c.lastName}, {c.fullName}</option>)}
                </select>
              </Labelled>
              <Labelled id={`${id}-papalName`} label="Papal name" error={fieldError("papalName")}>
                <input id={`${id}-papalName`} type="text" value={papalName} onChange={(e) => setPapalName(e.target.value)} placeholder="Leo XV" maxLength={60} className={INPUT_CLASS} {...described("papalName")} />
              </Labelled>
            </div>
          )}
          {command === "undo" && (
            <p className="text-sm text-ink-700">
              {lastEvent ? <>Takes back the last event: <strong>{lastEvent.type}{lastEvent.smoke ? ` (${lastEvent.smoke})` : ""}</strong> of {romeDate(lastEvent.at)} at {romeTime(lastEvent.at)}.</> : "There is no event to take back."}
            </p>
          )}
          <Labelled id={`${id}-at`} label={command === "conclave-start" ? "Announced start, Rome time *" : "Time, Rome time (leave empty for now)"} error={fieldError("at")}>
            <input id={`${id}-at`} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} className={INPUT_CLASS} {...described("at")} />
          </Labelled>
          <div className="grid gap-3 sm:grid-cols-2">
            <Labelled id={`${id}-sourceUrl`} label="Source (https) *" error={fieldError("sourceUrl")}>
              <input id={`${id}-sourceUrl`} type="url" value={sourceUrl} onChange={(e) => setSourceUrl(e.target.value)} placeholder="https://www.vaticannews.va/…" className={INPUT_CLASS} {...described("sourceUrl")} />
            </Labelled>
            <Labelled id={`${id}-note`} label="Note (optional)" error={fieldError("note")}>
              <input id={`${id}-note`} type="text" value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} className={INPUT_CLASS} {...described("note")} />
            </Labelled>
          </div>
          <button type="submit" className="btn-primary" disabled={record.isPending}>{record.isPending ? "Recording…" : "Record event"}</button>
        </form>
      </AdminCard>
      <AdminCard title="The conclave now" description="As every visitor sees it; times in Rome.">
        <CurrentState state={state} />
        {state?.conclaveStart && <p className="text-xs text-ink-500">Announced start: {instantToRomeWallTime(state.conclaveStart.at).replace("T", " ")} Rome.</p>}
      </AdminCard>
    </div>
  );
}
