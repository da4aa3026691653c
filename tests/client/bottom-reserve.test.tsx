// The strip a bar fixed at the bottom keeps free (the cookie banner, the kiosk's bar): the page's
// end and its focused element stay clear of it, and the fixed elements drawn above it move up.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useAboveBottomReserve, useBottomReserve } from '../../src/lib/hooks/use-bottom-reserve';

function Bar({ height }: { height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomReserve(ref);
  // jsdom lays nothing out: the bar says its height as a browser would.
  return (
    <div
      ref={(el) => ((ref.current = el), el && Object.defineProperty(el, 'offsetHeight', { value: height }), undefined)}
    />
  );
}

function Toast() {
  return <div data-testid="toast" style={useAboveBottomReserve()} />;
}

describe('useBottomReserve', () => {
  it('keeps the strip free on the app root and in the scroll padding, not by a property every element inherits', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const toast = render(<Toast />);
    const bar = render(<Bar height={87} />, { container: root });

    expect(root.style.paddingBottom).toBe('87px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('87px');
    // A custom property on <html> restyled the whole page each time it changed.
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('');
    expect(toast.getByTestId('toast').style.getPropertyValue('--consent-banner-height')).toBe('87px');

    bar.unmount();
    expect(root.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(toast.getByTestId('toast').style.getPropertyValue('--consent-banner-height')).toBe('');
    root.remove();
  });
});
