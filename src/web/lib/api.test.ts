// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFrom, getPublic, postForm } from './api.ts';

/** A stand-in XMLHttpRequest that answers with the given status and JSON body (or fails). */
function fakeXhr(answer: { status: number; body: unknown } | 'network') {
  return class {
    status = 0;
    response: unknown = null;
    responseType = '';
    withCredentials = true;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    send() {
      queueMicrotask(() => {
        if (answer === 'network') return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = answer.status;
        this.response = answer.body;
        this.onload?.();
      });
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('apiErrorFrom', () => {
  it("keeps the envelope's status, code and message", () => {
    const error = apiErrorFrom(429, { success: false, message: 'Too many', code: 'rate_limited' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many' });
  });

  it("calls an answer that is not the API's envelope 'unexpected'", () => {
    expect(apiErrorFrom(502, null)).toMatchObject({
      status: 502,
      code: 'unexpected',
      message: 'Request failed (502)',
    });
    expect(apiErrorFrom(400, { success: false, message: 'x', code: 'made_up' }).code).toBe('unexpected');
  });
});

describe('postForm', () => {
  it('resolves with the data and reports upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr({ status: 200, body: { success: true, data: 42 } }));
    const progress: number[] = [];
    await expect(postForm<number>('/api/qna', new FormData(), (f) => progress.push(f))).resolves.toBe(42);
    expect(progress).toEqual([0.5]);
  });

  it('rejects with an ApiError carrying the code of a refusal', async () => {
    const body = { success: false, message: 'The file is larger than the upload limit', code: 'too_large' };
    vi.stubGlobal('XMLHttpRequest', fakeXhr({ status: 413, body }));
    await expect(postForm('/api/qna', new FormData())).rejects.toMatchObject({
      status: 413,
      code: 'too_large',
      message: body.message,
    });
  });

  it("rejects with code 'network' when no answer arrives", async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr('network'));
    await expect(postForm('/api/qna', new FormData())).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('getPublic', () => {
  it('rejects with an ApiError carrying the code', async () => {
    const body = { success: false, message: 'Not found', code: 'not_found' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 404 }));
    await expect(getPublic('/api/job/1')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
