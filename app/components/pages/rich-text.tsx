// Stored rich text (sanitised on write by app/modules/content/sanitize.server.ts) with readable
// typography. No typography plugin: a few descendant styles cover the sanitiser's allowlist.
const proseClasses = [
  'text-base leading-7 text-slate-700',
  '[&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
].join(' ');

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${proseClasses} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
