/**
 * The operator dashboard at /admin1190, loaded lazily by the
 * router. A sign-in form until the server confirms a session; then three tabs.
 */
import { useState } from "react";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { Dashboard } from "./dashboard.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { useSession } from "./queries.ts";
import { NeedsJavaScript } from "../ui/needs-javascript.tsx";

export default function AdminPage() {
  const session = useSession();
  const signedIn = session.data?.signedIn === true;
  // Once open, the dashboard stays mounted (hidden) if the session lapses, so unsaved edits survive a new sign-in.
  const [opened, setOpened] = useState(false);
  if (signedIn && !opened) setOpened(true);

  if (session.isPending) return <><NeedsJavaScript what="The operator dashboard" /><PageSpinner label="Checking your session..." /></>;
  if (session.isError && !opened) {
    return (
      <div className="page py-10">
        <div role="alert" className="card mx-auto max-w-md p-6 text-center">
          <p className="text-ink-700">The server could not be reached to check your session.</p>
          <button type="button" className="btn-outline mt-4" onClick={() => void session.refetch()}>Try again</button>
        </div>
      </div>
    );
  }
  return (
    <div className="page py-8">
      {!signedIn && <SignInForm passwordSet={session.data?.passwordSet ?? true} sessionEnded={opened} />}
      {opened && (
        <div hidden={!signedIn}>
          <Dashboard onSignedOut={() => setOpened(false)} />
        </div>
      )}
    </div>
  );
}
