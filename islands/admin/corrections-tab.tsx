import { useId, useState } from "react";
import { fieldLabel, type Correction } from "../../src/shared/roster-fields.ts";
import { DASHBOARD_ENDPOINTS } from "../../src/shared/dashboard-endpoints.ts";
import { apiWrite } from "../lib/api.ts";
import { formatLongDate } from "../lib/format.ts";
import { AdminCard, INPUT_CLASS } from "./fields.tsx";
import { countChanges, usePendingCorrections, useRosterWrite } from "./roster-queries.ts";

function CorrectionItem({ correction: c }: { correction: Correction }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const accept = useRosterWrite((b: { id: number }) => apiWrite(DASHBOARD_ENDPOINTS.correctionAccept, b, {}), countChanges);
  const decline = useRosterWrite((b: { id: number; reason: string }) => apiWrite(DASHBOARD_ENDPOINTS.correctionDecline, { id: b.id }, { reason: b.reason }), () => "Correction declined.");
  const busy = accept.isPending || decline.isPending;
  return (
    <li className="rounded-md border border-parchment-300 bg-white p-4 text-sm" data-correction={c.id}>
      <p className="font-medium text-ink-900">{c.cardinalName ?? c.slug} · {fieldLabel(c.field)}</p>
      <p className="mt-1 break-words"><span className="text-ink-500 line-through">{c.currentValue ?? "—"}</span> → <strong>{c.value}</strong></p>
      <p className="mt-1 break-words text-xs text-ink-500">
        Source: <a href={c.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" className="text-cardinal-700 underline">{c.sourceUrl}</a>
        {" · "}sent {formatLongDate(c.createdAt)}{c.email && <> · {c.email}</>}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => accept.mutate({ id: c.id })}>Accept and apply</button>
        <div className="min-w-[12rem] flex-1">
          <label htmlFor={id} className="sr-only">Reason for declining</label>
          <input id={id} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Reason for declining" maxLength={500} className={INPUT_CLASS} />
        </div>
        <button type="button" className="btn-outline" disabled={busy || reason.trim() === ""} onClick={() => decline.mutate({ id: c.id, reason: reason.trim() })}>Decline</button>
      </div>
    </li>
  );
}

export function CorrectionsTab() {
  const queue = usePendingCorrections();
  const items = queue.data?.corrections ?? [];
  return (
    <AdminCard title="Corrections from readers" description="Accepting applies the correction as an edit with the reader's source and publishes it in the change log. Declining needs a reason.">
      <button type="button" className="btn-outline" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
        {queue.isFetching ? "Checking..." : "Check for new corrections"}
      </button>
      {queue.isPending && <p role="status" className="text-sm text-ink-500">Loading corrections...</p>}
      {queue.isError && <p role="alert" className="text-sm text-red-700">The corrections could not be loaded.</p>}
      {queue.data && items.length === 0 && <p className="text-sm text-ink-500">No correction is waiting.</p>}
      {items.length > 0 && <ul className="space-y-3" aria-label="Waiting corrections">{items.map((c) => <CorrectionItem key={c.id} correction={c} />)}</ul>}
    </AdminCard>
  );
}
