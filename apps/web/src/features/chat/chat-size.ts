/** At most 384 px wide and 520 px high, and never more than 80% of the viewport's height. */
export const panelHeight = 'h-[min(520px,80dvh)]';
