import type { ReactNode } from "react";
import { Link } from "wouter";
import { m } from "../lib/i18n/messages.ts";

/** The page for an address the site does not have; `children` can offer the closest pages instead. */
export function NotFoundPage({ heading, children }: { heading?: string; children?: ReactNode }) {
  return (
    <div className="page py-24 flex justify-center">
      <div className="card max-w-md w-full p-8 text-center">
        <p className="font-serif text-6xl text-cardinal-700">404</p>
        <h1 className="mt-4 font-serif text-2xl font-semibold">{heading ?? m.not_found_title()}</h1>
        {children ?? <p className="mt-2 text-ink-500">{m.not_found_text()}</p>}
        <Link href="/" className="btn-primary mt-6">{m.not_found_back()}</Link>
      </div>
    </div>
  );
}
