import { useState } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { showToast } from "../ui/toast-state.ts";
import { apiErrorOf } from "./api-error.ts";
import { GameTab } from "./game-tab.tsx";
import { MessagesTab } from "./messages-tab.tsx";
import { useSession, useSignOut } from "./queries.ts";
import { StreamsTab } from "./streams-tab.tsx";
import { RosterTab } from "./roster-tab.tsx";
import { CorrectionsTab } from "./corrections-tab.tsx";
import { ConclaveTab } from "./conclave-tab.tsx";

const TABS = [
  { value: "streams", label: "YouTube Streams", Panel: StreamsTab },
  { value: "messages", label: "Site Messages", Panel: MessagesTab },
  { value: "game", label: "Game Settings", Panel: GameTab },
  { value: "roster", label: "Roster", Panel: RosterTab },
  { value: "corrections", label: "Corrections", Panel: CorrectionsTab },
  { value: "conclave", label: "Conclave", Panel: ConclaveTab },
] as const;

/** Shown only while the `adminSession` read says the session is valid. */
function ConnectedIndicator() {
  const { data } = useSession();
  if (!data?.signedIn) return null;
  return (
    <p role="status" className="mt-1 inline-flex items-center gap-2 text-sm font-medium text-green-700">
      <span className="h-2.5 w-2.5 rounded-full bg-green-500" aria-hidden="true" />
      Connected Successfully
    </p>
  );
}

/**
 * Tabs stay mounted once shown (hidden when inactive), so switching tabs keeps
 * unsaved edits; the roster tabs mount when first opened.
 */
export function Dashboard({ onSignedOut }: { onSignedOut: () => void }) {
  const [tab, setTabState] = useState<string>("streams");
  // The settings tabs are small and mount at once; the roster's large forms wait until opened.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(["streams", "messages", "game"]));
  const setTab = (value: string) => {
    setTabState(value);
    setOpened((o) => (o.has(value) ? o : new Set([...o, value])));
  };
  const signOut = useSignOut(onSignedOut);
  const leave = () => signOut.mutate(undefined, {
    onError: (error) => showToast({ title: "Error", description: `Failed to sign out: ${apiErrorOf(error).reason}`, variant: "error" }),
  });
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-cardinal-800">Admin Dashboard</h1>
          <ConnectedIndicator />
        </div>
        <button type="button" className="btn-outline" onClick={leave} disabled={signOut.isPending}>Sign out</button>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
        <Tabs.List aria-label="Dashboard sections" className="flex gap-1 overflow-x-auto border-b border-parchment-300">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className="whitespace-nowrap border-b-2 border-transparent px-2 sm:px-3 py-2 text-sm font-medium text-ink-500 hover:text-ink-900 data-[state=active]:border-cardinal-700 data-[state=active]:text-cardinal-800">
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} forceMount hidden={tab !== value} className="pt-6 focus-visible:outline-none">
            {opened.has(value) && <Panel />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
