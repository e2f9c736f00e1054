import { Link } from "wouter";

export function NotFoundPage() {
  return (
    <div className="page py-24 flex justify-center">
      <div className="card max-w-md w-full p-8 text-center">
        <p className="font-serif text-6xl text-cardinal-700">404</p>
        <h1 className="mt-4 font-serif text-2xl font-semibold">Page Not Found</h1>
        <p className="mt-2 text-ink-500">Did you forget to add the page to the router?</p>
        <Link href="/" className="btn-primary mt-6">Back to the cardinals</Link>
      </div>
    </div>
  );
}
