import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertiesMessages } from '@rela/contracts';
import { RoleSwitch } from './role-switch';

describe('role switch', () => {
  it('names an unknown role', () => {
    render(<RoleSwitch userRole="admin" />);
    expect(screen.getByRole('alert')).toHaveTextContent(propertiesMessages.unknownRole('admin'));
  });
});
