import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

type Listener = (event: Partial<ProgressEvent>) => void;

class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  emit(type: string, event: Partial<ProgressEvent> = {}) {
    for (const listener of this.byType.get(type) ?? []) listener(event);
  }
}

/**
 * Stands in for XMLHttpRequest (jsdom's would go to the network): it records the request, and the
 * test moves it on with progress(), respond() or fail().
 */
export class FakeXhr extends Listeners {
  static sent: FakeXhr[] = [];
  readonly upload = new Listeners();
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.emit('abort');
  }

  /** The file sent as the multipart field 'file'. */
  get file() {
    return this.body instanceof FormData ? this.body.get('file') : null;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.emit('progress', { lengthComputable: true, loaded, total }));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.emit('load'));
  }
  async fail() {
    await act(async () => this.emit('error'));
  }
}

/** Replaces XMLHttpRequest until vi.unstubAllGlobals(); answers the requests sent so far. */
export function stubXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

/** The `index`th request once sent (a mutation sends it a tick after the file is chosen). */
export async function sentRequest(sent: readonly FakeXhr[], index = 0): Promise<FakeXhr> {
  await waitFor(() => expect(sent.length).toBeGreaterThan(index));
  return sent[index] as FakeXhr;
}

/** A file of `size` bytes, without allocating them. */
export function fileOf(name: string, size = 1024) {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
