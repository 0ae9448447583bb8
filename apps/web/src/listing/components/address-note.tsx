import { complianceMessages, type AddressDisplay } from '@rela/contracts';
import { cx } from '../../lib/class-names';

/**
 * The seller's address choice beside a listing's place (REQ-DISPLAY-ADDRESS, ADR 048): a buyer,
 * whose answer has city and ZIP only, reads "Address on request"; a realtor, who has the street,
 * reads "Address not for client display". Nothing for a listing shown as usual.
 */
export const AddressNote = ({
  addressDisplay,
  as: Tag = 'p',
  className,
}: {
  addressDisplay: AddressDisplay | undefined;
  /** `span` inside a button (a search result, a map card). */
  as?: 'p' | 'span';
  className?: string;
}) =>
  addressDisplay ? (
    <Tag className={cx('text-xs text-slate-500', Tag === 'span' && 'block', className)}>
      {addressDisplay === 'on-request'
        ? complianceMessages.address.onRequest
        : complianceMessages.address.notForClients}
    </Tag>
  ) : null;
