import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { CREATING_POPES, REGIONS } from "../../src/shared/regions.ts";
import { DATE_FIELDS, ROSTER_FIELDS, type FieldValue, type ImportPreview, type RosterField } from "../../src/shared/roster-fields.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { DASHBOARD_ENDPOINTS, type SourcedBody } from "../../src/shared/dashboard-endpoints.ts";
import { apiWrite } from "../lib/api.ts";
import { formatLongDate } from "../lib/format.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { apiErrorOf } from "./api-error.ts";
import { AdminCard, INPUT_CLASS } from "./fields.tsx";
import { countChanges, useRosterCardinal, useRosterList, useRosterWrite } from "./roster-queries.ts";

const LABEL = "mb-1 block text-sm font-medium text-ink-700";
const CHOICES: Partial<Record<RosterField, readonly string[]>> = {
  region: REGIONS, createdBy: CREATING_POPES, rank: ["Cardinal Bishop", "Cardinal Priest", "Cardinal Deacon"],
};

/**
 * The server's sentence for the field a refused write names ("changes.deathDate",
 * "cardinal.slug", "sourceUrl"), to show under that field.
 */
function useFieldErrors(error: unknown, failed: boolean) {
  const problem = failed ? apiErrorOf(error) : null;
  const named = problem?.field?.split(".").pop();
  return (field: string) => (named === field ? problem!.reason : null);
}

/** The server's sentence under the field it is about, read out with it. */
function FieldMessage({ id, message }: { id: string; message: string | null }) {
  return message ? <p id={id} role="alert" className="mt-1 text-sm text-red-700">{message}</p> : null;
}

const invalidProps = (id: string, message: string | null) => (message ? { "aria-invalid": true, "aria-describedby": id } : {});

