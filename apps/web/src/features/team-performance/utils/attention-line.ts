import { teamPerformanceMessages as messages, type AttentionItem } from '@rela/contracts';

const hourMs = 3_600_000;

/** The line's sentence, in the contracts' words, with the hours or days since counted now. */
export const attentionText = (item: AttentionItem, now: number): string => {
  const waited = Math.max(0, now - Date.parse(item.since));
  const hours = Math.floor(waited / hourMs);
  const buyer = item.buyer?.name ?? '';
  const realtor = item.realtor.name;
  switch (item.kind) {
    case 'unanswered-note':
      return messages.unansweredNote(buyer, realtor, hours);
    case 'unanswered-tour':
      return messages.unansweredTour(buyer, realtor, hours);
    case 'quiet-buyer':
      return messages.quietBuyer(buyer, realtor, Math.floor(hours / 24));
    case 'realtor-without-buyers':
      return messages.realtorWithoutBuyers(realtor);
  }
};

/** Where only the realtor can act, who should: the server's words, else said from the line's kind. */
export const whoShould = (item: AttentionItem): string => {
  if (item.who) return item.who;
  return item.kind === 'unanswered-note' || item.kind === 'unanswered-tour'
    ? messages.askRealtor(item.realtor.name)
    : messages.askRealtorToReachOut(item.realtor.name);
};
