// The coloured band at the top of a content page: its one h1 and a short line under it.
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: React.ReactNode }) {
  return (
    <div className="bg-brand-700 px-4 py-12 text-white sm:py-16">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-brand-50">{subtitle}</p> : null}
        {children}
      </div>
    </div>
  );
}
