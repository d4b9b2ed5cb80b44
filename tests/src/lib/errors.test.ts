import { describe, expect, it } from 'vitest';
import { errorMessage, toApiError } from '@/lib/errors';

describe('toApiError', () => {
  it('keeps the server message and status', () => {
    expect(toApiError({ status: 409, data: { success: false, message: '状态已变更' } })).toEqual({
      status: 409,
      data: { success: false, message: '状态已变更' },
    });
  });

  it('names 404 and 500 answers without a message', () => {
    expect(toApiError({ status: 404, data: null }).data.message).toBe('404 Error');
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'x' }).data.message).toBe('500 Error');
  });

  it('calls every other failure a Network Error', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError' }).data.message).toBe('Network Error');
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }).data.message).toBe('Network Error');
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: '{', error: 'x' }).data.message).toBe('Network Error');
    expect(toApiError({ status: 502, data: null }).data.message).toBe('Network Error');
  });
});

describe('errorMessage', () => {
  it('reads endpoint errors, thrown errors and plain texts', () => {
    expect(errorMessage({ status: 400, data: { success: false, message: '手机号不能为空' } })).toBe('手机号不能为空');
    expect(errorMessage(new Error('出错了'))).toBe('出错了');
    expect(errorMessage({ name: 'Error', message: '序列化的错误' })).toBe('序列化的错误');
    expect(errorMessage('文本')).toBe('文本');
  });

  it('falls back to Network Error', () => {
    expect(errorMessage(undefined)).toBe('Network Error');
    expect(errorMessage({ status: 'FETCH_ERROR' })).toBe('Network Error');
  });
});
