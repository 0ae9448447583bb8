import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SupervisorInfo } from '@rela/contracts';
import { noSupervisor } from '../../../../test/api';
import { supervisorLabel } from '../utils/supervisor-contact';
import { SupervisorCard } from './supervisor-card';
import { labels } from '../../../lib/labels';
import { dashboardMessages } from '../../../lib/web-texts';

const text = labels.supervisor;

const info = (overrides: Partial<SupervisorInfo> = {}): SupervisorInfo => ({
  ...noSupervisor,
  supervisorFirstName: 'Rita',
  supervisorLastName: 'Realtor',
  supervisorFullName: 'Rita Anne Realtor',
  supervisorEmail: 'realtor@rela.example',
  supervisorRole: 'realtor',
  supervisorPhone: '+15551234567',
  teamLeadFullName: 'Leo Lead',
  ...overrides,
});

const card = () => screen.getByRole('region', { name: text.cardLabel });

describe('supervisor card', () => {
  it.each([
    ['company-owner', 'Manager'],
    ['team-leader', 'Team Leader'],
    ['realtor', 'Your Realtor'],
    ['buyer', 'Your Supervisor'],
    [null, 'Your Supervisor'],
  ] as const)('labels a %s supervisor %s', (role, label) => {
    render(<SupervisorCard info={info({ supervisorRole: role })} />);
    expect(within(card()).getByText(label)).toBeInTheDocument();
  });

  it('labels any other role Your Supervisor', () => {
    expect(supervisorLabel('assistant')).toBe('Your Supervisor');
  });

  it('shows Reports to only when the label is neither Team Leader nor Manager', () => {
    const { rerender } = render(<SupervisorCard info={info({ supervisorRole: 'realtor' })} />);
    expect(within(card()).getByText('Reports to: Leo Lead')).toBeInTheDocument();
    rerender(<SupervisorCard info={info({ supervisorRole: 'buyer' })} />);
    expect(within(card()).getByText('Reports to: Leo Lead')).toBeInTheDocument();
    for (const role of ['team-leader', 'company-owner'] as const) {
      rerender(<SupervisorCard info={info({ supervisorRole: role })} />);
      expect(within(card()).queryByText(/Reports to/)).not.toBeInTheDocument();
    }
  });

  it('shows the name, initials of every name word, and mailto and tel links', () => {
    render(<SupervisorCard info={info()} />);
    expect(within(card()).getByText('Rita Anne Realtor')).toBeInTheDocument();
    expect(within(card()).getByText('RAR')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'realtor@rela.example' })).toHaveAttribute(
      'href',
      'mailto:realtor@rela.example',
    );
    expect(within(card()).getByRole('link', { name: '+1-555-123-4567' })).toHaveAttribute(
      'href',
      'tel:+15551234567',
    );
  });

  it('falls back to the realtor, labelled Your Realtor, when there is no supervisor', () => {
    render(
      <SupervisorCard
        info={{
          ...noSupervisor,
          realtorFirstName: 'Rick',
          realtorLastName: 'Seller',
          realtorEmail: 'rick@rela.example',
          realtorPhone: '+15559876543',
          teamLeadFullName: 'Leo Lead',
        }}
      />,
    );
    expect(within(card()).getByText('Your Realtor')).toBeInTheDocument();
    expect(within(card()).getByText('Rick Seller')).toBeInTheDocument();
    expect(within(card()).getByText('RS')).toBeInTheDocument();
    expect(within(card()).getByText('Reports to: Leo Lead')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: '+1-555-987-6543' })).toHaveAttribute(
      'href',
      'tel:+15559876543',
    );
  });

  it('shows N/A for missing values', () => {
    render(
      <SupervisorCard
        info={info({ supervisorPhone: null, teamLeadFullName: null, supervisorRole: 'realtor' })}
      />,
    );
    expect(within(card()).getByText('Reports to: N/A')).toBeInTheDocument();
    expect(within(card()).getAllByText(dashboardMessages.notAvailable)).toHaveLength(1);
    expect(within(card()).queryByRole('link', { name: /\+1/ })).not.toBeInTheDocument();
  });

  it('shows N/A for a missing name and e-mail of a supervisor known only by e-mail', () => {
    render(
      <SupervisorCard
        info={info({
          supervisorFirstName: null,
          supervisorLastName: null,
          supervisorFullName: null,
          supervisorPhone: null,
        })}
      />,
    );
    expect(within(card()).getAllByText(dashboardMessages.notAvailable)).toHaveLength(2);
    expect(within(card()).getByText('--')).toBeInTheDocument();
  });

  it('says the data is unavailable with neither supervisor nor realtor', () => {
    render(<SupervisorCard info={noSupervisor} />);
    expect(card()).toHaveTextContent(dashboardMessages.supervisorUnavailable);
  });
});
