export const signInMessages = {
  required: 'Username and Password are required.',
  busy: 'Signing in...',
  timeout: 'Login request timed out. Please check your internet connection and try again.',
  failed: 'Failed to login. Please try again.',
  badCredentials: 'Login failed. Please check your credentials.',
  chatLoginWarning: 'Warning: Chat service login failed, but you can still use the dashboard.',
} as const;
