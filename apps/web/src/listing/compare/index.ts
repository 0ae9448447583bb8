export { comparePath, useCompareSelection, type CompareSelection } from './compare-selection';
export { CompareCheckbox, selectedCardClass } from './compare-checkbox';
export { CompareBar, CompareToggle } from './compare-bar';
