import { complianceMessages, type AddressDisplay } from '@rela/contracts';
import { cx } from '../../lib/class-names';

/**
 * The seller's address choice beside a listing's place (REQ-DISPLAY-ADDRESS, ADR 048): a buyer,
 * whose answer has city and ZIP only, reads "Address on request"; a realtor, who has the street,
 * reads "Address not for client display". Nothing for a listing shown as usual.
 */
export const AddressNote = ({
  addressDisplay,
  className,
}: {
  addressDisplay: AddressDisplay | undefined;
  className?: string;
}) =>
  addressDisplay ? (
    <p className={cx('text-xs text-slate-500', className)}>
      {addressDisplay === 'on-request'
        ? complianceMessages.address.onRequest
        : complianceMessages.address.notForClients}
    </p>
  ) : null;
