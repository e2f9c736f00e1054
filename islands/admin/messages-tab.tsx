import { useId, useState, type FormEvent } from "react";
import { MESSAGE_MAX_LENGTH } from "../../src/shared/participation.ts";
import { AdminCard, INPUT_CLASS, UpdateButton } from "./fields.tsx";
import { useSetting } from "./queries.ts";
import { settingTarget, useAdminWrite } from "./use-admin-write.ts";

interface Message { key: "home-page-message" | "livestream-page-message"; title: string; label: string; description: string; look: string }

const MESSAGES: Message[] = [
  {
    key: "home-page-message", title: "Home Page Message", label: "home page message",
    description: "Shown on the home page when set; leave empty to show nothing.",
    look: "border-parchment-300 bg-parchment-50 text-ink-900",
  },
  {
    key: "livestream-page-message", title: "Livestream Page Message", label: "livestream page message",
    description: "Shown in the yellow notice box on the live stream page when set; leave empty to show nothing.",
    look: "border-yellow-300 bg-yellow-50 text-yellow-900",
  },
];

/** The message as visitors will see it: plain text with its line breaks, never HTML. */
function MessagePreview({ message, text }: { message: Message; text: string }) {
  return (
    <div role="region" aria-label={`${message.title} preview`}>
      <p className="mb-1 text-sm font-medium text-ink-700">Preview</p>
      {text.trim() === "" ? (
        <p className="rounded-lg border border-dashed border-parchment-300 px-4 py-3 text-sm italic text-ink-500">No message: nothing is shown.</p>
      ) : (
        <div className={`rounded-lg border px-4 py-3 whitespace-pre-line break-words ${message.look}`}>{text}</div>
      )}
    </div>
  );
}

function MessageCard({ message }: { message: Message }) {
  const id = useId();
  const current = useSetting(message.key);
  // null: no edits yet, so the field shows what the server holds.
  const [draft, setDraft] = useState<string | null>(null);
  const saved = current.data?.value ?? "";
  const text = draft ?? saved;
  const over = text.length > MESSAGE_MAX_LENGTH;
  const write = useAdminWrite(settingTarget(message.key, message.label));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    write.mutate({ value: text }, { onSuccess: () => setDraft(null) });
  };
  return (
    <AdminCard title={message.title} description={message.description}>
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-700">Message</label>
        <textarea
          id={id} rows={5} value={text} disabled={current.isPending} onChange={(e) => setDraft(e.target.value)}
          aria-describedby={`${id}-count`} className={`${INPUT_CLASS} resize-y`}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <span id={`${id}-count`} className={over ? "font-semibold text-cardinal-700" : "text-ink-500"}>
            {text.length} / {MESSAGE_MAX_LENGTH} characters{over ? " (too long)" : ""}
          </span>
          {current.isError && <span className="text-cardinal-700">Could not load the current message</span>}
          {draft !== null && draft !== saved && <span className="text-ink-500">Unsaved changes</span>}
        </div>
        <UpdateButton label="Update Message" pending={write.isPending} />
      </form>
      <MessagePreview message={message} text={text} />
    </AdminCard>
  );
}

export function MessagesTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {MESSAGES.map((m) => <MessageCard key={m.key} message={m} />)}
    </div>
  );
}
