import { afterEach, describe, expect, it } from 'vitest';
import { getCsrfToken, getPluginGuid, getSessionToken, setCsrfToken, setSessionToken } from '@adapters/session-token';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session tokens', () => {
  it('keeps the csrf token until it is replaced or cleared', () => {
    setCsrfToken('abc');
    expect(getCsrfToken()).toBe('abc');
    setCsrfToken(null);
    expect(getCsrfToken()).toBe('');
  });

  it('stores the app session token across reloads and forgets it on null', () => {
    setSessionToken('app-1');
    expect(localStorage.getItem('app_session_token')).toBe('app-1');
    expect(getSessionToken()).toBe('app-1');
    setSessionToken(null);
    expect(getSessionToken()).toBeNull();
  });

  it('reads the plugin guid from session storage', () => {
    expect(getPluginGuid()).toBeNull();
    sessionStorage.setItem('plugin_guid', 'g-1');
    expect(getPluginGuid()).toBe('g-1');
  });
});
