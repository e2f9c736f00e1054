import { useState, type FormEvent } from "react";
import { GAME_NAME_MAX_LENGTH } from "../../src/shared/participation.ts";
import { AdminCard, CurrentValue, TextField, UpdateButton } from "./fields.tsx";
import { useSetting } from "./queries.ts";
import { settingTarget, useAdminWrite } from "./use-admin-write.ts";

export function GameTab() {
  const current = useSetting("game-name");
  const [draft, setDraft] = useState("");
  const write = useAdminWrite(settingTarget("game-name", "game name"));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    write.mutate({ value: draft.trim() }, { onSuccess: () => setDraft("") });
  };
  return (
    <div className="max-w-xl">
      <AdminCard title="Game Name" description="The bird game's name in the site navigation and as its title on /vatican-sniper.">
        <form onSubmit={submit} className="space-y-4">
          <CurrentValue label="Current Game Name" value={current.data?.value} reading={current} emptyText="Gull-B-Gone" />
          <TextField
            label="New Game Name" value={draft} onChange={setDraft} maxLength={GAME_NAME_MAX_LENGTH}
            hint={`Up to ${GAME_NAME_MAX_LENGTH} characters.`}
          />
          <UpdateButton label="Update Game Name" pending={write.isPending} disabled={draft.trim() === ""} />
        </form>
      </AdminCard>
    </div>
  );
}
