import { useId, useState, type FormEvent } from "react";
import { apiErrorOf } from "./api-error.ts";
import { INPUT_CLASS } from "./fields.tsx";
import { useSignIn } from "./queries.ts";

interface Props {
  /** From the `adminSession` read: false when the operator has not set a password yet. */
  passwordSet: boolean;
  /** The session ended while the dashboard was open; its unsaved edits are kept. */
  sessionEnded: boolean;
}

function NoPasswordHelp() {
  return (
    <div className="rounded-md border border-gold-300 bg-gold-50 p-3 text-sm text-ink-700">
      No operator password is set yet. Start the site with the <code className="font-mono">ADMIN_PASSWORD</code> environment
      variable, or run <code className="font-mono">cardinalis admin set-password</code>, then sign in here.
    </div>
  );
}

/** Shown until the server confirms a session; the server's own sentence explains a refusal (401, 429, 503). */
export function SignInForm({ passwordSet, sessionEnded }: Props) {
  const id = useId();
  const [password, setPassword] = useState("");
  const signIn = useSignIn();
  const refusal = signIn.error ? apiErrorOf(signIn.error).reason : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate(password, { onSuccess: () => setPassword("") });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="card mx-auto max-w-md p-6">
      <h1 id={`${id}-title`} className="font-serif text-2xl font-bold text-cardinal-800">Operator Sign In</h1>
      <p className="mt-1 text-sm text-ink-500">This page is for the site's operator, who changes the streams, messages and game name.</p>
      <div className="mt-4 space-y-3">
        {sessionEnded && (
          <p role="status" className="rounded-md bg-parchment-100 p-3 text-sm text-ink-700">
            Your session has ended. Sign in again; your unsaved changes are kept.
          </p>
        )}
        {!passwordSet && <NoPasswordHelp />}
      </div>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-700">Password</label>
          <input
            id={id} type="password" autoComplete="current-password" value={password} className={INPUT_CLASS}
            aria-invalid={refusal !== null} aria-describedby={refusal ? `${id}-error` : undefined}
            onChange={(e) => { setPassword(e.target.value); if (signIn.isError) signIn.reset(); }}
          />
        </div>
        {refusal && <p id={`${id}-error`} role="alert" className="text-sm font-medium text-cardinal-800">{refusal}</p>}
        <button type="submit" className="btn-primary w-full" disabled={signIn.isPending || password === ""}>
          {signIn.isPending ? "Signing in..." : "Sign in"}
        </button>
      </form>
    </section>
  );
}
