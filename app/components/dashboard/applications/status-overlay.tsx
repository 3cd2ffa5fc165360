import { useFetchers } from 'react-router';
import { BusyOverlay } from '~/components/ui/busy-overlay';
import { STATUS_CHANGE_OVERLAY } from './applications-shared';

/** Spec §2: the page is covered while an Accept or Reject is on its way. */
export function StatusOverlay() {
  const busy = useFetchers().some((fetcher) => fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'decide');
  return <BusyOverlay shown={busy} message={STATUS_CHANGE_OVERLAY} />;
}
