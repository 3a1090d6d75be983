// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SupportAccess, SupportButton, SupportProvider } from '../../src/ui/Support';
import { fakeFetch, renderWithClient } from './render';

afterEach(cleanup);

const show = (access: SupportAccess | null) =>
  renderWithClient(
    <SupportProvider value={access}>
      <SupportButton />
    </SupportProvider>,
    { fetch: fakeFetch({}).fetch },
  );

describe('Support button of a screen', () => {
  it("opens the shell's Support modal", () => {
    const open = vi.fn();
    show({ kind: 'modal', open });
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('is a link in a new tab with an external support address', () => {
    show({ kind: 'link', href: 'https://help.example.com' });
    const link = screen.getByRole('link', { name: 'Support' });
    expect(link.getAttribute('href')).toBe('https://help.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is absent when native support is hidden', () => {
    show(null);
    expect(screen.queryByText('Support')).toBeNull();
  });
});
