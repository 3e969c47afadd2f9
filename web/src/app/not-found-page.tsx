import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="card mx-auto max-w-lg text-center">
      <h1 className="mb-2 text-3xl font-bold">Page not found</h1>
      <p className="mb-6 text-slate-400">There is nothing at this address.</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
