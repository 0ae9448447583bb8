import { useMemo, useState } from 'react';
import { householdMessages, likedByLine } from '@rela/contracts';
import { joinNames, useMyHousehold } from '../../../lib/household';
import type { RemoveConfirm } from '../../../listing/components';
import type { MyProperty } from './use-my-properties';

/** My Properties' household filters (REQ-HOUSEHOLD-LIKES): every home, all like, some like. */
export type HouseholdFilter = 'all' | 'allLike' | 'differ';

/**
 * A household's part of My Properties (ADR 049): who likes each home, the filters "Both like"
 * ("Everyone likes" for 3-4) and "Where you differ", and "Remove it for everyone?". A household of
 * one gets none of it: the list looks as it always has.
 */
export const useHouseholdHomes = (properties: readonly MyProperty[]) => {
  const household = useMyHousehold();
  const [chosen, setFilter] = useState<HouseholdFilter>('all');
  const { together, members, names, others, me } = household;
  const filter: HouseholdFilter = together ? chosen : 'all';
  const everyone = (property: MyProperty) =>
    members.every((member) => property.likedBy.includes(member.username));
  const matches = (property: MyProperty) =>
    filter === 'all' ||
    (filter === 'allLike'
      ? everyone(property)
      : property.likedBy.length > 0 && !everyone(property));
  const othersNamed = joinNames(others.map((member) => member.name));
  // One question for as long as the household holds, so that the cards are not drawn again for it.
  const removeConfirm = useMemo(
    (): RemoveConfirm | undefined =>
      together
        ? {
            title: householdMessages.removeForEveryone,
            description: householdMessages.removeForEveryoneText(othersNamed),
          }
        : undefined,
    [together, othersNamed],
  );
  return {
    together,
    filter,
    setFilter,
    /** "Both like" with two members, "Everyone likes" with more. */
    allLikeLabel: members.length > 2 ? householdMessages.allLike : householdMessages.bothLike,
    shown: properties.filter(matches),
    likedByLine: (property: MyProperty) =>
      together ? likedByLine(property.likedBy, me, names) : undefined,
    removeConfirm,
  };
};
