import { render, screen, within } from '@testing-library/react';
import { json, routeFetch } from '@shop/shared/testing';
import type { StaffShipTo } from '@shop/shared/staff';
import { staffItemFixture } from '../../../test/staff-fixtures';
import { StaffOrders } from './staff-orders';

const shipTo: StaffShipTo = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  streetAddress: '12 Analytical Row',
  apartment: 'Flat 3',
  city: 'London',
  county: 'Greater London',
  postcode: 'N1 9GU',
  country: 'GBR',
  phone: '+44 (20) 7946-0958',
  orderNotes: 'Ring twice. The porter takes parcels.',
};

const mug = staffItemFixture({ quantity: 2, shipTo });

const serveOrders = (orders: unknown[]) =>
  routeFetch((url) => (url.pathname === '/api/staff/orders' ? json(orders) : undefined));

describe('the staff orders', () => {
  it('shows where a simple item goes: name, company, street, city, county and postcode, country, phone and notes', async () => {
    serveOrders([mug]);
    render(<StaffOrders />);
    const row = await screen.findByRole('article', { name: /^Photo mug × 2/ });
    const label = within(row).getByRole('group', { name: 'Ship to' });
    for (const line of [
      'Ada Lovelace',
      'Analytical Engines Ltd',
      '12 Analytical Row',
      'Flat 3',
      'London, Greater London N1 9GU',
      'United Kingdom',
    ])
      expect(within(label).getByText(line)).toBeInTheDocument();
    expect(within(label).getByRole('link', { name: '+44 (20) 7946-0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(label).toHaveTextContent('Order notes: Ring twice. The porter takes parcels.');
    expect(within(row).getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
  });

  it('leaves out the optional lines a shopper left blank', async () => {
    const { company: _company, apartment: _apartment, county: _county, orderNotes: _notes, ...required } = shipTo;
    serveOrders([{ ...mug, shipTo: { ...required, country: 'USA', city: 'Salem', postcode: '97301' } }]);
    render(<StaffOrders />);
    const label = await screen.findByRole('group', { name: 'Ship to' });
    expect(within(label).getByText('Salem 97301')).toBeInTheDocument();
    expect(within(label).getByText('United States')).toBeInTheDocument();
    expect(label).not.toHaveTextContent('Order notes');
    expect(label).not.toHaveTextContent('Analytical Engines');
  });

  it('shows no address for an item the API sends without one (an API from before the field, or a clip)', async () => {
    const { shipTo: _shipTo, ...olderAnswer } = mug;
    serveOrders([olderAnswer, { ...olderAnswer, id: 11, type: 2, name: 'Birthday story' }]);
    render(<StaffOrders />);
    const row = await screen.findByRole('article', { name: /^Photo mug/ });
    expect(within(row).getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^Birthday story/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ship to' })).not.toBeInTheDocument();
    expect(screen.queryByText('Order notes', { exact: false })).not.toBeInTheDocument();
  });
});