/** One input for a roster field: a date picker for dates, a list for closed choices, text otherwise. */
function FieldInput({ field, label, value, onChange, required = false, error = null }: { field: RosterField; label: string; value: string; onChange: (v: string) => void; required?: boolean; error?: string | null }) {
  const id = useId();
  const choices = CHOICES[field];
  const invalid = invalidProps(`${id}-error`, error);
  return (
    <div>
      <label htmlFor={id} className={LABEL}>{label}{required && " *"}</label>
      {choices ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={INPUT_CLASS} required={required} {...invalid}>
          <option value="">{required ? "Choose…" : "(none)"}</option>
          {choices.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      ) : (
        <input id={id} type={DATE_FIELDS.includes(field) ? "date" : "text"} value={value} onChange={(e) => onChange(e.target.value)} className={INPUT_CLASS} required={required} {...invalid} />
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** A form's button with, beside it, why it cannot be used yet (a disabled button says nothing by itself). */
function SubmitWithReason({ label, why, pending }: { label: string; why: string | null; pending: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary" disabled={pending || why !== null} aria-describedby={why ? id : undefined}>{label}</button>
      {why && !pending && <p id={id} className="text-sm text-ink-500">{why}</p>}
    </div>
  );
}

/** Source and note: every change names where it comes from. */
function SourceFields({ source, note, onSource, onNote, error = null }: { source: string; note: string; onSource: (v: string) => void; onNote: (v: string) => void; error?: string | null }) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-s`} className={LABEL}>Source (https) *</label>
        <input id={`${id}-s`} type="url" required value={source} onChange={(e) => onSource(e.target.value)} placeholder="https://press.vatican.va/…" className={INPUT_CLASS} {...invalidProps(`${id}-error`, error)} />
        <FieldMessage id={`${id}-error`} message={error} />
      </div>
      <div>
        <label htmlFor={`${id}-n`} className={LABEL}>Note (optional)</label>
        <input id={`${id}-n`} type="text" value={note} onChange={(e) => onNote(e.target.value)} maxLength={1000} className={INPUT_CLASS} />
      </div>
    </div>
  );
}

const asText = (v: FieldValue | undefined) => v ?? "";
const asValue = (v: string): FieldValue => (v.trim() === "" ? null : v.trim());

function EditCardinal() {
  const list = useRosterList();
  const [slug, setSlug] = useState("");
  const record = useRosterCardinal(slug);
  const [draft, setDraft] = useState<Partial<Record<RosterField, string>>>({});
  const [source, setSource] = useState("");
  const [note, setNote] = useState("");
  const id = useId();
  useEffect(() => {
    const c = record.data;
    if (c) setDraft(Object.fromEntries(ROSTER_FIELDS.map(({ field }) => [field, asText(c[field as keyof Cardinal] as FieldValue)])));
  }, [record.data]);
  const changes = useMemo(() => {
    const c = record.data;
    if (!c) return {};
    return Object.fromEntries(ROSTER_FIELDS.map(({ field }) => field)
      .filter((f) => draft[f] !== undefined && asValue(draft[f]!) !== ((c[f as keyof Cardinal] as FieldValue) ?? null))
      .map((f) => [f, asValue(draft[f]!)]));
  }, [draft, record.data]);
  const write = useRosterWrite((b: SourcedBody & { changes: Record<string, FieldValue> }) => apiWrite(DASHBOARD_ENDPOINTS.rosterEdit, { slug }, b), countChanges);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    write.mutate({ changes, sourceUrl: source.trim(), note: note.trim() || undefined }, { onSuccess: () => setNote("") });
  };
  const count = Object.keys(changes).length;
  const errorFor = useFieldErrors(write.error, write.isError);
  const why = count === 0 ? "Change at least one fact to save." : source.trim() === "" ? "Give an https source for the change to save it." : null;
  return (
    <AdminCard title="Edit a cardinal" description="Change any fact, or record a death (he leaves the living count and the electors) or a renunciation of the rights of the cardinalate (he is no longer an elector); either way he keeps his page.">
      <div>
        <label htmlFor={id} className={LABEL}>Cardinal</label>
        <select id={id} value={slug} onChange={(e) => setSlug(e.target.value)} className={INPUT_CLASS}>
          <option value="">{list.isPending ? "Loading..." : "Choose a cardinal…"}</option>
          {list.data?.cardinals.map((c) => <option key={c.slug} value={c.slug}>{c.lastName}, {c.nameWithOrder}</option>)}
        </select>
        <label htmlFor={`${id}-slug`} className="mt-2 block text-xs text-ink-500">
          Or the slug of someone not in the list (a cardinal who has died, or the pope)
        </label>
        <input id={`${id}-slug`} value={slug} onChange={(e) => setSlug(e.target.value.trim().toLowerCase())} placeholder="first-last" className={INPUT_CLASS} />
        {slug && record.isError && <p role="alert" className="mt-1 text-sm text-red-700">No cardinal is listed under "{slug}".</p>}
      </div>
      {slug && record.data && (
        <form onSubmit={submit} className="space-y-4" aria-label={`Edit ${record.data.nameWithOrder}`}>
          <div className="grid gap-3 sm:grid-cols-2">
            {ROSTER_FIELDS.map(({ field, label }) => (
              <FieldInput key={field} field={field} label={label} value={draft[field] ?? ""} onChange={(v) => setDraft((d) => ({ ...d, [field]: v }))} error={errorFor(field)} />
            ))}
          </div>
          <SourceFields source={source} note={note} onSource={setSource} onNote={setNote} error={errorFor("sourceUrl")} />
          <SubmitWithReason pending={write.isPending} why={why}
            label={write.isPending ? "Saving..." : count === 0 ? "No changes yet" : `Save ${count} change${count === 1 ? "" : "s"}`} />
        </form>
      )}
    </AdminCard>
  );
}

const REQUIRED: readonly RosterField[] = ["fullName", "nameWithOrder", "lastName", "nationality", "region", "birthDate"];
const ADD_FIELDS: readonly RosterField[] = [...REQUIRED, "givenNames", "religiousOrder", "birthPlace", "createdCardinal", "createdBy", "rank", "currentPosition", "officialBiographyUrl", "wikidataId"];

function AddCardinal() {
  const [slug, setSlug] = useState("");
  const [draft, setDraft] = useState<Partial<Record<RosterField, string>>>({});
  const [source, setSource] = useState("");
  const [note, setNote] = useState("");
  const id = useId();
  const write = useRosterWrite(
    (b: SourcedBody & { cardinal: Record<string, FieldValue> }) => apiWrite(DASHBOARD_ENDPOINTS.rosterAdd, undefined, b),
    (a) => `Added ${a.slug}: ${a.changes.length} facts published in the change log.`,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cardinal = { slug: slug.trim(), ...Object.fromEntries(ADD_FIELDS.map((f) => [f, asValue(draft[f] ?? "")])) };
    write.mutate({ cardinal, sourceUrl: source.trim(), note: note.trim() || undefined }, { onSuccess: () => { setSlug(""); setDraft({}); } });
  };
  const errorFor = useFieldErrors(write.error, write.isError);
  const slugError = errorFor("slug");
  return (
    <AdminCard title="Add a cardinal" description="After a consistory: the same checks as the content roster apply. Fields marked * are required.">
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={id} className={LABEL}>Slug *</label>
            <input id={id} value={slug} onChange={(e) => setSlug(e.target.value)} required placeholder="first-last" className={INPUT_CLASS} {...invalidProps(`${id}-error`, slugError)} />
            <FieldMessage id={`${id}-error`} message={slugError} />
          </div>
          {ADD_FIELDS.map((field) => (
            <FieldInput key={field} field={field} label={ROSTER_FIELDS.find((f) => f.field === field)!.label} required={REQUIRED.includes(field)}
              value={draft[field] ?? ""} onChange={(v) => setDraft((d) => ({ ...d, [field]: v }))} error={errorFor(field)} />
          ))}
        </div>
        <SourceFields source={source} note={note} onSource={setSource} onNote={setNote} error={errorFor("sourceUrl")} />
        <SubmitWithReason pending={write.isPending} why={source.trim() === "" ? "Give an https source for the new cardinal to add him." : null} label={write.isPending ? "Adding..." : "Add cardinal"} />
      </form>
    </AdminCard>
  );
}

const show = (v: FieldValue) => (v === null ? "—" : v);

function PreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <div className="space-y-4 text-sm" aria-label="Import preview" role="region">
      <p className="font-medium text-ink-900">
        {preview.added.length} added · {preview.changed.length} changed · {preview.unchanged.length} unchanged
      </p>
      {preview.added.map((a) => (
        <details key={a.slug} className="rounded-md border border-green-300 bg-green-50 p-3" open={preview.added.length <= 3}>
          <summary className="cursor-pointer font-medium text-green-900">Added: {a.name} ({a.slug})</summary>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
            {a.fields.map((f) => <div key={f.field} className="contents"><dt className="text-ink-500">{ROSTER_FIELDS.find((r) => r.field === f.field)?.label}</dt><dd className="break-words">{show(f.value)}</dd></div>)}
          </dl>
        </details>
      ))}
      {preview.changed.map((c) => (
        <div key={c.slug} className="rounded-md border border-gold-300 bg-gold-50 p-3">
          <p className="font-medium text-ink-900">Changed: {c.name} ({c.slug}){c.unchanged > 0 && <span className="font-normal text-ink-500"> · {c.unchanged} field{c.unchanged === 1 ? "" : "s"} unchanged</span>}</p>
          <ul className="mt-1 space-y-1">
            {c.fields.map((f) => (
              <li key={f.field} className="break-words">
                <span className="text-ink-500">{ROSTER_FIELDS.find((r) => r.field === f.field)?.label}:</span>{" "}
                <span className="line-through">{show(f.oldValue)}</span> → <strong>{show(f.newValue)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {preview.unchanged.length > 0 && (
        <p className="text-ink-500">Unchanged: {preview.unchanged.map((u) => u.name).join(", ")}</p>
      )}
    </div>
  );
}

function ImportRoster() {
  const id = useId();
  const [file, setFile] = useState<{ name: string; roster: unknown } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [source, setSource] = useState("");
  const [note, setNote] = useState("");
  const apply = useRosterWrite(
    (b: SourcedBody & { roster: unknown; rosterVersion: number }) => apiWrite(DASHBOARD_ENDPOINTS.rosterImportApply, undefined, b), countChanges,
  );
  const choose = async (chosen: File | undefined) => {
    setPreview(null);
    setProblem(null);
    if (!chosen) return setFile(null);
    let roster: unknown;
    try {
      roster = JSON.parse(await chosen.text());
    } catch {
      setFile(null);
      return setProblem(`${chosen.name} is not a JSON file.`);
    }
    setFile({ name: chosen.name, roster });
    setLoading(true);
    try {
      setPreview(await apiWrite(DASHBOARD_ENDPOINTS.rosterImportPreview, undefined, { roster }));
    } catch (error) {
      setProblem(apiErrorOf(error).reason);
    } finally {
      setLoading(false);
    }
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!file || !preview) return;
    apply.mutate({ roster: file.roster, rosterVersion: preview.rosterVersion, sourceUrl: source.trim(), note: note.trim() || undefined }, {
      onSuccess: () => { setPreview(null); setFile(null); },
    });
  };
  const nothing = preview !== null && preview.added.length === 0 && preview.changed.length === 0;
  return (
    <AdminCard title="Import a roster file" description='A JSON file in the content roster&apos;s shape, whole or partial: { "members": [ { "slug": "…", "office": "…" } ] }. New members need every field. Nothing changes until you confirm.'>
      <div>
        <label htmlFor={id} className={LABEL}>Roster file (.json)</label>
        <input id={id} type="file" accept="application/json,.json" onChange={(e) => void choose(e.target.files?.[0])} className="block w-full text-sm" />
      </div>
      {loading && <p role="status" className="text-sm text-ink-500">Reading the file...</p>}
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      {preview && <PreviewTable preview={preview} />}
      {preview && !nothing && (
        <form onSubmit={confirm} className="space-y-4">
          <SourceFields source={source} note={note} onSource={setSource} onNote={setNote} />
          <SubmitWithReason pending={apply.isPending} why={source.trim() === "" ? "Give an https source for the import to apply it." : null} label={apply.isPending ? "Applying..." : "Apply import"} />
        </form>
      )}
      {nothing && <p className="text-sm text-ink-500">The file changes nothing.</p>}
    </AdminCard>
  );
}

export function RosterTab() {
  const { dataAsOf } = useSiteConfig();
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-700">
        Roster as of {formatLongDate(dataAsOf)} when this page was loaded. Every change needs a source, is published at <a href="/changes" className="text-cardinal-700 underline">/changes</a>,
        and survives new releases unless a release brings newer information.
      </p>
      <EditCardinal />
      <AddCardinal />
      <ImportRoster />
    </div>
  );
}
