import type { ReactNode } from 'react';
import type { HomeChoice } from '../../../listing/slots/home-slots';
import { useCompareSelection } from '../hooks/compare-selection';
import { CompareBar, CompareToggle } from './compare-bar';
import { CompareCheckbox, selectedCardClass } from './compare-checkbox';

/**
 * Choosing 2 to 4 homes of a list to compare (ADR 022), in the list's slot (ADR 045): the toggle,
 * the checkboxes while choosing, the chosen homes' outline and the bar that opens Compare.
 */
export const ChooseHomes = ({
  buyer,
  children,
}: {
  buyer?: string;
  children: (choice: HomeChoice) => ReactNode;
}) => {
  const selection = useCompareSelection();
  return children({
    toggle: <CompareToggle selection={selection} />,
    bar: <CompareBar selection={selection} buyer={buyer} />,
    checkbox: (listingKey, address) =>
      selection.selecting ? (
        <CompareCheckbox
          address={address}
          checked={selection.isSelected(listingKey)}
          onToggle={() => selection.toggle(listingKey)}
        />
      ) : null,
    itemClass: (listingKey, rounded) =>
      selectedCardClass(selection.isSelected(listingKey), rounded),
  });
};
