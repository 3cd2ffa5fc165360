import { useStaffMay } from '~/components/dashboard/shell/use-staff-may';
import { inlineUrl } from './applications-shared';
import { initials } from '~/utils/initials';

/**
 * The profile photo (a private document, shown to staff inline) or the default avatar (spec §9).
 * Documents are students' records (decision 029): staff whose role does not include them
 * (accounts) see the initials, not an image the file route would refuse.
 */
export function CandidatePhoto({ url, name, size = 'small' }: { url: string; name: string; size?: 'small' | 'large' }) {
  const may = useStaffMay();
  const box = size === 'large' ? 'size-24 text-2xl' : 'size-10 text-sm';
  if (url && may('admissions'))
    return (
      <img
        src={inlineUrl(url)}
        alt=""
        width={size === 'large' ? 96 : 40}
        height={size === 'large' ? 96 : 40}
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-brand-100`}
      />
    );
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-slate-200 font-bold text-slate-700`}>
      {initials(name) || '?'}
    </span>
  );
}
