import { describe, expect, it } from 'vitest';
import { labels } from './labels';

const team = labels.team;

describe('labels', () => {
  it('words every count label of the lists', () => {
    expect([1, 2].map(team.propertyCount)).toEqual(['1 property', '2 properties']);
    expect([1, 2].map(team.buyerCount)).toEqual(['1 Buyer', '2 Buyers']);
    expect([1, 2].map(team.realtorCount)).toEqual(['1 Realtor', '2 Realtors']);
    expect([1, 2].map(team.teamLeadCount)).toEqual(['1 Team Lead', '2 Team Leads']);
    expect([1, 2].map(team.homeCount)).toEqual(['1 home', '2 homes']);
    expect([1, 2].map(labels.myProperties.count)).toEqual(['1 property', '2 properties']);
  });
});
