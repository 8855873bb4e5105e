import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCamera } from './use-camera';

function withCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(getUserMedia) } });
}

function fakeStream() {
  const stop = vi.fn();
  return { stream: { getTracks: () => [{ stop }] } as unknown as MediaStream, stop };
}

describe('useCamera', () => {
  const video = { current: document.createElement('video') };
  beforeEach(() => {
    video.current.play = vi.fn(() => Promise.resolve());
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('shows the rear camera and stops it when the dialog closes', async () => {
    const { stream, stop } = fakeStream();
    withCamera(() => Promise.resolve(stream));
    const { result, rerender } = renderHook(({ active }) => useCamera(video, active, 0), { initialProps: { active: true } });
    await waitFor(() => expect(result.current).toBe('ready'));
    expect(video.current.srcObject).toBe(stream);
    const constraints = vi.mocked(navigator.mediaDevices.getUserMedia).mock.calls[0]![0] as MediaStreamConstraints;
    expect(constraints.video).toMatchObject({ facingMode: { ideal: 'environment' } });
    rerender({ active: false });
    expect(stop).toHaveBeenCalled();
  });

  it('tells a refused permission from a missing camera', async () => {
    withCamera(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const denied = renderHook(() => useCamera(video, true, 0));
    await waitFor(() => expect(denied.result.current).toBe('denied'));
    withCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const missing = renderHook(() => useCamera(video, true, 0));
    await waitFor(() => expect(missing.result.current).toBe('no-camera'));
    withCamera(() => Promise.reject(new Error('driver crashed')));
    const failed = renderHook(() => useCamera(video, true, 0));
    await waitFor(() => expect(failed.result.current).toBe('failed'));
  });

  it('says there is no camera where the browser offers none', async () => {
    const { result } = renderHook(() => useCamera(video, true, 0));
    await waitFor(() => expect(result.current).toBe('no-camera'));
  });

  it('stops a stream that arrives after the dialog closed', async () => {
    const { stream, stop } = fakeStream();
    let open: (value: MediaStream) => void = () => undefined;
    withCamera(() => new Promise((resolve) => (open = resolve)));
    const { unmount } = renderHook(() => useCamera(video, true, 0));
    unmount();
    open(stream);
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });
});
