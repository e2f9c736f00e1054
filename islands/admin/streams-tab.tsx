import { useState, type FormEvent } from "react";
import { youtubeEmbedUrl, youtubeVideoId } from "../../src/shared/youtube.ts";
import { AdminCard, CurrentValue, TextField, UpdateButton } from "./fields.tsx";
import type { StreamPath } from "../../src/shared/api-contract.ts";
import { useStream } from "./queries.ts";
import { streamTarget, useAdminWrite } from "./use-admin-write.ts";

interface Stream { path: StreamPath; title: string; description: string; label: string }

const STREAMS: Stream[] = [
  { path: "youtube-url", title: "Conclave Stream", label: "Conclave YouTube URL", description: "Conclave coverage, played muted on the live stream page." },
  { path: "youtube-url-st-peters", title: "St. Peter's Square Stream", label: "St. Peter's YouTube URL", description: "The square, played with sound on the live stream page." },
];

function StreamCard({ stream }: { stream: Stream }) {
  const current = useStream(stream.path);
  const [draft, setDraft] = useState("");
  const write = useAdminWrite(streamTarget(stream.path, stream.label));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    write.mutate({ youtubeUrl: draft }, { onSuccess: () => setDraft("") });
  };
  return (
    <AdminCard title={stream.title} description={stream.description}>
      <form onSubmit={submit} className="space-y-4">
        <CurrentValue label="Current URL" value={current.data?.youtubeUrl} reading={current} emptyText="Not set" />
        <TextField
          label="New URL" value={draft} onChange={setDraft} placeholder="https://www.youtube.com/watch?v=…"
          hint="A watch, live, youtu.be or embed address, or an 11-character video id."
        />
        <UpdateButton label="Update URL" pending={write.isPending} />
      </form>
    </AdminCard>
  );
}

/** The stream as it is now, never autoplaying: the operator only checks it. */
function StreamPreview({ stream }: { stream: Stream }) {
  const { data } = useStream(stream.path);
  const id = data?.youtubeUrl ? youtubeVideoId(data.youtubeUrl) : null;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-ink-700">{stream.title}</figcaption>
      {id ? (
        <div className="aspect-video overflow-hidden rounded-md bg-black">
          <iframe
            title={`${stream.title} preview`} src={youtubeEmbedUrl(id, { autoplay: false, muted: false })}
            allow="encrypted-media; picture-in-picture; fullscreen" allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin" loading="lazy" className="h-full w-full border-0"
          />
        </div>
      ) : (
        <div className="aspect-video flex items-center justify-center rounded-md border-2 border-dashed border-parchment-300 bg-parchment-50 p-4 text-center text-sm text-ink-500">
          No stream URL set
        </div>
      )}
    </figure>
  );
}

export function StreamsTab() {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        {STREAMS.map((s) => <StreamCard key={s.path} stream={s} />)}
      </div>
      <AdminCard title="Stream Previews" description="Previews do not play on their own.">
        <div className="grid gap-6 md:grid-cols-2">
          {STREAMS.map((s) => <StreamPreview key={s.path} stream={s} />)}
        </div>
      </AdminCard>
    </div>
  );
}
