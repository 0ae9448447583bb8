/** The title and the one-line explanation above each step. */
export const RecoveryHeading = ({ title, description }: { title: string; description: string }) => (
  <>
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
    <p className="mt-1.5 mb-7 text-sm text-slate-600">{description}</p>
  </>
);
