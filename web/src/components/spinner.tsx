export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-400">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-slate-600 border-t-indigo-400" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
