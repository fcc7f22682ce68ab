import { render, screen, within } from '@testing-library/react';
import { json, routeFetch } from '@shop/shared/testing';
import type { StaffSubmission } from '@shop/shared/staff';
import { StaffMarketplace } from './staff-marketplace';

const submission = (id: number, variant: number, values: Record<string, string>): StaffSubmission => ({
  id,
  variant,
  createdAt: '2026-11-19T08:00:00.000Z',
  values,
  photos: [],
});

const fields = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the staff marketplace submissions', () => {
  it('names each value with the label the buyer saw on the form, in the form’s order, and leaves out empty ones', async () => {
    routeFetch((url) =>
      url.pathname === '/api/staff/marketplace'
        ? json([
            submission(5, 2, {
              details: '',
              location: 'Oslo',
              eventDate: '2026-12-24',
              names: 'Ann & Bob',
              orderNumber: 'ETSY-77',
            }),
            submission(6, 1, { storyTitle: 'Our wedding', orderNumber: 'ETSY-78' }),
          ])
        : undefined,
    );
    render(<StaffMarketplace />);
    const form2 = await screen.findByRole('article', { name: 'Submission #5' });
    expect(fields(form2)).toEqual([
      ['Marketplace order number', 'ETSY-77'],
      ['Names', 'Ann & Bob'],
      ['Event date', '24.12.2026'],
      ['Location', 'Oslo'],
    ]);
    expect(form2).not.toHaveTextContent(/details|eventDate|orderNumber/);
    expect(fields(screen.getByRole('article', { name: 'Submission #6' }))).toEqual([
      ['Marketplace order number', 'ETSY-78'],
      ['Story title', 'Our wedding'],
    ]);
  });
});
