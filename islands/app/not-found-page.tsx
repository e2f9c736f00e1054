import type { ReactNode } from "react";
import { Link } from "wouter";

/** The page for an address the site does not have; `children` can offer the closest pages instead. */
export function NotFoundPage({ heading = "Page Not Found", children }: { heading?: string; children?: ReactNode }) {
  return (
    <div className="page py-24 flex justify-center">
      <div className="card max-w-md w-full p-8 text-center">
        <p className="font-serif text-6xl text-cardinal-700">404</p>
        <h1 className="mt-4 font-serif text-2xl font-semibold">{heading}</h1>
        {children ?? (
          <p className="mt-2 text-ink-500">
            There is no page at this address. It may have been mistyped, or the link that led here may be out of date.
          </p>
        )}
        <Link href="/" className="btn-primary mt-6">Back to the cardinals</Link>
      </div>
    </div>
  );
}
