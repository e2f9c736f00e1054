import { useId, type ReactNode } from "react";

export const INPUT_CLASS =
  "w-full rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm text-ink-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 disabled:bg-parchment-100";
const LABEL_CLASS = "mb-1 block text-sm font-medium text-ink-700";

/** A titled card; its title names the region for assistive technology and tests. */
export function AdminCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="font-serif text-xl font-semibold text-ink-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-ink-500">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

interface Reading { isPending: boolean; isError: boolean }

/** The value now on the server, shown read-only. */
export function CurrentValue({ label, value, reading, emptyText }: { label: string; value: string | undefined; reading: Reading; emptyText: string }) {
  const id = useId();
  const placeholder = reading.isPending ? "Loading..." : reading.isError ? "Could not load the current value" : emptyText;
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>{label}</label>
      <input id={id} readOnly value={value ?? ""} placeholder={placeholder} className={`${INPUT_CLASS} bg-parchment-100 text-ink-700`} />
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  hint?: string;
}

export function TextField({ label, value, onChange, placeholder, maxLength, hint }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>{label}</label>
      <input
        id={id} type="text" value={value} placeholder={placeholder} maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} className={INPUT_CLASS}
      />
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">{hint}</p>}
    </div>
  );
}

/** The card's action; it reads "Updating..." while the server has not answered. */
export function UpdateButton({ label, pending, disabled = false }: { label: string; pending: boolean; disabled?: boolean }) {
  return (
    <button type="submit" className="btn-primary" disabled={pending || disabled}>
      {pending ? "Updating..." : label}
    </button>
  );
}
