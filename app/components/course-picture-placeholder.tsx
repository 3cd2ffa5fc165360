// What a course without pictures shows in the picture's place: the brand's colours in a gradient
// and a medical cross, drawn with CSS and one inline SVG (no request, no script, and
// the same box as the picture, so nothing shifts). Decorative: the title is right below it.
export function CoursePicturePlaceholder({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="course-picture-placeholder"
      className={'relative flex items-center justify-center overflow-hidden bg-linear-to-br from-brand-600 to-brand-800 ' + className}
    >
      <svg viewBox="0 0 64 64" className="h-1/3 max-h-24 w-auto text-white/85" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
        <path d="M24 6h16v18h18v16H40v18H24V40H6V24h18z" fill="currentColor" fillOpacity="0.18" />
        <path d="M32 18v28M25 25h14M25 39h14" strokeLinecap="round" />
      </svg>
    </div>
  );
}
