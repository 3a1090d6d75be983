// @vitest-environment happy-dom
import type { EventConfig } from '../../../schemas/eventConfig';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Schema } from 'effect';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductDetailReply } from '../../../schemas/purchasedProduct';
import { ProductDetailPage } from '../../../src/features/products/ProductDetailPage';
import { ProductDirectoryPage } from '../../../src/features/products/ProductDirectoryPage';
import { fakeFetch, renderWithClient } from '../render';
import { directoryReply } from './fixtures';

afterEach(cleanup);

const reply = Schema.decodeUnknownSync(ProductDetailReply)({
  product: {
    id: 'p1',
    CompID: 10,
    type: 'product',
    data: {
      name: 'Scope Pro',
      description: '<p>Imaging</p>',
      contact: 'staff-1',
      array_of_resources: [
        { type: 'youtube', label: 'Product tour', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
        { type: 'video', label: '', url: '/media/demo/clip1.mp4' },
      ],
    },
  },
  company: { CompID: 10, Companyname: 'Acme Health' },
  productIndex: 0,
  contact: { uuid: 'staff-1', firstName: 'Grace', lastName: 'Hopper', contactTitle: 'Sales' },
  others: [],
  tags: [],
});

const NO_ADS = { source_hex: 'demo', conferenceid: 1 } as EventConfig;

describe('ProductDetailPage', () => {
  it('plays a YouTube resource in its player frame and a video file in a <video>', () => {
    renderWithClient(<ProductDetailPage reply={reply} token="t" settings={NO_ADS} />, {
      fetch: fakeFetch({}).fetch,
    });
    const [tour, file] = screen.getAllByTestId('product-video') as [HTMLElement, HTMLElement];
    const frame = within(tour).getByTitle('Product tour');
    expect(frame.tagName.toLowerCase()).toBe('iframe');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(within(file).getByLabelText('Video 2').getAttribute('src')).toBe('/media/demo/clip1.mp4');
  });

  it('sends the product contact a direct message from its message box', async () => {
    const fake = fakeFetch({
      'POST /api/exhibitors/10/interactions': {
        status: 200,
        body: [{ success: true, return_title: 'Thank you', return_text: 'Message sent to Grace Hopper' }],
      },
    });
    renderWithClient(<ProductDetailPage reply={reply} token="t" settings={NO_ADS} />, { fetch: fake.fetch });
    const contact = within(screen.getByTestId('product-contact'));
    const send = contact.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(contact.getByLabelText('Message to Grace Hopper'), { target: { value: ' Pricing? ' } });
    fireEvent.click(send);
    await contact.findByText('Message sent to Grace Hopper');
    expect(fake.calls).toEqual([
      {
        method: 'POST',
        path: '/api/exhibitors/10/interactions',
        body: { method: 'send_direct_message', content: 'Pricing?', message_contact_uuid: 'staff-1' },
      },
    ]);
    await waitFor(() =>
      expect((contact.getByLabelText('Message to Grace Hopper') as HTMLTextAreaElement).value).toBe(''),
    );
  });
});

describe('ProductDirectoryPage cards', () => {
  it('show at most 3 tags', () => {
    const tags = ['Imaging', 'Genomics', 'Oncology', 'Cardiology'].map((label, n) => ({ id: n + 1, label }));
    const [first] = directoryReply.products;
    const many = {
      tags,
      products: [
        { ...first, product: { ...first?.product, data: { ...first?.product.data, tags: [1, 2, 3, 4] } } },
      ],
    } as typeof directoryReply;
    renderWithClient(<ProductDirectoryPage reply={many} settings={NO_ADS} />, { fetch: fakeFetch({}).fetch });
    const card = within(screen.getByTestId('product-card'));
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'New Product',
      'Imaging',
      'Genomics',
      'Oncology',
    ]);
  });
});
