import {
  API_PREFIX,
  ASSISTANT_PREFIX,
  type AccountInfo,
  type AssistantLoginResponse,
  type SupervisorInfo,
} from '@rela/contracts';

/** Absolute URL of an API path on the jsdom origin, for MSW handlers. */
export const apiUrl = (path: string) => `${window.location.origin}${API_PREFIX}${path}`;

/** Absolute URL of an assistant API path on the jsdom origin, for MSW handlers. */
export const assistantUrl = (path: string) => `${window.location.origin}${ASSISTANT_PREFIX}${path}`;

export const chatLoginBody = (token = 'chat-1'): AssistantLoginResponse => ({
  access_token: token,
  token_type: 'bearer',
  expires_in: 3600,
  username: 'buyer',
  user_type: 'captain',
});

export const tokenBody = (overrides: { accessToken?: string; username?: string } = {}) => ({
  accessToken: overrides.accessToken ?? 'access-1',
  accessTokenExpire: 3600,
  username: overrides.username ?? 'buyer',
});

export const accountInfo = (overrides: Partial<AccountInfo> = {}): AccountInfo => ({
  userId: '3f1c2a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
  userUsername: 'buyer',
  userFirstName: 'Bea',
  userLastName: 'Buyer',
  userEmail: 'buyer@rela.example',
  userPhoneNumber: '+15551234567',
  userProfilePicURL: null,
  userRole: 'buyer',
  phoneNumberVerified: true,
  emailVerified: true,
  emailConfirmationStatus: 'CONFIRMED',
  ...overrides,
});

export const errorBody = (status: number, code: string, message: string) => ({
  status,
  code,
  statusMessage: message,
  message,
  requestId: 'req-1',
});

/** GET /dashboard/my-supervisor-info's data for someone with nobody above them (a company owner). */
export const noSupervisor: SupervisorInfo = {
  supervisorFirstName: null,
  supervisorLastName: null,
  supervisorFullName: null,
  supervisorEmail: null,
  supervisorProfileImage: null,
  supervisorRole: null,
  supervisorPhone: null,
  realtorFirstName: null,
  realtorLastName: null,
  realtorEmail: null,
  realtorProfileImage: null,
  realtorPhone: null,
  teamLeadFullName: null,
};
