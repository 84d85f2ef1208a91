import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.js';

describe('Badge', () => {
  it('shows its label and exposes the HTTP method for colouring', () => {
    render(
      <Badge variant="method" method="DELETE">
        DELETE
      </Badge>,
    );
    const badge = screen.getByText('DELETE');
    expect(badge).toHaveProperty('className', 'docsnav-badge');
    expect(badge.getAttribute('data-method')).toBe('delete');
    expect(badge.getAttribute('data-variant')).toBe('method');
  });
});
